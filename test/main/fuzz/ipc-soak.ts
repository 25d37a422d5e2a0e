// An IPC soak: many payloads through the real router (createRouter) on a real data folder, biased to the ids
// that are alive at that moment (campaigns, parties, characters, bestiary entries, sessions, fights, odds jobs,
// undo tokens, backups) and to answers that fit a fight's pending request, so that every channel — fight.start
// and fight.answer included — succeeds often, mixed with mutated and random payloads. Used by
// test/main/ipc-fuzz.test.ts (a small seeded run in `npm test`) and by `npm run fuzz` (the big one).
import { appendFileSync, copyFileSync, existsSync } from 'node:fs'
import { readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import seedrandom from 'seedrandom'
import { CHANNELS, type Channel } from '../../../src-main/ipc/contract.ts'
import type { FileHost } from '../../../src-main/ipc/handlers.ts'
import { createRouter } from '../../../src-main/ipc/router.ts'
import { bundledOddsWorker } from '../../../src-main/odds/bundled-worker.ts'
import { OddsJobs } from '../../../src-main/odds/jobs.ts'
import { ServiceContext } from '../../../src-main/services/context.ts'

export interface SoakOptions {
  readonly root: string
  readonly payloads: number
  readonly seed: string
  /** Odds jobs on a worker thread (odds.start succeeds); without, odds channels can only refuse. */
  readonly odds?: boolean
  /** Called every `every` payloads with the running figures. */
  readonly progress?: { readonly every: number; report(stats: SoakStats): void }
}

export interface InternalError {
  readonly channel: string
  readonly payload: string
  readonly message: string
  readonly error: string
}

export interface SoakStats {
  payloads: number
  /** Calls whose promise rejected or whose answer was not a typed result (the router must never throw). */
  crashes: { readonly channel: string; readonly payload: string; readonly error: string }[]
  internal: InternalError[]
  /**
   * Storage refusals the payload does not explain (anything but a campaign, fight or backup that is not there):
   * in a soak with one writer, a save refused as invalid or changed outside is a bug, even if not `internal`.
   */
  unexpectedStorage: { readonly channel: string; readonly payload: string; readonly message: string }[]
  /** Per channel: calls, successes, and how the rest were refused. */
  channels: Record<
    string,
    { calls: number; ok: number; ms: number; codes: Record<string, number>; samples: Record<string, string[]>; kinds: Record<string, number> }
  >
  /** What the check of the data folder afterwards found wrong (unparseable files, damaged campaigns or fights). */
  invalidFiles: string[]
  filesChecked: number
  ms: number
}

type Rand = () => number
type Json = unknown

const SYSTEMS = ['ultraquest', 'odm', 'thalia', 'weltenbuch'] as const
type SystemId = (typeof SYSTEMS)[number]
const LANGS = ['en', 'de', 'nl', 'nb'] as const

/** Valid characters, bestiary entries and fight options of each system, which mutations start from. */
const SHEETS: Record<SystemId, readonly Record<string, unknown>[]> = {
  ultraquest: [
    { name: 'Albrav', ks: { nk: 'W6+3' }, equipment: [{ name: 'Kettenhemd', kind: 'armour', rw: 2, ready: true }] },
    { name: 'Brann', ks: { nk: 'W6+2', fk: 'W6+1' }, equipment: [{ name: 'Silberdolch', kind: 'weapon', silver: true, ready: true, held: true }] },
    { name: 'Cira', ks: { nk: 'W6+1' }, equipment: [{ name: 'Heiltrank', kind: 'potion', heals: true, ready: true }] }
  ],
  odm: [
    { name: 'Alrik', courage: 12, at: 11, pa: 9, le: { current: 30, max: 30 }, bw: 3, tp: '1W+4', kind: 'hero' },
    { name: 'Bela', courage: 10, at: 12, pa: 8, le: { current: 22, max: 25 }, bw: 2, tp: '1W+3', kind: 'hero' }
  ],
  thalia: [
    {
      name: 'Bertil',
      hp: 14,
      maxHp: 14,
      vern: 2,
      factors: { makt: 1, agilitet: 2, intellekt: 0, karisma: 0 },
      resist: { refleks: 11, vilje: 9, toffhet: 12 },
      skills: { Sverd: 'kyndig', Unngå: 'kyndig' },
      weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 8 }],
      belt: [{ name: 'Helbredende Eliksir', heal: '2t4' }]
    },
    {
      name: 'Cecilie',
      hp: 16,
      maxHp: 16,
      vern: 4,
      movement: 5,
      factors: { makt: 2, agilitet: 0, intellekt: 2, karisma: 0 },
      skills: { Øks: 'kyndig', Skjold: 'kyndig', Legekunst: 'kyndig' },
      weapons: [{ name: 'Stridsøks', damage: '1t8', attributes: ['makt'], skill: 'Øks', durability: 10 }],
      shield: { name: 'Rundskjold', attribute: 'makt', durability: 6 },
      heavyArmour: true
    }
  ],
  weltenbuch: [
    {
      name: 'Yorn',
      attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 },
      skills: { Schwerter: 3, Ausweichen: 2, Wahrnehmung: 2 },
      weapons: [{ id: 'breitschwert', name: 'Breitschwert', skill: 'Schwerter', bonus: 0, damage: '×3+4' }],
      armour: { rumpf: 2 },
      heroPoints: 1,
      heldenstufe: 1,
      damage: 4
    }
  ]
}

const OPPONENTS: Record<SystemId, readonly Record<string, unknown>[]> = {
  ultraquest: [
    { name: 'Skelett', ks: 'W6+1', kind: 'skeleton' },
    { name: 'Ork', ks: 'W6' },
    { name: 'Goblins', ks: 'W6', count: 3 }
  ],
  odm: [{ name: 'Ork', sheet: { courage: 8, at: 9, pa: 6, le: { current: 12, max: 12 }, bw: 1, tp: '1W+2', kind: 'monster' } }],
  thalia: [{ name: 'Goblin', leader: true, sheet: { kind: 'monster', hp: 6, maxHp: 6, vern: 1, kampand: 6, attacks: [{ name: 'Spyd', damage: '1t6' }] } }],
  weltenbuch: [
    {
      name: 'Ork',
      attributes: { geist: 2, koerper: 6, geschick: 5, sozial: 5, wille: 5, sinne: 7 },
      skills: { Kurzschwerter: 1 },
      weapons: [{ id: 'kurzschwert', name: 'Kurzschwert', skill: 'Kurzschwerter', bonus: 0, damage: '×2+4' }]
    }
  ]
}

