import { describe, expect, it } from 'vitest'
import { menTestEffects } from '../../../src-engine/systems/thalia/checks.ts'
import { canRun, effectiveMovement, movementAllowance } from '../../../src-engine/systems/thalia/movement.ts'
import { defaultThaliaRules, thaliaRulesSchema } from '../../../src-engine/systems/thalia/index.ts'
import { MEN_TABLE, menEntry, type BodyLocation, type MenEntry } from '../../../src-engine/systems/thalia/tables.ts'
import type { Fighter } from '../../../src-engine/systems/thalia/state.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

const cells: [string, BodyLocation, number, string, boolean, (e: MenEntry) => unknown, unknown][] = [
  ['THA-MEN-5', 'hode', 1, 'Avhugget', true, (e) => e.effects.dead, true],
  ['THA-MEN-6', 'hode', 2, 'Hjerneblødning', false, (e) => [e.duration, e.effects.dailyDeathChance], [{ dice: '1t6', unit: 'days' }, true]],
  ['THA-MEN-7', 'hode', 3, 'Knust Kjeve', true, (e) => [e.effects.attributePenalty, e.effects.cannotSpeak], [{ attribute: 'karisma', amount: -4 }, true]],
  ['THA-MEN-8', 'hode', 4, 'Dumslått', true, (e) => e.effects.attributePenalty, { attribute: 'intellekt', amount: -4 }],
  ['THA-MEN-9', 'hode', 5, 'Hukommelsestap', false, (e) => [e.duration, e.effects.disadvantageOn], [{ dice: '1t4', unit: 'weeks' }, ['kunnskap']]],
  ['THA-MEN-10', 'hode', 6, 'Øresus', true, (e) => e.effects.disadvantageOn, ['lytte']],
  ['THA-MEN-11', 'overkropp', 1, 'Delt i to', true, (e) => e.effects.dead, true],
  ['THA-MEN-12', 'overkropp', 2, 'Indre Smerter', true, (e) => e.effects.physicalTestModifier, -1],
  ['THA-MEN-13', 'overkropp', 3, 'Punktert Lunge', true, (e) => e.effects.attributePenalty, { attribute: 'makt', amount: -4 }],
  ['THA-MEN-14', 'overkropp', 4, 'Skadet Ryggrad', true, (e) => e.effects.flags, ['halfCarryingCapacity']],
  ['THA-MEN-15', 'overkropp', 5, 'Knekte Ribbein', false, (e) => [e.duration, e.effects.disadvantageOn], [{ dice: '1t6', unit: 'weeks' }, ['makt']]],
  ['THA-MEN-16', 'overkropp', 6, 'Nyreslag', false, (e) => [e.duration, e.effects.disadvantageOn], [{ dice: '1t4', unit: 'days' }, ['makt']]],
  ['THA-MEN-17', 'armer', 1, 'Avhugget', true, (e) => [e.effects.lastBreath, e.effects.limbLost], [-4, true]],
  ['THA-MEN-18', 'armer', 2, 'Lammelse', true, (e) => e.effects.limbUseless, true],
  ['THA-MEN-19', 'armer', 3, 'Klo-hånd', true, (e) => e.effects.flags, ['smallObjectsOnly']],
  ['THA-MEN-20', 'armer', 4, 'Ufølsomhet', true, (e) => e.effects.disadvantageOn, ['arm']],
  ['THA-MEN-21', 'armer', 5, 'Ødelagt Hånd', true, (e) => e.effects.disadvantageOn, ['finmotorikk']],
  [
    'THA-MEN-22',
    'armer',
    6,
    'Revet Bicep',
    false,
    (e) => [e.duration, e.effects.flags],
    [{ dice: '1t4', unit: 'weeks' }, ['noHeavyLifting', 'noTwoHandedWeapons']]
  ],
  ['THA-MEN-23', 'ben', 1, 'Avhugget', true, (e) => [e.effects.lastBreath, e.effects.limbLost], [-4, true]],
  ['THA-MEN-24', 'ben', 2, 'Halt', true, (e) => [e.effects.burden, e.effects.movement], [1, { factor: 0.5 }]],
  ['THA-MEN-25', 'ben', 3, 'Knust Kneskål', true, (e) => e.effects.cannotRun, true],
  ['THA-MEN-26', 'ben', 4, 'Ødelagt Balanse', true, (e) => e.effects.disadvantageOn, ['agilitet', 'refleks']],
  ['THA-MEN-27', 'ben', 5, 'Komplisert Brudd', false, (e) => [e.duration, e.effects.movement], [{ dice: '1t6', unit: 'weeks' }, { factor: 0.25 }]],
  ['THA-MEN-28', 'ben', 6, 'Muskelskade', false, (e) => [e.duration, e.effects.movement], [{ dice: '1t4', unit: 'weeks' }, { minus: 2 }]]
]

