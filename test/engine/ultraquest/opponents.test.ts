import { describe, expect, it } from 'vitest'
import { adventurer, pendingAfter, play, setupOf } from './fixtures.ts'

const magicSword = { name: 'Runenschwert', kind: 'weapon' as const, held: true, magic: true, ksBonus: 1 }
const plainSword = { name: 'Schwert', kind: 'weapon' as const, held: true, ksBonus: 1 }

describe('undead (KS-UNDEAD) and flight (KS-FLEE)', () => {
  const zombies = [{ name: 'Zombie', ks: 'W6+1', count: 2, kind: 'zombie' as const }]
  const party = () => [adventurer('a'), adventurer('b'), adventurer('c')]

  it('KS-UNDEAD-3 KS-FLEE-4 KS-EX-11 KS-GAP-13: after a drawn third round against zombies the party must flee; W3 = 3 injures A, B and C', () => {
    // party 3×(3+1) = 12, zombies 2×(3+1) = 8 + ... make it a tie: zombies roll 3+1, 3+1 = 8? use three zombies
    const setup = setupOf({ party: party(), opponents: [{ name: 'Zombie', ks: 'W6+1', count: 3, kind: 'zombie' }] })
    const fight = play(setup, [...Array.from({ length: 3 }, () => [3, 3, 3, 3, 3, 3]).flat(), 3])
    expect(fight.outcome.result).toBe('fled')
    expect(fight.outcome.adventurers.map((a) => a.newInjuries.length)).toEqual([1, 1, 1])
    expect(fight.events.find((e) => e.type === 'ultraquest.fleeForced')?.params).toMatchObject({ count: 3 })
    expect(fight.rules()).toContain('KS-FLEE-4')
  })

  it('KS-UNDEAD-1: every kind on the undead list makes the side undead and never exhausted', () => {
    for (const kind of ['skeleton', 'zombie', 'vampire', 'mummy', 'blackRider', 'ghost', 'demon'] as const) {
      const setup = setupOf({ party: [adventurer('a', { items: [magicSword] })], opponents: [{ name: kind, ks: 'W6+1', kind }] })
      const fight = play(setup, [3, 3, 3, 3, 3, 3, 2], {})
      expect(fight.outcome.result, kind).toBe('fled')
    }
  })

  it('KS-FLEE-2 KS-EX-11 KS-GAP-5 KS-GAP-6: fleeing after a drawn round injures the first W3−1 (0, 1 or 2)', () => {
    const setup = setupOf({ party: party(), opponents: [{ name: 'Orc', ks: 'W6+1', count: 3 }] })
    const tie = [3, 3, 3, 3, 3, 3]
    const injured = (w3: number) => play(setup, [...tie, w3], { flee: 'flee' }).outcome.adventurers.map((a) => a.newInjuries.length)
    expect(injured(1)).toEqual([0, 0, 0])
    expect(injured(2)).toEqual([1, 0, 0])
    expect(injured(3)).toEqual([1, 1, 0])
    const request = pendingAfter(setup, [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [3, 3, 3] },
      { type: 'dice', faces: [3, 3, 3] },
      { type: 'chooseOne', option: 'flee' }
    ])
    expect(request).toMatchObject({ type: 'dice', notation: 'W3-1', parts: [{ sides: [3] }] })
  })

  it('KS-FLEE-2 KS-FLEE-3: flight injuries ignore RW, and an already injured adventurer dies of the second', () => {
    const setup = setupOf({
      party: [adventurer('a', { rw: 5, injuries: ['ordinary'] }), adventurer('b', { rw: 5 })],
      opponents: [{ name: 'Orc', ks: 'W6+2' }]
    })
    // a is injured: KS 0 (KS-GAP-4); b rolls 3+1 = 4 against 2+2 = 4: drawn.
    const fight = play(setup, [3, 2, 3], { nonFighters: 'none', flee: 'flee' })
    expect(fight.byId('a')).toMatchObject({ dead: true, newInjuries: ['ordinary'] })
    expect(fight.byId('b').newInjuries).toEqual(['ordinary'])
  })

  it('KS-GAP-5: flight injuries count from the rear when attacked from behind, skipping non-fighters', () => {
    const setup = setupOf({
      party: [adventurer('a'), adventurer('b'), adventurer('c')],
      opponents: [{ name: 'Orc', ks: 'W6+1', count: 2 }],
      fight: { type: 'NK', marker: '!', fromBehind: true }
    })
    // a stays out (front block when attacked from behind); b and c fight: 3+1 + 3+1 = 8 vs 3+1 + 3+1 = 8.
    const fight = play(setup, [3, 3, 3, 3, 2], { nonFighters: 'a', flee: 'flee' })
    expect(fight.outcome.adventurers.map((x) => [x.id, x.newInjuries.length])).toEqual([
      ['a', 0],
      ['b', 0],
      ['c', 1]
    ])
  })

  it('KS-FLEE-2 KS-FLEE-3 KS-FLEE-4: the flight roll asks for W3−1 (fled) or W3 (forced) under its rule, and the log names whom it injures', () => {
    const tie = [3, 3, 3, 3, 3, 3]
    const drawn = [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [3, 3, 3] },
      { type: 'dice', faces: [3, 3, 3] }
    ]
    const flightRoll = (rule: string, notation: string, modifier: number) => ({
      type: 'dice',
      key: 'flightRoll',
      round: 1,
      prompt: { key: 'ultraquest.roll.flightRoll' },
      rule,
      notation,
      parts: [{ label: '', notation, sides: [3], modifier }]
    })
    const orcs = setupOf({ party: party(), opponents: [{ name: 'Orc', ks: 'W6+1', count: 3 }] })
    expect(pendingAfter(orcs, [...drawn, { type: 'chooseOne', option: 'flee' }])).toEqual(flightRoll('KS-FLEE-2', 'W3-1', -1))
    const fled = play(orcs, [...tie, 3], { flee: 'flee' }).log.split('\n')
    expect(
      fled.slice(
        fled.findIndex((line) => line.includes('Flight:')),
        -1
      )
    ).toEqual([
      '  Flight: how many adventurers are injured: W3-1 → 3 = 2 (hand-rolled) [KS-FLEE-2]',
      '  The party flees: the first 2 are injured (A, B). [KS-FLEE-2]',
      '  A takes an injury. [KS-FLEE-3]',
      '  B takes an injury. [KS-FLEE-3]'
    ])
    const zombies = setupOf({ party: party(), opponents: [{ name: 'Zombie', ks: 'W6+1', count: 3, kind: 'zombie' }], rules: { maxRounds: 1 } })
    expect(pendingAfter(zombies, drawn)).toEqual(flightRoll('KS-FLEE-4', 'W3', 0))
    const forced = play(zombies, [...tie, 2]).log.split('\n')
    expect(
      forced.slice(
        forced.findIndex((line) => line.includes('Flight:')),
        -1
      )
    ).toEqual([
      '  Flight: how many adventurers are injured: W3 → 2 = 2 (hand-rolled) [KS-FLEE-4]',
      '  The undead never tire: the party must flee, the first 2 are injured (A, B). [KS-FLEE-4]',
      '  A takes an injury. [KS-FLEE-3]',
      '  B takes an injury. [KS-FLEE-3]'
    ])
  })

  it('KS-FLEE-4: the forced-flight dice are a campaign setting', () => {
    const setup = setupOf({ party: party(), opponents: zombies, rules: { forcedFlightDice: 'W3-1' } })
    const tie = [2, 2, 1, 3, 3]
    const fight = play(setup, [...tie, ...tie, ...tie, 1])
    expect(fight.outcome.result).toBe('fled')
    expect(fight.outcome.adventurers.every((a) => a.newInjuries.length === 0)).toBe(true)
  })
})