const OPTIONS: Record<SystemId, readonly Record<string, unknown>[]> = {
  ultraquest: [
    { type: 'NK', marker: '!' },
    { type: 'FK', marker: '!' },
    { type: 'NK+FK', marker: '?' }
  ],
  odm: [{}],
  thalia: [{}, { opening: 'surpriseRoll' }],
  weltenbuch: [{}]
}

/** Storage refusals a payload explains: it named a campaign, fight or backup that is not (or no longer) there. */
const EXPLAINED_STORAGE = /: (does not exist|no such campaign|no such fight in this campaign|is not one of this campaign’s backups)$/

/** Systems whose rules say who fights and what an outcome counts as, so odds can be worked out. */
const ODDS_SYSTEMS: readonly SystemId[] = ['ultraquest', 'odm']

const CARE: Record<SystemId, readonly string[]> = {
  ultraquest: ['rest', 'healingSpell', 'potion', 'curseBreaker'],
  odm: ['rest', 'heal', 'setLe'],
  thalia: ['rest', 'restWithMedicalHelp', 'heal'],
  weltenbuch: ['sleep', 'firstAid']
}

/** What the soak knows of one live campaign, from the values the channels answered. */
interface CampaignState {
  system: SystemId
  characters: string[]
  parties: { id: string; members: string[] }[]
  bestiary: string[]
  sessions: string[]
  /** Parties with a running fight, so fight.start aims mostly at free ones. */
  busyParties: Set<string>
  fights: string[]
  /** How many items each character carries (ULTRA♦QUEST's equipment rows), for equipment.hand. */
  items: Map<string, number>
  /** An example campaign (examples.add), which examples.remove takes away. */
  example: boolean
}

interface FightState {
  campaignId: string
  status: string
  request: Record<string, unknown> | null
}

const STRANGE_STRINGS = [
  '',
  ' ',
  'nope',
  '../x',
  '..\\..\\evil',
  '__proto__',
  'constructor',
  'a'.repeat(65),
  'x'.repeat(5000),
  '\u0000',
  '\u202e',
  'Z',
  'campaign-0',
  '%2e%2e',
  'CON',
  'ab.sync-conflict-1.json'
]

/** Sets a key as JSON.parse and structured clone do: an own property, even "__proto__" (never the prototype). */
function put(object: Record<string, Json>, key: string, value: Json): void {
  Object.defineProperty(object, key, { value, enumerable: true, writable: true, configurable: true })
}

class Gen {
  constructor(readonly rand: Rand) {}
  int(min: number, max: number): number {
    return min + Math.floor(this.rand() * (max - min + 1))
  }
  chance(p: number): boolean {
    return this.rand() < p
  }
  pick<T>(items: readonly T[]): T {
    return items[Math.floor(this.rand() * items.length)]!
  }
  maybe<T>(items: readonly T[]): T | undefined {
    return items.length === 0 ? undefined : this.pick(items)
  }
  string(): string {
    if (this.chance(0.3)) return this.pick(STRANGE_STRINGS)
    const alphabet = 'abcdefghijklmnopqrstuvwxyzÄÖÜäöüßæøå0123456789 -_.!?/\\"\'{}[]<>😀\u200b\n'
    return Array.from({ length: this.int(0, 24) }, () => this.pick([...alphabet])).join('')
  }
  /** Any value, as structured clone or JSON could carry it. */
  anything(depth = 0): Json {
    const kind = this.int(0, depth > 3 ? 6 : 10)
    switch (kind) {
      case 0:
        return this.string()
      case 1:
        return this.pick([0, -1, 1, 2, 6, 7, 49, 50, 51, 101, 3650, 3651, 10_000, 1e9, -1e9, 0.5, -0.0, Number.MAX_SAFE_INTEGER, NaN, Infinity, -Infinity])
      case 2:
        return this.int(-5, 60)
      case 3:
        return this.chance(0.5)
      case 4:
        return null
      case 5:
        return undefined
      case 6:
        return this.pick(STRANGE_STRINGS)
      case 7:
      case 9:
        return Array.from({ length: this.int(0, 4) }, () => this.anything(depth + 1))
      case 8:
        // Objects whose toString or valueOf is not a function: String(x) on them throws.
        return this.pick<Json>([{ toString: 1 }, { toString: null, valueOf: 'x' }, { valueOf: {} }, { toJSON: 1 }])
      default: {
        const object: Record<string, Json> = {}
        for (let i = this.int(0, 4); i > 0; i--) {
          const key = this.chance(0.2) ? this.pick(['__proto__', 'constructor', 'toString', 'valueOf', 'type', 'id', 'name', 'count']) : this.string()
          put(object, key, this.anything(depth + 1))
        }
        return object
      }
    }
  }
  /** A copy of `value` with one leaf or branch replaced, removed or added. */
  mutate(value: Json, depth = 0): Json {
    if (value === null || typeof value !== 'object' || depth > 4 || this.chance(0.15)) return this.anything(depth)
    if (Array.isArray(value)) {
      const copy = [...value]
      const op = this.int(0, 3)
      if (op === 0 || copy.length === 0) copy.push(this.anything(depth + 1))
      else if (op === 1) copy.splice(this.int(0, copy.length - 1), 1)
      else if (op === 2) copy.push(...copy)
      else {
        const i = this.int(0, copy.length - 1)
        copy[i] = this.mutate(copy[i], depth + 1)
      }
      return copy
    }
    const copy: Record<string, Json> = { ...(value as Record<string, Json>) }
    const keys = Object.keys(copy)
    const op = this.int(0, 3)
    if (op === 0 || keys.length === 0)
      put(
        copy,
        this.chance(0.5) ? this.string() : this.pick(['kind', 'count', 'ks', 'hp', 'le', 'sheet', 'weapons', 'damage', 'silver']),
        this.anything(depth + 1)
      )
    else if (op === 1) delete copy[this.pick(keys)]
    else {
      const key = this.pick(keys)
      put(copy, key, this.mutate(copy[key], depth + 1))
    }
    return copy
  }
}

