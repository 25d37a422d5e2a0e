import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCampaign, updateSettings } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { startFight } from '../../src-main/services/fights.ts'
import { addCharacter, addOpponent, createParty, updateCharacter, updateOpponent } from '../../src-main/services/roster.ts'

const context = () =>
  new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-sheet-checks-')),
    () => new Date(Date.UTC(2026, 10, 30)),
    () => 'seed-1'
  )

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
    expect(refused).toMatchObject({
      code: 'invalidInput',
      key: 'formSheet',
      issues: [{ path: 'skills', code: 'not_in_table', message: 'not in the skills table: "Sturmangrif"' }]
    })
    expect((await ctx.store.read(campaign.id)).characters).toEqual([])

    const { result: brann } = await addCharacter(ctx, campaign.id, { sheet: { name: 'Brann', skills: ['Parade', 'Sturmangriff'] }, partyId })
    expect(await rejection(updateCharacter(ctx, campaign.id, brann, { sheet: { name: 'Brann', skills: ['Kopfstoß'] } }))).toMatchObject({
      issues: [{ path: 'skills' }]
    })
    await updateSettings(ctx, campaign.id, { rules: { skills: { Kopfstoß: { activation: 'called', nkBonus: 1 } } } })
    await updateCharacter(ctx, campaign.id, brann, { sheet: { name: 'Brann', skills: ['Kopfstoß'] } })
    expect((await ctx.store.read(campaign.id)).characters[0]!.sheet['skills']).toEqual(['Kopfstoß'])
  })
})

describe('Thalia and Weltenbuch skills come from the campaign’s skills table (issue 14)', () => {
  const bertil = { name: 'Bertil', hp: 10, maxHp: 10, factors: { makt: 1, agilitet: 1, intellekt: 0, karisma: 0 } }
  const sword = { name: 'Kortsverd', damage: '1t6', attributes: ['makt'] }

  it('a Thalia skill, weapon skill or rank that is misspelt is refused at its field; a skill the Judge added to the table is taken', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Skyggedalen', system: 'thalia', language: 'nb' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Heltene')
    const refused = await rejection(
      addCharacter(ctx, campaign.id, { sheet: { ...bertil, skills: { Svred: 'kyndig', Unngå: 'kyndg' }, weapons: [{ ...sword, skill: 'Svred' }] }, partyId })
    )
    expect(refused).toMatchObject({ code: 'invalidInput', key: 'formSheet' })
    expect(refused.issues).toEqual([
      { path: 'skills', code: 'not_in_table', message: 'not in the skills table: "Svred"' },
      { path: 'skills.Unngå', code: 'unknown_rank', message: '"kyndg" is not a rank of the test targets: "untrained", "kyndig"' },
      { path: 'weapons.0.skill', code: 'not_in_table', message: 'not in the skills table: "Svred"' }
    ])
    expect((await ctx.store.read(campaign.id)).characters).toEqual([])

    const { result: id } = await addCharacter(ctx, campaign.id, {
      sheet: { ...bertil, skills: { Sverd: 'kyndig' }, weapons: [{ ...sword, skill: 'Sverd' }] },
      partyId
    })
    const withSpear = { ...bertil, skills: { Spyd: 'kyndig' }, weapons: [{ ...sword, skill: 'Spyd' }] }
    expect((await rejection(updateCharacter(ctx, campaign.id, id, { sheet: withSpear }))).issues.map((i) => i.path)).toEqual(['skills', 'weapons.0.skill'])
    await updateSettings(ctx, campaign.id, { rules: { skillTable: ['Sverd', 'Spyd'] } })
    await updateCharacter(ctx, campaign.id, id, { sheet: withSpear })
    expect((await ctx.store.read(campaign.id)).characters[0]!.sheet['skills']).toEqual({ Spyd: 'kyndig' })
  })

  it('a Weltenbuch hero or NSC with a misspelt skill is refused at the field on save, not counted as 0 in a fight', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Nebelwald', system: 'weltenbuch', language: 'de' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Die Gruppe')
    const yorn = { name: 'Yorn', attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 8 } }
    const blade = { name: 'Breitschwert', kind: 'melee', damage: '×3+4' }
    expect(
      (
        await rejection(
          addCharacter(ctx, campaign.id, { sheet: { ...yorn, skills: { Schwerter: 3, Ausweichn: 2 }, weapons: [{ ...blade, skill: 'Schwerter' }] }, partyId })
        )
      ).issues
    ).toEqual([{ path: 'skills', code: 'not_in_table', message: 'not in the skills table: "Ausweichn"' }])
    const ork = { ...yorn, name: 'Ork', skills: { Schwerter: 2 }, count: 3 }
    const refused = await rejection(addOpponent(ctx, campaign.id, { ...ork, weapons: [{ ...blade, skill: 'Schwert' }] }))
    expect(refused).toMatchObject({ key: 'formOpponent', issues: [{ path: 'weapons.0.skill', code: 'not_in_table' }] })
    expect((await ctx.store.read(campaign.id)).bestiary).toEqual([])
    const { result: orkId } = await addOpponent(ctx, campaign.id, { ...ork, weapons: [{ ...blade, skill: 'Schwerter' }] })
    expect((await rejection(updateOpponent(ctx, campaign.id, orkId, { ...ork, skills: { Keulen: 4 } }))).issues).toEqual([
      { path: 'skills', code: 'not_in_table', message: 'not in the skills table: "Keulen"' }
    ])
  })
})

