// Scale of a long campaign: 10 years of play (60 characters, 600 sessions, 6,000 fight logs), issue 16.
// Every figure is the process's CPU time next to the wall time: the verdicts are taken on CPU time, which other
// programs on a loaded machine do not stretch (wall time also counts the disk and the scheduler, and is shown).
// Our layout (small campaign file + one file per session journal and per fight) is set against the naive one
// (everything in one lowdb file) in the same run. BENCH_UI=1 adds the renderer's figures in Chromium (ui-scale.ts).
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Low } from 'lowdb'
import { JSONFile } from 'lowdb/node'
import type { Answer } from '../../src-engine/core/index.ts'
import { seededRoller } from '../../src-engine/dice/index.ts'
import { defaultThaliaRules, passDay, pcSheetSchema, thaliaCampaign, type PcSheet } from '../../src-engine/systems/thalia/index.ts'
import { fileListings, listFights } from '../../src-main/services/battle-logs.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, fightView, undoFight, type FightView } from '../../src-main/services/fights.ts'
import { readClosedJournals } from '../../src-main/services/journal.ts'
import { createParty } from '../../src-main/services/roster.ts'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'
import type { FightRecord } from '../../src-main/storage/fight-files.ts'
import {
  allFights,
  allSessions,
  CHARACTERS,
  FIGHTS_PER_SESSION,
  SESSIONS,
  TEN_YEARS_ID,
  tenYears,
  writeTenYears,
  writeTenYearsFights
} from './ten-year-campaign.ts'

const cpuNow = () => {
  const { user, system } = process.cpuUsage()
  return (user + system) / 1000
}

interface Cost {
  readonly cpu: number
  readonly wall: number
}

async function cost(work: () => unknown): Promise<Cost> {
  const wall = performance.now()
  const cpu = cpuNow()
  await work()
  return { cpu: cpuNow() - cpu, wall: performance.now() - wall }
}

const ms = (n: number) => `${n.toFixed(n < 10 ? 2 : 0)} ms`
const both = (c: Cost) => `${ms(c.cpu)} CPU (${ms(c.wall)} wall)`
const kb = (n: number) => `${(n / 1024).toFixed(0)} KiB`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

interface Timings {
  readonly samples: number
  readonly cpu: { p50: number; p95: number; max: number }
  readonly wall: { p50: number; p95: number; max: number }
}

function spread(values: number[]) {
  values.sort((a, b) => a - b)
  const at = (q: number) => values[Math.min(values.length - 1, Math.floor(q * values.length))]!
  return { p50: at(0.5), p95: at(0.95), max: values[values.length - 1]! }
}

/** `samples` timed changes after 5 untimed ones (the app has saved before the GM's change that matters). */
async function timeChanges(samples: number, change: (i: number) => Promise<void>): Promise<Timings> {
  for (let i = 0; i < 5; i++) await change(samples + i)
  const cpu: number[] = []
  const wall: number[] = []
  for (let i = 0; i < samples; i++) {
    const c = await cost(() => change(i))
    cpu.push(c.cpu)
    wall.push(c.wall)
  }
  return { samples, cpu: spread(cpu), wall: spread(wall) }
}

const timings = (t: Timings) =>
  `save a change p50 ${ms(t.cpu.p50)} p95 ${ms(t.cpu.p95)} max ${ms(t.cpu.max)} CPU (wall p50 ${ms(t.wall.p50)} p95 ${ms(t.wall.p95)} max ${ms(t.wall.max)}; ${t.samples} changes)`