describe('silver, ghosts and demons (KS-SILVER, KS-GHOST, KS-DEMON)', () => {
  it('KS-SILVER-1 KS-EX-13 KS-GAP-18: a silver sword against skeletons turns W6+2 into W6+3', () => {
    const a = adventurer('a', { ks: { nk: 'W6+2' }, items: [{ name: 'Silberschwert', kind: 'weapon', held: true, silver: true }] })
    const skeletons = setupOf({ party: [a], opponents: [{ name: 'Skelett', ks: 'W6', kind: 'skeleton' }] })
    expect(pendingAfter(skeletons)).toMatchObject({ notation: 'W6+3' })
    const orcs = setupOf({ party: [a], opponents: [{ name: 'Ork', ks: 'W6' }] })
    expect(pendingAfter(orcs)).toMatchObject({ notation: 'W6+2' })
    expect(play(skeletons, [1, 1]).rules()).toContain('KS-SILVER-1')
  })

  it('KS-SILVER-1: the log names who fights the undead with silver and his bonus, and nobody else', () => {
    const a = adventurer('a', { ks: { nk: 'W6+2' }, items: [{ name: 'Silberschwert', kind: 'weapon', held: true, silver: true }] })
    const b = adventurer('b', { ks: { nk: 'W6+2' }, items: [plainSword] })
    const fight = play(setupOf({ party: [a, b], opponents: [{ name: 'Skelett', ks: 'W6', kind: 'skeleton' }] }), [1, 1, 1], { nonFighters: 'none' })
    expect(fight.log.split('\n').filter((line) => line.includes('silver'))).toEqual(['  A fights the undead with silver: +1. [KS-SILVER-1]'])
  })

  it('KS-GHOST-1 KS-GHOST-2: against a ghost only a magic weapon hits; a fighter without one adds KS 0', () => {
    const withMagic = adventurer('a', { ks: { nk: 'W6+3' }, items: [magicSword] })
    const withoutMagic = adventurer('b', { ks: { nk: 'W6+3' }, items: [plainSword] })
    const ghost = [{ name: 'Geist', ks: 'W6', kind: 'ghost' as const }]
    expect(pendingAfter(setupOf({ party: [withMagic], opponents: ghost }))).toMatchObject({ key: 'partyRoll', notation: 'W6+3' })
    const fight = play(setupOf({ party: [withoutMagic], opponents: ghost }), [6])
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(0)
    expect(fight.events.find((e) => e.type === 'ultraquest.ksZeroNoMagic')?.rule).toBe('KS-GHOST-2')
  })

  it('KS-GHOST-2 KS-SILVER-1: a magic or silver shield in hand is no weapon: against a ghost KS 0, against skeletons no silver bonus', () => {
    const shield = { name: 'Runenschild', kind: 'shield' as const, held: true, rw: 1, magic: true, silver: true }
    const a = adventurer('a', { ks: { nk: 'W6+3' }, items: [plainSword, shield] })
    const ghost = play(setupOf({ party: [a], opponents: [{ name: 'Geist', ks: 'W6', kind: 'ghost' }] }), [6])
    expect(ghost.log).toContain('  A has no magic weapon against ghosts and demons: KS 0. [KS-GHOST-2]')
    expect(pendingAfter(setupOf({ party: [a], opponents: [{ name: 'Skelett', ks: 'W6', kind: 'skeleton' }] }))).toMatchObject({ notation: 'W6+3' })
  })

  it('KS-GHOST-3 KS-EX-12 KS-GAP-19: without a magic weapon KS is 0, yet the adventurer stays in the damage order', () => {
    const a = adventurer('a', { ks: { nk: 'W6+3' }, items: [magicSword] })
    const b = adventurer('b', { ks: { nk: 'W6+3' }, items: [plainSword] })
    const setup = setupOf({ party: [a, b], opponents: [{ name: 'Geist', ks: 'W6+6', kind: 'ghost' }] })
    expect(pendingAfter(setup, [{ type: 'chooseOne', option: 'none' }])).toMatchObject({ key: 'partyRoll', notation: 'W6+3' })
    // a: 1+3 = 4 (b adds nothing); ghost 6+6 = 12: damage 8 goes through a and b in turn.
    const fight = play(setup, [1, 6])
    expect(fight.byId('b').newInjuries.length).toBeGreaterThan(0)
    expect(fight.rules()).toContain('KS-GHOST-2')
  })

  it('KS-GAP-19: the magic weapon must be the one of the assigned mode: a magic sword does not help a ranged fighter', () => {
    const a = adventurer('a', { ks: { nk: 'W6+3', fk: 'W6+3' }, items: [magicSword, { name: 'Bogen', kind: 'weapon', ranged: true }] })
    const setup = setupOf({ party: [a], opponents: [{ name: 'Geist', ks: 'W6', kind: 'ghost' }], fight: { type: 'FK', marker: '!' } })
    const fight = play(setup, [3])
    expect(fight.has('ultraquest.ksZeroNoMagic')).toBe(true)
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(0)
  })

  it('KS-GAP-18: a magic silver weapon gets the silver bonus against ghosts too', () => {
    const a = adventurer('a', { ks: { nk: 'W6+2' }, items: [{ ...magicSword, silver: true }] })
    expect(pendingAfter(setupOf({ party: [a], opponents: [{ name: 'Geist', ks: 'W6', kind: 'ghost' }] }))).toMatchObject({ notation: 'W6+3' })
  })

  it('KS-GHOST-2 KS-GAP-17 KS-GAP-19: a side flagged ghostOrDemon without the undead flag leaves KS 0 only to those without a magic weapon', () => {
    // Issue 15: the magic weapon used to count only against undead, so the flag alone put the whole party at KS 0.
    const a = adventurer('a', { ks: { nk: 'W6+3' }, items: [magicSword] })
    const b = adventurer('b', { ks: { nk: 'W6+2' }, items: [plainSword] })
    const setup = setupOf({
      party: [a, b],
      opponents: [{ name: 'Schatten', ks: 'W6' }],
      fight: { type: 'NK', marker: '!', opponentFlags: { ghostOrDemon: true } }
    })
    expect(pendingAfter(setup, [{ type: 'chooseOne', option: 'none' }])).toMatchObject({ key: 'partyRoll', notation: 'W6+3', parts: [{ label: 'A' }] })
    const fight = play(setup, [4, 2])
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params).toEqual({ party: 7, opponents: 2 })
    expect(fight.events.filter((e) => e.type === 'ultraquest.ksZeroNoMagic').map((e) => e.params['name'])).toEqual(['B'])
    expect(fight.outcome.result).toBe('won')
  })

  it('KS-DEMON-1 KS-DEMON-2 KS-EX-12 KS-CURSE-1: a demon winning by 1 injures a fighter in plain leather; the injury is cursed', () => {
    const a = adventurer('a', { ks: { nk: 'W6' }, items: [magicSword, { name: 'Lederrüstung', kind: 'armour', rw: 2 }] })
    const setup = setupOf({ party: [a], opponents: [{ name: 'Dämon', ks: 'W6', kind: 'demon' }] })
    const fight = play(setup, [3, 4])
    expect(fight.outcome.result).toBe('lost')
    expect(fight.byId('a').newInjuries).toEqual(['cursed'])
    // Magic armour still counts.
    const warded = adventurer('a', { ks: { nk: 'W6' }, items: [magicSword, { name: 'Elfenpanzer', kind: 'armour', rw: 2, magic: true }] })
    const held = play(setupOf({ party: [warded], opponents: [{ name: 'Dämon', ks: 'W6', kind: 'demon' }] }), [3, 4, 3, 3, 3, 3, 1])
    expect(held.events.find((e) => e.type === 'ultraquest.drawArmour')).toBeDefined()
  })

  it('KS-GAP-16: against demons Parade counts 0 unless the campaign allows it', () => {
    const a = adventurer('a', { ks: { nk: 'W6' }, skills: ['Parade'], items: [magicSword] })
    const demon = [{ name: 'Dämon', ks: 'W6', kind: 'demon' as const }]
    expect(play(setupOf({ party: [a], opponents: demon }), [3, 4]).outcome.result).toBe('lost')
    const lenient = play(setupOf({ party: [a], opponents: demon, rules: { skillRwAgainstDemons: true } }), [3, 4, 3, 3, 3, 3, 1])
    expect(lenient.outcome.result).toBe('fled')
  })

  it('KS-GAP-17: side flags follow any opponent of a kind, and the event may set them outright', () => {
    const a = adventurer('a', { items: [plainSword] })
    const mixed = setupOf({
      party: [a],
      opponents: [
        { name: 'Geist', ks: 'W6', kind: 'ghost' },
        { name: 'Zombie', ks: 'W6', count: 5, kind: 'zombie' }
      ]
    })
    expect(play(mixed, [1, 1, 1, 1, 1, 1]).has('ultraquest.ksZeroNoMagic')).toBe(true)
    const flagged = setupOf({
      party: [a],
      opponents: [{ name: 'Schatten', ks: 'W6' }],
      fight: { type: 'NK', marker: '!', opponentFlags: { ghostOrDemon: true } }
    })
    expect(play(flagged, [6]).has('ultraquest.ksZeroNoMagic')).toBe(true)
  })
})