describe('Thalia Mén table T1 (MEN)', () => {
  it.each(cells)('%s: %s %i is %s (permanent: %s)', (rule, location, row, name, permanent, pick, expected) => {
    const entry = menEntry(location, row)
    expect(entry.rule).toBe(rule)
    expect(entry.name).toBe(name)
    expect(entry.permanent).toBe(permanent)
    expect(pick(entry)).toEqual(expected)
  })

  it('THA-MEN-2: the table is 1d6 rows × four body locations', () => {
    expect(Object.keys(MEN_TABLE)).toEqual(['hode', 'overkropp', 'armer', 'ben'])
    for (const rows of Object.values(MEN_TABLE)) expect(rows.map((r) => r.row)).toEqual([1, 2, 3, 4, 5, 6])
  })
})

const fighterWith = (injuries: string[]): Fighter => ({ injuries: injuries.map((id) => ({ id })) }) as unknown as Fighter

describe('Thalia Mén effects in tests (GAP-39)', () => {
  it('THA-MEN-12 THA-GAP-39: Indre Smerter gives −1 on every physical (Makt/Agilitet) test, not on Intellekt; the setting can switch it off', () => {
    expect(menTestEffects(defaultThaliaRules, fighterWith(['overkropp-2']), 'agilitet').modifier).toBe(-1)
    expect(menTestEffects(defaultThaliaRules, fighterWith(['overkropp-2']), 'makt').modifier).toBe(-1)
    expect(menTestEffects(defaultThaliaRules, fighterWith(['overkropp-2']), 'intellekt').modifier).toBe(0)
    expect(menTestEffects(thaliaRulesSchema.parse({ internalPainsAlways: false }), fighterWith(['overkropp-2']), 'agilitet').modifier).toBe(0)
    const p = play(setupOf([pc('Bertil', { injuries: [{ id: 'overkropp-2' }] }), monster('Gob')]), {
      dice: { initiative: [[6, 1]], hit: [[11]] },
      choose: { action: ['attack:Gob'] },
      stopAt: (r) => r.key === 'damage' || r.key === 'defence'
    })
    expect(p.ofType('thalia.test')[0]!.params).toMatchObject({ modifier: 1, total: 12 })
  })

  it('THA-MEN-15 THA-MEN-16 THA-MEN-26: Ulempe on Makt tests (ribs, kidney) and on Agilitet (balance), as two d20 keeping the lower', () => {
    expect(menTestEffects(defaultThaliaRules, fighterWith(['overkropp-5']), 'makt').disadvantage).toBe(true)
    expect(menTestEffects(defaultThaliaRules, fighterWith(['overkropp-6']), 'makt').disadvantage).toBe(true)
    expect(menTestEffects(defaultThaliaRules, fighterWith(['overkropp-6']), 'agilitet').disadvantage).toBe(false)
    expect(menTestEffects(defaultThaliaRules, fighterWith(['ben-4']), 'agilitet').disadvantage).toBe(true)
    const p = play(setupOf([pc('Bertil', { injuries: [{ id: 'ben-4' }] }), monster('Gob')]), {
      dice: { initiative: [[6, 1]], hit: [[17, 6]] },
      choose: { action: ['attack:Gob'] },
      stopAt: (r) => r.key === 'damage' || r.key === 'defence'
    })
    expect(p.ofType('thalia.test')[0]!.params).toMatchObject({ natural: 6, edge: -1 })
  })
})

