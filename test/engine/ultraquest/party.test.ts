import { describe, expect, it } from 'vitest'
import { adventurer, pendingAfter, play, setupOf } from './fixtures.ts'

const four = () => ['a', 'b', 'c', 'd'].map((id) => adventurer(id))
const optionIds = (request: ReturnType<typeof pendingAfter>) =>
  request.type === 'chooseOne' || request.type === 'chooseMany' ? request.options.map((o) => o.id) : []
const potion = { name: 'Heiltrank', kind: 'potion' as const, heals: true }

describe('non-fighters (KS-NONFIGHT)', () => {
  it('KS-EX-10 KS-NONFIGHT-4 KS-GAP-15 KS-GAP-14: only a block at the rear may stay out, and not everyone', () => {
    expect(optionIds(pendingAfter(setupOf({ party: four() })))).toEqual(['none', 'd', 'c+d', 'b+c+d'])
  })

  it('KS-EX-10 KS-NONFIGHT-5 KS-REAR-2: attacked from behind, the block is at the front', () => {
    const request = pendingAfter(setupOf({ party: four(), fight: { type: 'NK', marker: '!', fromBehind: true } }))
    expect(optionIds(request)).toEqual(['none', 'a', 'a+b', 'a+b+c'])
    expect(request.rule).toBe('KS-NONFIGHT-5')
  })

  it('KS-GAP-15: a campaign may allow everyone to stay out', () => {
    expect(optionIds(pendingAfter(setupOf({ party: four(), rules: { allowEveryoneOut: true } })))).toContain('a+b+c+d')
  })

  it('KS-GAP-15 KS-DMG-9 KS-NONFIGHT-6: with everyone out the party’s result is 0, but nobody can take damage: no fighter died, so the non-fighters do not fall', () => {
    const setup = setupOf({ party: [adventurer('a'), adventurer('b')], rules: { allowEveryoneOut: true } })
    const fight = play(setup, [6, 6, 6, 6, 6, 6], { nonFighters: 'a+b' })
    expect(fight.outcome).toMatchObject({ result: 'exhausted', rounds: 3, partyFinished: false })
    expect(fight.outcome.adventurers.map((a) => a.newInjuries)).toEqual([[], []])
    expect(fight.has('ultraquest.nonFightersFall')).toBe(false)
    // Said as it is: nobody fights, so the points hit nobody (no armour and no pass of the distribution involved).
    expect(fight.log).toContain('  Nobody of the party fights, so nobody takes the 14 points: the round is drawn. [KS-GAP-15]')
    expect(fight.has('ultraquest.damageDiscarded') || fight.has('ultraquest.drawArmour')).toBe(false)
  })

  it('KS-NONFIGHT-1 KS-NONFIGHT-2: non-fighters add no KS, and the log names them', () => {
    const fight = play(setupOf({ party: four() }), [6, 6, 1, 1], { nonFighters: 'c+d' })
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(14)
    expect(fight.log).toContain('Staying out of the fight: C, D. [KS-NONFIGHT-1]')
  })

  it('KS-NONFIGHT-2 KS-GAP-15 KS-GAP-4: with nobody rolling (everyone out, or every fighter injured) the party’s result is 0, and the log says so', () => {
    const everyoneOut = play(setupOf({ party: [adventurer('a'), adventurer('b')], rules: { allowEveryoneOut: true } }), [6, 6, 6, 6, 6, 6], {
      nonFighters: 'a+b'
    })
    const injured = play(setupOf({ party: [adventurer('a', { injuries: ['ordinary'] }), adventurer('b', { injuries: ['ordinary'] })] }), [1, 1])
    for (const fight of [everyoneOut, injured]) {
      // No party roll is asked for: the only dice are the opponents'.
      expect(fight.events.filter((e) => e.type === 'dice').map((e) => e.params['key'])[0]).toBe('opponentRoll')
      expect(fight.events.find((e) => e.type === 'ultraquest.partyNoDice')).toEqual({
        type: 'ultraquest.partyNoDice',
        rule: 'KS-NONFIGHT-2',
        round: 1,
        params: { total: 0 }
      })
      expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(0)
      expect(fight.log).toContain('  No adventurer rolls: the party’s result is 0. [KS-NONFIGHT-2]')
    }
  })

  it('KS-NONFIGHT-6 KS-EX-16: when every fighter dies, each non-fighter receives two injuries (each may drink a potion)', () => {
    const party = [adventurer('a'), adventurer('b'), adventurer('c'), adventurer('d', { items: [potion] })]
    // a and b: 1+1 each = 4; troll 6+20 = 26: 22 damage kills a and b; c then drinks the potion of d, his rear man.
    const fight = play(setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+20' }] }), [1, 1, 6], { nonFighters: 'c+d' })
    expect(fight.byId('c')).toMatchObject({ dead: false, injuries: ['ordinary'], healedInFight: 1 })
    expect(fight.byId('d')).toMatchObject({ dead: true, newInjuries: ['ordinary', 'ordinary'] })
    const lines = fight.log.split('\n')
    expect(lines.slice(lines.indexOf('  Nobody is left to take the last 18 points. [KS-GAP-25]') + 1, -3)).toEqual([
      '  All fighters are dead: C, D each receive two injuries. [KS-NONFIGHT-6]',
      '  C takes an injury. [KS-NONFIGHT-6]',
      '  C takes an injury. [KS-NONFIGHT-6]',
      '  C drinks Heiltrank of D and survives. [KS-INJURY-3]',
      '  D takes an injury. [KS-NONFIGHT-6]',
      '  D takes an injury. [KS-NONFIGHT-6]',
      '  D dies of a second injury. [KS-DEATH-1]'
    ])
    expect(fight.outcome.partyFinished).toBe(true)
  })

  it('KS-NONFIGHT-6 KS-DEATH-1: a non-fighter injured before dies of the first of his two injuries and takes no more', () => {
    const party = [adventurer('a'), adventurer('b'), adventurer('c', { injuries: ['ordinary'] })]
    const fight = play(setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+20' }] }), [1, 1, 6], { nonFighters: 'c' })
    const lines = fight.log.split('\n')
    expect(lines.slice(lines.indexOf('  All fighters are dead: C receives two injuries. [KS-NONFIGHT-6]'), -3)).toEqual([
      '  All fighters are dead: C receives two injuries. [KS-NONFIGHT-6]',
      '  C takes an injury. [KS-NONFIGHT-6]',
      '  C dies of a second injury. [KS-DEATH-1]'
    ])
    expect(fight.byId('c')).toMatchObject({ dead: true, injuries: ['ordinary', 'ordinary'], newInjuries: ['ordinary'] })
  })

  it('KS-GAP-4 KS-INJURY-1: an adventurer injured before the round adds KS 0 but stays in the damage order', () => {
    const party = [adventurer('a', { injuries: ['ordinary'] }), adventurer('b')]
    const setup = setupOf({ party, opponents: [{ name: 'Ork', ks: 'W6+1' }] })
    expect(pendingAfter(setup)).toMatchObject({ key: 'nonFighters', default: 'none' })
    expect(pendingAfter(setup, [{ type: 'chooseOne', option: 'none' }])).toMatchObject({ key: 'partyRoll', notation: 'W6+1' })
    const fight = play(setup, [1, 6], { nonFighters: 'none' })
    expect(fight.byId('a')).toMatchObject({ dead: true })
    expect(fight.log).toContain('A is injured and unable to fight: KS 0. [KS-GAP-4]')
  })

  it('KS-GAP-4: the default keeps an injured adventurer of the rear block out of the fight', () => {
    const party = [adventurer('a'), adventurer('b', { injuries: ['cursed'] })]
    expect(pendingAfter(setupOf({ party }))).toMatchObject({ key: 'nonFighters', default: 'b' })
    const alternative = setupOf({ party, rules: { injuredContributeNothing: false } })
    expect(pendingAfter(alternative, [{ type: 'chooseOne', option: 'none' }])).toMatchObject({ notation: 'W6+1 + W6+1' })
  })
})

describe('rear attacks and targeted fights (KS-REAR, KS-TARGET)', () => {
  it('KS-REAR-1 KS-GAP-26: from behind, the last adventurer takes damage first; his armour decides the draw', () => {
    const party = [adventurer('a'), adventurer('b'), adventurer('c', { rw: 3 })]
    const setup = setupOf({ party, opponents: [{ name: 'Wolf', ks: 'W6+6' }], fight: { type: 'NK', marker: '!', fromBehind: true } })
    // 3×(1+1) = 6 against 6+6 = 12: damage 6: c absorbs 3, injured (2 left), b injured (1 left), a injured.
    const fight = play(setup, [1, 1, 1, 6])
    expect(fight.events.filter((e) => e.type === 'ultraquest.injury').map((e) => e.params['name'])).toEqual(['C', 'B', 'A'])
    // damage 3 is fully absorbed by c's RW: a draw, though a has no armour.
    const drawn = play(setup, [1, 1, 1, 3, 1, 1, 1, 3, 1, 1, 1, 3])
    expect(drawn.outcome.result).toBe('exhausted')
  })

  it('KS-TARGET-1 KS-GAP-28 KS-ORDER-1: only named adventurers fight and take damage, in their relative order', () => {
    const setup = setupOf({ party: four(), opponents: [{ name: 'Harpyie', ks: 'W6+10' }], fight: { type: 'NK', marker: '!', targets: ['b', 'd'] } })
    expect(optionIds(pendingAfter(setup))).toEqual(['none', 'd'])
    const fight = play(setup, [1, 1, 6])
    expect(fight.outcome.adventurers.filter((a) => a.newInjuries.length > 0).map((a) => a.id)).toEqual(['b', 'd'])
  })
})

describe('between the rounds (KS-ACTION, KS-ORDER)', () => {
  const tie = [3, 3, 4, 2]

  it('KS-ACTION-1 KS-ORDER-2: the order may change between rounds, and then counts for damage', () => {
    const setup = setupOf({ party: [adventurer('a'), adventurer('b', { rw: 5 })] })
    const fight = play(setup, [...tie, 1, 1, 2, 1, ...tie], { marchingOrder: ['b', 'a'] })
    expect(fight.outcome.marchingOrder).toEqual(['b', 'a'])
    // damage 1 now hits b first, whose RW 5 absorbs it: drawn again.
    expect(fight.events.find((e) => e.type === 'ultraquest.reorder')?.rule).toBe('KS-ACTION-1')
    expect(fight.events.filter((e) => e.type === 'ultraquest.drawArmour')).toHaveLength(1)
  })

  it('KS-ORDER-2: the order is asked only before a voluntary fight and between rounds, never inside a round', () => {
    const setup = setupOf({ party: [adventurer('a'), adventurer('b')] })
    const keys: string[] = []
    const answers: unknown[] = []
    const script = [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [3, 3] },
      { type: 'dice', faces: [4, 2] },
      { type: 'chooseOne', option: 'fight' }
    ]
    for (const answer of script) {
      keys.push(pendingAfter(setup, answers).key)
      answers.push(answer)
    }
    keys.push(pendingAfter(setup, answers).key)
    expect(keys).toEqual(['nonFighters', 'partyRoll', 'opponentRoll', 'flee', 'marchingOrder'])
  })

  it('KS-ACTION-2 KS-GAP-8: ready items go to an adjacent adventurer, one step per break', () => {
    const setup = setupOf({ party: [adventurer('a', { items: [potion] }), adventurer('b'), adventurer('c')] })
    const request = pendingAfter(setup, [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [3, 3, 3] },
      { type: 'dice', faces: [5, 5] },
      { type: 'chooseOne', option: 'fight' },
      { type: 'chooseMany', options: ['a', 'b', 'c'] }
    ])
    expect(request).toEqual({
      type: 'chooseOne',
      key: 'handItem',
      round: 1,
      prompt: { key: 'ultraquest.prompt.handItem' },
      rule: 'KS-ACTION-2',
      default: 'done',
      options: [
        { id: 'done', label: { key: 'ultraquest.option.done' } },
        { id: 'a:1>b', label: { key: 'ultraquest.option.handOver', params: { item: 'Heiltrank', from: 'A', to: 'B' } } }
      ]
    })
    const handed = play(setup, [3, 3, 3, 5, 5, 6, 6, 6, 1, 1], { 'r1:handItem': ['a:1>b'] })
    expect(handed.log).toContain('  Both sides score 12: the round is drawn. [KS-ROLL-6]\n  A hands Heiltrank to B. [KS-ACTION-2]\nRound 2')
    expect(handed.byId('b').equipment).toEqual([
      { ...potion, ready: true, held: false, hands: 1, ranged: false, ksBonus: 0, rw: 0, silver: false, magic: false }
    ])
    const next = pendingAfter(setup, [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [3, 3, 3] },
      { type: 'dice', faces: [5, 5] },
      { type: 'chooseOne', option: 'fight' },
      { type: 'chooseMany', options: ['a', 'b', 'c'] },
      { type: 'chooseOne', option: 'a:1>b' }
    ])
    // The potion has moved one step this break: it cannot go on to c now.
    expect(next.key).toBe('nonFighters')
  })

  it('KS-ACTION-4: sitting a round out asks which backpack item he takes out, by his name, each row named', () => {
    const b = adventurer('b', { items: [{ name: 'Seil' }, { ...potion, ready: false }] })
    const asked = pendingAfter(setupOf({ party: [adventurer('a'), b] }), [
      { type: 'chooseOne', option: 'none' },
      { type: 'chooseOne', option: 'sitOut' }
    ])
    expect(asked).toMatchObject({
      key: 'slowAction:b',
      prompt: { key: 'ultraquest.prompt.slowAction', params: { name: 'B' } },
      rule: 'KS-ACTION-4',
      default: 'row2'
    })
    expect(asked.type === 'chooseOne' && asked.options).toEqual([
      { id: 'row2', label: { key: 'ultraquest.option.takeOut', params: { item: 'Heiltrank', row: 2 } } }
    ])
  })

  it('KS-ACTION-3 KS-ACTION-4 KS-GAP-9: backpack items come out only by sitting a round out, which adds no KS but keeps the damage order', () => {
    const b = adventurer('b', { items: [{ ...potion, ready: false }] })
    const setup = setupOf({ party: [adventurer('a'), b] })
    const fight = play(setup, [3, 1, 1, 6, 6, 1, 1], { 'r1:mode:b': 'sitOut', 'slowAction:b': 'row1' })
    expect(fight.log).toContain('B sits the round out for a slow action. [KS-ACTION-4]')
    expect(fight.events.find((e) => e.type === 'ultraquest.results')?.params['party']).toBe(4)
    expect(fight.byId('b').equipment[0]).toMatchObject({ ready: true })
    expect(fight.log).toContain('  B now has Heiltrank ready. [KS-ACTION-4]\nRound 2')
    // Killed in the round he sat out, he never takes the item out.
    const killed = play(setupOf({ party: [adventurer('a'), b], opponents: [{ name: 'Troll', ks: 'W6+20' }] }), [1, 6], { 'r1:mode:b': 'sitOut' })
    expect(killed.byId('b')).toMatchObject({ dead: true, equipment: [{ name: 'Heiltrank', ready: false }] })
    expect(killed.has('ultraquest.slowActionDone')).toBe(false)
    // KS-ACTION-3: between rounds the backpack is not offered.
    const answers = [
      { type: 'chooseOne', option: 'none' },
      { type: 'chooseOne', option: 'NK' },
      { type: 'dice', faces: [3, 3] },
      { type: 'dice', faces: [3, 3] },
      { type: 'chooseOne', option: 'fight' },
      { type: 'chooseMany', options: ['a', 'b'] }
    ]
    const request = pendingAfter(setup, answers)
    expect(request.key).toBe('nonFighters')
  })
})

