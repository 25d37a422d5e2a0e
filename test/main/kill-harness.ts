// The kill test (crash-kill.test.ts) and the soak (`npm run soak`): child processes work on campaigns through the
// services and kill themselves with SIGKILL at a write boundary the parent chose at random; after each kill the
// parent opens the data folder as the app would (recovery included) and counts what was lost, stuck or unreadable.
import { defaultAnswer } from './default-answers.ts'
import { spawn } from 'node:child_process'
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, unlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { build } from 'esbuild'
import seedrandom from 'seedrandom'
import { createCampaign, exportCampaign, updateSettings } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, applyFight, fightView, startFight, type FightView } from '../../src-main/services/fights.ts'
import { readJournal } from '../../src-main/services/journal.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { addNote, closeSession, openSession, readSession } from '../../src-main/services/time.ts'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'
import { parseJsonText } from '../../src-main/storage/json-file-adapter.ts'

type Mode = 'play' | 'import' | 'restore'

export interface KillReport {
  /** Children killed by SIGKILL at a write boundary. */
  readonly kills: number
  readonly byMode: Record<Mode, number>
  /** Steps the children reported as done before they were killed. */
  readonly acknowledged: number
  /** Acknowledged changes missing after the kill. */
  readonly lost: string[]
  /** Fights that could neither go on nor be applied or discarded, or were listed as running but not by the campaign. */
  readonly stuck: string[]
  /** Files that did not parse or validate. */
  readonly unreadable: string[]
  /** Temp files and staging folders still there after the app opened the folder. */
  readonly leftovers: string[]
  /** Children that failed on their own (an error a GM would have seen) or did not reach their kill point. */
  readonly childErrors: string[]
  /** The step each kill fell into (start, answer, undo, apply, discard, close, open, note, recruit, import, restore, touch), or `recovery` when it fell into the repairs on opening. */
  readonly during: Record<string, number>
  readonly seconds: number
}

interface FightModel {
  status: string
  answers: unknown[]
}

const child = { bundle: '' }

async function bundleChild(folder: string): Promise<string> {
  const outfile = join(folder, 'kill-child.mjs')
  await build({ entryPoints: [join(import.meta.dirname, 'kill-child.ts')], bundle: true, platform: 'node', format: 'esm', outfile, logLevel: 'error' })
  return outfile
}

function runChild(
  root: string,
  campaignId: string,
  mode: Mode,
  seed: string,
  killAt: number,
  exportFile: string
): Promise<{ lines: string[]; signal: NodeJS.Signals | null; code: number | null; stderr: string }> {
  return new Promise((done, failed) => {
    const proc = spawn(process.execPath, [child.bundle, root, campaignId, mode, seed, String(killAt), exportFile], { stdio: ['ignore', 'pipe', 'pipe'] })
    let out = ''
    let stderr = ''
    proc.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()))
    proc.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()))
    // A child that never reaches its kill point would hang the run: it is stopped and reported.
    const timer = setTimeout(() => proc.kill('SIGTERM'), 60_000)
    proc.on('exit', (code, signal) => {
      clearTimeout(timer)
      done({ lines: out.split('\n').filter(Boolean), signal, code, stderr })
    })
    proc.on('error', failed)
  })
}

async function partyOfThree(ctx: ServiceContext, campaignId: string, name: string): Promise<string> {
  const { result: partyId } = await createParty(ctx, campaignId, name)
  for (const hero of ['Albrav', 'Brann', 'Cira'])
    await addCharacter(ctx, campaignId, { sheet: { name: hero, ks: { nk: 'W6+2' }, equipment: [{ name: 'Leder', kind: 'armour', rw: 2 }] }, partyId })
  return partyId
}

async function playToEnd(ctx: ServiceContext, campaignId: string, view: FightView): Promise<FightView> {
  while (view.request) view = await answerFight(ctx, campaignId, view.id, defaultAnswer(view))
  return view
}

/** Every file of a campaign folder read as the app reads it; returns the ones that fail. */
async function unreadableFiles(ctx: ServiceContext, campaignId: string): Promise<string[]> {
  const folder = ctx.store.folderOf(campaignId)
  const bad: string[] = []
  try {
    await new CampaignStore(ctx.dataRoot).read(campaignId)
  } catch (error) {
    bad.push(`${campaignId}/campaign.json: ${(error as Error).message}`)
  }
  const names = (sub: string) =>
    readdirSync(join(folder, sub), { withFileTypes: true })
      .filter((e) => e.isFile())
      .map((e) => e.name)
  for (const name of names('fights').filter((n) => n.endsWith('.json') && !n.startsWith('.'))) {
    await ctx
      .fights(campaignId)
      .read(name.slice(0, -5))
      .catch((error: Error) => bad.push(`${campaignId}/fights/${name}: ${error.message}`))
  }
  for (const name of names('sessions').filter((n) => n.endsWith('.json'))) {
    await ctx
      .sessions(campaignId)
      .read(name.slice(0, -5))
      .catch((error: Error) => bad.push(`${campaignId}/sessions/${name}: ${error.message}`))
  }
  for (const name of existsSync(join(folder, 'backups')) ? names('backups').filter((n) => n.endsWith('.json')) : []) {
    try {
      parseJsonText(name, readFileSync(join(folder, 'backups', name), 'utf8'))
    } catch (error) {
      bad.push(`${campaignId}/backups/${name}: ${(error as Error).message}`)
    }
  }
  return bad
}

