// Scale of a long campaign: 10 years of play (60 characters, 600 sessions, 6,000 fight logs).
// Our layout (small campaign file + one file per session journal and per fight) against the naive one
// (everything in one lowdb file), measured in the same run.
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Low } from 'lowdb'
import { JSONFile } from 'lowdb/node'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { CAMPAIGN_SCHEMA_VERSION, type Campaign, type Session } from '../../src-main/storage/campaign-schema.ts'
import { listFights } from '../../src-main/services/battle-logs.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'
import type { FightRecord } from '../../src-main/storage/fight-files.ts'

const CHARACTERS = 60
const SESSIONS = 600
const FIGHTS_PER_SESSION = 10
const ENTRIES_PER_SESSION = 14
const at = (day: number) => new Date(Date.UTC(2026, 0, 1) + day * 86_400_000).toISOString()

function sheet(i: number) {
  return {
    id: `hero-${i}`,
    name: `Hero ${i}`,
    st: i % 3,
    ks: { nk: `W6+${i % 4}`, fk: 'W6+1' },
    skills: i % 2 ? ['Parade'] : ['Sturmangriff'],
    injuries: i % 7 === 0 ? ['cursed'] : [],
    dead: false,
    equipment: [
      { name: 'Schwert', kind: 'weapon', ready: true, held: true, hands: 1, ranged: false, ksBonus: 1, rw: 0, silver: false, magic: false, heals: false },
      { name: 'Lederrüstung', kind: 'armour', ready: true, held: false, hands: 1, ranged: false, ksBonus: 0, rw: 2, silver: false, magic: false, heals: false },
      { name: 'Heiltrank', kind: 'potion', ready: false, held: false, hands: 1, ranged: false, ksBonus: 0, rw: 0, silver: false, magic: false, heals: true }
    ]
  }
}

function session(n: number): Session {
  const journal = Array.from({ length: ENTRIES_PER_SESSION }, (_, e) => ({
    id: `entry-${n}-${e}`,
    at: at(n),
    day: n * 6,
    kind: 'injury' as const,
    message: { key: 'journal.uq.injured', params: { name: `Hero ${e}`, kindKey: 'uq.injury.ordinary' } }
  }))
  return { id: `session-${n}`, number: n, openedAt: at(n), closedAt: at(n), fightIds: Array.from({ length: FIGHTS_PER_SESSION }, (_, f) => `fight-${n}-${f}`), archived: true, journal }
}

function fight(n: number, f: number): FightRecord {
  const roller = seededRoller(`${n}-${f}`)
  return {
    schemaVersion: 1,
    id: `fight-${n}-${f}`,
    system: 'ultraquest',
    setup: { system: 'ultraquest', party: [0, 1, 2, 3].map((i) => sheet((n + i) % CHARACTERS)), opponents: [{ name: 'Goblin', ks: 'W6+1', count: 4 }], fight: { type: 'NK', marker: '!' } },
    seed: `${n}-${f}`,
    rngState: roller.state(),
    answers: [{ type: 'chooseOne', option: 'none' }, { type: 'dice', faces: [1, 2, 3, 4] }, { type: 'dice', faces: [4, 3, 2, 1] }, { type: 'chooseOne', option: 'fight' }, { type: 'dice', faces: [5, 5, 5, 5] }, { type: 'dice', faces: [1, 1, 1, 1] }],
    meta: { partyId: 'main', sessionId: `session-${n}`, title: `Encounter ${f}`, status: 'applied', startedAt: at(n), endedAt: at(n), day: n * 6 }
  }
}

function campaign(sessions: Session[]): Campaign {
  return {
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    id: 'ten-years',
    name: 'Ten Years',
    system: 'ultraquest',
    language: 'de',
    archived: false,
    createdAt: at(0),
    updatedAt: at(0),
    settings: { rules: {}, backupsToKeep: 10 },
    calendar: { day: SESSIONS * 6 },
    characters: Array.from({ length: CHARACTERS }, (_, i) => ({ id: `hero-${i}`, sheet: sheet(i), notes: '' })),
    parties: [{ id: 'main', name: 'Die Gruppe', members: ['hero-0', 'hero-1', 'hero-2', 'hero-3'], nonFighters: [] }],
    bestiary: [{ id: 'goblin', opponent: { name: 'Goblin', ks: 'W6+1', count: 1, kind: 'normal' }, notes: '' }],
    sessions,
    currentSessionId: null,
    activeFights: []
  }
}

const allSessions = () => Array.from({ length: SESSIONS }, (_, n) => session(n + 1))

function writeOurLayout(folder: string): void {
  for (const sub of ['fights', 'sessions', 'backups']) mkdirSync(join(folder, sub), { recursive: true })
  const sessions = allSessions()
  for (const s of sessions) {
    writeFileSync(join(folder, 'sessions', `${s.id}.json`), JSON.stringify({ schemaVersion: 1, session: s }))
    for (const id of s.fightIds) writeFileSync(join(folder, 'fights', `${id}.json`), JSON.stringify(fight(s.number, Number(id.split('-')[2]))))
  }
  writeFileSync(join(folder, 'campaign.json'), JSON.stringify(campaign(sessions.map((s) => ({ ...s, journal: [], fightIds: [] }))), null, 2))
}

