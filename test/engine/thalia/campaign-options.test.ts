import { describe, expect, it } from 'vitest'
import { parseThaliaSetup, pcSheetSchema, thaliaCampaign, thaliaOpponentSchema } from '../../../src-engine/systems/thalia/index.ts'

const bertil = pcSheetSchema.parse({ kind: 'pc', id: 'bertil', name: 'Bertil', hp: 10, maxHp: 10, factors: { makt: 1, agilitet: 1, intellekt: 0, karisma: 0 } })
const goblins = { name: 'Goblin', count: 2, sheet: { kind: 'monster', hp: 6, maxHp: 6, kampand: 7, attacks: [{ name: 'Spyd', damage: '1t6' }] } }
const wolf = { name: 'Ulv', sheet: { kind: 'monster', hp: 8, maxHp: 8, kampand: 5, attacks: [{ name: 'Bitt', damage: '1t6' }] } }

const openingOf = (options: unknown, rules: unknown = {}) =>
  parseThaliaSetup(thaliaCampaign.buildSetup([bertil], [goblins, wolf], options, rules)).options.opening

describe('Thalia fight options in a campaign: the opening is picked from a list (THA-SURPRISE-4, THA-GAP-7)', () => {
  it('each listed opening becomes the setup’s opening, the opponents’ ambush naming their side (THA-GAP-3)', () => {
    expect(openingOf({})).toBe('none')
    expect(openingOf({ opening: 'surpriseRoll' })).toBe('surpriseRoll')
    expect(openingOf({ opening: 'partyAmbushes' })).toBe('ambush:players')
    // Two bestiary entries are one enemy side by default (issue 15); one entry alone is named after it.
    expect(openingOf({ opening: 'opponentsAmbush' })).toBe('ambush:enemies')
    expect(openingOf({ opening: 'opponentsAmbush' }, { mergeNpcGroups: false })).toBe('ambush:Goblin')
    expect(parseThaliaSetup(thaliaCampaign.buildSetup([bertil], [goblins], { opening: 'opponentsAmbush' }, {})).options.opening).toBe('ambush:Goblin')
  })

  it('allies on the players’ side do not count as the ambushing opponents', () => {
    const setup = thaliaCampaign.buildSetup([bertil], [{ ...goblins, side: 'players' }, wolf], { opening: 'opponentsAmbush' }, {})
    expect(parseThaliaSetup(setup).options.opening).toBe('ambush:Ulv')
  })

  it('THA-GAP-3: an opponents’ ambush with no opponents left to ambush (every entry an ally) opens the fight without one', () => {
    // Not a fight setup parseThaliaSetup takes: without opponents it has one side only.
    const setup = thaliaCampaign.buildSetup([bertil], [{ ...goblins, side: 'players' }], { opening: 'opponentsAmbush' }, {}) as {
      options: { opening?: string }
    }
    expect(setup.options.opening).toBe('none')
  })

  it('refuses the setup file’s free-text codes, which the app cannot offer as a list', () => {
    expect(() => thaliaCampaign.buildSetup([bertil], [wolf], { opening: 'ambush:players' }, {})).toThrow()
  })
})