export async function runSoak(options: SoakOptions): Promise<SoakStats> {
  const started = Date.now()
  const g = new Gen(seedrandom(options.seed))
  const exports: string[] = []
  const files: FileHost = {
    saveText: async (name, text) => {
      if (name.endsWith('.marching-order.json')) {
        exports.push(text)
        if (exports.length > 8) exports.shift()
      }
      return g.chance(0.1) ? null : `/exports/${name}`
    },
    openText: async () => {
      const last = exports.at(-1)
      if (last === undefined || g.chance(0.15)) return g.pick([null, '{', '{"format":"marching-order-campaign"}', JSON.stringify(g.anything())])
      if (g.chance(0.25)) return JSON.stringify(g.mutate(JSON.parse(last)))
      return g.pick(exports)
    }
  }
  const odds = options.odds ? new OddsJobs(bundledOddsWorker) : null
  const ctx = new ServiceContext(options.root, undefined, () => `soak-${g.int(0, 1e9)}`, odds)
  const stats: SoakStats = {
    payloads: 0,
    crashes: [],
    internal: [],
    unexpectedStorage: [],
    channels: Object.fromEntries(CHANNELS.map((c) => [c, { calls: 0, ok: 0, ms: 0, codes: {}, samples: {}, kinds: {} }])),
    invalidFiles: [],
    filesChecked: 0,
    ms: 0
  }
  /** What the router logged for the call under way (the stack of an `internal` error). */
  let pendingInternal: string[] = []
  /** Campaigns to read back after a fight channel, so the soak knows which parties are free again. */
  const pendingReads: string[] = []
  /** Calls that usually follow a success (an undo after care, a poll after odds, the next answer), sent next. */
  const followUps: [Channel, Record<string, unknown>][] = []
  const router = createRouter(ctx, files, (error) => {
    pendingInternal.push(error instanceof Error ? (error.stack ?? error.message) : String(error))
  })

  const campaigns = new Map<string, CampaignState>()
  const fights = new Map<string, FightState>()
  const jobs: { campaignId: string; jobId: string }[] = []
  const undos: { campaignId: string; undo: string }[] = []
  const backups = new Map<string, string[]>()
  const deadIds: string[] = []

  /** Learns ids from a campaign object a channel answered. */
  const learnCampaign = (c: Record<string, unknown>) => {
    const id = c['id'] as string
    const list = (key: string) => ((c[key] as { id: string }[] | undefined) ?? []).map((x) => x.id)
    const previous = campaigns.get(id)
    const active = (c['activeFights'] as { id: string; partyId: string; status: string }[] | undefined) ?? []
    const state: CampaignState = {
      system: c['system'] as SystemId,
      characters: list('characters'),
      parties: ((c['parties'] as { id: string; members: string[] }[] | undefined) ?? []).map((p) => ({ id: p.id, members: [...p.members] })),
      bestiary: list('bestiary'),
      sessions: list('sessions'),
      busyParties: new Set(active.filter((f) => f.status === 'running').map((f) => f.partyId)),
      fights: [...new Set([...(previous?.fights ?? []), ...active.map((f) => f.id)])],
      items: new Map(
        ((c['characters'] as { id: string; sheet: { equipment?: unknown } }[] | undefined) ?? []).map((ch) => [
          ch.id,
          Array.isArray(ch.sheet?.equipment) ? ch.sheet.equipment.length : 0
        ])
      ),
      example: c['example'] === true
    }
    const listed = new Set(active.map((f) => f.id))
    for (const [fightId, f] of fights)
      if (f.campaignId === id && !listed.has(fightId) && (f.status === 'running' || f.status === 'finished')) f.status = 'closed'
    for (const f of active) {
      const known = fights.get(f.id)
      if (known) known.status = f.status
      else fights.set(f.id, { campaignId: id, status: f.status, request: null })
    }
    campaigns.set(id, state)
  }

  const learnFight = (campaignId: string, view: Record<string, unknown>) => {
    const id = view['id'] as string
    fights.set(id, { campaignId, status: view['status'] as string, request: (view['request'] as Record<string, unknown> | null) ?? null })
    const c = campaigns.get(campaignId)
    if (c && !c.fights.includes(id)) c.fights.push(id)
  }

  const learn = (channel: Channel, input: Record<string, unknown>, value: unknown) => {
    const v = value as Record<string, unknown>
    const campaignId = input['campaignId'] as string
    if (channel === 'campaign.trash' || channel === 'examples.remove') {
      campaigns.delete(campaignId)
      deadIds.push(campaignId)
      return
    }
    if (channel === 'campaign.import') {
      if (v['campaign']) learnCampaign(v['campaign'] as Record<string, unknown>)
      return
    }
    // A session's start is where a backup is taken: look at the campaign's backups then, so restore meets real ones.
    if (channel === 'session.open') followUps.unshift(['campaign.backups', { campaignId }])
    if (channel === 'campaign.backups') {
      backups.set(
        campaignId,
        (value as { file: string }[]).map((b) => b.file)
      )
      // At once, before anything else writes: a write can rotate the listed backup away (backupsToKeep), and a restore
      // asked for later more often than not names one that is gone.
      const file = g.maybe(backups.get(campaignId)!)
      if (file && g.chance(0.4)) followUps.unshift(['campaign.restore', { campaignId, file }])
      return
    }
    if (channel === 'examples.list' || channel.startsWith('dataFolder.')) return
    if (
      [
        'examples.add',
        'campaign.create',
        'campaign.read',
        'campaign.rename',
        'campaign.archive',
        'campaign.settings',
        'campaign.restore',
        'campaign.resolveConflict'
      ].includes(channel)
    ) {
      learnCampaign(v)
      return
    }
    // What another program did to the folder teaches nothing about the campaign (`campaign` there is its folder's status).
    if (['folder.status', 'campaign.conflict', 'campaign.conflictCopies', 'campaign.resolveConflictCopy'].includes(channel)) return
    if (channel.startsWith('fight.') && v && typeof v['id'] === 'string' && 'lines' in v) {
      learnFight(campaignId, v)
      const state = campaigns.get(campaignId)
      if (channel === 'fight.start' && state) state.busyParties.add(input['partyId'] as string)
      const fightId = v['id'] as string
      const request = (v['request'] as Record<string, unknown> | null) ?? null
      if (v['status'] === 'running' && request && g.chance(0.6)) followUps.push(['fight.answer', { campaignId, fightId, answer: answerFor(request) }])
      if (v['status'] === 'finished' && g.chance(0.5)) followUps.push([g.chance(0.8) ? 'fight.apply' : 'fight.discard', { campaignId, fightId }])
      // The campaign's list of active fights changed: read it back now and then to know which parties are free.
      if (channel !== 'fight.view' && g.chance(0.3)) pendingReads.push(campaignId)
      return
    }
    if (channel === 'fight.list') {
      const state = campaigns.get(campaignId)
      for (const f of value as { id: string; status?: string }[]) {
        if (state && !state.fights.includes(f.id)) state.fights.push(f.id)
        if (!fights.has(f.id)) fights.set(f.id, { campaignId, status: f.status ?? 'damaged', request: null })
      }
      return
    }
    if (channel === 'odds.start') {
      jobs.push({ campaignId, jobId: v['jobId'] as string })
      if (g.chance(0.7)) followUps.push(['odds.poll', { campaignId, jobId: v['jobId'], lang: g.pick(LANGS) }])
      if (g.chance(0.3)) followUps.push(['odds.cancel', { jobId: v['jobId'] }])
      if (jobs.length > 20) jobs.shift()
      return
    }
    if (v && typeof v === 'object' && v['campaign']) learnCampaign(v['campaign'] as Record<string, unknown>)
    if (v && typeof v['undo'] === 'string') {
      undos.push({ campaignId, undo: v['undo'] })
      if (g.chance(0.5)) followUps.push(['care.undo', { campaignId, undo: v['undo'] }])
    }
    if (undos.length > 20) undos.shift()
  }

  // ---- payloads ------------------------------------------------------------------------------------------
  const someId = (ids: readonly string[]): string => {
    const r = g.rand()
    if (r < 0.85 && ids.length) return g.pick(ids)
    if (r < 0.9 && deadIds.length) return g.pick(deadIds)
    if (r < 0.95) {
      const all = [...campaigns.values()].flatMap((c) => [...c.characters, ...c.bestiary, ...c.fights, ...c.parties.map((p) => p.id)])
      if (all.length) return g.pick(all)
    }
    return g.pick(['nope', 'x', 'a-b_c', '0'])
  }
  const sheetFor = (system: SystemId) => (g.chance(0.75) ? structuredClone(g.pick(SHEETS[system])) : g.mutate(structuredClone(g.pick(SHEETS[system]))))
  const opponentFor = (system: SystemId, valid = 0.75) =>
    g.chance(valid) ? structuredClone(g.pick(OPPONENTS[system])) : g.mutate(structuredClone(g.pick(OPPONENTS[system])))
  const optionsFor = (system: SystemId) => (g.chance(0.93) ? structuredClone(g.pick(OPTIONS[system])) : g.mutate(structuredClone(g.pick(OPTIONS[system]))))
  const opponentsFor = (state: CampaignState) =>
    Array.from({ length: g.int(1, 2) }, () =>
      state.bestiary.length && g.chance(0.6)
        ? { bestiaryId: someId(state.bestiary), ...(g.chance(0.5) ? { count: g.int(1, 4) } : {}) }
        : { opponent: opponentFor(state.system, 0.92) }
    )
  const lang = () => (g.chance(0.5) ? {} : { lang: g.pick(LANGS) })

  /** An answer that fits the pending request, mostly; sometimes one that does not. */
  const answerFor = (request: Record<string, unknown> | null): Json => {
    if (!request || g.chance(0.08))
      return g.pick([
        { type: 'roll' },
        { type: 'confirm' },
        { type: 'dice', faces: [g.int(-1, 9)] },
        { type: 'chooseOne', option: g.string() },
        { type: 'chooseMany', options: [g.string()] },
        g.anything()
      ])
    const type = request['type']
    if (type === 'dice') {
      if (g.chance(0.5)) return { type: 'roll' }
      const parts = (request['parts'] as { sides: number[] }[]) ?? []
      const faces = parts.flatMap((p) => p.sides.map((s) => (g.chance(0.03) ? g.int(0, s + 1) : g.int(1, s))))
      return { type: 'dice', faces: faces.length ? faces : [1], ...(g.chance(0.5) ? { manual: true } : {}) }
    }
    const options = ((request['options'] as { id: string }[] | undefined) ?? []).map((o) => o.id)
    if (type === 'chooseOne') return { type: 'chooseOne', option: g.chance(0.5) ? (request['default'] as string) : (g.maybe(options) ?? '') }
    if (type === 'chooseMany') {
      if (g.chance(0.5)) return { type: 'chooseMany', options: [...(request['default'] as string[])] }
      const min = request['min'] as number
      const max = request['max'] as number
      const shuffled = [...options].sort(() => g.rand() - 0.5)
      return { type: 'chooseMany', options: shuffled.slice(0, g.int(Math.min(min, shuffled.length), Math.min(max, shuffled.length))) }
    }
    return { type: 'confirm' }
  }

  /** Live campaigns where the channel can do something, most of the time; any live campaign otherwise. */
  const campaignFor = (channel: Channel): [string, CampaignState] | undefined => {
    const all = [...campaigns]
    const where = (test: (id: string, c: CampaignState) => boolean) => all.filter(([id, c]) => test(id, c))
    let fitting: [string, CampaignState][] = all
    if (channel === 'fight.start') fitting = where((_, c) => c.parties.some((p) => p.members.length > 0 && !c.busyParties.has(p.id)))
    else if (channel === 'fight.answer') fitting = where((id) => fightsOf(id, 'running').length > 0)
    else if (channel === 'odds.start') fitting = where((_, c) => ODDS_SYSTEMS.includes(c.system) && c.parties.some((p) => p.members.length > 0))
    else if (channel === 'fight.apply') fitting = where((id) => fightsOf(id, 'finished').length > 0)
    else if (channel === 'fight.undo' || channel === 'fight.discard')
      fitting = where((id) => fightsOf(id, 'running').length + fightsOf(id, 'finished').length > 0)
    else if (channel.startsWith('fight.') && channel !== 'fight.list') fitting = where((_, c) => c.fights.length > 0)
    else if (channel === 'equipment.hand')
      fitting = where((_, c) => c.system === 'ultraquest' && c.parties.some((p) => p.members.length > 1 && !c.busyParties.has(p.id)))
    else if (channel.startsWith('party.') && channel !== 'party.create') fitting = where((_, c) => c.parties.length > 0)
    else if (channel === 'care.restParty') fitting = where((_, c) => c.parties.some((p) => p.members.length > 0))
    else if (channel === 'care.undo') fitting = where((id) => undos.some((u) => u.campaignId === id))
    else if (channel === 'character.update' || channel === 'character.remove' || channel === 'character.place' || channel === 'care.apply')
      fitting = where((_, c) => c.characters.length > 0)
    else if (channel === 'bestiary.update' || channel === 'bestiary.remove') fitting = where((_, c) => c.bestiary.length > 0)
    else if (channel === 'examples.remove') fitting = where((_, c) => c.example === true)
    return g.maybe(fitting.length && g.chance(0.9) ? fitting : all)
  }

  const fightsOf = (campaignId: string, status?: string) =>
    [...fights].filter(([, f]) => f.campaignId === campaignId && (status === undefined || f.status === status)).map(([id]) => id)

  /** A payload for the channel, built from live ids; undefined when there is nothing to aim at (a random payload goes instead). */
  const smart = (channel: Channel): Record<string, unknown> | undefined => {
    if (
      channel === 'systems.list' ||
      channel === 'campaign.list' ||
      channel === 'campaign.import' ||
      channel === 'examples.list' ||
      channel === 'dataFolder.show' ||
      channel === 'dataFolder.retry' ||
      channel === 'dataFolder.choose'
    )
      return {}
    if (channel === 'examples.add') return { system: g.pick(SYSTEMS) }
    // The soak's data folder is fixed (no settings file): a move is refused by name, never taking the folder away.
    if (channel === 'dataFolder.change') return { path: join(options.root, '..', `moved-${g.int(0, 9)}`), mode: g.pick(['move', 'open']) }
    if (channel === 'systems.forms') return { system: g.pick(SYSTEMS) }
    if (channel === 'campaign.create')
      return { name: g.chance(0.9) ? `Kampagne ${g.int(1, 999)}` : g.string(), system: g.pick(SYSTEMS), language: g.pick(LANGS) }
    if (channel === 'odds.cancel') return { jobId: g.maybe(jobs)?.jobId ?? 'odds-1' }
    const live = campaignFor(channel)
    if (!live) return undefined
    const [campaignId, c] = live
    const party = g.maybe(c.parties)
    const partyId = party && g.chance(0.9) ? party.id : someId(c.parties.map((p) => p.id))
    const characterId = someId(c.characters)
    // A campaign the soak learnt of in a mutated answer may have no id: its files are then nowhere.
    const folder = join(options.root, 'campaigns', String(campaignId))
    switch (channel) {
      case 'examples.remove':
        return { campaignId }
      case 'folder.status':
        return g.chance(0.8) ? { campaignId } : {}
      case 'campaign.conflict':
      case 'campaign.conflictCopies':
        return { campaignId }
      case 'campaign.resolveConflict':
        // Another program rewrites the campaign file (the same document, other bytes), so there is a conflict to
        // resolve; a read afterwards takes the file if the call did not, so no later save meets it by surprise.
        if (existsSync(join(folder, 'campaign.json')) && g.chance(0.8)) appendFileSync(join(folder, 'campaign.json'), '\n')
        pendingReads.push(campaignId)
        return { campaignId, keep: g.chance(0.5) ? 'mine' : 'theirs' }
      case 'campaign.resolveConflictCopy': {
        // A sync tool leaves a copy of the campaign file beside it.
        const copy = `campaign.sync-conflict-20261201-${String(g.int(100000, 999999))}-ABCDEFG.json`
        if (existsSync(join(folder, 'campaign.json')) && g.chance(0.8)) copyFileSync(join(folder, 'campaign.json'), join(folder, copy))
        pendingReads.push(campaignId)
        return { campaignId, file: copy, keep: g.chance(0.5) ? 'original' : 'copy' }
      }
      case 'campaign.read':
      case 'campaign.export':
      case 'campaign.backups':
      case 'session.open':
      case 'session.close':
      case 'fight.list':
      case 'roster.cardValues':
        return { campaignId }
      case 'campaign.trash':
        // Keep a few campaigns to aim at.
        return campaigns.size > 3 ? { campaignId } : { campaignId: g.pick([...deadIds, 'nope']) }
      case 'campaign.rename':
        return { campaignId, name: g.chance(0.9) ? `Kampagne ${g.int(1, 999)}` : g.string() }
      case 'campaign.archive':
        return { campaignId, archived: g.chance(0.5) }
      case 'campaign.settings':
        return {
          campaignId,
          ...(g.chance(0.5) ? { rules: g.chance(0.7) ? {} : (g.mutate({}) as Record<string, unknown>) } : {}),
          ...(g.chance(0.3) ? { backupsToKeep: g.int(1, 20) } : {}),
          ...(g.chance(0.3) ? { language: g.pick(LANGS) } : {})
        }
      case 'campaign.restore':
        return { campaignId, file: g.maybe(backups.get(campaignId) ?? []) ?? g.string() }
      case 'character.add':
        return { campaignId, sheet: sheetFor(c.system) as Record<string, unknown>, ...(g.chance(0.8) && party ? { partyId } : {}) }
      case 'character.update':
        return {
          campaignId,
          characterId,
          ...(g.chance(0.7) ? { sheet: sheetFor(c.system) as Record<string, unknown> } : {}),
          ...(g.chance(0.4) ? { notes: g.string() } : {})
        }
      case 'character.remove':
      case 'equipment.handTargets':
        return { campaignId, characterId }
      case 'character.place':
        return { campaignId, characterId, partyId: g.chance(0.2) ? null : partyId, ...(g.chance(0.5) ? { position: g.int(0, 4) } : {}) }
      case 'party.create':
        return { campaignId, name: g.chance(0.9) ? `Gruppe ${g.int(1, 99)}` : g.string() }
      case 'party.rename':
        return { campaignId, partyId, name: `Gruppe ${g.int(1, 99)}` }
      case 'party.remove':
        return { campaignId, partyId }
      case 'party.reorder':
        return { campaignId, partyId, members: [...(party?.members ?? [])].sort(() => g.rand() - 0.5) }
      case 'party.nonFighters':
        return { campaignId, partyId, members: (party?.members ?? []).filter(() => g.chance(0.3)) }
      case 'bestiary.add':
        return { campaignId, opponent: opponentFor(c.system) as Record<string, unknown>, ...(g.chance(0.3) ? { notes: g.string() } : {}) }
      case 'bestiary.update':
        return { campaignId, opponentId: someId(c.bestiary), opponent: opponentFor(c.system) as Record<string, unknown> }
      case 'bestiary.remove':
        return { campaignId, opponentId: someId(c.bestiary) }
      case 'session.read':
        return { campaignId, sessionId: someId(c.sessions) }
      case 'journal.note':
        return { campaignId, text: g.chance(0.9) ? `Notiz ${g.int(1, 1e6)}` : g.string() }
      case 'journal.readClosed':
        return { campaignId }
      case 'journal.read':
      case 'journal.export':
        return { campaignId, ...(g.chance(0.5) ? { sessionId: someId(c.sessions) } : {}) }
      case 'time.advance':
        return { campaignId, days: g.int(1, 30), ...lang() }
      case 'care.apply':
        return {
          campaignId,
          characterId,
          action: g.chance(0.9) ? g.pick(CARE[c.system]) : g.string(),
          ...(g.chance(0.5) ? { amount: g.int(0, 30) } : {}),
          ...(g.chance(0.1) ? { by: someId(c.characters) } : {}),
          ...lang()
        }
      case 'care.restParty':
        return { campaignId, partyId, ...lang() }
      case 'care.undo': {
        const mine = undos.filter((u) => u.campaignId === campaignId)
        const undo = g.chance(0.7) ? mine.at(-1) : g.maybe(mine)
        return { campaignId, undo: undo?.undo ?? '0123456789ab', ...lang() }
      }
      case 'equipment.hand': {
        const band = g.maybe(c.parties.filter((p) => p.members.length > 1 && !c.busyParties.has(p.id)))
        if (!band || g.chance(0.2)) return { campaignId, fromId: characterId, toId: someId(c.characters), row: g.int(1, 4) }
        const at = g.int(0, band.members.length - 2)
        const [from, to] = g.chance(0.5) ? [band.members[at]!, band.members[at + 1]!] : [band.members[at + 1]!, band.members[at]!]
        return { campaignId, fromId: from, toId: to, row: g.int(1, Math.max(1, c.items.get(from) ?? 1)) }
      }
      case 'fight.start': {
        const free = c.parties.filter((p) => p.members.length > 0 && !c.busyParties.has(p.id))
        const target = g.chance(0.85) ? (g.maybe(free)?.id ?? partyId) : partyId
        return {
          campaignId,
          partyId: target,
          opponents: opponentsFor(c),
          options: optionsFor(c.system) as Record<string, unknown>,
          ...(g.chance(0.3) ? { title: g.string() } : {}),
          ...lang()
        }
      }
      case 'fight.answer': {
        const running = fightsOf(campaignId, 'running')
        const fightId = g.chance(0.9) ? (g.maybe(running) ?? someId(c.fights)) : someId(c.fights)
        return { campaignId, fightId, answer: answerFor(fights.get(fightId)?.request ?? null), ...lang() }
      }
      case 'fight.apply': {
        const finished = fightsOf(campaignId, 'finished')
        return { campaignId, fightId: g.chance(0.8) ? (g.maybe(finished) ?? someId(c.fights)) : someId(c.fights), ...lang() }
      }
      case 'fight.undo':
      case 'fight.discard': {
        const open = [...fightsOf(campaignId, 'running'), ...fightsOf(campaignId, 'finished')]
        return { campaignId, fightId: g.chance(0.8) ? (g.maybe(open) ?? someId(c.fights)) : someId(c.fights), ...lang() }
      }
      case 'fight.view':
        return { campaignId, fightId: someId(c.fights), ...lang() }
      case 'fight.logText':
      case 'fight.exportLog':
        return { campaignId, fightId: someId(c.fights) }
      case 'odds.start': {
        const running = fightsOf(campaignId, 'running')
        const request =
          running.length && g.chance(0.4)
            ? { kind: 'fight', fightId: g.pick(running) }
            : { kind: 'setup', setup: { partyId, opponents: opponentsFor(c), options: optionsFor(c.system) } }
        return { campaignId, request, lang: g.pick(LANGS) }
      }
      case 'odds.poll': {
        const job = g.maybe(jobs)
        return { campaignId: job?.campaignId ?? campaignId, jobId: job?.jobId ?? 'odds-1', lang: g.pick(LANGS) }
      }
    }
    return undefined
  }

  const payloadFor = (channel: Channel): Json => {
    const r = g.rand()
    const shaped = smart(channel)
    if (shaped === undefined || r < 0.04) return g.anything()
    if (r < 0.82) return shaped
    // A mutation: one field replaced, removed, or added.
    const keys = Object.keys(shaped)
    const copy: Record<string, Json> = { ...shaped }
    const op = g.int(0, 3)
    if (op === 0 && keys.length) delete copy[g.pick(keys)]
    else if (op === 1) put(copy, g.string(), g.anything())
    else if (keys.length) {
      const key = g.pick(keys)
      put(copy, key, g.chance(0.5) ? g.anything() : g.mutate(copy[key]))
    }
    return copy
  }

  // Channels that are rarely useful more than now and then (a whole campaign written out or read in, odds jobs on a
  // worker, a campaign thrown away) come less often; the fight's own channels more often, to carry fights through.
  const WEIGHTS: Partial<Record<Channel, number>> = {
    'fight.answer': 12,
    'fight.start': 3,
    'fight.view': 2,
    'campaign.create': 0.5,
    'campaign.trash': 0.3,
    'campaign.export': 0.5,
    'campaign.import': 0.5,
    'campaign.restore': 0.5,
    'odds.start': 0.8,
    'character.add': 2,
    'party.create': 0.7,
    'party.remove': 0.4,
    'character.remove': 0.6,
    'session.close': 0.5
  }
  const weighted = CHANNELS.map((c) => [c, WEIGHTS[c] ?? 1] as const)
  const totalWeight = weighted.reduce((s, [, w]) => s + w, 0)
  const nextChannel = (): Channel => {
    let r = g.rand() * totalWeight
    for (const [c, w] of weighted) if ((r -= w) < 0) return c
    return CHANNELS[0]!
  }

  const call = async (channel: Channel, payload: Json, counted: boolean) => {
    pendingInternal = []
    const text = () => {
      try {
        return JSON.stringify(payload)?.slice(0, 600) ?? String(payload)
      } catch {
        return String(payload)
      }
    }
    let result: Awaited<ReturnType<typeof router.handle>>
    // SOAK_TRACE=1 prints every call before it is made, to find one that never answers.
    if (process.env['SOAK_TRACE']) console.log('CALL', stats.payloads, channel, text())
    const t0 = performance.now()
    try {
      result = await router.handle(channel, payload, { trusted: true })
    } catch (error) {
      stats.crashes.push({ channel, payload: text(), error: (error as Error)?.stack ?? String(error) })
      return
    }
    if (counted) {
      stats.payloads++
      const entry = stats.channels[channel]!
      entry.calls++
      entry.ms += performance.now() - t0
      if (!result || typeof result !== 'object' || typeof result.ok !== 'boolean') {
        stats.crashes.push({ channel, payload: text(), error: `not a typed result: ${JSON.stringify(result)}` })
        return
      }
      if (result.ok) entry.ok++
      else {
        const { code, message } = result.error
        entry.codes[code] = (entry.codes[code] ?? 0) + 1
        const samples = (entry.samples[code] ??= [])
        if (samples.length < 3 && !samples.includes(message)) samples.push(message)
        if (code !== 'badRequest') {
          // A storage error's message starts with the file (or the backup name asked for): the kind is what follows.
          const kind = `${code}: ${refusalKind(code === 'storage' && message.includes(': ') ? message.slice(message.indexOf(': ') + 2) : message)}`
          entry.kinds[kind] = (entry.kinds[kind] ?? 0) + 1
        }
      }
    }
    if (!result.ok && payload && typeof payload === 'object') {
      const fightId = (payload as Record<string, unknown>)['fightId']
      const known = typeof fightId === 'string' ? fights.get(fightId) : undefined
      if (known && result.error.key === 'fightClosed') known.status = 'closed'
      if (known && result.error.key === 'fightOver' && known.status === 'running') known.status = 'finished'
    }
    if (!result.ok && result.error.code === 'storage' && !EXPLAINED_STORAGE.test(result.error.message))
      stats.unexpectedStorage.push({ channel, payload: text(), message: result.error.message })
    if (!result.ok && result.error.code === 'internal')
      stats.internal.push({ channel, payload: text(), message: result.error.message, error: pendingInternal.join('\n') })
    if (result.ok && payload && typeof payload === 'object') learn(channel, payload as Record<string, unknown>, result.value)
  }

  // A few campaigns, one per system, each with a party of two, to aim at from the start.
  for (const system of SYSTEMS) {
    const created = await router.handle('campaign.create', { name: `Soak ${system}`, system, language: g.pick(LANGS) }, { trusted: true })
    if (!created.ok) throw new Error(`cannot create a ${system} campaign: ${created.error.message}`)
    const campaignId = (created.value as { id: string }).id
    learn('campaign.create', {}, created.value)
    await call('party.create', { campaignId, name: 'Gruppe' }, false)
    const partyId = campaigns.get(campaignId)!.parties[0]!.id
    for (const sheet of SHEETS[system]) await call('character.add', { campaignId, partyId, sheet: structuredClone(sheet) }, false)
    await call('bestiary.add', { campaignId, opponent: structuredClone(OPPONENTS[system][0]!) }, false)
  }

  /**
   * Random removals wear the world down (parties removed, characters dead or gone, fights all closed): when no
   * campaign has a party free to fight, one gets a new party of fresh characters, so fight.start keeps succeeding.
   */
  const replenish = async () => {
    const free = [...campaigns.values()].some((c) => c.parties.some((p) => p.members.length > 0 && !c.busyParties.has(p.id)))
    if (free && g.chance(0.9)) return
    const live = g.maybe([...campaigns])
    if (!live) {
      const created = await router.handle('campaign.create', { name: 'Soak', system: g.pick(SYSTEMS), language: g.pick(LANGS) }, { trusted: true })
      if (created.ok) learn('campaign.create', {}, created.value)
      return
    }
    const [campaignId, c] = live
    const before = new Set(c.parties.map((p) => p.id))
    await call('party.create', { campaignId, name: 'Verstärkung' }, false)
    const partyId = campaigns.get(campaignId)?.parties.find((p) => !before.has(p.id))?.id
    if (!partyId) return
    for (const sheet of SHEETS[c.system]) await call('character.add', { campaignId, partyId, sheet: structuredClone(sheet) }, false)
  }

  // The odds worker and its timers do not keep a process alive (the app's and the bridge's loops do): this does.
  const keepAlive = setInterval(() => {}, 1000)
  try {
    while (stats.payloads < options.payloads) {
      const next = followUps.shift()
      if (next) await call(next[0], next[1], true)
      else {
        const channel = nextChannel()
        await call(channel, payloadFor(channel), true)
      }
      for (const campaignId of pendingReads.splice(0)) await call('campaign.read', { campaignId }, false)
      if (stats.payloads % 25 === 0) await replenish()
      if (options.progress && stats.payloads % options.progress.every === 0) options.progress.report({ ...stats, ms: Date.now() - started })
    }
  } finally {
    clearInterval(keepAlive)
    await odds?.close()
  }
  stats.ms = Date.now() - started
  await checkFiles(options.root, stats)
  return stats
}