describe('skills (KS-SKILL)', () => {
  const fighter = () => adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Sturmangriff', 'Rundumschlag'] })
  const goblins = [{ name: 'Goblin', ks: 'W6+1', count: 4 }]

  it('KS-SKILL-1 KS-SKILL-4 KS-EX-5: a Kämpfer calls Sturmangriff and Rundumschlag before his round-1 roll', () => {
    const setup = setupOf({ party: [fighter()], opponents: goblins })
    const request = pendingAfter(setup)
    expect(request).toMatchObject({ key: 'skills:k', type: 'chooseMany', rule: 'KS-SKILL-4' })
    expect(optionIds(request)).toEqual(['Sturmangriff', 'Rundumschlag'])
    expect(pendingAfter(setup, [{ type: 'chooseMany', options: ['Sturmangriff', 'Rundumschlag'] }])).toMatchObject({ notation: 'W6+5' })
  })

  it('KS-SKILL-2 KS-SKILL-3 KS-EX-5: one-off skills give their bonus in one round and are not offered again', () => {
    const setup = setupOf({ party: [fighter()], opponents: goblins })
    const round2 = pendingAfter(setup, [
      { type: 'chooseMany', options: ['Rundumschlag'] },
      { type: 'dice', faces: [4] },
      { type: 'dice', faces: [1, 1, 1, 1] },
      { type: 'chooseOne', option: 'fight' }
    ])
    // Sturmangriff is for round 1 only and Rundumschlag is used up: no skill prompt, back to W6+3.
    expect(round2).toMatchObject({ key: 'partyRoll', round: 2, notation: 'W6+3' })
  })

  it('KS-SKILL-3: Rundumschlag needs four or more opponents', () => {
    const setup = setupOf({ party: [fighter()], opponents: [{ name: 'Ork', ks: 'W6+1', count: 3 }] })
    expect(optionIds(pendingAfter(setup))).toEqual(['Sturmangriff'])
  })

  it('KS-SKILL-5 KS-GAP-27 KS-GAP-11: Panzerstich at the moment of damage makes the opponents’ armour count 2 less', () => {
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Panzerstich'] })
    const setup = setupOf({ party: [k], opponents: [{ name: 'Panzerkäfer', ks: 'W6' }], fight: { type: 'NK', marker: '!', opponentRw: 3 } })
    // 5+3 = 8 vs 6: ahead by 2, within RW 3: a draw unless Panzerstich is used.
    const asked = pendingAfter(setup, [
      { type: 'dice', faces: [5] },
      { type: 'dice', faces: [6] }
    ])
    expect(asked).toMatchObject({ key: 'instantSkills', rule: 'KS-SKILL-5' })
    expect(play(setup, [5, 6]).outcome.result).toBe('won')
    expect(play(setup, [5, 6, 4, 6, 4, 6], { instantSkills: [] }).outcome.result).toBe('exhausted')
  })

  it('KS-SKILL-5 KS-GAP-27 KS-INJURY-1: instant skills are offered while the party has not won: ahead by just the opponents’ RW, not when it has won already, and not by the injured', () => {
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Panzerstich'] })
    const beetle = setupOf({ party: [k], opponents: [{ name: 'Panzerkäfer', ks: 'W6' }], fight: { type: 'NK', marker: '!', opponentRw: 3 } })
    // 6+3 = 9 against 6: ahead by 3, which RW 3 stops; Panzerstich brings it to 1.
    expect(
      pendingAfter(beetle, [
        { type: 'dice', faces: [6] },
        { type: 'dice', faces: [6] }
      ])
    ).toMatchObject({ key: 'instantSkills' })
    const won = play(beetle, [6, 6])
    expect(won.log).toContain(
      '  K uses Panzerstich: party 9, opponents’ RW 1. [KS-SKILL-5]\n  The party wins by 3: the opponents are injured and withdraw. [KS-FIGHT-3]'
    )
    // KS-INJURY-1: an injured adventurer cannot act, so he has no Panzerstich to offer: the round is drawn.
    const injured = setupOf({
      party: [adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Panzerstich'], injuries: ['ordinary'] }), adventurer('b', { ks: { nk: 'W6+3' } })],
      opponents: [{ name: 'Panzerkäfer', ks: 'W6' }],
      fight: { type: 'NK', marker: '!', opponentRw: 3 }
    })
    expect(
      pendingAfter(injured, [
        { type: 'chooseOne', option: 'none' },
        { type: 'dice', faces: [6] },
        { type: 'dice', faces: [6] }
      ])
    ).toMatchObject({ key: 'flee' })
    const mage = adventurer('m', { skills: ['Magischer Pfeil'] })
    const rules = { skills: { 'Magischer Pfeil': { activation: 'instant' as const, resultBonus: 2 } } }
    // 6+1 = 7 against 1+1 = 2: won; the bonus it would add is not offered.
    const outright = play(setupOf({ party: [mage], opponents: [{ name: 'Ork', ks: 'W6+1' }], rules }), [6, 1])
    expect(outright).toMatchObject({ answers: 2, outcome: { result: 'won', damageToOpponents: 5 } })
    expect(outright.has('ultraquest.instantSkill')).toBe(false)
  })

  it('KS-SKILL-5 KS-GAP-27: the GM picks the instant skills to use, all by default; each one’s effect is logged in turn', () => {
    const rules = {
      skills: { Panzerstich: { activation: 'instant' as const, opponentRwMinus: 2 }, 'Magischer Pfeil': { activation: 'instant' as const, resultBonus: 2 } }
    }
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Panzerstich'] })
    const m = adventurer('m', { skills: ['Magischer Pfeil'] })
    const setup = setupOf({ party: [k, m], opponents: [{ name: 'Panzerkäfer', ks: 'W6' }], rules, fight: { type: 'NK', marker: '!', opponentRw: 3 } })
    // 2+3 + 1+1 = 7 against 6: one ahead, which RW 3 stops.
    const offer = (name: string, skill: string) => ({
      id: `${name.toLowerCase()}:${skill}`,
      label: { key: 'ultraquest.option.instantSkill', params: { name, skill } }
    })
    expect(
      pendingAfter(setup, [
        { type: 'chooseOne', option: 'none' },
        { type: 'dice', faces: [2, 1] },
        { type: 'dice', faces: [6] }
      ])
    ).toEqual({
      type: 'chooseMany',
      key: 'instantSkills',
      round: 1,
      prompt: { key: 'ultraquest.prompt.instantSkills' },
      rule: 'KS-SKILL-5',
      min: 0,
      max: 2,
      ordered: false,
      default: ['k:Panzerstich', 'm:Magischer Pfeil'],
      options: [offer('K', 'Panzerstich'), offer('M', 'Magischer Pfeil')]
    })
    expect(play(setup, [2, 1, 6], { nonFighters: 'none' }).log).toContain(
      [
        '  K uses Panzerstich: party 7, opponents’ RW 1. [KS-SKILL-5]',
        '  M uses Magischer Pfeil: party 9, opponents’ RW 1. [KS-SKILL-5]',
        '  The party wins by 3: the opponents are injured and withdraw. [KS-FIGHT-3]'
      ].join('\n')
    )
    const one = play(setup, [2, 1, 6, 6, 6, 1], { nonFighters: 'none', 'r1:instantSkills': ['m:Magischer Pfeil'] })
    expect(one.log).toContain(
      '  M uses Magischer Pfeil: party 9, opponents’ RW 3. [KS-SKILL-5]\n  The party is 3 ahead, but the opponents’ RW 3 stops it: drawn. [KS-ROLL-7]'
    )
    expect(one.log).not.toContain('K uses Panzerstich')
  })

  it('KS-SKILL-5 KS-SKILL-2: Panzerstich takes the opponents’ RW down to 0, not below, and is used once per game turn', () => {
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Panzerstich'] })
    const beetle = (opponentRw: number) =>
      setupOf({ party: [k], opponents: [{ name: 'Panzerkäfer', ks: 'W6' }], fight: { type: 'NK', marker: '!', opponentRw } })
    // 3+3 = 6 against 5: one ahead, which RW 1 stops; Panzerstich takes it to 0.
    expect(play(beetle(1), [3, 5]).log).toContain('  K uses Panzerstich: party 6, opponents’ RW 0. [KS-SKILL-5]\n  The party wins by 1')
    // Against RW 3 it leaves RW 1, which still stops one point; in round 2 it is used up.
    const twice = [
      { type: 'dice', faces: [3] },
      { type: 'dice', faces: [5] },
      { type: 'chooseMany', options: ['k:Panzerstich'] },
      { type: 'chooseOne', option: 'fight' }
    ]
    expect(pendingAfter(beetle(3), [...twice, { type: 'dice', faces: [3] }, { type: 'dice', faces: [5] }])).toMatchObject({ key: 'flee', round: 2 })
  })

  it('KS-SKILL-5: only a skill the table has as instant is offered at the moment of damage, whatever it adds', () => {
    const rules = {
      skills: {
        Wucht: { activation: 'called' as const, resultBonus: 2 },
        Schild: { activation: 'passive' as const, opponentRwMinus: 2 },
        Panzerstich: { activation: 'instant' as const, opponentRwMinus: 2 }
      }
    }
    const setup = setupOf({
      party: [adventurer('m', { skills: ['Wucht', 'Schild', 'Panzerstich'] })],
      opponents: [{ name: 'Ork', ks: 'W6+1' }],
      rules,
      fight: { type: 'NK', marker: '!', opponentRw: 3 }
    })
    // 3+1 = 4 against 3+1 = 4: drawn. Panzerstich would not help (the party is not ahead), and neither the called
    // nor the passive skill is offered at the moment of damage.
    expect(
      pendingAfter(setup, [
        { type: 'dice', faces: [3] },
        { type: 'dice', faces: [3] }
      ])
    ).toMatchObject({ key: 'flee' })
  })

  it('KS-SKILL-5: an instant skill that would change nothing is not offered', () => {
    const k = adventurer('k', { ks: { nk: 'W6+3' }, skills: ['Leer'] })
    const rules = { skills: { Leer: { activation: 'instant' as const } } }
    const setup = setupOf({ party: [k], opponents: [{ name: 'Panzerkäfer', ks: 'W6' }], rules, fight: { type: 'NK', marker: '!', opponentRw: 3 } })
    // 3+3 = 6 against 5: one ahead, which RW 3 stops; a skill with no bonus and no RW minus cannot help.
    expect(
      pendingAfter(setup, [
        { type: 'dice', faces: [3] },
        { type: 'dice', faces: [5] }
      ])
    ).toMatchObject({ key: 'flee' })
  })

  it('KS-SKILL-5: an instant skill of the GM’s own table can add to the party’s result and turn a loss into a draw', () => {
    const mage = adventurer('m', { skills: ['Magischer Pfeil'] })
    const setup = setupOf({
      party: [mage],
      opponents: [{ name: 'Ork', ks: 'W6+1' }],
      rules: { skills: { 'Magischer Pfeil': { activation: 'instant', resultBonus: 2 } } }
    })
    const fight = play(setup, [1, 3, 3, 3, 3, 3])
    expect(fight.events.find((e) => e.type === 'ultraquest.instantSkill')?.params).toMatchObject({ party: 4 })
    expect(fight.outcome.result).toBe('exhausted')
  })
})

describe('injuries, death and the end of a party (KS-INJURY, KS-DEATH, KS-PARTY)', () => {
  it('KS-INJURY-3 KS-EX-15 KS-GAP-21: B drinks the Heiltrank of C, his rear man, and survives with one injury', () => {
    const party = [adventurer('a', { rw: 9 }), adventurer('b', { injuries: ['ordinary'] }), adventurer('c', { items: [potion] })]
    const setup = setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+1' }], fight: { type: 'NK', marker: '!', targets: ['b', 'c'] } })
    // b is injured: KS 0; c: 1+1 = 2 vs 6+1 = 7: damage 5: b injured again → drinks c's potion, c injured (3 left) ...
    const request = pendingAfter(setup, [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [1] },
      { type: 'dice', faces: [6] }
    ])
    expect(request).toMatchObject({ key: 'lifeSaving:b', rule: 'KS-INJURY-3' })
    expect(optionIds(request)).toEqual(['none', 'c:1'])
    const fight = play(setup, [1, 2], { nonFighters: 'none' })
    expect(fight.byId('b')).toMatchObject({ dead: false, injuries: ['ordinary'], healedInFight: 1 })
    expect(fight.byId('c').equipment).toEqual([])
    expect(fight.rules()).toContain('KS-INJURY-3')
  })

  it('KS-INJURY-3 KS-GAP-21: the life-saving question offers his own Heiltrank first, then his rear man’s, and the log says whose he drinks', () => {
    const party = [
      adventurer('a', { rw: 9 }),
      adventurer('b', { injuries: ['ordinary'], items: [{ ...potion, name: 'Elixier' }] }),
      adventurer('c', { items: [potion] })
    ]
    const setup = setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+1' }], fight: { type: 'NK', marker: '!', targets: ['b', 'c'] } })
    // b is injured: KS 0; c: 1+1 = 2 against 1+1 = 3: the one point of damage is b's second injury.
    const request = pendingAfter(setup, [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [1] },
      { type: 'dice', faces: [2] }
    ])
    const drink = (item: string, holder: string) => ({ key: 'ultraquest.option.drinkPotion', params: { item, holder, row: 1 } })
    expect(request).toEqual({
      type: 'chooseOne',
      key: 'lifeSaving:b',
      round: 1,
      actor: 'b',
      prompt: { key: 'ultraquest.prompt.lifeSaving', params: { name: 'B' } },
      rule: 'KS-INJURY-3',
      default: 'b:1',
      options: [
        { id: 'none', label: { key: 'ultraquest.option.noLifeSaving' } },
        { id: 'b:1', label: drink('Elixier', 'B') },
        { id: 'c:1', label: drink('Heiltrank', 'C') }
      ]
    })
    const fight = play(setup, [1, 2], { nonFighters: 'none', 'lifeSaving:b': 'c:1' })
    expect(fight.log).toContain(
      '  B: RW 0 absorbs 0, the next point is an injury; 0 points remain. [KS-DMG-3]\n  B drinks Heiltrank of C and survives. [KS-INJURY-3]'
    )
    expect(fight.byId('b')).toMatchObject({ dead: false, injuries: ['ordinary'], healedInFight: 1, equipment: [{ name: 'Elixier' }] })
    expect(fight.byId('c')).toMatchObject({ potionsGivenInFight: 1, equipment: [] })
    const none = play(setup, [1, 2], { nonFighters: 'none', 'lifeSaving:b': 'none' })
    expect(none.log).toContain('  B dies of a second injury. [KS-DEATH-1]')
    expect(none.byId('b')).toMatchObject({ dead: true, diedInFight: true, healedInFight: 0 })
  })

  it('KS-GAP-21: the rear man is the next living adventurer behind him, past the dead', () => {
    const party = [adventurer('a', { injuries: ['ordinary'] }), adventurer('b', { dead: true, injuries: [] }), adventurer('c', { items: [potion] })]
    const setup = setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+1' }] })
    // a is injured: KS 0; c: 1+1 = 2 against 2+1 = 3: the one point of damage is a's second injury.
    const request = pendingAfter(setup, [
      { type: 'chooseOne', option: 'none' },
      { type: 'dice', faces: [1] },
      { type: 'dice', faces: [2] }
    ])
    expect(request).toMatchObject({ key: 'lifeSaving:a' })
    expect(optionIds(request)).toEqual(['none', 'c:1'])
    expect(play(setup, [1, 2], { nonFighters: 'none' }).byId('a')).toMatchObject({ dead: false, healedInFight: 1 })
  })

  it('KS-GAP-21: without the rear-man rule only his own potion counts', () => {
    const party = [adventurer('b', { injuries: ['ordinary'] }), adventurer('c', { items: [potion] })]
    const setup = setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+1' }], rules: { lifeSavingFromRearMan: false } })
    const fight = play(setup, [1, 6], { nonFighters: 'none' })
    expect(fight.byId('b').dead).toBe(true)
  })

  it('KS-DEATH-1 KS-INJURY-1: a second injury without a potion kills; the dead keep their place in the roster', () => {
    const fight = play(setupOf({ party: [adventurer('a', { injuries: ['cursed'] }), adventurer('b')] }), [1, 6, 6], { nonFighters: 'none' })
    expect(fight.byId('a')).toMatchObject({ dead: true, diedInFight: true, injuries: ['cursed', 'ordinary'] })
    expect(fight.outcome.marchingOrder).toEqual(['a', 'b'])
  })

  it('KS-DEATH-2: an adventurer the story has killed is out of every fight', () => {
    const fight = play(setupOf({ party: [adventurer('a', { dead: true, injuries: [] }), adventurer('b'), adventurer('c')] }), [6, 6, 1, 1])
    expect(fight.events.find((e) => e.type === 'dice')?.params['notation']).toBe('W6+1 + W6+1')
    expect(fight.byId('a')).toMatchObject({ dead: true, diedInFight: false })
  })

  it('KS-PARTY-1 KS-PARTY-2: with one living adventurer left the party is finished, and the outcome says so', () => {
    const fight = play(setupOf({ party: [adventurer('a', { injuries: ['ordinary'] }), adventurer('b')], opponents: [{ name: 'Troll', ks: 'W6+1' }] }), [5, 6], {
      nonFighters: 'none'
    })
    // 5+1 against 6+1: the one point of damage is A's second injury; B lives on alone.
    expect(fight.byId('a')).toMatchObject({ dead: true, diedInFight: true })
    expect(fight.byId('b')).toMatchObject({ dead: false, newInjuries: [] })
    expect(fight.outcome.partyFinished).toBe(true)
    expect(fight.events.find((e) => e.type === 'ultraquest.partyFinished')?.rule).toBe('KS-PARTY-1')
    expect(fight.log).toContain('  Only 1 adventurer left alive: the party is finished. [KS-PARTY-1]')
    const fine = play(setupOf({ party: [adventurer('a'), adventurer('b')] }), [6, 6, 1, 1])
    expect(fine.outcome.partyFinished).toBe(false)
  })
})

