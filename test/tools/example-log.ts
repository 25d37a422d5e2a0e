// Writes resources/examples/Nebelmoor - Die Gruft.txt: a battle log exported the way the app exports one
// (services: campaign, party, bestiary, a fight played with seeded dice and default decisions, battleLogText),
// for `mo verify` to check. Run `npm run examples:log` after a change to the log's wording.
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { defaultAnswer } from '../../src-engine/core/index.ts'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, battleLogText, startFight } from '../../src-main/services/fights.ts'
import { addCharacter, addOpponent, createParty } from '../../src-main/services/roster.ts'

/** The file name the app gives the export ("<campaign> - <fight>.txt"). */
export const EXAMPLE_LOG = resolve(import.meta.dirname, '../../resources/examples/Nebelmoor - Die Gruft.txt')
export const EXAMPLE_LOG_LANG = 'de'

/** The example fight, played in a throw-away data folder, and its battle log as the app exports it. */
export async function exampleLog(): Promise<string> {
  const root = mkdtempSync(join(tmpdir(), 'mo-example-log-'))
  try {
    const ctx = new ServiceContext(
      root,
      () => new Date(Date.UTC(2026, 0, 1)),
      () => 'gruft-10'
    )
    const campaign = await createCampaign(ctx, { name: 'Nebelmoor', system: 'ultraquest', language: EXAMPLE_LOG_LANG })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Die Gruppe')
    for (const sheet of [
      { name: 'Albrav', ks: { nk: 'W6+3' }, equipment: [{ name: 'Kettenhemd', kind: 'armour', rw: 2, ready: true }] },
      { name: 'Brann', ks: { nk: 'W6+2' }, equipment: [{ name: 'Silberdolch', kind: 'weapon', silver: true, ready: true, held: true }] },
      { name: 'Cira', ks: { nk: 'W6+1' }, equipment: [{ name: 'Heiltrank', kind: 'potion', heals: true, ready: true }] }
    ]) {
      await addCharacter(ctx, campaign.id, { sheet, partyId })
    }
    const { result: skeletonId } = await addOpponent(ctx, campaign.id, { name: 'Skelett', ks: 'W6+1', kind: 'skeleton' })
    let fight = await startFight(ctx, campaign.id, {
      partyId,
      opponents: [{ bestiaryId: skeletonId, count: 3 }],
      options: { type: 'NK', marker: '!' },
      title: 'Die Gruft'
    })
    for (let answers = 0; fight.request; answers++) {
      if (answers > 200) throw new Error('the example fight did not finish')
      fight = await answerFight(ctx, campaign.id, fight.id, fight.request.type === 'dice' ? { type: 'roll' } : defaultAnswer(fight.request))
    }
    if (fight.status !== 'finished') throw new Error(`the example fight ended ${fight.status}`)
    return await battleLogText(ctx, campaign.id, fight.id)
  } finally {
    rmSync(root, { recursive: true, force: true })
  }
}

if (process.argv[1] === import.meta.filename) {
  writeFileSync(EXAMPLE_LOG, await exampleLog())
  console.log(`wrote ${EXAMPLE_LOG}`)
}