describe('Thalia opponents from the bestiary in a campaign fight (THA-GAP-3, THA-MORALE-5)', () => {
  it('THA-MORALE-5: an entry that leads brings one Leader, the first of its count; the others follow', () => {
    const setup = parseThaliaSetup(thaliaCampaign.buildSetup([bertil], [{ ...goblins, count: 3, leader: true }], {}, {}))
    expect(setup.combatants.map((c) => [c.sheet.id, c.sheet.name, c.leader])).toEqual([
      ['bertil', 'Bertil', false],
      ['goblin-1', 'Goblin 1', true],
      ['goblin-2', 'Goblin 2', false],
      ['goblin-3', 'Goblin 3', false]
    ])
  })

  it('THA-GAP-3: two entries of the same name, and a name without a letter, still make a fight, each combatant its own', () => {
    const setup = parseThaliaSetup(
      thaliaCampaign.buildSetup([bertil], [wolf, { ...wolf, group: 'Flokken' }, { ...wolf, name: '???' }, { ...wolf, name: 'Ulv (stor)' }], {}, {})
    )
    expect(setup.combatants.map((c) => [c.sheet.id, c.sheet.name])).toEqual([
      ['bertil', 'Bertil'],
      ['ulv', 'Ulv'],
      ['ulv_', 'Ulv'],
      ['monster', '???'],
      ['ulv-stor', 'Ulv (stor)']
    ])
    // An SK whose id a bestiary entry would take keeps it.
    const ulf = pcSheetSchema.parse({ ...bertil, id: 'ulv', name: 'Ulf' })
    expect(parseThaliaSetup(thaliaCampaign.buildSetup([ulf], [wolf], {}, {})).combatants.map((c) => c.sheet.id)).toEqual(['ulv', 'ulv_'])
  })

  it('a sheet from the form is an SK sheet with its character id', () => {
    const { kind: _kind, id: _id, ...form } = bertil
    expect(thaliaCampaign.sheetSchema.parse(thaliaCampaign.sheetInput(form as Record<string, unknown>, 'c-7'))).toEqual({ ...bertil, id: 'c-7' })
  })

  it('the dead and the members the GM keeps out of fights do not fight', () => {
    const sheet = (id: string, extra: Record<string, unknown> = {}) => pcSheetSchema.parse({ ...bertil, id, name: id, ...extra })
    const party = [sheet('Bertil'), sheet('Cecilie'), sheet('Arne', { status: 'dead', hp: 0 })]
    const fighters = (nonFighters?: string[]) =>
      parseThaliaSetup(thaliaCampaign.buildSetup(party, [wolf], {}, {}, nonFighters ? { nonFighters } : undefined)).combatants.map((c) => c.sheet.name)
    expect(fighters()).toEqual(['Bertil', 'Cecilie', 'Ulv'])
    expect(fighters(['Cecilie'])).toEqual(['Bertil', 'Ulv'])
  })
})

describe('a Thalia bestiary entry carries the monster’s stat block (THA-MORALE-1, THA-MORALE-2)', () => {
  it('Kampånd outside 2–12 and a missing attack are refused at the field they concern', () => {
    const result = thaliaOpponentSchema.safeParse({ name: 'Troll', sheet: { kind: 'monster', hp: 9, maxHp: 9, kampand: 13, attacks: [] } })
    expect(result.success).toBe(false)
    expect(result.error!.issues.map((i) => i.path.join('.')).sort()).toEqual(['sheet.attacks', 'sheet.kampand'])
  })

  it('THA-GAP-42: a stat block with more HP than its maximum is refused at its HP, with the problem the screen words', () => {
    const result = thaliaOpponentSchema.safeParse({ ...wolf, sheet: { ...wolf.sheet, hp: 9 } })
    expect(result.error?.issues.map((i) => ({ path: i.path.join('.'), code: i.code, message: i.message, params: (i as { params?: unknown }).params }))).toEqual(
      [{ path: 'sheet.hp', code: 'custom', message: 'hp cannot exceed maxHp', params: { problem: 'hpAboveMax' } }]
    )
    expect(thaliaOpponentSchema.parse({ ...wolf, sheet: { ...wolf.sheet, hp: 8 } }).sheet.hp).toBe(8)
  })

  it('the entry gives the id and name, so the stat block takes neither', () => {
    expect(thaliaOpponentSchema.safeParse({ ...wolf, sheet: { ...wolf.sheet, name: 'Ulv' } }).success).toBe(false)
    expect(thaliaOpponentSchema.parse(wolf).sheet).toMatchObject({ vern: 0, moraleEdge: 'none', movement: 6 })
  })
})
