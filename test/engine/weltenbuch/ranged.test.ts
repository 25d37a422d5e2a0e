import { describe, expect, it } from 'vitest'
import { mayAvoidMissile } from '../../../src-engine/systems/weltenbuch/ranged.ts'
import type { WeltenbuchSetupInput } from '../../../src-engine/systems/weltenbuch/setup.ts'
import type { Fight } from '../../../src-engine/systems/weltenbuch/state.ts'
import { BOW, decideBy, dice, eventsOf, pendingKey, playSome, setupOf, sheet, stateAt, rolls } from './helpers.ts'

const CROSSBOW = { id: 'armbrust', name: 'Armbrust', kind: 'ranged' as const, skill: 'Bogen', bonus: 0, damage: '×3+4', range: 50, reload: 'crossbow' as const }
const SHIELD = { id: 'schild', name: 'Schild', kind: 'shield' as const, skill: 'Schild', bonus: 2, damage: '×1+1' }

/** Archer (Geschick 6 + Bogen 5 = 11) at −30 m with a spanned bow; the orc at 0 with a sword. */
function archery(
  over: { archer?: object; orc?: object; orcSheet?: object; rules?: object; weapon?: typeof BOW | typeof CROSSBOW; loaded?: boolean; distance?: number } = {}
) {
  const weapon = over.weapon ?? BOW
  const input: WeltenbuchSetupInput = {
    rules: over.rules ?? {},
    combatants: [
      {
        id: 'archer',
        side: 'heroes',
        kind: 'hero',
        position: -(over.distance ?? 30),
        wielding: weapon.id,
        loaded: over.loaded === false ? [] : [weapon.id],
        sheet: sheet({
          name: 'Eliria',
          attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 },
          skills: { Bogen: 5 },
          weapons: [weapon]
        }),
        ...over.archer
      },
      { id: 'ork', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork', ...over.orcSheet }), ...over.orc }
    ]
  }
  return setupOf(input)
}

