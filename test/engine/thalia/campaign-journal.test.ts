import { describe, expect, it } from 'vitest'
import { CareRefusal, type JournalNote } from '../../../src-engine/core/campaign.ts'
import { pcSheetSchema, thaliaCampaign, type PcSheet, type ThaliaOutcome } from '../../../src-engine/systems/thalia/index.ts'
import type { ThaliaCombatantOutcome } from '../../../src-engine/systems/thalia/outcome.ts'
import { thaliaCardValues } from '../../../src-engine/systems/thalia/card-values.ts'
import { translator } from '../../../src-engine/text/translator.ts'
import { combatantOutcome, pc } from './fixtures.ts'

/** Thalia in the campaign: what a confirmed fight, a day of care or days passing leave on the sheet and in the journal, as the GM reads it. */

const sheet = (id: string, extra: Record<string, unknown> = {}): PcSheet => pcSheetSchema.parse({ ...pc(id).sheet, ...extra })

/** The journal as the GM reads it: each note's kind and its English line. */
const read = (notes: readonly JournalNote[]) => notes.map((n) => [n.kind, translator.text(n.message, 'en')])

function outcomeOf(combatants: ThaliaCombatantOutcome[]): ThaliaOutcome {
  return { system: 'thalia', winner: 'players', ended: 'victory', rounds: 3, combatants, dead: [], fled: [], dying: [] }
}

const dolk = { name: 'Dolk', damage: '1t4', attributes: ['agilitet'], skill: 'Dolk', durability: 4 }
const spyd = { name: 'Spyd', damage: '1t6', attributes: ['makt'], skill: 'Spyd', durability: 3 }
const skjold = (durability: number) => ({ shield: { name: 'Skjold', attribute: 'makt', durability } })