describe('cursed damage (KS-CURSE) and robbers (KS-ROBBER)', () => {
  it('KS-CURSE-1 KS-GAP-22: mummies curse every injury of the fight, flight included; goblins do not', () => {
    const party = [adventurer('a'), adventurer('b')]
    const mummies = setupOf({ party, opponents: [{ name: 'Mumie', ks: 'W6+1', count: 2, kind: 'mummy' }] })
    const fled = play(mummies, [3, 3, 3, 3, 3], { flee: 'flee' })
    expect(fled.byId('a').newInjuries).toEqual(['cursed'])
    const plain = setupOf({ party, opponents: [{ name: 'Mumie', ks: 'W6+1', count: 2, kind: 'mummy' }], rules: { allInjuriesCursed: false } })
    expect(play(plain, [3, 3, 3, 3, 3], { flee: 'flee' }).byId('a').newInjuries).toEqual(['ordinary'])
    const blackRiders = setupOf({ party, opponents: [{ name: 'Schwarzer Reiter', ks: 'W6+10', kind: 'blackRider' }] })
    expect(play(blackRiders, [1, 1, 6]).outcome.adventurers.flatMap((x) => x.newInjuries)).toEqual(['cursed', 'cursed', 'cursed', 'cursed'])
    const goblins = setupOf({ party, opponents: [{ name: 'Goblin', ks: 'W6+10' }] })
    expect(play(goblins, [1, 1, 6]).outcome.adventurers.flatMap((x) => x.newInjuries)).not.toContain('cursed')
  })

  it('KS-ROBBER-1 KS-ROBBER-2 KS-EX-14 KS-GAP-20: robbers take the item in a W10 row from each adventurer injured in this fight', () => {
    const items = [{ name: 'Seil' }, { name: 'Fackel' }, { name: 'Laterne' }, { name: 'Goldbeutel' }]
    const a = adventurer('a', { items })
    const b = adventurer('b', { items, rw: 9 })
    const setup = setupOf({ party: [a, b], opponents: [{ name: 'Räuber', ks: 'W6+6' }], fight: { type: 'NK', marker: '!', robbers: true } })
    // damage 6+6 - (1+1 + 1+1) = 8: a injured (7 left), b absorbs 7 (RW 9)
    const fight = play(setup, [1, 1, 6, 4])
    expect(fight.byId('a').robbed).toEqual({ row: 4, item: expect.objectContaining({ name: 'Goldbeutel' }) })
    expect(fight.byId('a').equipment.map((i) => i?.name)).not.toContain('Goldbeutel')
    expect(fight.byId('b').robbed).toBeNull()
    expect(fight.rules()).toContain('KS-ROBBER-2')
  })

  it('KS-ROBBER-1 KS-INJURY-3 KS-GAP-20 KS-GAP-21: robbers also rob an adventurer whose new injury the life-saving Heiltrank healed', () => {
    const potion = { name: 'Heiltrank', kind: 'potion' as const, heals: true }
    const a = adventurer('a', { injuries: ['ordinary'], items: [potion, { name: 'Seil' }, { name: 'Fackel' }] })
    const b = adventurer('b', { items: [{ name: 'Laterne' }] })
    const setup = setupOf({ party: [a, b], opponents: [{ name: 'Räuber', ks: 'W6+2' }], fight: { type: 'NK', marker: '!', robbers: true } })
    // a is injured already: KS 0 (KS-GAP-4); b rolls 1+1 = 2, the robbers 1+2 = 3: one point injures a a second time,
    // he drinks his Heiltrank and lives with the injury he brought. W10 = 2: he loses the rope.
    const fight = play(setup, [1, 1, 2])
    expect(fight.outcome.result).toBe('lost')
    expect(fight.byId('a')).toMatchObject({ dead: false, injuries: ['ordinary'], newInjuries: [], healedInFight: 1 })
    expect(fight.byId('a').robbed).toEqual({ row: 2, item: expect.objectContaining({ name: 'Seil' }) })
    expect(fight.byId('a').equipment.map((i) => i?.name ?? null)).toEqual([null, null, 'Fackel'])
    expect(fight.byId('b').robbed).toBeNull()
    expect(fight.events.filter((e) => e.type === 'ultraquest.robbed').map((e) => e.params['name'])).toEqual(['A'])
  })

  it('KS-ROBBER-2 KS-ROBBER-3: the robbers’ W10 is asked per adventurer by name, and the log says what they take or that the row is empty', () => {
    const setup = setupOf({ party: [adventurer('a', { items: [{ name: 'Seil' }] }), adventurer('b')], fight: { type: 'NK', marker: '!', robbers: true } })
    // 1+1 + 1+1 = 4 against 3+1 + 3+1 = 8: both die of the 4 points; then both are robbed.
    expect(
      pendingAfter(setup, [
        { type: 'chooseOne', option: 'none' },
        { type: 'dice', faces: [1, 1] },
        { type: 'dice', faces: [3, 3] }
      ])
    ).toEqual({
      type: 'dice',
      key: 'robbery:a',
      round: 1,
      actor: 'a',
      prompt: { key: 'ultraquest.roll.robbery', params: { name: 'A' } },
      rule: 'KS-ROBBER-2',
      notation: 'W10',
      parts: [{ label: 'A', notation: 'W10', sides: [10], modifier: 0 }]
    })
    const lines = play(setup, [1, 1, 3, 3, 1, 10], { nonFighters: 'none' }).log.split('\n')
    expect(lines.filter((line) => line.includes('Robbers'))).toEqual([
      '  Robbers: which equipment row A loses: W10 → 1 = 1 (hand-rolled) [KS-ROBBER-2]',
      '  Robbers take Seil (row 1) from A. [KS-ROBBER-2]',
      '  Robbers: which equipment row B loses: W10 → 10 = 10 (hand-rolled) [KS-ROBBER-2]',
      '  Robbers search row 10 of B: it is empty. [KS-ROBBER-3]'
    ])
  })

  it('KS-ROBBER-3: an empty row means nothing is stolen', () => {
    const a = adventurer('a', { items: [{ name: 'Seil' }] })
    const setup = setupOf({ party: [a], opponents: [{ name: 'Räuber', ks: 'W6+6' }], fight: { type: 'NK', marker: '!', robbers: true } })
    const fight = play(setup, [1, 6, 7])
    expect(fight.byId('a').robbed).toEqual({ row: 7, item: null })
    expect(fight.byId('a').equipment).toHaveLength(1)
    expect(fight.rules()).toContain('KS-ROBBER-3')
  })

  it('KS-GAP-20: injuries from before the fight do not get an adventurer robbed, unless the campaign says so', () => {
    const a = adventurer('a', { injuries: ['ordinary'], items: [{ name: 'Seil' }] })
    const b = adventurer('b')
    const base = { party: [a, b], opponents: [{ name: 'Räuber', ks: 'W6+1' }] }
    const strict = play(setupOf({ ...base, fight: { type: 'NK', marker: '!', robbers: true } }), [6, 1], { nonFighters: 'none' })
    expect(strict.byId('a').robbed).toBeNull()
    const loose = play(setupOf({ ...base, fight: { type: 'NK', marker: '!', robbers: true }, rules: { robPriorInjured: true } }), [6, 1, 1], {
      nonFighters: 'none'
    })
    expect(loose.byId('a').robbed?.item?.name).toBe('Seil')
  })
})