function leftoversIn(folder: string, prefix: string): string[] {
  const found: string[] = []
  for (const entry of readdirSync(folder, { withFileTypes: true })) {
    if (/\.(tmp|staging)$/.test(entry.name)) found.push(`${prefix}${entry.name}`)
    else if (entry.isDirectory()) found.push(...leftoversIn(join(folder, entry.name), `${prefix}${entry.name}/`))
  }
  return found
}

/** Fights that cannot go on: an active one that cannot be viewed, asked or applied, or a file running outside the campaign. */
async function stuckFights(ctx: ServiceContext, campaignId: string): Promise<string[]> {
  const stuck: string[] = []
  const campaign = await ctx.store.read(campaignId)
  for (const active of campaign.activeFights) {
    try {
      const view = await fightView(ctx, campaignId, active.id)
      if (active.status === 'running' && view.request === null) stuck.push(`${campaignId}/${active.id}: running but asks nothing`)
      if (active.status === 'finished' && view.outcome === null) stuck.push(`${campaignId}/${active.id}: finished but its answers do not end it`)
    } catch (error) {
      stuck.push(`${campaignId}/${active.id}: ${(error as Error).message}`)
    }
  }
  for (const party of campaign.parties) {
    if (campaign.activeFights.filter((f) => f.partyId === party.id && f.status === 'running').length > 1)
      stuck.push(`${campaignId}: party ${party.id} in two running fights`)
  }
  for (const id of await ctx.fights(campaignId).ids()) {
    if (campaign.activeFights.some((f) => f.id === id)) continue
    const file = await ctx
      .fights(campaignId)
      .read(id)
      .catch(() => null)
    if (file && (file.meta.status === 'running' || file.meta.status === 'finished'))
      stuck.push(`${campaignId}/${id}: ${file.meta.status} in its file but not listed by the campaign`)
  }
  return stuck
}

/**
 * Runs `kills` children, each killed at a random write boundary, and checks the data folder after each. Two
 * thirds of the kills fall in play (notes, sessions opened and closed, fights started, answered, undone, applied,
 * discarded, parties recruited), the rest in imports and in restores of backups.
 */