describe('Thalia journal after a fight (applyOutcome)', () => {
  it('THA-MEN-4 THA-GAP-37 THA-GAP-38 THA-DEF-11 THA-DEF-14: HP, each kind of Mén with its limb, state, conditions, Holdbarhet and the Belt, one line each', () => {
    const sheets = new Map<string, PcSheet>([
      [
        'Bertil',
        sheet('Bertil', {
          weapons: [sheet('Bertil').weapons[0], dolk, spyd],
          ...skjold(6),
          belt: [
            { name: 'Eliksir', heal: '2t4' },
            { name: 'Eliksir', heal: '2t4' }
          ]
        })
      ],
      ['Arne', sheet('Arne', skjold(3))],
      ['Cecilie', sheet('Cecilie', skjold(4))],
      ['Dagny', sheet('Dagny')],
      ['Erik', sheet('Erik')],
      ['Frida', sheet('Frida', { burden: 1 })],
      ['Gunnar', sheet('Gunnar')],
      // A member who stayed out of the fight, whose id a monster of the fight happens to have.
      ['Gob', sheet('Gob')]
    ])
    const outcome = outcomeOf([
      combatantOutcome('Bertil', {
        status: 'stabilised',
        hp: 0,
        hpLost: 10,
        unconsciousDays: 2,
        injuries: [
          { id: 'hode-2', name: 'Hjerneblødning', permanent: false, unconsciousDays: 3 },
          { id: 'ben-3', name: 'Knust Kneskål', side: 'right', permanent: true },
          { id: 'armer-6', name: 'Revet Bicep', side: 'left', permanent: false, daysLeft: 14 },
          { id: 'armer-4', name: 'Ufølsomhet', side: 'left', permanent: false }
        ],
        conditions: ['Forgiftet'],
        weaponDurability: [
          { name: 'Kortsverd', durability: 0, worn: 5 },
          { name: 'Dolk', durability: 2, worn: 2 },
          { name: 'Spyd', durability: 3, worn: 0 }
        ],
        shieldDurability: 2,
        shieldWorn: 4,
        beltUsed: ['Eliksir']
      }),
      combatantOutcome('Arne', { status: 'dying', hp: 0, hpLost: 10, lastBreath: 2, shieldDurability: 0, shieldWorn: 3 }),
      combatantOutcome('Cecilie', { status: 'dead', hp: 0, hpLost: 10, shieldDurability: 4 }),
      combatantOutcome('Dagny', { status: 'dying', hp: 0, hpLost: 10 }),
      combatantOutcome('Erik'),
      combatantOutcome('Frida', { status: 'fled', hp: 7, hpLost: 3, injuries: [{ id: 'ben-2', name: 'Halt', side: 'left', permanent: true }] }),
      combatantOutcome('Gunnar', {
        status: 'dead',
        hp: 0,
        hpLost: 10,
        injuries: [{ id: 'hode-2', name: 'Hjerneblødning', permanent: false, unconsciousDays: 1 }]
      }),
      combatantOutcome('Gob', { kind: 'monster', status: 'dead', hp: 0, hpLost: 8 })
    ])
    const { sheets: after, notes } = thaliaCampaign.applyOutcome(sheets, outcome)
    expect(read(notes)).toEqual([
      ['fight', 'Fight over after 3 rounds: the player side won (one side has killed or driven away its opponents)'],
      ['injury', 'Bertil lost 10 HP (0/10 HP)'],
      ['injury', 'Bertil gained the Mén Hjerneblødning: unconscious for 3 days, each with a 1-in-6 chance of death'],
      ['injury', 'Bertil gained the Mén Knust Kneskål (right leg), permanent'],
      ['injury', 'Bertil gained the Mén Revet Bicep (left arm) for 14 days'],
      ['injury', 'Bertil gained the Mén Ufølsomhet (left arm)'],
      ['injury', 'Bertil is stabilised and unconscious (Bevisstløs) for 2 days'],
      ['injury', 'Bertil suffers Forgiftet'],
      ['item', "Bertil's Kortsverd is broken (Holdbarhet 0)"],
      ['item', "Bertil's Dolk has Holdbarhet 2 left"],
      ['item', "Bertil's Skjold has Holdbarhet 2 left"],
      ['item', 'Bertil used up Eliksir from the Belt'],
      ['injury', 'Arne lost 10 HP (0/10 HP)'],
      ['injury', 'Arne is still Døende with 2 Siste Pust left: settle it at the table'],
      ['item', "Arne's Skjold is broken (Holdbarhet 0)"],
      ['injury', 'Cecilie lost 10 HP (0/10 HP)'],
      ['death', 'Cecilie died'],
      ['injury', 'Dagny lost 10 HP (0/10 HP)'],
      ['injury', 'Dagny is still Døende with 0 Siste Pust left: settle it at the table'],
      ['injury', 'Frida lost 3 HP (7/10 HP)'],
      ['injury', 'Frida gained the Mén Halt (left leg), permanent'],
      ['injury', 'Gunnar lost 10 HP (0/10 HP)'],
      ['injury', 'Gunnar gained the Mén Hjerneblødning: unconscious for 1 day with a 1-in-6 chance of death'],
      ['death', 'Gunnar died']
    ])
    // The sheets: a Hjerneblødning keeps an SK unconscious, but not a dead one; one who fled is on his feet (THA-ACT-5);
    // Halt adds its burden (THA-MEN-24); one of two elixirs was drunk; conditions need no Nådestøt unless the GM says so.
    expect(after.get('Bertil')).toMatchObject({
      hp: 0,
      status: 'unconscious',
      unconsciousDays: 2,
      injuries: [
        { id: 'hode-2', unconsciousDays: 3 },
        { id: 'ben-3', side: 'right' },
        { id: 'armer-6', side: 'left', daysLeft: 14 },
        { id: 'armer-4', side: 'left' }
      ],
      conditions: [{ name: 'Forgiftet', coupVulnerable: false }],
      belt: [{ name: 'Eliksir', heal: '2t4' }],
      weapons: [{ durability: 0 }, { durability: 2 }, { durability: 3 }],
      shield: { durability: 2 }
    })
    expect([...after.values()].map((s) => [s.name, s.status])).toEqual([
      ['Bertil', 'unconscious'],
      ['Arne', 'unconscious'],
      ['Cecilie', 'dead'],
      ['Dagny', 'unconscious'],
      ['Erik', 'active'],
      ['Frida', 'active'],
      ['Gunnar', 'dead'],
      ['Gob', 'active']
    ])
    expect(after.get('Frida')).toMatchObject({ hp: 7, burden: 2 })
    expect(after.get('Erik')).toEqual(sheets.get('Erik'))
    expect(after.get('Gob')).toEqual(sheets.get('Gob'))
  })

  it('THA-END-1: a fight without a winner says so, with the rounds and why it ended', () => {
    const undecided = { ...outcomeOf([]), winner: null, ended: 'roundLimit' as const, rounds: 1 }
    expect(read(thaliaCampaign.applyOutcome(new Map(), undecided).notes)).toEqual([
      ['fight', `Fight over after 1 round without a winner (${translator.text({ key: 'thalia.end.roundLimit' }, 'en')})`]
    ])
  })
})