/** Opening and saving, ours against everything in one lowdb file. */
async function savesBench(root: string, folder: string): Promise<void> {
  const store = new CampaignStore(join(root, 'ours'))
  const open = await cost(() => store.read(TEN_YEARS_ID))
  const ours = await timeChanges(1000, (i) =>
    store.update(TEN_YEARS_ID, (c) => void (c.characters[i % CHARACTERS]!.notes = `change ${i}`)).then(() => undefined)
  )
  const oursBytes = statSync(join(folder, 'campaign.json')).size
  await store.close()

  const naivePath = join(root, 'naive.json')
  const sessions = allSessions()
  const everything = { ...tenYears(sessions), fights: allFights(sessions) }
  writeFileSync(naivePath, JSON.stringify(everything, null, 2))
  const db = new Low(new JSONFile<typeof everything>(naivePath), everything)
  const naiveOpen = await cost(() => db.read())
  const naive = await timeChanges(100, async (i) => {
    db.data.characters[i % CHARACTERS]!.notes = `change ${i}`
    await db.write()
  })
  const naiveBytes = statSync(naivePath).size
  console.log(`  ours:  open ${both(open)}, ${timings(ours)}, ${kb(oursBytes)} written per change (with fsync)`)
  console.log(`  naive: open ${both(naiveOpen)}, ${timings(naive)}, ${kb(naiveBytes)} written per change (one lowdb file, no fsync)`)
  console.log(`  ratio naive/ours: save ${(naive.cpu.p50 / ours.cpu.p50).toFixed(1)}× CPU p50, bytes ${(naiveBytes / oursBytes).toFixed(1)}×`)
  console.log(
    `  target, a change under 20 ms CPU: p50 ${verdict(ours.cpu.p50 < 20)}, p95 ${verdict(ours.cpu.p95 < 20)}; under 1 MB written: ${verdict(oursBytes < 1024 * 1024)}`
  )
}

/**
 * The battle-log list: the first of a process (after a restart, from the cache file beside the fights), later lists
 * while nothing changed, and the list after one fight file was saved. Also the list that has no cache to start from,
 * which reads every fight file (of fight files with the summary the app writes, and of files from before it, which are
 * replayed): it happens once, at the first open of a campaign from before the cache or one whose cache was deleted;
 * an import's first read makes the cache (test/main/export-import.test.ts).
 */
async function listingBench(root: string, folder: string): Promise<void> {
  const dataRoot = join(root, 'ours')
  rmSync(join(folder, 'fights', '.cache'), { recursive: true, force: true })
  let listed = 0
  const cold = await cost(async () => (listed = (await fileListings(new ServiceContext(dataRoot), TEN_YEARS_ID)).size))
  const ctx = new ServiceContext(dataRoot)
  await ctx.store.read(TEN_YEARS_ID)
  const restarted = new ServiceContext(dataRoot)
  const first = await cost(() => fileListings(restarted, TEN_YEARS_ID))
  await listFights(ctx, TEN_YEARS_ID)
  const later: Cost[] = []
  for (let i = 0; i < 20; i++) later.push(await cost(() => listFights(ctx, TEN_YEARS_ID)))
  const laterCpu = spread(later.map((c) => c.cpu))
  const laterWall = spread(later.map((c) => c.wall))
  const saved = join(folder, 'fights', 'fight-300-4.json')
  const record = JSON.parse(readFileSync(saved, 'utf8')) as FightRecord
  writeFileSync(saved, JSON.stringify({ ...record, meta: { ...record.meta, title: 'Encounter 300.4 (renamed)' } }))
  const afterSave = await cost(() => listFights(ctx, TEN_YEARS_ID))
  const listedProblems = [...(await fileListings(ctx, TEN_YEARS_ID)).values()].filter((l) => 'problem' in l).length
  const { replayed, problems } = await coldWithoutSummaries(dataRoot, folder)
  console.log(`  battle-log list of ${listed} fights (${listedProblems} listed as damaged, ${problems} that do not replay):`)
  console.log(
    `    first after a restart ${both(first)}; later p50 ${ms(laterCpu.p50)} max ${ms(laterCpu.max)} CPU (wall p50 ${ms(laterWall.p50)}); after one file was saved ${both(afterSave)}`
  )
  console.log(
    `    target, first ≤ 300 ms: ${verdict(first.cpu <= 300)}; later ≤ 20 ms: ${verdict(laterCpu.max <= 20)}; every generated fight replays: ${verdict(problems === 0 && listedProblems === 0)}`
  )
  console.log(
    `    once per campaign, with no cache to start from (a campaign from before the cache, or its cache deleted): ${both(cold)}; of files without the summary, replayed: ${both(replayed)}`
  )
}

/** The first list ever of fight files written before they held a summary (each is checked and replayed); the files are written back as the app writes them after. */
async function coldWithoutSummaries(dataRoot: string, folder: string): Promise<{ replayed: Cost; problems: number }> {
  writeTenYearsFights(folder, false)
  rmSync(join(folder, 'fights', '.cache'), { recursive: true, force: true })
  let problems = 0
  const replayed = await cost(async () => {
    problems = [...(await fileListings(new ServiceContext(dataRoot), TEN_YEARS_ID)).values()].filter((l) => 'problem' in l).length
  })
  writeTenYearsFights(folder, true)
  rmSync(join(folder, 'fights', '.cache'), { recursive: true, force: true })
  return { replayed, problems }
}