/**
 * Every file the soak left: each JSON file parses, the campaign list shows no damaged campaign, and through a
 * fresh router every campaign reads, every fight file is listed without a problem and views (replays).
 */
async function checkFiles(root: string, stats: SoakStats): Promise<void> {
  const walk = async (folder: string): Promise<string[]> => {
    const entries = await readdir(folder, { withFileTypes: true }).catch(() => [])
    const nested = await Promise.all(entries.map((e) => (e.isDirectory() ? walk(join(folder, e.name)) : Promise.resolve([join(folder, e.name)]))))
    return nested.flat()
  }
  for (const file of await walk(root)) {
    if (!file.endsWith('.json')) continue
    stats.filesChecked++
    try {
      JSON.parse(await readFile(file, 'utf8'))
    } catch (error) {
      stats.invalidFiles.push(`${file}: ${(error as Error).message}`)
    }
  }
  const router = createRouter(new ServiceContext(root), { saveText: async () => null, openText: async () => null }, (error) =>
    stats.invalidFiles.push(`internal: ${String(error)}`)
  )
  const call = (channel: string, payload: unknown) => router.handle(channel, payload, { trusted: true })
  const list = await call('campaign.list', {})
  if (!list.ok) return void stats.invalidFiles.push(`campaign.list: ${list.error.message}`)
  for (const listing of list.value as { id: string; error?: { problem: string; detail: string } }[]) {
    if (listing.error) {
      stats.invalidFiles.push(`campaign ${listing.id}: ${listing.error.problem} ${listing.error.detail}`)
      continue
    }
    const campaignId = listing.id
    const read = await call('campaign.read', { campaignId })
    if (!read.ok) stats.invalidFiles.push(`campaign ${campaignId}: ${read.error.message}`)
    const listed = await call('fight.list', { campaignId })
    if (!listed.ok) {
      stats.invalidFiles.push(`fights of ${campaignId}: ${listed.error.message}`)
      continue
    }
    for (const fight of listed.value as { id: string; problem?: string }[]) {
      if (fight.problem) {
        stats.invalidFiles.push(`fight ${campaignId}/${fight.id}: ${fight.problem}`)
        continue
      }
      const view = await call('fight.view', { campaignId, fightId: fight.id })
      if (!view.ok) stats.invalidFiles.push(`fight ${campaignId}/${fight.id}: ${view.error.code} ${view.error.message}`)
    }
    const campaign = read.ok ? (read.value as { sessions: { id: string }[] }) : { sessions: [] }
    for (const session of campaign.sessions) {
      const journal = await call('journal.read', { campaignId, sessionId: session.id })
      if (!journal.ok) stats.invalidFiles.push(`journal ${campaignId}/${session.id}: ${journal.error.code} ${journal.error.message}`)
    }
  }
}

