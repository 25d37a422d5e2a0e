import { describe, expect, it } from 'vitest'
import { z } from 'zod'
import {
  applyOutcome,
  defaultThaliaRules,
  factorFor,
  naturalHealing,
  passDay,
  passDays,
  pcSheetSchema,
  thaliaCampaign,
  thaliaRulesSchema,
  thaliaSystem,
  type PcSheet
} from '../../../src-engine/systems/thalia/index.ts'
import { RETIRED_SETTINGS } from '../../../src-engine/systems/thalia/settings.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { combatant, combatantOutcome, monster, pc, play, setupOf } from './fixtures.ts'

const sheet = (extra: Record<string, unknown> = {}): PcSheet => pcSheetSchema.parse({ ...pc('Bertil').sheet, ...extra })
const faces = (...list: number[]) => ({ face: () => list.shift() ?? 6 })
const rest = { rested: true }

describe('Thalia healing across days (HEAL)', () => {
  it('THA-HEAL-1 THA-HEAL-2: natural healing: 1 HP a day with at least 8 hours of rest, none without', () => {
    const s = sheet({ hp: 4 })
    expect(passDay(s, rest, defaultThaliaRules, faces()).sheet.hp).toBe(5)
    expect(passDay(s, { rested: false }, defaultThaliaRules, faces()).sheet.hp).toBe(4)
    expect(passDays(s, 3, rest, defaultThaliaRules, faces()).sheet.hp).toBe(7)
  })

  it('THA-HEAL-3 THA-GAP-42: medical help doubles that day (2 HP) when the Legekunst test succeeded, a failed test leaves 1; HP never exceed max', () => {
    expect(naturalHealing({ rested: true, medicalHelp: true, medicalTestPassed: true })).toBe(2)
    expect(naturalHealing({ rested: true, medicalHelp: true, medicalTestPassed: false })).toBe(1)
    expect(naturalHealing({ rested: false, medicalHelp: true, medicalTestPassed: true })).toBe(0)
    expect(passDay(sheet({ hp: 9 }), { rested: true, medicalHelp: true, medicalTestPassed: true }, defaultThaliaRules, faces()).sheet.hp).toBe(10)
    expect(
      passDay(sheet({ hp: 9 }), { rested: true, medicalHelp: true, medicalTestPassed: true }, thaliaRulesSchema.parse({ hpCappedAtMax: false }), faces()).sheet
        .hp
    ).toBe(11)
  })

  it('THA-GAP-42 THA-HEAL-3: the app rolls no Legekunst test for a day of care, so no setting claims it does; older campaigns that stored one still open', () => {
    // The campaign's "rest with medical help" is the day whose test the helper passed at the table: 2 HP, plain rest 1.
    const hurt = thaliaCampaign.sheetSchema.parse(thaliaCampaign.sheetInput({ ...pc('Bertil').sheet, hp: 4 } as Record<string, unknown>, 'bertil'))
    expect(thaliaCampaign.care(hurt, 'restWithMedicalHelp', {}).sheet.hp).toBe(6)
    expect(thaliaCampaign.care(hurt, 'rest', {}).sheet.hp).toBe(5)
    expect(Object.keys((z.toJSONSchema(thaliaRulesSchema, { io: 'input' }) as { properties: object }).properties)).not.toContain('medicalHelpNeedsTest')
    expect(RETIRED_SETTINGS).toContain('medicalHelpNeedsTest')
    // A stored setting from before is accepted and changes nothing; any other unknown name is refused, naming it.
    expect(thaliaCampaign.care(hurt, 'restWithMedicalHelp', { medicalHelpNeedsTest: false }).sheet.hp).toBe(6)
    expect(() => thaliaSystem.parseSetup(setupOf([pc('Bertil'), monster('Gob')], { medicalHelpNeedsTest: true }))).not.toThrow()
    expect(() => thaliaSystem.parseSetup(setupOf([pc('Bertil'), monster('Gob')], { medicalHelpNeedsTets: true }))).toThrow(
      /rules\.medicalHelpNeedsTets: unknown setting/
    )
  })

  it('THA-HEAL-4 THA-HEAL-1 THA-DYING-8: magical healing (an elixir) is immediate, in the fight; an SK who stands is not logged as back on its feet', () => {
    const p = play(setupOf([pc('Bertil', { hp: 4, belt: [{ name: 'Eliksir', heal: '2t4' }] }), monster('Gob', { kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], heal: [[3, 2]], parry: [[15]] },
      choose: { action: ['belt:0'] }
    })
    expect(p.ofType('thalia.healed')[0]!.params).toMatchObject({ amount: 5, hp: 9 })
    expect(combatant(p, 'Bertil').hp).toBe(9)
    expect(p.ofType('thalia.onFeet')).toEqual([])
  })

  it('THA-HEAL-4 THA-ACT-2: of two Belt items the outcome names only the one used, with the weapon list as the fight left it', () => {
    const belt = [
      { name: 'Eliksir', heal: '2t4' },
      { name: 'Helsedrikk', heal: '1t4' }
    ]
    const p = play(setupOf([pc('Bertil', { hp: 4, belt }), monster('Gob', { kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], heal: [[3]], parry: [[15]] },
      choose: { action: ['belt:1'] }
    })
    expect(combatant(p, 'Bertil')).toMatchObject({ hp: 7, beltUsed: ['Helsedrikk'], weaponDurability: [{ name: 'Kortsverd', durability: 4, worn: 1 }] })
    // Bertil is the only patient his side has: nobody is asked whom the Helsedrikk heals.
    expect(p.requests.filter((r) => r.type !== 'dice').map((r) => r.key)).toEqual(['opening', 'action', 'defence', 'parryAttribute'])
  })

  it('THA-HEAL-4 THA-GAP-42: where the settings leave HP uncapped, an elixir in the fight heals above the maximum', () => {
    const p = play(
      setupOf([pc('Bertil', { hp: 9, belt: [{ name: 'Eliksir', heal: '2t4' }] }), monster('Gob', { kampand: 12 })], { maxRounds: 1, hpCappedAtMax: false }),
      {
        dice: { initiative: [[6, 1]], heal: [[3, 2]], parry: [[15]] },
        choose: { action: ['belt:0'] }
      }
    )
    expect(p.ofType('thalia.healed')[0]!.params).toMatchObject({ amount: 5, hp: 14 })
    expect(combatant(p, 'Bertil').hp).toBe(14)
  })

  it('THA-MEN-4 THA-GAP-42: timed Mén tick down day by day and end; permanent Mén stay; healing HP removes none', () => {
    const s = sheet({ hp: 10, injuries: [{ id: 'overkropp-6', daysLeft: 2 }, { id: 'ben-3' }] })
    const day1 = passDay(s, rest, defaultThaliaRules, faces())
    expect(day1.sheet.injuries).toEqual([{ id: 'overkropp-6', daysLeft: 1 }, { id: 'ben-3' }])
    const day2 = passDay(day1.sheet, rest, defaultThaliaRules, faces())
    expect(day2.sheet.injuries).toEqual([{ id: 'ben-3' }])
    expect(day2.notes).toContainEqual({ type: 'injuryEnded', rule: 'THA-MEN-4', injury: 'Nyreslag' })
    expect(passDays(day2.sheet, 400, rest, defaultThaliaRules, faces()).sheet.injuries).toEqual([{ id: 'ben-3' }])
  })

  it('THA-EX-10 THA-DYING-7 THA-DYING-8 THA-GAP-35: stabilised and unconscious 2 days; those days count as rest, so the SK wakes with 2 HP and is up; then 1 HP a day, 2 with help', () => {
    const s = sheet({ hp: 0, status: 'unconscious', unconsciousDays: 2 })
    const day1 = passDay(s, { rested: false }, defaultThaliaRules, faces())
    expect([day1.sheet.hp, day1.sheet.status]).toEqual([1, 'unconscious'])
    const day2 = passDay(day1.sheet, { rested: false }, defaultThaliaRules, faces())
    expect([day2.sheet.hp, day2.sheet.status, day2.sheet.unconsciousDays]).toEqual([2, 'active', 0])
    expect(day2.notes).toContainEqual({ type: 'woke', rule: 'THA-GAP-35', hp: 2 })
    expect(passDay(day2.sheet, rest, defaultThaliaRules, faces()).sheet.hp).toBe(3)
    expect(passDay(day2.sheet, { rested: true, medicalHelp: true, medicalTestPassed: true }, defaultThaliaRules, faces()).sheet.hp).toBe(4)
    // THA-GAP-35 alternative: no healing while unconscious, wake with 1 HP, even when the days were days of rest.
    const one = passDays(s, 2, { rested: false }, thaliaRulesSchema.parse({ stabilisedWakeHp: 'one' }), faces()).sheet
    expect([one.hp, one.status]).toEqual([1, 'active'])
    const rested = passDays(s, 2, rest, thaliaRulesSchema.parse({ stabilisedWakeHp: 'one' }), faces())
    expect([rested.sheet.hp, rested.sheet.status, rested.notes]).toEqual([1, 'active', [{ type: 'woke', rule: 'THA-GAP-35', hp: 1 }]])
  })

  it('THA-DYING-7 THA-GAP-35: a Mén without unconscious days does not keep a stabilised SK down: it wakes when its own days end', () => {
    const s = sheet({ hp: 0, status: 'unconscious', unconsciousDays: 1, injuries: [{ id: 'ben-3' }, { id: 'overkropp-6', daysLeft: 3 }] })
    const day = passDay(s, { rested: false }, defaultThaliaRules, faces())
    expect([day.sheet.hp, day.sheet.status, day.sheet.unconsciousDays]).toEqual([1, 'active', 0])
    expect(day.notes).toEqual([
      { type: 'healed', rule: 'THA-HEAL-2', amount: 1, hp: 1 },
      { type: 'woke', rule: 'THA-GAP-35', hp: 1 }
    ])
  })

  it('THA-HEAL-2 THA-HEAL-3 THA-GAP-42: a day’s healing cites THA-HEAL-3 only when medical help doubled it, else THA-HEAL-2', () => {
    const notes = (hp: number, plan: Parameters<typeof passDay>[1]) => passDay(sheet({ hp }), plan, defaultThaliaRules, faces()).notes
    expect(notes(4, rest)).toEqual([{ type: 'healed', rule: 'THA-HEAL-2', amount: 1, hp: 5 }])
    expect(notes(4, { rested: true, medicalHelp: true })).toEqual([{ type: 'healed', rule: 'THA-HEAL-3', amount: 2, hp: 6 }])
    // Help whose test failed, and help on a day that could heal only 1 HP to the maximum, double nothing.
    expect(notes(4, { rested: true, medicalHelp: true, medicalTestPassed: false })).toEqual([{ type: 'healed', rule: 'THA-HEAL-2', amount: 1, hp: 5 }])
    expect(notes(9, { rested: true, medicalHelp: true })).toEqual([{ type: 'healed', rule: 'THA-HEAL-2', amount: 1, hp: 10 }])
  })

  it('THA-MEN-6 THA-GAP-38: Hjerneblødning: each unconscious day a 1d6 of 1 kills; both unconsciousness spells run together; the SK wakes when its unconscious days end', () => {
    const s = sheet({ hp: 0, status: 'unconscious', unconsciousDays: 1, injuries: [{ id: 'hode-2', daysLeft: 3, unconsciousDays: 3 }] })
    const survived = passDays(s, 3, { rested: false }, defaultThaliaRules, faces(4, 5, 2))
    expect(survived.sheet.status).toBe('active')
    expect(survived.sheet.hp).toBe(3)
    expect(survived.notes.filter((n) => n.type === 'haemorrhageRoll')).toHaveLength(3)
    const awakeAfterOne = passDay(s, { rested: false }, defaultThaliaRules, faces(4)).sheet
    expect(awakeAfterOne.status).toBe('unconscious')
    const died = passDays(s, 3, { rested: false }, defaultThaliaRules, faces(4, 1))
    expect(died.sheet.status).toBe('dead')
    expect(died.notes.at(-1)).toEqual({ type: 'died', rule: 'THA-MEN-6' })
    const six = passDays(s, 3, { rested: false }, thaliaRulesSchema.parse({ haemorrhageDeathFace: 6 }), faces(1, 1, 1))
    expect(six.sheet.status).toBe('active')
    // Unconscious days the sheet gives fewer than the Mén's days: the SK wakes when they end, and the daily 1d6 stops then.
    const short = sheet({ hp: 0, status: 'unconscious', injuries: [{ id: 'hode-2', daysLeft: 4, unconsciousDays: 1 }] })
    const woke = passDays(short, 2, { rested: false }, defaultThaliaRules, faces(4, 4))
    expect(woke.notes).toEqual([
      { type: 'haemorrhageRoll', rule: 'THA-GAP-38', face: 4, died: false },
      { type: 'healed', rule: 'THA-HEAL-2', amount: 1, hp: 1 },
      { type: 'woke', rule: 'THA-GAP-35', hp: 1 }
    ])
    expect([woke.sheet.status, woke.sheet.injuries]).toEqual(['active', [{ id: 'hode-2', daysLeft: 2, unconsciousDays: 0 }]])
    // Deterministic with a seeded roller too.
    expect(passDays(s, 3, rest, defaultThaliaRules, seededRoller(7))).toEqual(passDays(s, 3, rest, defaultThaliaRules, seededRoller(7)))
  })
})

describe('Thalia sheet after a fight', () => {
  it('applies HP, new Mén, Holdbarhet, used Belt items and conditions to the sheet; durability persists into the next fight', () => {
    const input = setupOf(
      [
        pc('Bertil', { hp: 3, shield: { name: 'Skjold', durability: 2 }, belt: [{ name: 'Eliksir', heal: '1t4' }] }),
        monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })
      ],
      { maxRounds: 2, aftermath: 'stop' }
    )
    const p = play(input, {
      dice: { initiative: [[1, 6]], parry: [[15], [3]], npcDamage: [[5]], menLocation: [[2]], men: [[5]], menDuration: [[2]], lastBreath: [[2]], heal: [[1]] },
      choose: { defence: ['parry:0', 'parry:0'], 'r1:action': ['belt:0'] }
    })
    const entry = combatant(p, 'Bertil')
    const before = pcSheetSchema.parse(input.combatants[0]!.sheet)
    const after = applyOutcome(before, entry, defaultThaliaRules)
    expect(after.weapons[0]!.durability).toBe(4)
    expect(after.belt).toEqual([])
    expect(after.injuries).toEqual([{ id: 'overkropp-5', daysLeft: 14 }])
    expect(after.hp).toBe(entry.hp)
    expect(pcSheetSchema.parse(after)).toEqual(after)
    const next = play(setupOf([{ sheet: { ...after, hp: 5, status: 'active' } } as never, monster('Gob', { kampand: 12 })], { maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], parry: [[15]] },
      choose: { defence: ['parry:0'] },
      stopAt: (r) => r.key === 'action'
    })
    expect(next.ofType('thalia.durability')[0]!.params['durability']).toBe(3)
  })

  it("THA-GAP-41: a −4 attribute Mén lowers the score; the factor is recalculated only from the campaign's table (none in this text)", () => {
    const s = sheet({ attributes: { makt: 12, agilitet: 10, intellekt: 10, karisma: 10 }, factors: { makt: 1, agilitet: 0, intellekt: 0, karisma: 0 } })
    const entry = combatantOutcome('Bertil', {
      status: 'stabilised',
      hp: 0,
      hpLost: 3,
      unconsciousDays: 2,
      injuries: [{ id: 'overkropp-3', name: 'Punktert Lunge', permanent: true }]
    })
    const kept = applyOutcome(s, entry, defaultThaliaRules)
    expect(kept.attributes?.makt).toBe(8)
    expect(kept.factors.makt).toBe(1)
    expect(kept.status).toBe('unconscious')
    const table = [
      { from: 0, factor: -1 },
      { from: 9, factor: 0 },
      { from: 12, factor: 1 }
    ]
    expect(factorFor(table, 8)).toBe(-1)
    expect(applyOutcome(s, entry, thaliaRulesSchema.parse({ factorTable: table })).factors.makt).toBe(-1)
    // A Mén without an attribute penalty leaves the scores; a penalty on a sheet that keeps no scores leaves the factor.
    const knee = combatantOutcome('Bertil', { injuries: [{ id: 'ben-3', name: 'Knust Kneskål', permanent: true, side: 'left' }] })
    expect(applyOutcome(s, knee, thaliaRulesSchema.parse({ factorTable: table }))).toMatchObject({ attributes: s.attributes, factors: s.factors })
    const noScores = applyOutcome(sheet({ factors: s.factors }), entry, thaliaRulesSchema.parse({ factorTable: table }))
    expect([noScores.attributes, noScores.factors]).toEqual([undefined, s.factors])
  })

  it('THA-GAP-41: the factor is that of the row with the highest start not above the score, in whatever order the table lists its rows', () => {
    const table = [
      { from: 12, factor: 1 },
      { from: 9, factor: 0 },
      { from: 0, factor: -1 }
    ]
    expect([8, 9, 11, 12, 15].map((score) => factorFor(table, score))).toEqual([-1, 0, 0, 1, 1])
    expect(factorFor(table, -1)).toBeNull()
    // A start the table gives twice: the later row stands, as a correction added below.
    expect(factorFor([...table, { from: 9, factor: 2 }], 10)).toBe(2)
  })

  it('THA-MEN-6 THA-GAP-38: an SK who gained Hjerneblødning lies unconscious after the fight, even one healed back on its feet; a dead one stays dead', () => {
    const bleed = { id: 'hode-2', name: 'Hjerneblødning', permanent: false, daysLeft: 3, unconsciousDays: 3 }
    const up = applyOutcome(sheet(), combatantOutcome('Bertil', { hp: 2, injuries: [bleed] }), defaultThaliaRules)
    expect([up.status, up.hp, up.injuries]).toEqual(['unconscious', 2, [{ id: 'hode-2', daysLeft: 3, unconsciousDays: 3 }]])
    expect(applyOutcome(sheet(), combatantOutcome('Bertil', { status: 'dead', hp: 0, injuries: [bleed] }), defaultThaliaRules).status).toBe('dead')
  })

  it('THA-DEF-11 THA-DEF-14: a weapon or shield whose sheet gives no Holdbarhet gets none from the fight; a worn one keeps what it has left', () => {
    const armed = sheet({
      weapons: [
        { name: 'Kortsverd', damage: '1t6', attributes: ['makt', 'agilitet'], skill: 'Sverd', durability: 5 },
        { name: 'Dolk', damage: '1t4', attributes: ['agilitet'], skill: 'Sverd' }
      ],
      shield: { name: 'Skjold' }
    })
    const entry = combatantOutcome('Bertil', {
      weaponDurability: [
        { name: 'Kortsverd', durability: 4, worn: 1 },
        { name: 'Dolk', durability: null, worn: 0 }
      ],
      shieldDurability: null
    })
    const after = applyOutcome(armed, entry, defaultThaliaRules)
    expect([after.weapons, after.shield]).toEqual([[{ ...armed.weapons[0]!, durability: 4 }, armed.weapons[1]], armed.shield])
    expect(pcSheetSchema.parse(after)).toEqual(after)
  })

  it('THA-ACT-5 THA-END-1: an SK who ran from the fight comes back on its feet with the HP it had left, not unconscious', () => {
    const p = play({ combatants: [pc('Bertil'), monster('Troll', { hp: 10, maxHp: 10, kampand: 12 })], options: { whenLosing: 'flee' } } as never, {
      dice: { initiative: [[6], [1]], hit: [[2]], parry: [[2]], npcDamage: [[5]] }
    })
    const entry = combatant(p, 'Bertil')
    expect(entry).toMatchObject({ status: 'fled', hp: 5, hpLost: 5 })
    expect(applyOutcome(sheet(), entry, defaultThaliaRules)).toMatchObject({ status: 'active', hp: 5 })
  })
})
