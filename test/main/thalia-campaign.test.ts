import { playOut } from './default-answers.ts'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { thaliaCampaign, thaliaOutcomeMessages, type PcSheet, type ThaliaOutcome } from '../../src-engine/systems/thalia/index.ts'
import { thaliaMessages } from '../../src-engine/text/messages/thalia.ts'
import { translator } from '../../src-engine/text/translator.ts'
import { createCampaign, updateSettings } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { applyFight, startFight } from '../../src-main/services/fights.ts'
import { addCharacter, addOpponent, createParty, updateCharacter } from '../../src-main/services/roster.ts'
import { advanceDays, careFor, openSession, restParty } from '../../src-main/services/time.ts'

const context = (seed = 'seed-7') =>
  new ServiceContext(
    mkdtempSync(join(tmpdir(), 'mo-thalia-')),
    () => new Date(Date.UTC(2026, 10, 30)),
    () => seed
  )

const bertil = {
  name: 'Bertil',
  hp: 14,
  maxHp: 14,
  vern: 2,
  factors: { makt: 1, agilitet: 2, intellekt: 0, karisma: 0 },
  resist: { refleks: 11, vilje: 9, toffhet: 12 },
  skills: { Sverd: 'kyndig', Unngå: 'kyndig' },
  weapons: [{ name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 8 }],
  belt: [{ name: 'Helbredende Eliksir', heal: '2t4' }]
}
const cecilie = {
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
const goblin = { name: 'Goblin', leader: true, sheet: { kind: 'monster', hp: 6, maxHp: 6, vern: 1, kampand: 6, attacks: [{ name: 'Spyd', damage: '1t6' }] } }

async function campaignWithParty(ctx: ServiceContext) {
  const campaign = await createCampaign(ctx, { name: 'Skyggeskogen', system: 'thalia', language: 'nb' })
  const { result: partyId } = await createParty(ctx, campaign.id, 'Heltene')
  const { result: bertilId } = await addCharacter(ctx, campaign.id, { sheet: bertil, partyId })
  const { result: cecilieId } = await addCharacter(ctx, campaign.id, { sheet: cecilie, partyId })
  const { result: goblinId } = await addOpponent(ctx, campaign.id, goblin)
  return { campaignId: campaign.id, partyId, bertilId, cecilieId, goblinId }
}

const sheetOf = async (ctx: ServiceContext, campaignId: string, id: string) =>
  (await ctx.store.read(campaignId)).characters.find((c) => c.id === id)!.sheet as unknown as PcSheet
const journalKeys = async (ctx: ServiceContext, campaignId: string) =>
  (await ctx.store.read(campaignId)).sessions.flatMap((s) => s.journal.map((e) => e.message?.key ?? ''))

describe('Thalia campaigns, through the campaign services', () => {
  it('refuses a sheet with negative Vern and a bestiary entry without Kampånd, naming the field', async () => {
    const ctx = context()
    const { campaignId } = await campaignWithParty(ctx)
    await expect(addCharacter(ctx, campaignId, { sheet: { ...bertil, vern: -1 } })).rejects.toThrow(/vern/)
    await expect(addCharacter(ctx, campaignId, { sheet: { ...bertil, hp: 20 } })).rejects.toThrow(/hp: hp cannot exceed maxHp/)
    const { kampand: _kampand, ...noKampand } = goblin.sheet
    await expect(addOpponent(ctx, campaignId, { ...goblin, sheet: noKampand })).rejects.toThrow(/sheet\.kampand/)
    await expect(addOpponent(ctx, campaignId, { ...goblin, count: 0 })).rejects.toThrow(/count/)
  })

  it('a party against three goblins from the bestiary: HP, Mén, state and Holdbarhet from the outcome go onto the sheets', async () => {
    const ctx = context()
    const { campaignId, partyId, bertilId, cecilieId, goblinId } = await campaignWithParty(ctx)
    const fight = await playOut(
      ctx,
      campaignId,
      await startFight(ctx, campaignId, { partyId, opponents: [{ bestiaryId: goblinId, count: 3 }], options: { opening: 'surpriseRoll' } })
    )
    expect(fight.status).toBe('finished')
    expect(fight.lines.some((l) => l.text.includes('Bertil') && l.rule.startsWith('THA-'))).toBe(true)
    const outcome = fight.outcome as ThaliaOutcome
    expect(outcome.combatants.filter((c) => c.kind === 'monster').map((c) => c.id)).toEqual(['goblin-1', 'goblin-2', 'goblin-3'])

    await applyFight(ctx, campaignId, fight.id)
    for (const id of [bertilId, cecilieId]) {
      const entry = outcome.combatants.find((c) => c.id === id)!
      const sheet = await sheetOf(ctx, campaignId, id)
      expect(sheet.hp).toBe(entry.hp)
      expect(sheet.injuries.map((i) => i.id)).toEqual(entry.injuries.map((i) => i.id))
      expect(sheet.status).toBe(entry.status === 'dead' ? 'dead' : entry.status === 'active' ? 'active' : 'unconscious')
      expect(sheet.weapons[0]!.durability).toBe(entry.weaponDurability[0]!.durability)
      expect(sheet.belt.length).toBe((id === bertilId ? 1 : 0) - entry.beltUsed.length)
    }
    const keys = await journalKeys(ctx, campaignId)
    expect(keys.some((k) => k === 'journal.thalia.fight' || k === 'journal.thalia.fightUndecided')).toBe(true)
    const hurt = outcome.combatants.filter((c) => c.kind === 'pc' && c.hpLost > 0).length
    expect(keys.filter((k) => k === 'journal.thalia.hpLost')).toHaveLength(hurt)
  })

  it('a lost fight against six goblins: a dead SK, a stabilised SK with a timed Mén, a broken axe and shield; days later he wakes', async () => {
    const ctx = context('9z')
    const { campaignId, partyId, bertilId, cecilieId, goblinId } = await campaignWithParty(ctx)
    const fight = await playOut(ctx, campaignId, await startFight(ctx, campaignId, { partyId, opponents: [{ bestiaryId: goblinId, count: 6 }], options: {} }))
    const outcome = fight.outcome as ThaliaOutcome
    const bertilOut = outcome.combatants.find((c) => c.id === bertilId)!
    expect(outcome.winner).toBe('Goblin')
    expect(bertilOut.status).toBe('stabilised')
    expect(outcome.dead).toContain(cecilieId)
    await applyFight(ctx, campaignId, fight.id)

    const bertilSheet = await sheetOf(ctx, campaignId, bertilId)
    expect(bertilSheet).toMatchObject({ hp: 0, status: 'unconscious', unconsciousDays: bertilOut.unconsciousDays })
    // Knekte Ribbein lasts 1d6 weeks (THA-MEN-4), kept on the sheet in days.
    const ribs = bertilSheet.injuries.find((i) => i.id === 'overkropp-5')!
    expect(ribs.daysLeft).toBe(bertilOut.injuries[0]!.daysLeft)
    expect(ribs.daysLeft! % 7).toBe(0)
    const cecilieSheet = await sheetOf(ctx, campaignId, cecilieId)
    expect(cecilieSheet).toMatchObject({ hp: 0, status: 'dead' })
    expect(cecilieSheet.weapons[0]!.durability).toBe(0)
    expect(cecilieSheet.shield!.durability).toBe(0)
    const keys = await journalKeys(ctx, campaignId)
    for (const key of [
      'journal.thalia.fight',
      'journal.thalia.menDays',
      'journal.thalia.menPermanent',
      'journal.thalia.died',
      'journal.thalia.unconscious',
      'journal.thalia.broken'
    ])
      expect(keys, key).toContain(key)

    // THA-DYING-7, THA-GAP-35: the days unconscious count as rest; he is up once they are over.
    await advanceDays(ctx, campaignId, bertilOut.unconsciousDays)
    expect(await sheetOf(ctx, campaignId, bertilId)).toMatchObject({ hp: bertilOut.unconsciousDays, status: 'active', unconsciousDays: 0 })
    expect((await sheetOf(ctx, campaignId, bertilId)).injuries.find((i) => i.id === 'overkropp-5')!.daysLeft).toBe(ribs.daysLeft! - bertilOut.unconsciousDays)
    expect(await sheetOf(ctx, campaignId, cecilieId)).toEqual(cecilieSheet)
  })

  it('the outcome in words: every combatant change has a text in en, nb and de, and no key is left untranslated', async () => {
    const ctx = context('seed-3')
    const { campaignId, partyId, goblinId } = await campaignWithParty(ctx)
    const fight = await playOut(ctx, campaignId, await startFight(ctx, campaignId, { partyId, opponents: [{ bestiaryId: goblinId, count: 4 }], options: {} }))
    const messages = thaliaOutcomeMessages(fight.outcome as ThaliaOutcome)
    expect(messages[0]!.key).toMatch(/^thalia\.outcome\.(result|undecided)$/)
    expect(messages.some((m) => m.key === 'thalia.outcome.dead')).toBe(true)
    for (const m of messages) {
      expect(thaliaMessages.en[m.key], m.key).toBeTypeOf('string')
      for (const lang of ['en', 'nb', 'de'] as const) expect(translator.text(m, lang)).not.toMatch(/\{\w+\}|thalia\.|journal\./)
    }
  })

  it('days of rest heal 1 HP a day and run timed Mén down; care gives rest with medical help and magical healing', async () => {
    const ctx = context()
    const { campaignId, partyId, bertilId } = await campaignWithParty(ctx)
    // Days and care go into the open session's journal; between sessions the GM prepares and none opens for it.
    await openSession(ctx, campaignId)
    // Nyreslag lasts 1d4 days (THA-MEN-4); Øresus is permanent.
    await updateCharacter(ctx, campaignId, bertilId, { sheet: { ...bertil, hp: 3, injuries: [{ id: 'overkropp-6', daysLeft: 2 }, { id: 'hode-6' }] } })
    await advanceDays(ctx, campaignId, 3)
    let sheet = await sheetOf(ctx, campaignId, bertilId)
    expect(sheet.hp).toBe(6)
    expect(sheet.injuries).toEqual([{ id: 'hode-6' }])

    await careFor(ctx, campaignId, bertilId, 'rest')
    expect((await sheetOf(ctx, campaignId, bertilId)).hp).toBe(7)
    // THA-HEAL-3: medical help doubles the day's healing.
    await careFor(ctx, campaignId, bertilId, 'restWithMedicalHelp')
    expect((await sheetOf(ctx, campaignId, bertilId)).hp).toBe(9)
    await restParty(ctx, campaignId, partyId)
    expect((await sheetOf(ctx, campaignId, bertilId)).hp).toBe(10)
    // THA-GAP-42: healing stops at maximum HP.
    await careFor(ctx, campaignId, bertilId, 'heal', 10)
    sheet = await sheetOf(ctx, campaignId, bertilId)
    expect(sheet.hp).toBe(14)
    expect(sheet.injuries).toEqual([{ id: 'hode-6' }])

    const journal = (await ctx.store.read(campaignId)).sessions.flatMap((s) => s.journal)
    // The three days stand as one line with their total; each care action as its own.
    expect(journal.filter((e) => e.message?.key === 'journal.thalia.healed').map((e) => e.message!.params)).toEqual([
      { name: 'Bertil', amount: 3, hp: 6, max: 14 },
      { name: 'Bertil', amount: 1, hp: 7, max: 14, careKey: 'thalia.care.rest' },
      { name: 'Bertil', amount: 2, hp: 9, max: 14, careKey: 'thalia.care.restWithMedicalHelp' },
      { name: 'Bertil', amount: 1, hp: 10, max: 14 },
      { name: 'Bertil', amount: 4, hp: 14, max: 14, careKey: 'thalia.care.heal' }
    ])
    expect(journal.map((e) => e.message?.key)).toContain('journal.thalia.menEnded')
    await expect(careFor(ctx, campaignId, bertilId, 'stabilise')).rejects.toThrow(/Unknown care action/)
  })

  it('a stabilised SK wakes after its days of unconsciousness with those days as HP (THA-GAP-35); HP stay capped on the sheet even when the rules leave them uncapped', async () => {
    const ctx = context()
    const { campaignId, cecilieId } = await campaignWithParty(ctx)
    await openSession(ctx, campaignId)
    await updateCharacter(ctx, campaignId, cecilieId, { sheet: { ...cecilie, hp: 0, status: 'unconscious', unconsciousDays: 2 } })
    await advanceDays(ctx, campaignId, 1)
    expect(await sheetOf(ctx, campaignId, cecilieId)).toMatchObject({ hp: 1, status: 'unconscious', unconsciousDays: 1 })
    await advanceDays(ctx, campaignId, 1)
    expect(await sheetOf(ctx, campaignId, cecilieId)).toMatchObject({ hp: 2, status: 'active', unconsciousDays: 0 })
    expect(await journalKeys(ctx, campaignId)).toContain('journal.thalia.woke')

    await updateSettings(ctx, campaignId, { rules: { hpCappedAtMax: false } })
    // The stored sheet holds no HP above maxHp, so the campaign caps them rather than write a sheet the store refuses.
    await careFor(ctx, campaignId, cecilieId, 'heal', 20)
    await advanceDays(ctx, campaignId, 2)
    expect((await sheetOf(ctx, campaignId, cecilieId)).hp).toBe(16)
  })

  it('a brain haemorrhage rolls its daily 1d6 from the sheet, the same for the same state; the dead neither heal nor fight', async () => {
    const sheet = thaliaCampaign.sheetSchema.parse(
      thaliaCampaign.sheetInput({ ...bertil, hp: 0, status: 'unconscious', injuries: [{ id: 'hode-2', daysLeft: 6, unconsciousDays: 6 }] }, 'bertil')
    )
    const first = thaliaCampaign.passDays(sheet, 6, {})
    expect(thaliaCampaign.passDays(sheet, 6, {})).toEqual(first)
    expect(first.notes.some((n) => n.message.key === 'journal.thalia.haemorrhageRoll')).toBe(true)

    const dead = { ...sheet, status: 'dead' as const, injuries: [] }
    expect(thaliaCampaign.passDays(dead, 5, {}).sheet).toEqual(dead)
    const setup = thaliaCampaign.buildSetup([dead, { ...sheet, id: 'cecilie', status: 'active', hp: 5, injuries: [] }], [goblin], {}, {}) as {
      combatants: { sheet: { id: string } }[]
    }
    expect(setup.combatants.map((c) => c.sheet.id)).toEqual(['cecilie', 'goblin'])
  })
})