describe('KA-RANGED-1 KA-RANGED-2 KA-RANGED-3 KA-RANGED-4 KA-RANGED-6 KA-ACT-11 KA-GAP-6 KA-SUP-3: a shot in the fight', () => {
  it('11 + 7 = 18 at 30 m (normal) against 16 hits; the target cannot parry; (18 − 16) × 2 + 4 = 8 damage', () => {
    const { events, requests } = playSome(archery(), dice(12, 2, 7))
    const shot = eventsOf(events, 'shot')[0]!
    expect(shot.params).toMatchObject({ total: 18, minimum: 16, hit: true, bandKey: 'weltenbuch.band.normal', distance: 30 })
    expect(eventsOf(events, 'rangeBand')[0]!.rule).toBe('KA-RANGED-6')
    expect(requests.some((r) => r.key === 'defence:ork')).toBe(false)
    expect(eventsOf(events, 'damage')[0]!).toMatchObject({ rule: 'KA-SUP-3', params: { raw: 8, zoneKey: 'weltenbuch.zone.rumpf' } })
    // KA-GAP-6: zone call and modifier choice come before the shot roll.
    const keys = requests.map((r) => r.key)
    expect(keys.indexOf('zone:archer')).toBeLessThan(keys.indexOf('shot:archer'))
    expect(keys.indexOf('modifiers:archer')).toBeLessThan(keys.indexOf('shot:archer'))
  })
  it('KA-RANGED-4 KA-GAP-6: the shot says before the roll the minimum it must reach, unless a hit zone rolled after it will change its total', () => {
    const shot = (p: { requests: { key: string }[] }) => p.requests.find((r) => r.key === 'shot:archer')
    expect(shot(playSome(archery({ rules: { zonesForRanged: false } }), dice(12, 2, 7)))).toMatchObject({ target: { atLeast: 16 } })
    expect(shot(playSome(archery(), dice(12, 2, 7), decideBy({ 'zone:archer': 'kopf' })))).toMatchObject({ target: { atLeast: 16 } })
    expect(shot(playSome(archery(), dice(12, 2, 7)))).not.toHaveProperty('target')
  })
  it('KA-GAP-6: a called head on a shot costs −4 there too; with zonesForRanged off no zone is asked', () => {
    const called = playSome(archery(), dice(12, 2, 7), decideBy({ 'zone:archer': 'kopf' }))
    expect(eventsOf(called.events, 'shot')[0]!.params).toMatchObject({ total: 14, hit: false })
    const off = playSome(archery({ rules: { zonesForRanged: false } }), dice(12, 2, 7))
    expect(off.requests.some((r) => r.key === 'zone:archer')).toBe(false)
  })
  it('KA-GAP-30 KA-GAP-6 KA-RANGED-4: before the shot the archer is asked his zone and his Heldenpunkte; one point adds 2 (11 + 2 + 3 = 16 hits)', () => {
    const archer = {
      sheet: sheet({
        name: 'Eliria',
        attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 },
        skills: { Bogen: 5 },
        weapons: [BOW],
        heroPoints: 2
      })
    }
    const { events, requests } = playSome(archery({ archer }), dice(12, 2, 3), decideBy({ 'heroPoints:ranged:archer': '1' }))
    const asked = (key: string) => requests.find((r) => r.key === key)
    expect(asked('zone:archer')).toMatchObject({ rule: 'KA-GAP-6', round: 1 })
    expect(asked('heroPoints:ranged:archer')).toMatchObject({ rule: 'KA-GAP-30', round: 1 })
    const keys = requests.map((r) => r.key)
    expect(keys.indexOf('heroPoints:ranged:archer')).toBeLessThan(keys.indexOf('shot:archer'))
    expect(eventsOf(events, 'heroPoints')[0]!).toMatchObject({ rule: 'KA-GAP-30', params: { name: 'Eliria', count: 1, bonus: 2, pool: 1 } })
    expect(rolls(events, 'shot')[0]!.params['total']).toBe(16)
    expect(eventsOf(events, 'shot')[0]!.params).toMatchObject({ total: 16, minimum: 16, hit: true })
  })
  it("KA-RANGED-2 KA-MOD-3 KA-GAP-24: circumstances are the default of the GM's choice and stack (cover: 14, miss)", () => {
    const { events, requests } = playSome(archery({ orc: { cover: true } }), dice(12, 2, 7))
    const ask = requests.find((r) => r.key === 'modifiers:archer')!
    expect(ask.type === 'chooseMany' && ask.default).toEqual(['cover'])
    expect(eventsOf(events, 'modifier')[0]!.rule).toBe('KA-MOD-3')
    expect(eventsOf(events, 'shot')[0]!.params).toMatchObject({ total: 14, hit: false })
    // A miss is the end of it: no missile defence, no damage.
    expect(requests.some((r) => r.key === 'missileDefence:ork')).toBe(false)
    expect(eventsOf(events, 'damage')).toEqual([])
    const gm = playSome(archery({ orc: { cover: true } }), dice(12, 2, 7), decideBy({ 'modifiers:archer': ['largeTarget'] }))
    expect(eventsOf(gm.events, 'shot')[0]!.params['total']).toBe(20)
  })
  it('KA-GAP-24: the table applies to melee only with modifiersInMelee', async () => {
    const { duel } = await import('./helpers.ts')
    expect(playSome(duel(), dice(12, 2, 7)).requests.some((r) => r.key === 'modifiers:held')).toBe(false)
    const melee = playSome(duel({}, {}, { rules: { modifiersInMelee: true } }), dice(12, 2, 7), decideBy({ 'modifiers:held': ['targetRunning'] }))
    expect(rolls(melee.events, 'attack')[0]!.params['total']).toBe(13)
  })
  it("KA-GAP-1: with the prose's flat 14 the target's Heldenstufe no longer counts", () => {
    const flat = playSome(archery({ rules: { rangedBaseMinimum: 14, rangedAddsTargetLevel: false }, orcSheet: { heldenstufe: 3 } }), dice(12, 2, 3))
    // The shot's line cites the reading it followed.
    expect(eventsOf(flat.events, 'shot')[0]!).toMatchObject({ rule: 'KA-GAP-1', params: { total: 14, minimum: 14, hit: true } })
    const formula = playSome(archery({ orcSheet: { heldenstufe: 3 } }), dice(12, 2, 3))
    expect(eventsOf(formula.events, 'shot')[0]!).toMatchObject({ rule: 'KA-RANGED-4', params: { minimum: 19, hit: false } })
  })
  it('KA-SUP-11 KA-RANGED-4: a shot is a skill test: its double 1 and double 6 are logged as such', () => {
    const fumble = playSome(archery(), [...dice(12, 2), 1, 1])
    expect(eventsOf(fumble.events, 'fumble')).toMatchObject([{ rule: 'KA-SUP-11', params: { name: 'Eliria', testKey: 'weltenbuch.testAt.shot' } }])
    expect(eventsOf(fumble.events, 'shot')[0]!.params).toMatchObject({ total: 13, hit: false })
    const six = playSome(archery(), [...dice(12, 2), 6, 6])
    expect(eventsOf(six.events, 'sensational')).toMatchObject([{ rule: 'KA-SUP-11', params: { name: 'Eliria', testKey: 'weltenbuch.testAt.shot' } }])
  })
  it('KA-GAP-5 KA-GAP-6 KA-ZONE-5: with rolledZoneMalus a rolled head takes 4 off the shot after the dice: 11 + 9 − 4 = 16 still hits, for 4 damage', () => {
    const { events } = playSome(archery({ rules: { hitZoneDice: true, rolledZoneMalus: true } }), dice(12, 2, 9, 2))
    expect(rolls(events, 'shot')[0]!.params['total']).toBe(20)
    expect(eventsOf(events, 'zoneRolled')[0]!.params).toMatchObject({ zoneKey: 'weltenbuch.zone.kopf', malus: -4 })
    expect(eventsOf(events, 'shot')[0]!.params).toMatchObject({ total: 16, minimum: 16, hit: true })
    expect(eventsOf(events, 'damage')[0]!.params).toMatchObject({ raw: 4, zoneKey: 'weltenbuch.zone.kopf' })
  })
  it('KA-RANGED-5 KA-RANGED-7 KA-RANGED-8 KA-GAP-25: bands by distance; beyond 3 × range no shot is offered', () => {
    const near = playSome(archery({ distance: 20 }), dice(12, 2, 7))
    expect(eventsOf(near.events, 'shot')[0]!.params).toMatchObject({ total: 20, bandKey: 'weltenbuch.band.nah' })
    const far = playSome(archery({ distance: 80 }), dice(12, 2, 7))
    expect(eventsOf(far.events, 'shot')[0]!.params).toMatchObject({ total: 16, bandKey: 'weltenbuch.band.weit' })
    const extreme = playSome(archery({ distance: 140 }), dice(12, 2, 7))
    expect(eventsOf(extreme.events, 'rangeBand')[0]!).toMatchObject({ rule: 'KA-RANGED-8', params: { modifier: -4 } })
    const tooFar = stateAt(archery({ distance: 160 }), dice(12, 2), (r) => r.key === 'action:archer')
    const options = tooFar.state.status === 'pending' && tooFar.state.request.type === 'chooseOne' ? tooFar.state.request.options.map((o) => o.id) : []
    expect(options).not.toContain('shoot:ork')
    const allowed = stateAt(archery({ distance: 160, rules: { noShotBeyondExtreme: false } }), dice(12, 2), (r) => r.key === 'action:archer')
    expect(allowed.state.status === 'pending' && allowed.state.request.type === 'chooseOne' && allowed.state.request.options.map((o) => o.id)).toContain(
      'shoot:ork'
    )
  })
  it("KA-RANGED-5 KA-RANGED-6 KA-RANGED-7 KA-RANGED-8: each band's log line names distance, range, band and its modifier with its sign", () => {
    const band = (distance: number) => eventsOf(playSome(archery({ distance }), dice(12, 2, 7)).events, 'rangeBand')[0]!
    const line = (distance: number, band: string, modifier: number, signed: string, rule: string) => ({
      rule,
      params: { name: 'Eliria', bandKey: `weltenbuch.band.${band}`, modifier, signed, distance, range: 50 }
    })
    expect(band(20)).toMatchObject(line(20, 'nah', 2, '+2', 'KA-RANGED-5'))
    expect(band(30)).toMatchObject(line(30, 'normal', 0, '±0', 'KA-RANGED-6'))
    expect(band(80)).toMatchObject(line(80, 'weit', -2, '−2', 'KA-RANGED-7'))
    expect(band(140)).toMatchObject(line(140, 'ueberweit', -4, '−4', 'KA-RANGED-8'))
  })
})