/** The journal's search through all sessions: every closed session's journal, read in one call (journal.readClosed). */
async function journalBench(root: string): Promise<void> {
  const ctx = new ServiceContext(join(root, 'ours'))
  // The campaign is open before the GM searches its journal.
  await ctx.store.read(TEN_YEARS_ID)
  let journals = 0
  let entries = 0
  const first = await cost(async () => {
    const read = await readClosedJournals(ctx, TEN_YEARS_ID)
    journals = read.length
    entries = read.reduce((n, j) => n + j.entries.length, 0)
  })
  const again = await cost(() => readClosedJournals(ctx, TEN_YEARS_ID))
  console.log(`  journal search: ${journals} closed sessions' journals (${entries} lines) read in one call, ${both(first)}; again ${both(again)}`)
}

const LONG_FIGHT = 420
/** The late answers are given again this many times: the best pass is the figure, as the scenarios keep their best slice. */
const PASSES = 2

/** A long Thalia fight (everyone's HP tripled, no monster loses heart), answered through the service as the runner does. */
async function answersBench(root: string): Promise<void> {
  const ctx = new ServiceContext(join(root, 'answers'), undefined, () => 'long-1')
  const campaign = await createCampaign(ctx, { name: 'Lange natt', system: 'thalia', language: 'nb' })
  const { result: partyId } = await createParty(ctx, campaign.id, 'Gruppa')
  const setup = JSON.parse(readFileSync(join(import.meta.dirname ?? '.', '../../resources/examples/thalia-skirmish.json'), 'utf8')) as {
    combatants: { sheet: Record<string, number> }[]
  }
  for (const c of setup.combatants) {
    c.sheet.hp! *= 3
    c.sheet.maxHp! *= 3
    if (c.sheet.kampand) c.sheet.kampand = 12
  }
  const at = new Date().toISOString()
  const meta = { partyId, sessionId: null, title: 'Lange natt', status: 'running' as const, startedAt: at, endedAt: null, day: 0 }
  const id = 'fight-long-night'
  await ctx
    .fights(campaign.id)
    .write({ schemaVersion: 1, id, system: 'thalia', setup, seed: 'long-1', rngState: seededRoller('long-1').state(), answers: [], meta }, 'create')
  await ctx.store.update(campaign.id, (c) => void c.activeFights.push({ id, ...meta }))
  let view: FightView = await fightView(ctx, campaign.id, id)
  const perAnswer: number[] = []
  const perAnswerWall: number[] = []
  for (let n = 0; view.request && n < LONG_FIGHT; n++) {
    const r = view.request
    const answer: Answer | { type: 'roll' } =
      r.type === 'dice'
        ? { type: 'roll' }
        : r.type === 'chooseOne'
          ? { type: 'chooseOne', option: r.default }
          : r.type === 'chooseMany'
            ? { type: 'chooseMany', options: r.default }
            : { type: 'confirm' }
    const c = await cost(async () => (view = await answerFight(ctx, campaign.id, id, answer)))
    perAnswer.push(c.cpu)
    perAnswerWall.push(c.wall)
  }
  const early = spread(perAnswer.slice(20, 60))
  const firstPass = spread(perAnswer.slice(380, 420))
  const wall400 = spread(perAnswerWall.slice(380, 420))
  const total = perAnswer.reduce((a, b) => a + b, 0)
  const passes = [firstPass.p50, ...(await againAfterUndo(ctx, campaign.id, id, perAnswer.length, 380))]
  const around400 = Math.min(...passes)
  // The cost of an answer late in the fight against one early in it, in the same run: load stretches both alike.
  const growth = firstPass.p50 / early.p50
  console.log(
    `  answers of a ${perAnswer.length}-answer Thalia fight (${view.lines.length} log lines): answers 380–420 p50 ${ms(firstPass.p50)} max ${ms(firstPass.max)} CPU (wall p50 ${ms(wall400.p50)}, fsync included), answers 20–60 p50 ${ms(early.p50)} CPU (${growth.toFixed(2)}× as much at 400); the whole fight ${ms(total)} CPU`
  )
  console.log(`    answers 380–420 given again after undoing them, p50 per pass: ${passes.slice(1).map(ms).join(', ')} CPU; the best pass ${ms(around400)}`)
  console.log(
    `    target, ≤ 3 ms CPU per answer at 400 answers (the best pass): ${verdict(perAnswer.length >= 400 && around400 <= 3)}; constant, answer 400 within 1.5× of answer 40: ${verdict(perAnswer.length >= 400 && growth <= 1.5)}`
  )
}