describe('a fight the rules refuse says what to correct (issue 14)', () => {
  it('names the sheet and its character, an opponent, or the fight options, by where the setup breaks', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Die Klamm', system: 'ultraquest', language: 'en' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Die Vier')
    await addCharacter(ctx, campaign.id, { sheet: { name: 'Brann', skills: ['Sturmangriff'] }, partyId })
    const ghoul = { opponent: { name: 'Ghul', ks: 'W6' } }
    expect(
      await rejection(startFight(ctx, campaign.id, { partyId, opponents: [ghoul], options: { type: 'NK', marker: '?', fromBehind: true } }))
    ).toMatchObject({
      key: 'fightCannotStartOptions',
      params: { detail: expect.stringContaining('fight.fromBehind'), problem: 'fromBehindNeedsForced', field: 'fromBehind' },
      // The option is marked at its field of the New fight form, whose inputs are named by the option.
      issues: [{ path: 'fromBehind', code: 'fromBehindNeedsForced' }]
    })
    expect(
      await rejection(startFight(ctx, campaign.id, { partyId, opponents: [{ opponent: { name: 'Ghul', ks: 'sechs' } }], options: { type: 'NK', marker: '!' } }))
    ).toMatchObject({
      key: 'fightCannotStartOpponent',
      params: { problem: 'invalid.custom', field: 'ks' }
    })
    // A skill taken out of the table after the sheet was saved: the fight names whose sheet to correct.
    await updateSettings(ctx, campaign.id, { rules: { skills: { Parade: { activation: 'passive', rwBonus: 1 } } } })
    expect(await rejection(startFight(ctx, campaign.id, { partyId, opponents: [ghoul], options: { type: 'NK', marker: '!' } }))).toMatchObject({
      key: 'fightCannotStartSheet',
      params: { name: 'Brann', detail: expect.stringContaining('skills'), problem: 'skillNotInTable' }
    })
  })
})

describe('a rule the sheet breaks is named by its problem, which the screen words in the GM’s language', () => {
  it('ODM: current LE above its maximum and a TP that is no dice notation are refused with their problems, the English message kept', async () => {
    const ctx = context()
    const campaign = await createCampaign(ctx, { name: 'Het dal', system: 'odm', language: 'nl' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'De helden')
    const sheet = { name: 'Alrik', courage: 12, at: 11, pa: 9, le: { current: 31, max: 30 }, bw: 3, tp: 'zwaard', kind: 'hero' }
    const refused = await rejection(addCharacter(ctx, campaign.id, { sheet, partyId }))
    expect(refused.issues.map((i) => [i.path, i.code])).toEqual(
      expect.arrayContaining([
        ['le.current', 'leAboveMax'],
        ['tp', 'diceNotation']
      ])
    )
    expect(refused.issues.find((i) => i.code === 'leAboveMax')?.message).toBe('current LE cannot be above max LE')
  })

  it('ULTRA♦QUEST, Thalia and Weltenbuch sheets name their own problems too', async () => {
    const ctx = context()
    const cases = [
      { system: 'ultraquest', sheet: { name: 'Brann', ks: { nk: 'W6+' } }, codes: ['diceNotation'] },
      // The rules' checks of the whole sheet run once every field reads.
      { system: 'ultraquest', sheet: { name: 'Cira', injuries: ['ordinary', 'cursed'] }, codes: ['twoInjuriesKill'] },
      {
        system: 'thalia',
        sheet: { kind: 'pc', id: 'bertil', name: 'Bertil', hp: 9, maxHp: 8, vern: 1, movement: 6, factors: { makt: 1, agilitet: 1, intellekt: 0, karisma: 0 } },
        codes: ['hpAboveMax']
      },
      {
        system: 'weltenbuch',
        sheet: {
          name: 'Yorn',
          attributes: { geist: 4, koerper: 7, geschick: 7, sozial: 5, wille: 6, sinne: 5 },
          weapons: [{ name: 'Axt', skill: 'Äxte', damage: '3+4' }]
        },
        codes: ['damageFormula']
      },
      {
        system: 'weltenbuch',
        sheet: {
          name: 'Eliria',
          attributes: { geist: 4, koerper: 7, geschick: 7, sozial: 5, wille: 6, sinne: 5 },
          weapons: [{ name: 'Bogen', skill: 'Bogen', kind: 'ranged', damage: '×2+1' }]
        },
        codes: ['rangeRequired']
      }
    ] as const
    for (const { system, sheet, codes } of cases) {
      const campaign = await createCampaign(ctx, { name: `${system} ${sheet.name}`, system, language: 'en' })
      const { result: partyId } = await createParty(ctx, campaign.id, 'Party')
      const refused = await rejection(addCharacter(ctx, campaign.id, { sheet, partyId }))
      expect({ system, codes: refused.issues.map((i) => i.code) }).toEqual({ system, codes: expect.arrayContaining([...codes]) })
    }
  })
})
