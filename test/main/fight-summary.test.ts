// A fight file holds a summary for the battle-log list (its answers' count and result), written with its answers, so a
// first list of thousands of fights need not check and replay each. A summary is taken only while the file is the very
// text the app wrote with it; any other file is replayed, as before summaries.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { listFights, type FightListing, type UnreadableFight } from '../../src-main/services/battle-logs.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { exportCampaign, importCampaign } from '../../src-main/services/campaigns.ts'
import { addExampleCampaign } from '../../src-main/services/examples.ts'
import { playOut } from './default-answers.ts'
import { fightView, undoFight } from '../../src-main/services/fights.ts'
import { fightFileText, type FightRecord } from '../../src-main/storage/fight-files.ts'
import { translator } from '../../src-engine/text/index.ts'

let tick = 0
const context = (root = mkdtempSync(join(tmpdir(), 'mo-fight-summary-'))) =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 11, 1, 20, 0, tick++)),
    () => `seed-${tick}`
  )

/** An example campaign whose fight was played to its end, its file, and its row as listed by replaying it. */
async function finishedFight() {
  const ctx = context()
  const campaign = await addExampleCampaign(ctx, 'ultraquest')
  const fightId = campaign.activeFights[0]!.id
  let view = await fightView(ctx, campaign.id, fightId)
  view = await playOut(ctx, campaign.id, view)
  const file = ctx.fights(campaign.id).pathOf(fightId)
  const record = JSON.parse(readFileSync(file, 'utf8')) as FightRecord
  return { ctx, campaignId: campaign.id, fightId, file, record, view }
}

const word = (result: string) => translator.text({ key: `ultraquest.odds.result.${result}` }, 'en')

/** The row a process that never listed the campaign shows (its listing cache emptied). */
async function firstRow(ctx: ServiceContext, campaignId: string, file: string): Promise<FightListing | UnreadableFight> {
  rmSync(join(file, '..', '.cache'), { recursive: true, force: true })
  return (await listFights(context(ctx.dataRoot), campaignId, 'en'))[0]!
}

/** Writes the fight file as the app would with another result than its answers give: only a list that takes the summary shows it. */
function plantResult(file: string, record: FightRecord): string {
  const planted = record.summary!.result === 'declined' ? 'lost' : 'declined'
  writeFileSync(file, fightFileText(record, { result: planted }))
  return planted
}

describe('fight file summary for the battle-log list', () => {
  it('each answer writes the answers’ count and the result with them, an undo too; a first list shows them', async () => {
    const { ctx, campaignId, fightId, file, record, view } = await finishedFight()
    expect(record.summary).toEqual({ answers: view.answers, result: expect.stringMatching(/^(won|lost|fled|exhausted|declined)$/), sha256: expect.any(String) })
    expect(await firstRow(ctx, campaignId, file)).toMatchObject({
      id: fightId,
      answers: view.answers,
      status: 'finished',
      result: word(record.summary!.result!)
    })

    await undoFight(ctx, campaignId, fightId)
    const undone = JSON.parse(readFileSync(file, 'utf8')) as FightRecord
    expect(undone.summary).toEqual({ answers: view.answers - 1, result: null, sha256: expect.any(String) })
    expect(await firstRow(ctx, campaignId, file)).toMatchObject({ answers: view.answers - 1, status: 'running', result: null })
  })

  it('a summary matching its file is taken as written, without a replay; the same file without one is replayed', async () => {
    const { ctx, campaignId, file, record } = await finishedFight()
    const planted = plantResult(file, record)
    expect(await firstRow(ctx, campaignId, file)).toMatchObject({ result: word(planted) })
    // As a file from before summaries: replayed.
    writeFileSync(file, fightFileText(record))
    expect(JSON.parse(readFileSync(file, 'utf8'))).not.toHaveProperty('summary')
    expect(await firstRow(ctx, campaignId, file)).toMatchObject({ answers: record.answers.length, result: word(record.summary!.result!) })
  })

  it('an imported fight keeps its summary: the first list after an import replays nothing', async () => {
    const { ctx, campaignId, file, record } = await finishedFight()
    const planted = plantResult(file, record)
    const elsewhere = context()
    const imported = await importCampaign(elsewhere, await exportCampaign(context(ctx.dataRoot), campaignId))
    const copy = elsewhere.fights(imported.id).pathOf(record.id)
    expect(await firstRow(elsewhere, imported.id, copy)).toMatchObject({ id: record.id, answers: record.answers.length, result: word(planted) })
  })

  it('a file changed outside the app is replayed, its summary ignored: answers taken away, reformatted, not replaying, the summary edited; the app’s text under another fight’s name is damaged', async () => {
    const { ctx, campaignId, file, record } = await finishedFight()
    const planted = plantResult(file, record)
    const text = readFileSync(file, 'utf8')
    const stale = JSON.parse(text) as FightRecord

    // The summary's own result edited by hand: its hash covers it.
    writeFileSync(file, text.replace(`"result": "${planted}"`, `"result": "fled"`))
    expect(await firstRow(ctx, campaignId, file)).toMatchObject({ answers: record.answers.length, result: word(record.summary!.result!) })

    // One answer fewer, the summary left as it was (and its count no longer the file's): the fight is running again.
    writeFileSync(file, `${JSON.stringify({ ...stale, answers: stale.answers.slice(0, -1) }, null, 2)}\n`)
    expect(await firstRow(ctx, campaignId, file)).toMatchObject({ answers: record.answers.length - 1, result: null })

    // The same answers in a sync tool's or editor's layout: the text no longer matches the summary's hash.
    writeFileSync(file, JSON.stringify(stale))
    expect(await firstRow(ctx, campaignId, file)).toMatchObject({ answers: record.answers.length, result: word(record.summary!.result!) })

    // Answers that do not replay with a summary of the right count: listed as the damaged file, as without a summary.
    const broken = { ...stale, answers: stale.answers.map(() => ({ type: 'confirm' })) }
    writeFileSync(file, `${JSON.stringify(broken, null, 2)}\n`)
    expect(await firstRow(ctx, campaignId, file)).toEqual({ id: record.id, problem: expect.stringContaining(`${file}: does not replay`) })

    // The app's very text with its summary, under another fight's name: damaged, as a fight's id is its file name.
    writeFileSync(file, text)
    const copy = join(file, '..', 'fight-copied.json')
    writeFileSync(copy, text)
    const rows = await listFights(context(ctx.dataRoot), campaignId, 'en')
    expect(rows.find((r) => r.id === 'fight-copied')).toEqual({ id: 'fight-copied', problem: expect.stringContaining(`holds fight "${record.id}"`) })
    expect(rows.find((r) => r.id === record.id)).toMatchObject({ result: word(planted) })
  })
})
