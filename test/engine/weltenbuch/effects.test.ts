import { describe, expect, it } from 'vitest'
import { BOW, decideBy, dice, duel, eventsOf, play, playSome, setupOf, sheet, stateAt, rolls } from './helpers.ts'

const SHIELD = { id: 'schild', name: 'Schild', kind: 'shield' as const, skill: 'Schild', bonus: 2, damage: '×1+1' }
const SWORD = { id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2' }

describe('KA-UNARMED-1 KA-GAP-28 KA-SUP-2: unarmed melee in the fight', () => {
  it('works like armed melee with the unarmed skill; damage is margin × WLS + SBO (Körper 7: ×1+1, +1)', () => {
    const setup = setupOf({
      combatants: [
        {
          id: 'held',
          side: 'heroes',
          kind: 'hero',
          wielding: 'unarmed',
          sheet: sheet({ name: 'Held', attributes: { geist: 5, koerper: 7, geschick: 5, sozial: 5, wille: 5, sinne: 5 }, skills: { Waffenlos: 4 } })
        },
        { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork' }) }
      ]
    })
    const { events } = playSome(setup, dice(12, 2, 9, 5))
    // Held 5 + 4 + 9 = 18 against the orc's parry 8 + 5 = 13: 5 × 1 + 1 + 1 = 7.
    expect(rolls(events, 'attack')[0]!.params).toMatchObject({ weapon: '—', total: 18 })
    expect(eventsOf(events, 'damage')[0]!).toMatchObject({ rule: 'KA-SUP-2', params: { raw: 7 } })
  })
})

describe('KA-SHIELD-1 KA-SHIELD-2 KA-GAP-29: shields in the fight', () => {
  it('KA-SHIELD-1: the carried shield is a defence option with Geschick + Schild + bonus', () => {
    const { state } = stateAt(
      duel({}, { skills: { Schwerter: 3, Schild: 4 }, weapons: [SWORD, SHIELD] }),
      dice(12, 2, 7),
      (r) => r.key === 'defence:ork' && r.type === 'chooseOne'
    )
    if (state.status !== 'pending' || state.request.type !== 'chooseOne') throw new Error('expected the defence choice')
    const shield = state.request.options.find((o) => o.id === 'shield')!
    expect(shield.label.params?.['value']).toBe(5 + 4 + 2)
    expect(state.request.default).toBe('shield')
  })
  it('KA-SHIELD-2: attacking with the shield as a weapon turns its bonus into a malus', () => {
    const { events } = playSome(duel({ skills: { Schild: 4 }, weapons: [SHIELD] }), dice(12, 2, 7))
    expect(eventsOf(events, 'shieldAttack')).toEqual([{ type: 'weltenbuch.shieldAttack', rule: 'KA-SHIELD-2', round: 1, params: { name: 'Held', malus: -2 } }])
    expect(rolls(events, 'attack')[0]!.params['total']).toBe(5 + 4 - 2 + 7)
  })
  it('KA-SHIELD-2 KA-TEST-1: a malus larger than the skill leaves a negative fixed part, written after the dice', () => {
    // Geschick 1 + Schild 0 − 2 = −1.
    const clumsy = { attributes: { geist: 5, koerper: 6, geschick: 1, sozial: 5, wille: 5, sinne: 5 }, skills: {}, weapons: [SHIELD] }
    const { events } = playSome(duel(clumsy), dice(12, 2, 7))
    expect(rolls(events, 'attack')[0]!.params).toMatchObject({ notation: '2W6 − 1', total: 6 })
  })
})

/** A club: each point of the margin deals 1, plus 1. */
const club = { weapons: [{ id: 'keule', name: 'Keule', skill: 'Schwerter', bonus: 0, damage: '×1+1' }] }

describe('KA-SUP-8 KA-SUP-9 KA-SUP-7: effects of damage in the fight', () => {
  it('KA-SUP-9: a hero who comes into the fight with his left arm unusable still fights with the sword in his right', () => {
    const { events } = playSome(duel({ unusableZones: ['lArm'] }), dice(12, 2, 5, 5))
    expect(rolls(events, 'attack').map((e) => [e.params['name'], e.params['weapon']])).toEqual([['Held', 'Schwert']])
  })
  it('KA-SUP-9: a right arm lost drops the weapon; the fight goes on unarmed', () => {
    const axe = { weapons: [{ id: 'axt', name: 'Axt', skill: 'Schwerter', bonus: 0, damage: '×5+5' }] }
    // Held 8 + 12 = 20 against 8 + 4 = 12, called right arm (−2): 6 × 5 + 5 = 35 > 22.
    const { state } = stateAt(
      duel(axe),
      dice(12, 2, 12, 4),
      (r) => r.key === 'action:ork',
      decideBy({ 'zone:held': 'rArm', 'action:held': ['attack:ork', 'end'] })
    )
    const events = state.events
    expect(eventsOf(events, 'zoneLost')[0]!.params['zoneKey']).toBe('weltenbuch.zone.rArm')
    expect(eventsOf(events, 'weaponDropped')[0]).toMatchObject({ rule: 'KA-SUP-9', params: { target: 'Ork', weapon: 'Schwert' } })
    // The orc fights on unarmed with its left arm.
    const options = state.status === 'pending' && state.request.type === 'chooseOne' ? state.request.options.map((o) => o.id) : []
    expect(options).toContain('attack:held')
    expect(options).not.toContain('switch:unarmed')
  })
  it('KA-SUP-9: a right arm lost by one who fights with his shield keeps the shield', () => {
    const axe = { weapons: [{ id: 'axt', name: 'Axt', skill: 'Schwerter', bonus: 0, damage: '×5+5' }] }
    const { state } = stateAt(
      duel(axe, { skills: { Schild: 4 }, weapons: [SHIELD] }),
      dice(12, 2, 12, 2),
      (r) => r.key === 'action:ork',
      decideBy({ 'zone:held': 'rArm', 'action:held': ['attack:ork', 'end'] })
    )
    expect(eventsOf(state.events, 'zoneLost')[0]!.params['zoneKey']).toBe('weltenbuch.zone.rArm')
    expect(eventsOf(state.events, 'weaponDropped')).toEqual([])
  })
  it('KA-SUP-8: someone already at "tödlich" does not fight; a side with nobody able loses at once', () => {
    const { outcome, events } = play(duel({}, { damage: 40 }), [])
    expect(outcome).toMatchObject({ winner: 'heroes', segments: 0 })
    expect(rolls(events, 'initiative')).toEqual([])
    expect(outcome.combatants[1]!.status).toBe('unable')
  })
  it('KA-SUP-7 KA-SUP-8 KA-GAP-3: one who comes beyond "tödlich" is dead, at it unable; with woundEffects off he fights', () => {
    // The orc's Körper 6 gives 5 × 9 = 45 LP: 50 are past the last box.
    const before = (rules: Record<string, unknown>) => play(duel({}, { damage: 50 }, { rules }), [], undefined).outcome
    expect(before({})).toMatchObject({ winner: 'heroes', segments: 0, combatants: [{ status: 'able' }, { status: 'dead', damage: 50 }] })
    expect(before({ deathBeyondDeadly: false })).toMatchObject({ winner: 'heroes', segments: 0, combatants: [{ status: 'able' }, { status: 'unable' }] })
    const { events } = playSome(duel({}, { damage: 50 }, { rules: { woundEffects: false } }), dice(12, 2))
    expect(rolls(events, 'initiative').map((e) => e.params['name'])).toEqual(['Held', 'Ork'])
  })
  it('KA-SUP-8 KA-SUP-7: a hit to "tödlich" leaves him alive but unable to act, and the log says so', () => {
    // The orc has 36 of 45 (kritisch); 19 against 15 → 4 × 1 + 1 = 5 more is 41 (tödlich).
    const { outcome, events } = play(duel(club, { damage: 36 }), dice(12, 2, 11, 7), undefined, true)
    expect(eventsOf(events, 'unableToAct')).toEqual([
      {
        type: 'weltenbuch.unableToAct',
        rule: 'KA-SUP-8',
        round: 1,
        params: { target: 'Ork', total: 41, zoneKey: 'weltenbuch.zone.rumpf', causeKey: 'weltenbuch.unable.deadly' }
      }
    ])
    expect(eventsOf(events, 'dead')).toEqual([])
    expect(outcome.combatants[1]).toMatchObject({ status: 'unable', damage: 41, woundLevel: 'toedlich' })
  })
  it('KA-SUP-9 KA-SUP-8: a lost torso disables, and the log names the torso; lost on the way to "tödlich", the LP monitor is the cause', () => {
    const broadsword = { skills: { Schwerter: 5 }, weapons: [{ id: 'breitschwert', name: 'Breitschwert', skill: 'Schwerter', bonus: 0, damage: '×3+4' }] }
    // 21 against 13 → 8 × 3 + 4 = 28 on the torso, above its maximum: from 0 to 28 (schwer), from 10 to 38 (tödlich).
    const out = (damage: number) => eventsOf(play(duel(broadsword, { damage }), dice(12, 2, 11, 5), undefined, true).events, 'unableToAct')
    expect(out(0)).toMatchObject([{ rule: 'KA-SUP-9', params: { target: 'Ork', total: 28, causeKey: 'weltenbuch.unable.zone' } }])
    expect(out(10)).toMatchObject([{ rule: 'KA-SUP-8', params: { target: 'Ork', total: 38, causeKey: 'weltenbuch.unable.deadly' } }])
  })
  it('KA-SUP-7: a hit past the last box of "tödlich" kills', () => {
    // The orc has 36 of 45 (kritisch); 20 against 10 → 10 × 1 + 1 = 11 more is 47.
    const { outcome, events } = play(duel(club, { damage: 36 }), dice(12, 2, 12, 2), undefined, true)
    expect(eventsOf(events, 'dead')).toEqual([
      {
        type: 'weltenbuch.dead',
        rule: 'KA-SUP-7',
        round: 1,
        params: { target: 'Ork', total: 47, zoneKey: 'weltenbuch.zone.rumpf', causeKey: 'weltenbuch.death.lp' }
      }
    ])
    expect(outcome.combatants[1]!.status).toBe('dead')
    expect(outcome.winner).toBe('heroes')
  })
})

describe('KA-SUP-9 KA-UNARMED-1 KA-SHIELD-1: what the arms he has left allow', () => {
  const SPEAR = { id: 'speer', name: 'Wurfspeer', kind: 'ranged' as const, skill: 'Bogen', bonus: 0, damage: '×2+2', range: 40, reload: 'none' as const }
  type Side = {
    unusableZones?: ('lArm' | 'rArm' | 'lBein' | 'rBein')[]
    weapons?: (typeof SHIELD | typeof SWORD | typeof BOW | typeof SPEAR)[]
    wielding?: string
    position?: number
    loaded?: string[]
    skills?: Record<string, number>
  }
  const combatant = (id: string, side: 'heroes' | 'foes', { wielding, position, loaded, skills, ...rest }: Side) => ({
    id,
    side,
    kind: side === 'heroes' ? ('hero' as const) : ('nsc' as const),
    ...(wielding ? { wielding } : {}),
    ...(position === undefined ? {} : { position }),
    ...(loaded ? { loaded } : {}),
    sheet: sheet({ name: id === 'held' ? 'Held' : 'Ork', ...rest, skills: { Schwerter: 3, Schild: 2, Ausweichen: 2, ...skills } })
  })
  const fight = (held: Side, ork: Side = {}) => setupOf({ combatants: [combatant('held', 'heroes', held), combatant('ork', 'foes', ork)] })
  const optionIds = (state: ReturnType<typeof stateAt>['state']) =>
    state.status === 'pending' && state.request.type === 'chooseOne' ? state.request.options.map((o) => o.id) : []
  /** Held acts first (12 against 2): the options of his first action. */
  const heldMenu = (held: Side) => optionIds(stateAt(fight(held), dice(12, 2), (r) => r.key === 'action:held').state)
  /** Held attacks the orc (7): the defence question the orc is asked. */
  const orkAsked = (ork: Side) =>
    stateAt(fight({}, ork), dice(12, 2, 7), (r) => r.key === 'defence:ork' && r.type === 'chooseOne', decideBy({ 'action:held': 'attack:ork' })).state
  const orkDefences = (ork: Side) => optionIds(orkAsked(ork))
  const orkDefault = (ork: Side) => {
    const state = orkAsked(ork)
    return state.status === 'pending' && state.request.type === 'chooseOne' ? state.request.default : undefined
  }

  it('KA-UNARMED-1 KA-SUP-9: unarmed he fights with either arm left, with none he cannot attack', () => {
    expect(heldMenu({ wielding: 'unarmed', unusableZones: ['rArm'] })).toContain('attack:ork')
    expect(heldMenu({ wielding: 'unarmed', unusableZones: ['lArm'] })).toContain('attack:ork')
    expect(heldMenu({ wielding: 'unarmed', unusableZones: ['rArm', 'lArm'] })).not.toContain('attack:ork')
  })
  it('KA-SUP-9 KA-SHIELD-2: a shield used as the weapon is on the left arm, a sword in the right: each fights only with its arm', () => {
    expect(heldMenu({ weapons: [SHIELD], wielding: 'schild', unusableZones: ['lArm'] })).not.toContain('attack:ork')
    expect(heldMenu({ weapons: [SHIELD], wielding: 'schild', unusableZones: ['rArm'] })).toContain('attack:ork')
  })
  it('KA-SUP-9: a sword drawn after the right arm is lost does not fight; the menu keeps no attack', () => {
    const { state } = stateAt(
      fight({ weapons: [SWORD], wielding: 'unarmed', unusableZones: ['rArm'] }),
      dice(12, 2),
      (r) => r.key === 'action:held' && r.type === 'chooseOne' && !r.options.some((o) => o.id === 'switch:schwert'),
      decideBy({ 'action:held': 'switch:schwert', 'reaction:ork': 'wait' })
    )
    expect(optionIds(state)).not.toContain('attack:ork')
    expect(optionIds(state)).toContain('switch:unarmed')
  })
  it('KA-SHIELD-1 KA-SUP-9: a shield defends only carried on a usable left arm, beside a melee weapon, and not as the weapon in hand', () => {
    expect(orkDefences({ weapons: [SWORD, SHIELD] })).toEqual(['parry', 'shield', 'dodge', 'none'])
    expect(orkDefences({ weapons: [SWORD, SHIELD], unusableZones: ['lArm'] })).toEqual(['parry', 'dodge', 'none'])
    // A bow takes both hands: no parry and no shield.
    expect(orkDefences({ weapons: [BOW, SHIELD], wielding: 'bogen' })).toEqual(['dodge', 'none'])
    // The shield in hand parries as the weapon; there is no second shield to carry.
    expect(orkDefences({ weapons: [SHIELD, SWORD], wielding: 'schild' })).toEqual(['parry', 'dodge', 'none'])
  })
  it('KA-SUP-9 KA-GAP-33: a bow takes both arms: with either lost he can neither shoot nor span it', () => {
    const archer = (unusableZones: Side['unusableZones'], loaded: string[]) =>
      heldMenu({ weapons: [BOW], wielding: 'bogen', position: -30, loaded, unusableZones }).filter((id) => id.startsWith('shoot') || id === 'span')
    expect(archer([], ['bogen'])).toEqual(['shoot:ork'])
    expect(archer([], [])).toEqual(['span'])
    for (const arm of ['lArm', 'rArm'] as const) {
      expect(archer([arm], ['bogen'])).toEqual([])
      expect(archer([arm], [])).toEqual([])
    }
  })
  it('KA-GAP-33 KA-ACT-11: a throwing spear is ready though the setup lists nothing spanned: he throws, there is nothing to span', () => {
    const menu = heldMenu({ weapons: [SPEAR], wielding: 'speer', position: -30 })
    expect(menu.filter((id) => id.startsWith('shoot') || id === 'span')).toEqual(['shoot:ork'])
  })
  it('KA-MELEE-6 KA-SHIELD-1: the defence offered first is the best, the first of equals in the order parry, shield, dodge', () => {
    // Sword 5 + 3 = 8; shield 5 + Schild + 2; dodge 5 + Ausweichen.
    expect(orkDefault({ weapons: [SWORD, SHIELD], skills: { Schild: 2 } })).toBe('shield')
    expect(orkDefault({ weapons: [SWORD, SHIELD], skills: { Schild: 1 } })).toBe('parry')
    expect(orkDefault({ weapons: [SWORD, SHIELD], skills: { Schild: 0 } })).toBe('parry')
    expect(orkDefault({ weapons: [SWORD, SHIELD], skills: { Schild: 1, Ausweichen: 4 } })).toBe('dodge')
    // Neither parry nor shield with a bow in hand: he dodges.
    expect(orkDefault({ weapons: [BOW, SHIELD], wielding: 'bogen', skills: { Ausweichen: 0 } })).toBe('dodge')
    expect(orkDefault({ weapons: [BOW], wielding: 'bogen', unusableZones: ['lBein'] })).toBe('none')
  })
  it('KA-SUP-9 KA-MELEE-13: a leg lost in the fight takes his dodge from the next defence on', () => {
    const axe = { weapons: [{ id: 'axt', name: 'Axt', skill: 'Schwerter', bonus: 0, damage: '×5+5' }] }
    // Held 8 + 12 − 2 = 18 against the orc's parry 8 + 4: 6 × 5 + 5 = 35 on the left leg (maximum 22); then he attacks again.
    const { requests, events } = playSome(
      duel(axe),
      dice(12, 2, 12, 4, 7),
      decideBy({ 'zone:held': 'lBein', 'action:held': ['attack:ork', 'attack:ork'], 'defence:ork': 'parry' })
    )
    expect(eventsOf(events, 'zoneLost').map((e) => e.params['zoneKey'])).toEqual(['weltenbuch.zone.lBein'])
    const defences = requests.filter((r) => r.key === 'defence:ork' && r.type === 'chooseOne')
    expect(defences.map((r) => (r.type === 'chooseOne' ? r.options.map((o) => o.id) : []))).toEqual([
      ['parry', 'dodge', 'none'],
      ['parry', 'none']
    ])
  })
  it('KA-SUP-9 KA-MELEE-6: with either leg lost he can neither dodge nor move nor flee', () => {
    expect(orkDefences({})).toEqual(['parry', 'dodge', 'none'])
    for (const leg of ['lBein', 'rBein'] as const) {
      expect(orkDefences({ unusableZones: [leg] })).toEqual(['parry', 'none'])
      expect(heldMenu({ unusableZones: [leg] }).filter((id) => id.startsWith('move') || id === 'flee')).toEqual([])
    }
    expect(heldMenu({})).toContain('flee')
  })
})