/** Passes over the answers from `from` to the fight's end, each undone one by one and then given again as they were: p50 CPU ms per pass. */
async function againAfterUndo(ctx: ServiceContext, campaignId: string, fightId: string, end: number, from: number): Promise<number[]> {
  const given = (await ctx.fights(campaignId).read(fightId)).answers
  const passes: number[] = []
  for (let pass = 0; pass < PASSES && end > from; pass++) {
    for (let n = end; n > from; n--) await undoFight(ctx, campaignId, fightId)
    const costs: number[] = []
    for (let n = from; n < end; n++) costs.push((await cost(() => answerFight(ctx, campaignId, fightId, given[n]!))).cpu)
    passes.push(spread(costs).p50)
  }
  return passes
}

/** Ten years of days for 60 Thalia characters in every state, skipping settled days, against every day one by one. */
function timeBench(): void {
  const base = pcSheetSchema.parse({
    kind: 'pc',
    id: 'x',
    name: 'X',
    hp: 14,
    maxHp: 14,
    vern: 2,
    movement: 6,
    factors: { makt: 1, agilitet: 1, intellekt: 0, karisma: 0 },
    resist: { refleks: 11, vilje: 9, toffhet: 12 }
  })
  const sheets: PcSheet[] = Array.from({ length: CHARACTERS }, (_, i) => ({
    ...base,
    id: `sk-${i}`,
    name: `SK ${i}`,
    hp: i % 3 === 0 ? base.maxHp : i % 5,
    status: i % 11 === 0 ? 'unconscious' : i % 13 === 0 ? 'dead' : i % 5 === 0 ? 'unconscious' : 'active',
    unconsciousDays: i % 11 === 0 ? 3 : 0,
    injuries: i % 4 === 0 ? [{ id: 'ben-3', daysLeft: 20 + i }] : i % 7 === 0 ? [{ id: 'hode-2' }] : []
  }))
  const days = 3650
  const rounds = 5
  let skipped = Infinity
  let everyDay = Infinity
  for (let r = 0; r < rounds; r++) {
    const start = cpuNow()
    for (const s of sheets) thaliaCampaign.passDays(s, days, {})
    skipped = Math.min(skipped, cpuNow() - start)
    const before = cpuNow()
    for (const s of sheets) {
      const dice = seededRoller(s.id)
      let current = s
      for (let d = 0; d < days; d++) current = passDay(current, { rested: true }, { ...defaultThaliaRules, hpCappedAtMax: true }, dice).sheet
    }
    everyDay = Math.min(everyDay, cpuNow() - before)
  }
  console.log(
    `  Thalia: 10 years of days for ${CHARACTERS} characters ${ms(skipped)} CPU (every day one by one, as before: ${ms(everyDay)}; best of ${rounds})`
  )
  console.log(`    target ≤ 50 ms: ${verdict(skipped <= 50)}`)
}

export async function campaignScaleBench(): Promise<void> {
  const root = mkdtempSync(join(tmpdir(), 'mo-scale-'))
  try {
    const generated = await cost(() => writeTenYears(join(root, 'ours')))
    const folder = join(root, 'ours', 'campaigns', TEN_YEARS_ID)
    console.log(`Campaign scale: ${CHARACTERS} characters, ${SESSIONS} sessions, ${SESSIONS * FIGHTS_PER_SESSION} fight logs (generated in ${both(generated)})`)
    // BENCH_SCALE=listing,answers (any of saves, listing, journal, answers, time) runs only those parts.
    const parts = process.env['BENCH_SCALE']?.split(',') ?? []
    const part = (name: string) => parts.length === 0 || parts.includes('1') || parts.includes(name)
    if (part('saves')) await savesBench(root, folder)
    if (part('listing')) await listingBench(root, folder)
    if (part('journal')) await journalBench(root)
    if (part('answers')) await answersBench(root)
    if (part('time')) timeBench()
    // Chromium and the bridge are not bundled into the bench: the browser part runs as its own process.
    if (process.env['BENCH_UI'] === '1') spawnSync(process.execPath, ['--import', 'tsx', 'test/bench/ui-scale.ts', join(root, 'ours')], { stdio: 'inherit' })
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}