describe('KA-ACT-11: aiming and shooting is one action', () => {
  const SPEAR = { id: 'speer', name: 'Wurfspeer', kind: 'ranged' as const, skill: 'Bogen', bonus: 0, damage: '×2+2', range: 20, reload: 'none' as const }
  it('KA-ACT-11 KA-ACT-1 KA-GAP-11: a thrower, always ready, throws exactly five times with his five actions', () => {
    // Initiative 22 / 12; every throw 11 + 3 = 14 misses the 16; the sixth roll would be the orc's turn.
    const { events, requests, state } = playSome(archery({ weapon: SPEAR, distance: 15 }), dice(12, 2, 3, 3, 3, 3, 3))
    const round1 = eventsOf(events, 'shot').filter((e) => e.round === 1)
    expect(round1).toHaveLength(5)
    const left = requests.filter((r) => r.key === 'action:archer' && r.round === 1).map((r) => r.prompt.params?.['actions'])
    expect(left).toEqual([5, 4, 3, 2, 1])
    expect(eventsOf(events, 'actionsLapse').filter((e) => e.params['names']?.toString() === 'Eliria')).toEqual([])
    // His turn is over: the orc's slot has begun (it closes in and attacks).
    expect(pendingKey(state)).toBe('attack:ork')
  })
  it('KA-ACT-11 KA-ACT-10 KA-GAP-33: with a bow, shot and span one action each: three shots in five actions', () => {
    const { events } = playSome(archery(), dice(12, 2, 3, 3, 3))
    expect(eventsOf(events, 'shot').filter((e) => e.round === 1)).toHaveLength(3)
    expect(eventsOf(events, 'span').filter((e) => e.round === 1)).toHaveLength(2)
  })
})

