import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCampaign, updateSettings } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { startFight } from '../../src-main/services/fights.ts'
import { addCharacter, createParty, updateCharacter } from '../../src-main/services/roster.ts'

const context = () => new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-sheet-checks-')), () => new Date(Date.UTC(2026, 10, 30)), () => 'seed-1')

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError)
    return error as ServiceError
  }
  throw new Error('expected the service to refuse')
}

describe('a sheet is checked when it is saved, not when a fight starts (issue 14)', () => {
  it('an ULTRA♦QUEST skill that is not in the skills table is refused at the skills field; one the GM added to the table is taken', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Die Klamm', system: 'ultraquest', language: 'en' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Die Vier')
    const refused = await rejection(addCharacter(ctx, campaign.id, { sheet: { name: 'Brann', skills: ['Parade', 'Sturmangrif'] }, partyId }))
    expect(refused).toMatchObject({ code: 'invalidInput', key: 'formSheet', issues: [{ path: 'skills', code: 'not_in_table', message: 'not in the skills table: "Sturmangrif"' }] })
    expect((await ctx.store.read(campaign.id)).characters).toEqual([])

    const { result: brann } = await addCharacter(ctx, campaign.id, { sheet: { name: 'Brann', skills: ['Parade', 'Sturmangriff'] }, partyId })
    expect(await rejection(updateCharacter(ctx, campaign.id, brann, { sheet: { name: 'Brann', skills: ['Kopfstoß'] } }))).toMatchObject({ issues: [{ path: 'skills' }] })
    await updateSettings(ctx, campaign.id, { rules: { skills: { Kopfstoß: { activation: 'called', nkBonus: 1 } } } })
    await updateCharacter(ctx, campaign.id, brann, { sheet: { name: 'Brann', skills: ['Kopfstoß'] } })
    expect((await ctx.store.read(campaign.id)).characters[0]!.sheet['skills']).toEqual(['Kopfstoß'])
  })
})

describe('a fight the rules refuse says what to correct (issue 14)', () => {
  it('names the sheet and its character, an opponent, or the fight options, by where the setup breaks', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Die Klamm', system: 'ultraquest', language: 'en' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Die Vier')
    await addCharacter(ctx, campaign.id, { sheet: { name: 'Brann', skills: ['Sturmangriff'] }, partyId })
    const ghoul = { opponent: { name: 'Ghul', ks: 'W6' } }
    expect(await rejection(startFight(ctx, campaign.id, { partyId, opponents: [ghoul], options: { type: 'NK', marker: '?', fromBehind: true } }))).toMatchObject({
      key: 'fightCannotStartOptions',
      params: { detail: expect.stringContaining('fight.fromBehind') }
    })
    expect(await rejection(startFight(ctx, campaign.id, { partyId, opponents: [{ opponent: { name: 'Ghul', ks: 'sechs' } }], options: { type: 'NK', marker: '!' } }))).toMatchObject({
      key: 'fightCannotStartOpponent'
    })
    // A skill taken out of the table after the sheet was saved: the fight names whose sheet to correct.
    await updateSettings(ctx, campaign.id, { rules: { skills: { Parade: { activation: 'passive', rwBonus: 1 } } } })
    expect(await rejection(startFight(ctx, campaign.id, { partyId, opponents: [ghoul], options: { type: 'NK', marker: '!' } }))).toMatchObject({
      key: 'fightCannotStartSheet',
      params: { name: 'Brann', detail: expect.stringContaining('skills') }
    })
  })
})