export async function killRun(options: { kills: number; seed: string; log?: (line: string) => void }): Promise<KillReport> {
  const started = Date.now()
  const log = options.log ?? (() => undefined)
  const root = mkdtempSync(join(tmpdir(), 'mo-kill-'))
  child.bundle = await bundleChild(root)
  const random = seedrandom(options.seed)
  const report: { -readonly [K in keyof KillReport]: KillReport[K] } = {
    kills: 0,
    byMode: { play: 0, import: 0, restore: 0 },
    acknowledged: 0,
    lost: [],
    stuck: [],
    unreadable: [],
    leftovers: [],
    childErrors: [],
    during: {},
    seconds: 0
  }

  // The campaigns: one played, one whose export is imported again and again, one whose backups are restored.
  const setup = new ServiceContext(root, undefined, () => `setup-${Math.floor(random() * 1e9)}`)
  const play = (await createCampaign(setup, { name: 'Kill', system: 'ultraquest', language: 'en' })).id
  await partyOfThree(setup, play, 'Die Gruppe')
  const source = (await createCampaign(setup, { name: 'Source', system: 'ultraquest', language: 'de' })).id
  const sourceParty = await partyOfThree(setup, source, 'Quelle')
  await openSession(setup, source)
  await addNote(setup, source, 'Before the first fight')
  const first = await playToEnd(
    setup,
    source,
    await startFight(setup, source, {
      partyId: sourceParty,
      opponents: [{ opponent: { name: 'Goblin', ks: 'W6', count: 1 } }],
      options: { type: 'NK', marker: '!' }
    })
  )
  await applyFight(setup, source, first.id)
  await closeSession(setup, source)
  await openSession(setup, source)
  await startFight(setup, source, {
    partyId: sourceParty,
    opponents: [{ opponent: { name: 'Goblin', ks: 'W6', count: 1 } }],
    options: { type: 'NK', marker: '!' }
  })
  const exportText = await exportCampaign(setup, source)
  const exportFile = join(root, 'export.json')
  writeFileSync(exportFile, exportText)
  const sourceExport = JSON.parse(exportText) as { fights: { id: string }[]; sessions: { session: { id: string } }[] }
  const restore = (await createCampaign(setup, { name: 'Restore A', system: 'ultraquest', language: 'en' })).id
  await updateSettings(setup, restore, { backupsToKeep: 100 })
  const restoreParty = await partyOfThree(setup, restore, 'Gruppe')
  const running = await startFight(setup, restore, {
    partyId: restoreParty,
    opponents: [{ opponent: { name: 'Goblin', ks: 'W6', count: 1 } }],
    options: { type: 'NK', marker: '!' }
  })
  await answerFight(setup, restore, running.id, defaultAnswer(running))
  await setup.store.backup(restore, 'manual')
  await applyFight(setup, restore, (await playToEnd(setup, restore, await fightView(setup, restore, running.id))).id)
  await setup.store.update(restore, (c) => void (c.name = 'Restore B'))
  await startFight(setup, restore, {
    partyId: restoreParty,
    opponents: [{ opponent: { name: 'Goblin', ks: 'W6+2', count: 3 } }],
    options: { type: 'NK', marker: '!' }
  })
  await setup.store.backup(restore, 'manual')
  const backupNames = new Map<string, string>()
  for (const b of await setup.store.backupsOf(restore).list())
    backupNames.set(b.file, (JSON.parse(readFileSync(join(setup.store.folderOf(restore), 'backups', b.file), 'utf8')) as { name: string }).name)
  let restoredName = 'Restore B'
  await setup.close()

  const fights = new Map<string, FightModel>()
  const notes = new Set<string>()
  const closed = new Set<string>()
  const campaignsBefore = new Set([play, source, restore])

  for (let kill = 0; kill < options.kills; kill++) {
    const roll = random()
    const mode: Mode = roll < 0.7 ? 'play' : roll < 0.85 ? 'import' : 'restore'
    const killAt = 1 + Math.floor(random() * (mode === 'play' ? 90 : mode === 'import' ? 45 : 40))
    const campaignId = mode === 'play' ? play : mode === 'import' ? source : restore
    const result = await runChild(root, campaignId, mode, `${options.seed}-${kill}`, killAt, exportFile)
    const errors = result.lines.filter((l) => l.startsWith('error '))
    if (result.signal !== 'SIGKILL' || errors.length > 0) {
      report.childErrors.push(
        `kill ${kill} (${mode}, at point ${killAt}): ${result.signal ?? `exit ${result.code}`} ${errors.join(' ')} ${result.stderr.slice(0, 500)}`
      )
    } else report.kills++
    report.byMode[mode]++
    const acks = result.lines.filter((l) => l.startsWith('ack '))
    report.acknowledged += acks.length
    const lastBegin = [...result.lines].reverse().find((l) => l.startsWith('begin ') || l.startsWith('ack '))
    const inFlight = lastBegin?.startsWith('begin ') ? lastBegin.split(' ') : null
    const step = inFlight?.[1] ?? 'recovery'
    report.during[step] = (report.during[step] ?? 0) + 1

    // The app opens the data folder again: recovery runs, then everything is checked.
    const ctx = new ServiceContext(root)
    const listing = await ctx.store.list()
    for (const l of listing) if ('error' in l) report.unreadable.push(`${l.id}: ${l.error.detail}`)
    const campaign = await ctx.store.read(campaignId).catch((error: Error) => {
      report.unreadable.push(`${campaignId}: ${error.message}`)
      return null
    })
    if (campaign) {
      report.unreadable.push(...(await unreadableFiles(ctx, campaignId)))
      report.stuck.push(...(await stuckFights(ctx, campaignId)))
    }

    if (mode === 'play' && campaign) {
      for (const line of acks) {
        const [, op, ...rest] = line.split(' ')
        if (op === 'note') notes.add(rest[0]!)
        else if (op === 'close') closed.add(rest[0]!)
        else if (['start', 'answer', 'undo', 'apply', 'discard'].includes(op!))
          fights.set(rest[0]!, { status: rest[1]!, answers: JSON.parse(rest.slice(2).join(' ')) as unknown[] })
      }
      const inFlightFight = inFlight && ['answer', 'undo', 'apply', 'discard'].includes(inFlight[1]!) ? inFlight[2] : undefined
      const onDisk = new Map<string, FightModel>()
      for (const id of await ctx.fights(play).ids()) {
        const file = await ctx
          .fights(play)
          .read(id)
          .catch(() => null)
        if (file) onDisk.set(id, { status: campaign.activeFights.find((f) => f.id === id)?.status ?? file.meta.status, answers: [...file.answers] })
      }
      for (const [id, acked] of fights) {
        const now = onDisk.get(id)
        if (!now) {
          report.lost.push(`kill ${kill}: fight ${id} is gone`)
          continue
        }
        const open = (s: string) => s === 'running' || s === 'finished'
        const sameAnswers = isDeepStrictEqual(now.answers, acked.answers)
        let ok: boolean
        if (id !== inFlightFight) ok = sameAnswers && (open(acked.status) ? open(now.status) : now.status === acked.status)
        else if (inFlight![1] === 'answer')
          ok =
            open(now.status) && (sameAnswers || (now.answers.length === acked.answers.length + 1 && isDeepStrictEqual(now.answers.slice(0, -1), acked.answers)))
        else if (inFlight![1] === 'undo') ok = open(now.status) && (sameAnswers || isDeepStrictEqual(now.answers, acked.answers.slice(0, -1)))
        else ok = sameAnswers && (open(now.status) || now.status === (inFlight![1] === 'apply' ? 'applied' : 'discarded'))
        if (!ok)
          report.lost.push(
            `kill ${kill}: fight ${id} was ${acked.status} with ${acked.answers.length} answers, is ${now.status} with ${now.answers.length} (in flight: ${inFlight?.join(' ') ?? 'nothing'})`
          )
      }
      const unknown = [...onDisk.keys()].filter((id) => !fights.has(id))
      if (unknown.length > (inFlight?.[1] === 'start' ? 1 : 0)) report.lost.push(`kill ${kill}: fights nobody started: ${unknown.join(', ')}`)
      // What is on disk now is what the next child starts from.
      for (const [id, now] of onDisk) fights.set(id, now)
      const journals: string[] = []
      for (const session of campaign.sessions) {
        const full = await readSession(ctx, play, session.id).catch((error: Error) => {
          report.lost.push(`kill ${kill}: session ${session.number} cannot be read: ${error.message}`)
          return null
        })
        for (const entry of full?.journal ?? []) if (entry.text) journals.push(entry.text)
        if (closed.has(session.id) && !session.archived) report.lost.push(`kill ${kill}: session ${session.id} was closed, is open`)
      }
      const written = new Set(journals)
      for (const note of notes) if (!written.has(note)) report.lost.push(`kill ${kill}: note ${note} is gone`)
    }

    if (mode === 'import') {
      const imported = new Set(acks.map((l) => l.split(' ')[2]!))
      for (const id of imported) if (!listing.some((l) => l.id === id)) report.lost.push(`kill ${kill}: imported campaign ${id} is gone`)
      for (const l of listing) {
        if (campaignsBefore.has(l.id) || 'error' in l) continue
        // Imported, acknowledged or cut short: either way it must be whole.
        const fightIds = (await ctx.fights(l.id).ids()).sort()
        if (!isDeepStrictEqual(fightIds, sourceExport.fights.map((f) => f.id).sort()))
          report.lost.push(`kill ${kill}: import ${l.id} has fights ${fightIds.join(',')}`)
        for (const s of sourceExport.sessions)
          await readJournal(ctx, l.id, s.session.id).catch((error: Error) => report.lost.push(`kill ${kill}: import ${l.id}: ${error.message}`))
        report.unreadable.push(...(await unreadableFiles(ctx, l.id)))
        rmSync(ctx.store.folderOf(l.id), { recursive: true, force: true })
      }
    }

    if (mode === 'restore' && campaign) {
      const lastAck = acks.filter((l) => l.startsWith('ack restore ')).at(-1)
      if (lastAck) restoredName = lastAck.slice('ack restore '.length)
      const candidates = new Set([restoredName, ...(inFlight?.[1] === 'restore' ? [backupNames.get(inFlight[2]!)!] : [])])
      if (!candidates.has(campaign.name)) report.lost.push(`kill ${kill}: restored campaign is "${campaign.name}", expected ${[...candidates].join(' or ')}`)
      restoredName = campaign.name
      // Only the two backups restored from are kept; the copies each restore takes of the file it replaces go.
      const backups = join(ctx.store.folderOf(restore), 'backups')
      for (const name of readdirSync(backups)) if (!backupNames.has(name) && statSync(join(backups, name)).isFile()) unlinkSync(join(backups, name))
    }

    report.leftovers.push(...leftoversIn(join(root, 'campaigns'), '').map((l) => `kill ${kill}: ${l}`))
    await ctx.close()
    if (kill % 25 === 24)
      log(
        `${kill + 1} kills: ${report.acknowledged} acknowledged, ${report.lost.length} lost, ${report.stuck.length} stuck, ${report.unreadable.length} unreadable, ${report.childErrors.length} child errors`
      )
  }
  rmSync(root, { recursive: true, force: true })
  return { ...report, seconds: (Date.now() - started) / 1000 }
}