describe('KA-ACT-10 KA-ACT-9 KA-ACT-4 KA-GAP-18 KA-GAP-32 KA-GAP-33: spanning and moving', () => {
  it('KA-GAP-18 KA-ACT-4: in melee a shot is a threat (no reaction); spanning is none, so the orc may act', () => {
    // The archer stands in melee reach with his bow: he shoots (7 + 2 close = 20), spans, and the orc is asked.
    const { requests } = playSome(archery({ distance: 0 }), dice(12, 2, 7), decideBy({ 'reaction:ork': 'wait' }))
    const keys = requests.map((r) => r.key)
    const shot = keys.indexOf('shot:archer')
    const reaction = keys.indexOf('reaction:ork')
    expect(shot).toBeGreaterThan(0)
    expect(keys.slice(shot, reaction)).toContain('action:archer')
    // KA-GAP-18 alternative: a shot that is no threat lets the orc react right away.
    const noThreat = playSome(archery({ distance: 0, rules: { shotIsThreat: false } }), dice(12, 2, 7), decideBy({ 'reaction:ork': 'wait' }))
    const after = noThreat.requests.map((r) => r.key)
    expect(after.slice(after.indexOf('shot:archer'), after.indexOf('reaction:ork'))).not.toContain('action:archer')
  })
  it('KA-ACT-9 KA-GAP-11 KA-MELEE-1: the orc closes in at his own slot, 10 m per action; in reach the melee begins', () => {
    // The archer (22) shoots once and ends his turn; the orc (12) covers the 30 m in three actions and attacks.
    const { events, state } = playSome(archery(), dice(12, 2, 7), decideBy({ 'action:archer': ['shoot:ork', 'end'] }))
    expect(eventsOf(events, 'move').map((e) => [e.rule, e.params['metres'], e.params['distance']])).toEqual([
      ['KA-ACT-9', 10, 20],
      ['KA-ACT-9', 10, 10],
      ['KA-ACT-9', 10, 0]
    ])
    expect(eventsOf(events, 'melee')).toHaveLength(1)
    // The archer's actions lapsed with his slot: the orc's party, with two actions left, attacks.
    expect(pendingKey(state)).toBe('attack:ork')
  })
  it('KA-GAP-32: the metres per movement action are a setting', () => {
    const { events } = playSome(archery({ rules: { moveMetresPerAction: 25 } }), dice(12, 2, 7), decideBy({ 'action:archer': ['shoot:ork', 'end'] }))
    expect(eventsOf(events, 'move')[0]!.params).toMatchObject({ metres: 25, distance: 5 })
  })
  it('KA-GAP-33 KA-ACT-10: a crossbow takes three span actions, then stays loaded into the next Kampfabschnitt', () => {
    const script = decideBy({ 'action:archer': ['span', 'span', 'span', 'end'], 'reaction:ork': 'wait', 'action:ork': 'end' })
    const { events, state } = playSome(archery({ weapon: CROSSBOW, loaded: false, distance: 60 }), dice(12, 2), script)
    expect(eventsOf(events, 'span').map((e) => e.params['done'])).toEqual([1, 2, 3])
    expect(eventsOf(events, 'segmentStart')).toHaveLength(2)
    expect(pendingKey(state)).toBe('shot:archer')
    const quick = playSome(
      archery({ weapon: CROSSBOW, loaded: false, distance: 60, rules: { crossbowSpanActions: 1 } }),
      dice(12, 2, 7),
      decideBy({ 'reaction:ork': 'wait' })
    )
    expect(eventsOf(quick.events, 'span')[0]!.params).toMatchObject({ done: 1, needed: 1 })
    expect(eventsOf(quick.events, 'shot')).toHaveLength(1)
  })
})