describe('Thalia movement (ACT-3 .. ACT-5, GAP-9, GAP-10, GAP-40)', () => {
  it('THA-ACT-3 THA-ACT-4 THA-ACT-5 THA-EX-12: movement value 6: 6 steps around the Action (2, attack, 4), or Run 12 with no other Action', () => {
    expect(movementAllowance(defaultThaliaRules, 6, [], 'normal')).toEqual({ steps: 6, splittable: true, actionLeft: true })
    expect(movementAllowance(defaultThaliaRules, 6, [], 'run')).toEqual({ steps: 12, splittable: true, actionLeft: false })
    const p = play(setupOf([pc('Bertil'), monster('Gob', { hp: 30, maxHp: 30 })], { maxRounds: 2 }), {
      dice: { initiative: [[6, 1]], hit: [[15]], damage: [[2]], parry: [[15], [15]] },
      choose: { action: ['attack:Gob', 'run'] }
    })
    expect(p.ofType('thalia.move')[0]!.params['steps']).toBe(6)
    expect(p.ofType('thalia.attack')).toHaveLength(1)
    expect(p.ofType('thalia.run')[0]!.params['steps']).toBe(12)
    expect(p.ofType('thalia.attack').filter((e) => e.round === 2)).toHaveLength(0)
  })

  it('THA-GAP-9: by default moving leaves the Action; with the setting off, moving uses it up', () => {
    expect(movementAllowance(thaliaRulesSchema.parse({ moveWithAction: false }), 6, [], 'normal').actionLeft).toBe(false)
  })

  it('THA-GAP-10: running steps may be split by default; the setting can forbid it', () => {
    expect(movementAllowance(thaliaRulesSchema.parse({ runSplittable: false }), 6, [], 'run').splittable).toBe(false)
  })

  it('THA-MEN-24 THA-MEN-27 THA-MEN-28 THA-GAP-40: FH halved (Halt), quartered (Komplisert Brudd), −2 (Muskelskade), rounded down, never below 0; rounding up is a setting', () => {
    expect(effectiveMovement(defaultThaliaRules, 7, [{ id: 'ben-2' }])).toBe(3)
    expect(effectiveMovement(defaultThaliaRules, 7, [{ id: 'ben-5' }])).toBe(1)
    expect(effectiveMovement(defaultThaliaRules, 6, [{ id: 'ben-6' }])).toBe(4)
    expect(effectiveMovement(defaultThaliaRules, 1, [{ id: 'ben-6' }])).toBe(0)
    expect(effectiveMovement(thaliaRulesSchema.parse({ movementRounding: 'up' }), 7, [{ id: 'ben-2' }])).toBe(4)
  })

  it('THA-MEN-25: Knust Kneskål: cannot run, so Run is not offered', () => {
    expect(canRun([{ id: 'ben-3' }])).toBe(false)
    const p = play(setupOf([pc('Bertil', { injuries: [{ id: 'ben-3' }] }), monster('Gob')]), {
      dice: { initiative: [[6, 1]] },
      stopAt: (r) => r.key === 'action'
    })
    const req = p.state.status === 'pending' ? p.state.request : undefined
    expect(req?.type).toBe('chooseOne')
    expect(req?.type === 'chooseOne' && req.options.some((o) => o.id === 'run')).toBe(false)
    // Any other Mén leaves the Run (and so the flight from the fight) as it was, a lame leg too while some movement is left.
    for (const id of ['hode-6', 'ben-2']) {
      const q = play(setupOf([pc('Bertil', { injuries: [{ id }] }), monster('Gob')]), { dice: { initiative: [[6, 1]] }, stopAt: (r) => r.key === 'action' })
      const menu = q.state.status === 'pending' ? q.state.request : undefined
      expect(menu?.type === 'chooseOne' && menu.options.map((o) => o.id).filter((o) => o === 'run' || o === 'flee')).toEqual(['run', 'flee'])
    }
  })
})