describe('the party board’s non-fighters', () => {
  it('KS-NONFIGHT-4: marked non-fighters are the default when they form the rear block, and ignored when they do not', () => {
    const marked = setupOf({ party: four(), fight: { type: 'NK', marker: '!', preferredNonFighters: ['d', 'c'] } })
    expect(pendingAfter(marked)).toMatchObject({ key: 'nonFighters', default: 'c+d' })
    const gap = setupOf({ party: four(), fight: { type: 'NK', marker: '!', preferredNonFighters: ['b', 'd'] } })
    expect(pendingAfter(gap)).toMatchObject({ key: 'nonFighters', default: 'none' })
  })

  it('KS-NONFIGHT-4 KS-GAP-15: the largest block that may stay out (all but the front man) can be the marked default too', () => {
    const allButOne = setupOf({ party: four(), fight: { type: 'NK', marker: '!', preferredNonFighters: ['b', 'c', 'd'] } })
    expect(pendingAfter(allButOne)).toMatchObject({ key: 'nonFighters', default: 'b+c+d' })
  })

  it('KS-NONFIGHT-4 KS-NONFIGHT-5: the question names the rear block, or the front block when attacked from behind, and cites its rule', () => {
    const rear = pendingAfter(setupOf({ party: four() }))
    expect(rear).toMatchObject({ key: 'nonFighters', prompt: { key: 'ultraquest.prompt.nonFighters' }, rule: 'KS-NONFIGHT-4' })
    expect(rear.type === 'chooseOne' && rear.options.slice(0, 3).map((o) => o.label)).toEqual([
      { key: 'ultraquest.option.everyoneFights' },
      { key: 'ultraquest.option.staysOut', params: { names: ['D'] } },
      { key: 'ultraquest.option.staysOut', params: { names: ['C', 'D'] } }
    ])
    const fromBehind = setupOf({ party: four(), fight: { type: 'NK', marker: '!', fromBehind: true } })
    expect(pendingAfter(fromBehind)).toMatchObject({ key: 'nonFighters', prompt: { key: 'ultraquest.prompt.nonFightersFront' }, rule: 'KS-NONFIGHT-5' })
  })
})
