// Child process of the kill test (kill-harness.ts): works on a campaign through the services and reports every
// step before it begins ("begin") and once it is acknowledged ("ack"), until it kills itself with SIGKILL at the
// crash point the parent chose (a write boundary: before a temp file, before its rename, after it …).
import { defaultAnswer } from './default-answers.ts'
import { readFileSync } from 'node:fs'
import seedrandom from 'seedrandom'
import { importCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, applyFight, discardFight, fightView, startFight, undoFight, type FightView } from '../../src-main/services/fights.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { addNote, closeSession, openSession } from '../../src-main/services/time.ts'
import { onCrashPoint } from '../../src-main/storage/crash-points.ts'

const [root, campaignId, mode, seedText, killAtText, exportFile] = process.argv.slice(2) as [string, string, string, string, string, string | undefined]
const random = seedrandom(seedText)
const pick = <T>(weighted: readonly [T, number][]): T => {
  const total = weighted.reduce((sum, [, w]) => sum + w, 0)
  let roll = random() * total
  for (const [value, weight] of weighted) if ((roll -= weight) < 0) return value
  return weighted.at(-1)![0]
}

let points = 0
const killAt = Number(killAtText)
onCrashPoint(() => {
  if (++points === killAt) process.kill(process.pid, 'SIGKILL')
})

let seeds = 0
const ctx = new ServiceContext(root, undefined, () => `${seedText}-${seeds++}`)
const say = (line: string) => process.stdout.write(`${line}\n`)

async function fightState(fightId: string): Promise<string> {
  const campaign = await ctx.store.read(campaignId)
  const file = await ctx.fights(campaignId).read(fightId)
  const status = campaign.activeFights.find((f) => f.id === fightId)?.status ?? file.meta.status
  return `${fightId} ${status} ${JSON.stringify(file.answers)}`
}

async function play(): Promise<void> {
  for (let step = 0; ; step++) {
    const campaign = await ctx.store.read(campaignId)
    const party = campaign.parties.at(-1)
    const alive = party?.members.filter((id) => campaign.characters.find((c) => c.id === id)?.sheet['dead'] !== true) ?? []
    const active = campaign.activeFights.find((f) => f.partyId === party?.id)
    const open = campaign.sessions.find((s) => s.id === campaign.currentSessionId)
    const choices: [string, number][] = [
      ['note', 2],
      [open ? 'close' : 'open', 1]
    ]
    if (!party || alive.length === 0) choices.push(['recruit', 20])
    else if (!active) choices.push(['start', 6])
    else if (active.status === 'running') choices.push(['answer', 12], ['undo', 1], ['discard', 1])
    else choices.push(['apply', 6], ['undo', 1], ['discard', 1])
    const op = pick(choices)
    const target = op === 'note' ? `note-${seedText}-${step}` : op === 'close' ? open!.id : (active?.id ?? '-')
    say(`begin ${op} ${target}`)
    if (op === 'note') {
      await addNote(ctx, campaignId, target)
      say(`ack note ${target}`)
    } else if (op === 'open') {
      const { result } = await openSession(ctx, campaignId)
      say(`ack open ${result}`)
    } else if (op === 'close') {
      await closeSession(ctx, campaignId)
      say(`ack close ${target}`)
    } else if (op === 'recruit') {
      const { result: partyId } = await createParty(ctx, campaignId, `Party ${step}`)
      for (const name of ['Albrav', 'Brann', 'Cira'])
        await addCharacter(ctx, campaignId, { sheet: { name, ks: { nk: 'W6+2' }, equipment: [{ name: 'Leder', kind: 'armour', rw: 2 }] }, partyId })
      say(`ack recruit ${partyId}`)
    } else {
      let view: FightView
      if (op === 'start') {
        const tough = random() < 0.2
        view = await startFight(ctx, campaignId, {
          partyId: party!.id,
          opponents: [{ opponent: { name: 'Goblin', ks: tough ? 'W6+2' : 'W6', count: tough ? 3 : 1 } }],
          options: { type: 'NK', marker: '!' }
        })
        say(`begin-fight ${view.id}`)
      } else if (op === 'answer') view = await answerFight(ctx, campaignId, active!.id, defaultAnswer(await viewOf(active!.id)))
      else if (op === 'undo')
        view = await undoFight(ctx, campaignId, active!.id).catch(async (error: Error) =>
          error.message.includes('Nothing to undo') ? viewOf(active!.id) : Promise.reject(error)
        )
      else if (op === 'apply') view = await applyFight(ctx, campaignId, active!.id)
      else view = await discardFight(ctx, campaignId, active!.id)
      say(`ack ${op} ${await fightState(view.id)}`)
    }
  }
}

function viewOf(fightId: string): Promise<FightView> {
  return fightView(ctx, campaignId, fightId)
}

async function imports(): Promise<void> {
  const text = readFileSync(exportFile!, 'utf8')
  for (;;) {
    say('begin import -')
    const campaign = await importCampaign(ctx, text)
    say(`ack import ${campaign.id}`)
  }
}

async function restores(): Promise<void> {
  for (let step = 0; ; step++) {
    const manual = (await ctx.store.backupsOf(campaignId).list()).filter((b) => b.reason === 'manual')
    const backup = manual[Math.floor(random() * manual.length)]!
    say(`begin restore ${backup.file}`)
    const restored = await ctx.store.restore(campaignId, backup.file)
    say(`ack restore ${restored.name}`)
    // Now and then the restored campaign goes on: a fight it lists is answered, applied or discarded.
    const active = restored.activeFights[0]
    if (active && random() < 0.5) {
      say(`begin touch ${active.id}`)
      if (active.status === 'running') await answerFight(ctx, campaignId, active.id, defaultAnswer(await viewOf(active.id)))
      else await applyFight(ctx, campaignId, active.id)
      say(`ack touch ${active.id}`)
    }
  }
}

try {
  if (mode === 'play') await play()
  else if (mode === 'import') await imports()
  else await restores()
} catch (error) {
  say(`error ${(error as Error).stack?.replaceAll('\n', ' | ') ?? String(error)}`)
  process.exit(3)
}