describe('KA-DODGE-1 KA-DODGE-2 KA-DODGE-3 KA-DODGE-4 KA-SHIELD-3 KA-GAP-27: avoiding a missile that hit', () => {
  const dodger = {
    skills: { Schwerter: 3, Ausweichen: 6, Wahrnehmung: 4, Schild: 5 },
    weapons: [{ id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2' }, SHIELD]
  }
  it('KA-DODGE-1 KA-GAP-27 KA-SHIELD-3: the question offers a dodge to whoever can dodge, a block to whoever carries a shield; with neither, or no action to come, none is asked', () => {
    const asked = (p: { requests: { key: string }[] }) => p.requests.find((r) => r.key === 'missileDefence:ork')
    const option = (id: string) => ({ id, label: { key: `weltenbuch.option.missile.${id}` } })
    expect(asked(playSome(archery({ orcSheet: dodger }), dice(12, 2, 7)))).toEqual({
      type: 'chooseOne',
      key: 'missileDefence:ork',
      round: 1,
      actor: 'ork',
      rule: 'KA-DODGE-1',
      prompt: { key: 'weltenbuch.prompt.missileDefence', params: { shooter: 'Eliria', name: 'Ork' } },
      options: [option('none'), option('dodge'), option('block')],
      default: 'none'
    })
    expect(asked(playSome(archery(), dice(12, 2, 7)))).toMatchObject({ options: [option('none'), option('dodge')] })
    // A lost leg and no shield: nothing to try, so nothing is asked; the arrow hits.
    const lame = playSome(archery({ orcSheet: { unusableZones: ['lBein'] } }), dice(12, 2, 7))
    expect(asked(lame)).toBeUndefined()
    expect(eventsOf(lame.events, 'damage')).toHaveLength(1)
    // The orc (22) ended his turn first: his actions lapsed, none is left to dodge Eliria's arrow (12).
    const spent = playSome(archery({ orcSheet: dodger }), dice(2, 12, 7), decideBy({ 'action:ork': 'end' }))
    expect(eventsOf(spent.events, 'shot')[0]!.params['hit']).toBe(true)
    expect(asked(spent)).toBeUndefined()
    expect(eventsOf(spent.events, 'damage')).toHaveLength(1)
  })
  it('KA-DODGE-2 KA-DODGE-4: a failed perception test (15 < 16) means no dodge test; the arrow hits', () => {
    const { events, requests } = playSome(archery({ orcSheet: dodger }), dice(12, 2, 7, 6), decideBy({ 'missileDefence:ork': 'dodge' }))
    expect(eventsOf(events, 'perception')[0]!.params).toMatchObject({ total: 15, seen: false })
    expect(requests.some((r) => r.key === 'missileDodge:ork')).toBe(false)
    expect(eventsOf(events, 'damage')).toHaveLength(1)
  })
  it('KA-DODGE-3: seen (16), then Geschick + Ausweichen 11 + 8 = 19 ≥ 19: dodged, no damage, one action spent', () => {
    const { events, state } = playSome(archery({ orcSheet: dodger }), dice(12, 2, 7, 7, 8), decideBy({ 'missileDefence:ork': 'dodge' }))
    expect(eventsOf(events, 'missileAvoid')[0]!).toMatchObject({ rule: 'KA-DODGE-3', params: { total: 19, avoided: true } })
    expect(eventsOf(events, 'damage')).toEqual([])
    expect(state.status === 'pending' && state.request.type === 'chooseOne' ? state.request.prompt.params?.['actions'] : undefined).toBeUndefined()
  })
  it('KA-GAP-27 KA-DODGE-1 KA-ACT-13: trying costs an action of his party still to come: the orc then has 4 at his slot, or 5 without missileDefenceCostsAction', () => {
    const actionsAtSlot = (rules: object) => {
      const decide = decideBy({ 'missileDefence:ork': 'dodge', 'action:archer': ['shoot:ork', 'end'] })
      const { requests } = playSome(archery({ orcSheet: dodger, rules }), dice(12, 2, 7, 7, 8), decide)
      return requests.find((r) => r.key === 'action:ork')?.prompt.params?.['actions']
    }
    expect(actionsAtSlot({})).toBe(4)
    expect(actionsAtSlot({ missileDefenceCostsAction: false })).toBe(5)
  })
  it('KA-GAP-27 KA-ACT-1 KA-GAP-11: with one action per Kampfabschnitt, the orc who dodged the arrow has none left at his slot and is not asked to act', () => {
    const { events, requests } = playSome(
      archery({ orcSheet: dodger, rules: { actionsPerSegment: 1, maxSegments: 1 } }),
      dice(12, 2, 7, 7, 8),
      decideBy({ 'missileDefence:ork': 'dodge' })
    )
    expect(eventsOf(events, 'missileAvoid')[0]!.params).toMatchObject({ name: 'Ork', avoided: true })
    expect(eventsOf(events, 'turn').map((e) => [e.params['name'], e.params['actions']])).toEqual([
      ['Eliria', 1],
      ['Ork', 0]
    ])
    expect(requests.filter((r) => r.key.startsWith('action:')).map((r) => r.key)).toEqual(['action:archer'])
  })
  /** An orc archer (22) shoots 11 + 7 = 18 at Held (then the faces given), who has 3 Heldenpunkte, Ausweichen 6, Wahrnehmung 4 and a shield. */
  function heroShotAt(defence: 'dodge' | 'block', faces: number[]) {
    const setup = setupOf({
      combatants: [
        {
          id: 'held',
          side: 'heroes',
          kind: 'hero',
          sheet: sheet({
            name: 'Held',
            heroPoints: 3,
            skills: { Schwerter: 3, Ausweichen: 6, Wahrnehmung: 4, Schild: 5 },
            weapons: [{ id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2' }, SHIELD]
          })
        },
        {
          id: 'archer',
          side: 'foes',
          kind: 'nsc',
          position: 30,
          wielding: 'bogen',
          loaded: ['bogen'],
          sheet: sheet({ name: 'Ork', attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 }, skills: { Bogen: 5 }, weapons: [BOW] })
        }
      ]
    })
    return playSome(
      setup,
      [...dice(2, 12, 7), ...faces],
      decideBy({ 'missileDefence:held': defence, 'heroPoints:perception:held': '1', [`heroPoints:${defence}:held`]: '1' })
    )
  }
  /** The keys of the missile question and the four requests after it. */
  const fiveFromMissileDefence = (requests: readonly { key: string }[]) => {
    const keys = requests.map((r) => r.key)
    return keys.slice(keys.indexOf('missileDefence:held'), keys.indexOf('missileDefence:held') + 5)
  }
  const points = (test: string, pool: number) => ({
    rule: 'KA-GAP-30',
    prompt: { key: 'weltenbuch.prompt.heroPoints', params: { testKey: `weltenbuch.test.${test}`, pool, name: 'Held' } }
  })
  const roll = (key: string, rule: string, modifier: number, atLeast: number) => ({
    type: 'dice',
    rule,
    prompt: { key: `weltenbuch.roll.${key}`, params: { name: 'Held', shooter: 'Ork' } },
    parts: [{ label: 'Held', notation: `${modifier} + 2W6`, sides: [6, 6], modifier }],
    target: { atLeast }
  })
  it('KA-GAP-30 KA-DODGE-2 KA-DODGE-3: a hero shot at may spend Heldenpunkte on seeing the missile and on dodging it, each asked before its roll', () => {
    // Held sees at 5 + 4 + 2 + 5 = 16 only with his point, and dodges at 5 + 6 + 2 + 6 = 19 only with his second.
    const { events, requests } = heroShotAt('dodge', dice(5, 6))
    expect(fiveFromMissileDefence(requests)).toEqual([
      'missileDefence:held',
      'heroPoints:perception:held',
      'perception:held',
      'heroPoints:dodge:held',
      'missileDodge:held'
    ])
    const asked = (key: string) => requests.find((r) => r.key === key)
    expect(asked('heroPoints:perception:held')).toMatchObject(points('perception', 3))
    expect(asked('perception:held')).toMatchObject(roll('perception', 'KA-DODGE-2', 11, 16))
    expect(asked('heroPoints:dodge:held')).toMatchObject(points('dodge', 2))
    expect(asked('missileDodge:held')).toMatchObject(roll('missileDodge', 'KA-DODGE-3', 13, 19))
    expect(eventsOf(events, 'perception')).toMatchObject([
      { rule: 'KA-DODGE-2', params: { name: 'Held', total: 16, minimum: 16, seen: true, resultKey: 'weltenbuch.perception.seen' } }
    ])
    expect(eventsOf(events, 'missileAvoid')).toMatchObject([
      {
        rule: 'KA-DODGE-3',
        params: { name: 'Held', kindKey: 'weltenbuch.option.missile.dodge', total: 19, minimum: 19, avoided: true, resultKey: 'weltenbuch.missile.dodge.yes' }
      }
    ])
  })
  it('KA-GAP-30 KA-SHIELD-3 KA-DODGE-4: blocking it, his Heldenpunkte are asked for the block, whose roll adds the shield; a failed block lets the arrow hit', () => {
    // Seen at 16 as above; the block 5 + 5 + 2 (shield) + 2 = 14 + 4 = 18 falls short of 19.
    const { events, requests } = heroShotAt('block', dice(5, 4))
    expect(fiveFromMissileDefence(requests)).toEqual([
      'missileDefence:held',
      'heroPoints:perception:held',
      'perception:held',
      'heroPoints:block:held',
      'block:held'
    ])
    expect(requests.find((r) => r.key === 'heroPoints:block:held')).toMatchObject(points('block', 2))
    expect(requests.find((r) => r.key === 'block:held')).toMatchObject(roll('block', 'KA-SHIELD-3', 14, 19))
    expect(eventsOf(events, 'missileAvoid')).toMatchObject([
      {
        rule: 'KA-SHIELD-3',
        params: { name: 'Held', kindKey: 'weltenbuch.option.missile.block', total: 18, minimum: 19, avoided: false, resultKey: 'weltenbuch.missile.block.no' }
      }
    ])
    expect(eventsOf(events, 'damage')).toHaveLength(1)
  })
  it('KA-SUP-11 KA-DODGE-2 KA-DODGE-3 KA-DODGE-4: seeing and dodging a missile are skill tests: their doubles are logged, and a double 1 unseen tries no dodge', () => {
    const doubles = (p: { events: readonly { type: string; params: Record<string, unknown> }[] }) =>
      p.events.filter((e) => e.type === 'weltenbuch.fumble' || e.type === 'weltenbuch.sensational').map((e) => [e.type, e.params['testKey']])
    const blind = heroShotAt('dodge', [1, 1])
    expect(doubles(blind)).toEqual([['weltenbuch.fumble', 'weltenbuch.testAt.perception']])
    expect(blind.requests.some((r) => r.key === 'missileDodge:held')).toBe(false)
    expect(eventsOf(blind.events, 'damage')).toHaveLength(1)
    expect(doubles(heroShotAt('dodge', [6, 6, ...dice(5)]))).toEqual([['weltenbuch.sensational', 'weltenbuch.testAt.perception']])
    expect(doubles(heroShotAt('dodge', [...dice(5), 1, 1]))).toEqual([['weltenbuch.fumble', 'weltenbuch.testAt.missileDodge']])
    expect(doubles(heroShotAt('block', [...dice(5), 6, 6]))).toEqual([['weltenbuch.sensational', 'weltenbuch.testAt.block']])
  })
  it('KA-SHIELD-3 KA-GAP-27: blocking adds the shield bonus: 5 + 5 + 2 + 7 = 19 blocks; without the bonus 17 does not', () => {
    const block = playSome(archery({ orcSheet: dodger }), dice(12, 2, 7, 7, 7), decideBy({ 'missileDefence:ork': 'block' }))
    expect(eventsOf(block.events, 'missileAvoid')[0]!).toMatchObject({ rule: 'KA-SHIELD-3', params: { total: 19, avoided: true } })
    const bare = playSome(
      archery({ orcSheet: dodger, rules: { missileBlockAddsShieldBonus: false } }),
      dice(12, 2, 7, 7, 7),
      decideBy({ 'missileDefence:ork': 'block' })
    )
    expect(eventsOf(bare.events, 'missileAvoid')[0]!.params).toMatchObject({ total: 17, avoided: false })
  })
  it('KA-DODGE-1 KA-GAP-27: only a free target whose party has an action left may try', () => {
    const costs = { rules: { missileDefenceCostsAction: true } } as unknown as Fight
    const target = (actions: number) => ({ status: 'able', side: 'foes', party: { actions } }) as unknown as Fight['fighters'][number]
    expect(mayAvoidMissile(costs, target(1), false)).toBe(true)
    expect(mayAvoidMissile(costs, target(1), true)).toBe(false)
    expect(mayAvoidMissile(costs, target(0), false)).toBe(false)
    const free = { rules: { missileDefenceCostsAction: false } } as unknown as Fight
    expect(mayAvoidMissile(free, target(0), false)).toBe(true)
  })
})
