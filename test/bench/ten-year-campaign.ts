// A generated 10-year ULTRA♦QUEST campaign (60 characters, 600 closed sessions, 6,000 fights), written straight into a
// data folder in the app's own layout, for the campaign-scale bench and the browser test of long lists. Its fights
// were played by the engine with its default decisions and seeded dice, so every one replays, views and exports.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Answer } from '../../src-engine/core/index.ts'
import { replay } from '../../src-engine/core/index.ts'
import { playScript } from '../../src-engine/core/script.ts'
import type { RuleSystem } from '../../src-engine/core/types.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { ultraquestSystem } from '../../src-engine/systems/ultraquest/index.ts'
import { CAMPAIGN_SCHEMA_VERSION, type Campaign, type Session } from '../../src-main/storage/campaign-schema.ts'
import { resultNameOf } from '../../src-main/services/battle-logs.ts'
import { fightFileText, type FightRecord } from '../../src-main/storage/fight-files.ts'

export const CHARACTERS = 60
export const SESSIONS = 600
export const FIGHTS_PER_SESSION = 10
/** Opponents met over ten years. */
const BESTIARY = 300
const ENTRIES_PER_SESSION = 14
/** Distinct fights played; the 6,000 files repeat them under their own ids, titles, sessions and days. */
const PLAYED = 60
export const TEN_YEARS_ID = 'ten-years'
const at = (day: number) => new Date(Date.UTC(2016, 0, 1) + day * 86_400_000).toISOString()

export function sheet(i: number) {
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

interface Played {
  readonly setup: Record<string, unknown>
  readonly seed: string
  readonly answers: readonly Answer[]
  /** The result's name the app writes in the fight file's summary for the battle-log list. */
  readonly result: string | null
}

/** Fights of four heroes against goblins, played to their end as the engine's defaults and seeded dice decide. */
function playFights(): Played[] {
  const rules = ultraquestSystem.campaign!
  return Array.from({ length: PLAYED }, (_, v) => {
    const party = [0, 1, 2, 3].map((i) => sheet((v * 4 + i) % CHARACTERS))
    const opponents = [{ name: 'Goblin', ks: `W6+${v % 3}`, count: 2 + (v % 4), kind: 'normal' }]
    const setup = rules.buildSetup(party, opponents, { type: v % 5 === 0 ? 'FK' : 'NK', marker: v % 2 ? '!' : '?' }, {}, { nonFighters: [] }) as Record<
      string,
      unknown
    >
    const seed = `ten-years-${v}`
    const parsed = ultraquestSystem.parseSetup(setup)
    const { answers } = playScript(ultraquestSystem, parsed, { roller: seededRoller(seed) })
    return { setup, seed, answers, result: resultNameOf(ultraquestSystem as RuleSystem<unknown, unknown>, parsed, replay(ultraquestSystem, parsed, answers)) }
  })
}

function session(n: number): Session {
  const journal = Array.from({ length: ENTRIES_PER_SESSION }, (_, e) => ({
    id: `entry-${n}-${e}`,
    at: at(n * 6),
    day: n * 6,
    kind: 'injury' as const,
    message: { key: 'journal.ultraquest.injured', params: { name: `Hero ${e}`, kindKey: 'ultraquest.injury.ordinary' } }
  }))
  const fightIds = Array.from({ length: FIGHTS_PER_SESSION }, (_, f) => `fight-${n}-${f}`)
  return { id: `session-${n}`, number: n, openedAt: at(n * 6), closedAt: at(n * 6 + 1), fightIds, archived: true, journal }
}

function fight(played: readonly Played[], n: number, f: number): FightRecord {
  const { setup, seed, answers } = played[(n * FIGHTS_PER_SESSION + f) % played.length]!
  return {
    schemaVersion: 1,
    id: `fight-${n}-${f}`,
    system: 'ultraquest',
    setup,
    seed,
    rngState: seededRoller(seed).state(),
    answers,
    meta: {
      partyId: 'main',
      sessionId: `session-${n}`,
      title: `Encounter ${n}.${f}`,
      status: f % 9 === 8 ? 'discarded' : 'applied',
      startedAt: at(n * 6),
      endedAt: at(n * 6),
      day: n * 6
    }
  }
}

export function tenYears(sessions: Session[]): Campaign {
  return {
    schemaVersion: CAMPAIGN_SCHEMA_VERSION,
    id: TEN_YEARS_ID,
    name: 'Ten Years',
    system: 'ultraquest',
    language: 'de',
    archived: false,
    createdAt: at(0),
    updatedAt: at(0),
    settings: { rules: {}, backupsToKeep: 10 },
    calendar: { day: SESSIONS * 6 + 2 },
    characters: Array.from({ length: CHARACTERS }, (_, i) => ({ id: `hero-${i}`, sheet: sheet(i), notes: '' })),
    parties: [{ id: 'main', name: 'Die Gruppe', members: ['hero-0', 'hero-1', 'hero-2', 'hero-3'], nonFighters: [] }],
    bestiary: Array.from({ length: BESTIARY }, (_, i) => ({
      id: `beast-${i + 1}`,
      opponent: { name: `${['Goblin', 'Ork', 'Wolf', 'Troll'][i % 4]} ${i + 1}`, ks: `W6+${i % 5}`, count: 1 + (i % 3), kind: 'normal' },
      notes: i % 10 === 0 ? 'Im Moor gesehen' : ''
    })),
    sessions,
    currentSessionId: null,
    activeFights: []
  }
}

export const allSessions = () => Array.from({ length: SESSIONS }, (_, n) => session(n + 1))

/**
 * Writes the campaign's 6,000 fight files into its fights/ folder as the app writes them: with the summary the
 * battle-log list reads (`summaries`), or as files from before it, which the list has to replay.
 */
export function writeTenYearsFights(folder: string, summaries: boolean): void {
  const played = playFights()
  for (let n = 1; n <= SESSIONS; n++)
    for (let f = 0; f < FIGHTS_PER_SESSION; f++) {
      const result = played[(n * FIGHTS_PER_SESSION + f) % played.length]!.result
      writeFileSync(join(folder, 'fights', `fight-${n}-${f}.json`), fightFileText(fight(played, n, f), summaries ? { result } : undefined))
    }
}

/**
 * Writes the campaign into `dataRoot`/campaigns/ten-years as the app keeps it: a small campaign file whose closed
 * sessions live in sessions/, one file per fight in fights/ (with its summary). Plain writes, not the app's synced
 * ones: a test data folder needs no protection from power cuts, and 6,600 fsyncs would take longer than the test itself.
 */
export function writeTenYears(dataRoot: string): string {
  const folder = join(dataRoot, 'campaigns', TEN_YEARS_ID)
  for (const sub of ['fights', 'sessions', 'backups']) mkdirSync(join(folder, sub), { recursive: true })
  const sessions = allSessions()
  for (const s of sessions) writeFileSync(join(folder, 'sessions', `${s.id}.json`), JSON.stringify({ schemaVersion: 1, session: s }))
  writeTenYearsFights(folder, true)
  writeFileSync(join(folder, 'campaign.json'), JSON.stringify(tenYears(sessions.map((s) => ({ ...s, journal: [], fightIds: [] }))), null, 2))
  return folder
}

/** Every fight of the campaign with its record, for the naive layout that keeps everything in one file. */
export function allFights(sessions: readonly Session[]): FightRecord[] {
  const played = playFights()
  return sessions.flatMap((s) => Array.from({ length: FIGHTS_PER_SESSION }, (_, f) => fight(played, s.number, f)))
}