describe('Thalia journal of days passing and care (THA-HEAL)', () => {
  it('THA-HEAL-2 THA-MEN-4: days of rest are one line with the HP healed in all, and a line for each Mén that ended', () => {
    const hurt = sheet('Bertil', { hp: 4, injuries: [{ id: 'overkropp-6', daysLeft: 2 }, { id: 'ben-3' }] })
    const { sheet: after, notes } = thaliaCampaign.passDays!(hurt, 3, {})
    expect(read(notes)).toEqual([
      ['healing', "Bertil's Mén Nyreslag has healed"],
      ['healing', 'Bertil heals 3 HP (7/10 HP)']
    ])
    expect(after.injuries).toEqual([{ id: 'ben-3' }])
    // THA-GAP-42: the stored sheet never holds HP above the maximum, even where the settings leave HP uncapped.
    expect(read(thaliaCampaign.passDays!(sheet('Bertil', { hp: 9 }), 3, { hpCappedAtMax: false }).notes)).toEqual([['healing', 'Bertil heals 1 HP (10/10 HP)']])
    // No days, or fewer than none, change nothing.
    expect(thaliaCampaign.passDays!(hurt, 0, {})).toEqual({ sheet: hurt, notes: [] })
    expect(thaliaCampaign.passDays!(hurt, -3, {})).toEqual({ sheet: hurt, notes: [] })
  })

  it('THA-GAP-35 THA-GAP-38 THA-MEN-6: waking up, the daily 1t6 of a Hjerneblødning and death by it stand in the journal', () => {
    const out = sheet('Bertil', { hp: 0, status: 'unconscious', unconsciousDays: 1 })
    expect(read(thaliaCampaign.passDays!(out, 1, {}).notes)).toEqual([
      ['healing', 'Bertil heals 1 HP (1/10 HP)'],
      ['healing', 'Bertil wakes up with 1 HP']
    ])
    const bleeding = sheet('Bertil', { hp: 5, status: 'unconscious', injuries: [{ id: 'hode-2', unconsciousDays: 2 }] })
    // The die is seeded by the SK and his state: this day's 1t6 shows 2, not the deadly 1.
    expect(read(thaliaCampaign.passDays!(bleeding, 1, {}).notes)).toEqual([
      ['injury', 'Bertil: Hjerneblødning, the daily 1t6 shows 2'],
      ['healing', 'Bertil heals 1 HP (6/10 HP)']
    ])
    // The same day from the same state rolls the same face; with that face as the deadly one, the SK dies of it.
    const deadly = thaliaCampaign.passDays!(bleeding, 1, { haemorrhageDeathFace: 2 })
    expect(read(deadly.notes)).toEqual([
      ['injury', 'Bertil: Hjerneblødning, the daily 1t6 shows 2'],
      ['death', 'Bertil died of the Hjerneblødning']
    ])
    expect(deadly.sheet.status).toBe('dead')
  })

  it('THA-HEAL-4 THA-GAP-42 THA-DYING-8: magical healing adds its HP up to the maximum, stands up an SK who is not out for days, and refuses what is not a whole number of 0 or more', () => {
    const hurt = sheet('Bertil', { hp: 4 })
    const healed = thaliaCampaign.care(hurt, 'heal', {}, 3)
    expect(healed.sheet).toMatchObject({ hp: 7, status: 'active' })
    expect(read(healed.notes)).toEqual([['healing', 'Bertil heals 3 HP (7/10 HP)']])
    expect(thaliaCampaign.care(hurt, 'heal', {}, 20).sheet.hp).toBe(10)
    expect(read(thaliaCampaign.care(hurt, 'heal', {}, 20).notes)).toEqual([['healing', 'Bertil heals 6 HP (10/10 HP)']])
    // Nothing to heal: no line.
    expect(thaliaCampaign.care(hurt, 'heal', {}, 0)).toEqual({ sheet: hurt, notes: [] })
    expect(thaliaCampaign.care(hurt, 'heal', {})).toEqual({ sheet: hurt, notes: [] })
    expect(thaliaCampaign.care(sheet('Bertil'), 'heal', {}, 2)).toEqual({ sheet: sheet('Bertil'), notes: [] })
    for (const amount of [-1, 1.5]) {
      let refusal: unknown
      try {
        thaliaCampaign.care(hurt, 'heal', {}, amount)
      } catch (error) {
        refusal = error
      }
      expect(refusal).toBeInstanceOf(CareRefusal)
      expect((refusal as CareRefusal).reason).toBe('amount')
      expect((refusal as CareRefusal).message).toBe('Healing needs a whole number of HP, 0 or more')
    }
    // The dead are not healed.
    const dead = sheet('Bertil', { hp: 0, status: 'dead' })
    expect(thaliaCampaign.care(dead, 'heal', {}, 5)).toEqual({ sheet: dead, notes: [] })
  })

  it('THA-DYING-8 THA-GAP-38: magical healing leaves unconscious an SK out for days or with a Hjerneblødning; one who is merely down gets up', () => {
    const down = sheet('Bertil', { hp: 0, status: 'unconscious', injuries: [{ id: 'ben-3' }] })
    expect(thaliaCampaign.care(down, 'heal', {}, 2).sheet).toMatchObject({ hp: 2, status: 'active' })
    // Healing 0 leaves him at 0 HP, still down.
    expect(thaliaCampaign.care(down, 'heal', {}, 0).sheet).toMatchObject({ hp: 0, status: 'unconscious' })
    const outForDays = sheet('Bertil', { hp: 0, status: 'unconscious', unconsciousDays: 2 })
    expect(thaliaCampaign.care(outForDays, 'heal', {}, 2).sheet).toMatchObject({ hp: 2, status: 'unconscious' })
    const bleeding = sheet('Bertil', { hp: 0, status: 'unconscious', injuries: [{ id: 'ben-3' }, { id: 'hode-2', unconsciousDays: 2 }] })
    expect(thaliaCampaign.care(bleeding, 'heal', {}, 2).sheet).toMatchObject({ hp: 2, status: 'unconscious' })
  })

  it('an unknown care action is refused, naming the known ones', () => {
    expect(() => thaliaCampaign.care(sheet('Bertil'), 'dance', {})).toThrow('Unknown care action "dance"; known: rest, restWithMedicalHelp, heal')
  })
})

describe('Thalia card values', () => {
  it('THA-GAP-37: each Mén on the card by its Table T1 name, an arm or leg Mén naming the limb', () => {
    const values = thaliaCardValues(sheet('Bertil', { injuries: [{ id: 'armer-4', side: 'left' }, { id: 'ben-3' }, { id: 'hode-2', unconsciousDays: 1 }] }))
    expect(values.injuries).toEqual([{ name: 'Ufølsomhet', limb: 'arm' }, { name: 'Knust Kneskål', limb: 'leg' }, { name: 'Hjerneblødning' }])
  })
})