const ms = (n: number) => `${n.toFixed(2)} ms`
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`

interface Timings {
  readonly samples: number
  readonly p50: number
  readonly p95: number
  readonly max: number
  /** The measure, the worst of 100 changes, for each run of 100 in turn. */
  readonly worstOf100: readonly number[]
}

/**
 * `samples` timed changes after 5 untimed ones (the app has saved before the GM's change that matters).
 * Our layout is timed 1,000 times, so that its worst case is a worst case and not a lucky draw; the naive
 * one, at most a second a change, 100 times.
 */
async function timeChanges(samples: number, change: (i: number) => Promise<void>): Promise<Timings> {
  for (let i = 0; i < 5; i++) await change(samples + i)
  const times: number[] = []
  for (let i = 0; i < samples; i++) {
    const start = performance.now()
    await change(i)
    times.push(performance.now() - start)
  }
  const worstOf100 = Array.from({ length: Math.floor(samples / 100) }, (_, i) => Math.max(...times.slice(i * 100, i * 100 + 100))).sort((a, b) => a - b)
  times.sort((a, b) => a - b)
  const at = (q: number) => times[Math.min(times.length - 1, Math.floor(q * times.length))]!
  return { samples, p50: at(0.5), p95: at(0.95), max: times[times.length - 1]!, worstOf100 }
}

const timings = (t: Timings) =>
  `save a change p50 ${ms(t.p50)} p95 ${ms(t.p95)} max ${ms(t.max)} (${t.samples} changes` +
  (t.worstOf100.length > 1 ? `; worst of each 100: best ${ms(t.worstOf100[0]!)}, median ${ms(t.worstOf100[Math.floor(t.worstOf100.length / 2)]!)})` : ')')

export async function campaignScaleBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'mo-scale-'))
  try {
    // Our layout, written by a function so the generated history is not held in memory while we measure,
    // as it would not be in the app.
    const folder = join(root, 'ours', 'campaigns', 'ten-years')
    writeOurLayout(folder)
    let start = performance.now()
    const store = new CampaignStore(join(root, 'ours'))
    await store.read('ten-years')
    const oursOpen = performance.now() - start
    const ours = await timeChanges(1000, (i) => store.update('ten-years', (c) => void (c.characters[i % CHARACTERS]!.notes = `change ${i}`)).then(() => undefined))
    const oursBytes = statSync(join(folder, 'campaign.json')).size
    // The battle-log list: the first time it reads every fight file, later only those saved since.
    start = performance.now()
    const listed = (await listFights(new ServiceContext(join(root, 'ours')), 'ten-years')).length
    const listTime = performance.now() - start
    start = performance.now()
    await listFights(new ServiceContext(join(root, 'ours')), 'ten-years')
    const cachedListTime = performance.now() - start

    // The naive layout: everything, journals and fight logs included, in one lowdb file.
    const naivePath = join(root, 'naive.json')
    const sessions = allSessions()
    const everything = { ...campaign(sessions), fights: sessions.flatMap((s) => s.fightIds.map((id) => fight(s.number, Number(id.split('-')[2])))) }
    writeFileSync(naivePath, JSON.stringify(everything, null, 2))
    start = performance.now()
    const db = new Low(new JSONFile<typeof everything>(naivePath), everything)
    await db.read()
    const naiveOpen = performance.now() - start
    const naive = await timeChanges(100, async (i) => {
      db.data.characters[i % CHARACTERS]!.notes = `change ${i}`
      await db.write()
    })
    const naiveBytes = statSync(naivePath).size

    console.log(`Campaign scale: ${CHARACTERS} characters, ${SESSIONS} sessions, ${SESSIONS * FIGHTS_PER_SESSION} fight logs`)
    console.log(`  ours:  open ${ms(oursOpen)}, ${timings(ours)}, ${kb(oursBytes)} written per change (with fsync)`)
    console.log(`  battle-log list of ${listed} fights: first ${ms(listTime)}, then ${ms(cachedListTime)} (files unchanged since)`)
    console.log(`  naive: open ${ms(naiveOpen)}, ${timings(naive)}, ${kb(naiveBytes)} written per change (one lowdb file, no fsync)`)
    console.log(`  ratio naive/ours: save ${(naive.p50 / ours.p50).toFixed(1)}× (p50), bytes ${(naiveBytes / oursBytes).toFixed(1)}×`)
    const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')
    console.log(`  target, a change under 20 ms: p50 ${verdict(ours.p50 < 20)}, p95 ${verdict(ours.p95 < 20)}, worst ${verdict(ours.max < 20)}; under 1 MB written: ${verdict(oursBytes < 1024 * 1024)}`)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