/** A refusal's message with its names, paths and numbers taken out, to count refusals by kind. */
function refusalKind(message: string): string {
  return message
    .replace(/"[^"]*"|“[^”]*”/g, '"…"')
    .replace(/\S*\/\S*/g, '<file>')
    .replace(/\d+/g, 'N')
    .slice(0, 160)
}

/** Storage refusals counted by kind over all channels, most frequent first: a kind the data does not explain is a bug. */
export function storageKinds(stats: SoakStats): [string, number][] {
  const kinds = new Map<string, number>()
  for (const c of Object.values(stats.channels))
    for (const [kind, n] of Object.entries(c.kinds)) if (kind.startsWith('storage:')) kinds.set(kind, (kinds.get(kind) ?? 0) + n)
  return [...kinds].sort((a, b) => b[1] - a[1])
}

/** The figures as a table, for the script and for a failing test. */
export function soakReport(stats: SoakStats): string {
  const rows = Object.entries(stats.channels).map(([channel, c]) => {
    const codes = Object.entries(c.codes)
      .sort((a, b) => b[1] - a[1])
      .map(([code, n]) => `${code} ${n}`)
      .join(', ')
    return `${channel.padEnd(18)} ${String(c.calls).padStart(7)} ${String(c.ok).padStart(7)}  ${c.calls ? ((100 * c.ok) / c.calls).toFixed(0).padStart(3) : '  -'} %  ${(c.ms / Math.max(1, c.calls)).toFixed(1).padStart(6)}  ${codes}`
  })
  return [
    `${stats.payloads} payloads in ${(stats.ms / 1000).toFixed(1)} s: ${stats.crashes.length} crashes, ${stats.internal.length} internal errors, ${stats.unexpectedStorage.length} unexplained storage refusals, ${stats.invalidFiles.length} invalid files (${stats.filesChecked} JSON files checked)`,
    `${'channel'.padEnd(18)} ${'calls'.padStart(7)} ${'ok'.padStart(7)}  ok %  ms/call  refusals`,
    ...rows,
    'storage refusals by kind (names, files and numbers taken out):',
    ...storageKinds(stats).map(([kind, n]) => `${String(n).padStart(7)}  ${kind}`),
    ...stats.crashes.slice(0, 5).map((c) => `CRASH ${c.channel} ${c.payload}\n${c.error}`),
    ...stats.internal.slice(0, 10).map((c) => `INTERNAL ${c.channel} ${c.payload}\n  ${c.message}\n${c.error}`),
    ...stats.unexpectedStorage.slice(0, 10).map((c) => `STORAGE ${c.channel} ${c.payload}\n  ${c.message}`),
    ...stats.invalidFiles.slice(0, 10).map((f) => `INVALID ${f}`)
  ].join('\n')
}
