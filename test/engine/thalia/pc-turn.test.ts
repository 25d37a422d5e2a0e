import { describe, expect, it } from 'vitest'
import { replay, simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { eventLine, translator } from '../../../src-engine/text/index.ts'
import { DefaultsIO } from '../defaults-io.ts'
import { combatant, menu, monster, pc, play, setupOf } from './fixtures.ts'

/** The options every SK's Action menu ends with, whatever the fight. */
const EVERY_TURN_OPTIONS = [
  'skill = Use a Ferdighet',
  'backpack = Take something out of the Ryggsekk',
  'special = Special Action',
  'free = A minor action (the Judge rules: free or Special)',
  'pass = Do nothing'
]
const tough = { hp: 40, maxHp: 40, kampand: 7 }
const calm = { parry: Array(20).fill([15]), evade: Array(20).fill([15]) }

describe('Thalia: an SK Turn (pcTurn)', () => {
  it('THA-ACT-2 THA-ACT-10 THA-MORALE-11 THA-ACT-8: the Action menu offers each possible action once, in words; a prepared Action cannot be a Run, a preparing or a flight', () => {
    const bertil = pc('Bertil', {
      belt: [{ name: 'Eliksir', heal: '1t4' }, { name: 'Fakkel' }],
      abilities: [{ name: 'Kamprop' }, { name: 'Rask hånd', free: true }]
    })
    // Gob0 is dead before the fight: no target, nor the preset.
    const gobs = ['Gob0', 'Gob1', 'Gob2'].map((id) => monster(id, id === 'Gob0' ? { ...tough, hp: 0 } : tough, { group: 'goblins' }))
    const p = play(setupOf([bertil, ...gobs], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['prepare'], trigger: ['fire'], preparedAction: ['pass'] }
    })
    const targets = ['attack:Gob1 = Attack Gob1', 'attack:Gob2 = Attack Gob2', 'threaten:goblins = Threaten group goblins (Ferdighet True)']
    const items = ['belt:0 = Use Eliksir from the Belt', 'belt:1 = Use Fakkel from the Belt', 'ability:0 = Use the Evne Kamprop']
    const turn = ['run = Run (double movement)', 'prepare = Prepare an Action', 'flee = Run from the fight (Løpe)']
    const question = { prompt: 'What does Bertil do with their Action?', actor: 'Bertil', default: 'attack:Gob1' }
    expect(menu(p.requests.find((r) => r.key === 'action'))).toEqual({
      ...question,
      rule: 'THA-ACT-2',
      options: [...targets, ...items, 'ability:1 = Use the Evne Rask hånd (free action)', ...turn, ...EVERY_TURN_OPTIONS]
    })
    expect(menu(p.requests.find((r) => r.key === 'preparedAction'))).toEqual({
      ...question,
      rule: 'THA-ACT-10',
      options: [...targets, ...items, 'ability:1 = Use the Evne Rask hånd (free action)', ...EVERY_TURN_OPTIONS]
    })
  })

  it('THA-ACT-2 THA-ACT-5 THA-ACT-6 THA-ACT-7: each kind of Action is logged in words under its rule, and only a free one leaves the Action', () => {
    const bertil = pc('Bertil', { belt: [{ name: 'Fakkel' }], abilities: [{ name: 'Kamprop' }, { name: 'Rask hånd', free: true }] })
    const p = play(setupOf([bertil, monster('Gob1', { ...tough, kampand: 12 }, { group: 'goblins' })], { maxRounds: 9 }), {
      dice: { initiative: Array(9).fill([6, 1]), ...calm },
      choose: {
        action: ['ability:1', 'ability:0', 'run', 'skill', 'free', 'free', 'belt:0', 'backpack', 'special', 'prepare'],
        freeOrSpecial: ['free', 'special'],
        specialRounds: ['2'],
        trigger: ['fire'],
        preparedAction: ['pass']
      }
    })
    const own = p.events.filter((e) => e.params['actor'] === 'Bertil' && !['dice', 'thalia.test', 'thalia.durability', 'thalia.defended'].includes(e.type))
    expect(own.map((e) => `${e.round} ${eventLine(e, 'en')}`)).toEqual([
      '1 Bertil uses the Evne Rask hånd as a free action [THA-ACT-8]',
      '1 Bertil uses the Evne Kamprop [THA-ACT-2]',
      '2 Bertil runs up to 12 skritt [THA-ACT-5]',
      '3 Bertil uses a Ferdighet [THA-ACT-2]',
      '4 Judge: is what Bertil wants a free action or a Special Action? → Free action [THA-ACT-9]',
      '4 Bertil takes a free action (Frihandling) [THA-ACT-7]',
      '4 Judge: is what Bertil wants a free action or a Special Action? → Special Action [THA-ACT-9]',
      '4 Bertil takes a Special Action lasting 1 round [THA-ACT-9]',
      '5 Bertil uses Fakkel from the Belt [THA-ACT-2]',
      '6 Bertil takes something out of the Ryggsekk [THA-ACT-2]',
      '7 Judge: how many rounds does the Special Action of Bertil take? → 2 rounds [THA-ACT-6]',
      '7 Bertil takes a Special Action lasting 2 rounds [THA-ACT-6]',
      '8 Bertil continues a Special Action [THA-ACT-6]',
      '9 Bertil prepares an Action (Forberedt Handling) [THA-ACT-10]',
      '9 Has the trigger of the prepared Action of Bertil happened (after Gob1)? → Yes: act now [THA-GAP-12]',
      "9 Bertil's prepared Action is triggered after Gob1 [THA-GAP-12]",
      '9 Bertil does nothing this Turn [THA-ACT-10]'
    ])
    // The Judge's two questions, whole.
    expect([menu(p.requests.find((r) => r.key === 'freeOrSpecial')), menu(p.requests.find((r) => r.key === 'specialRounds'))]).toEqual([
      {
        prompt: 'Judge: is what Bertil wants a free action or a Special Action?',
        rule: 'THA-ACT-9',
        actor: undefined,
        default: 'free',
        options: ['free = Free action', 'special = Special Action']
      },
      {
        prompt: 'Judge: how many rounds does the Special Action of Bertil take?',
        rule: 'THA-ACT-6',
        actor: undefined,
        default: '1',
        options: ['1 = 1 round', '2 = 2 rounds', '3 = 3 rounds', '4 = 4 rounds']
      }
    ])
  })

  it('THA-HEAL-4 THA-DYING-6 THA-GAP-34: a Belt elixir goes to an SK of the own side who stands, is Døende or Stabilisert, preset to a Døende friend, else the user; only a Døende SK can be stabilised', () => {
    const party = (bertilHp: number) => [
      pc('Bertil', { hp: bertilHp }),
      pc('Arne', { vern: 10, belt: [{ name: 'Eliksir', heal: '1t4' }] }),
      pc('Cecilie', { hp: 0 }),
      pc('Dag', { status: 'dead' }),
      pc('Erik', { status: 'unconscious' }),
      monster('Vakt', { kind: 'dk', hp: 5, maxHp: 9 }, { side: 'players' }),
      monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })
    ]
    const downed = { evade: [[2]], npcDamage: [[5], [1]], menLocation: [[2]], men: [[4]], lastBreath: [[4]] }
    const p = play(setupOf(party(3), { maxRounds: 1, aftermath: 'stop' }), {
      dice: { initiative: [[1, 6]], ...downed, heal: [[3]] },
      choose: { target: ['Bertil'], defence: ['evade'], action: ['belt:0'] }
    })
    const arnes = p.requests.filter((r) => r.actor === 'Arne' && r.type === 'chooseOne').map(menu)
    expect(arnes.map((m) => [m.prompt, m.rule, m.default])).toEqual([
      ['What does Arne do with their Action?', 'THA-ACT-2', 'stabilise:Bertil'],
      ['Who gets Eliksir from Arne?', 'THA-HEAL-4', 'Bertil']
    ])
    expect(arnes[0]!.options.filter((o) => o.startsWith('stabilise:'))).toEqual(['stabilise:Bertil = Stabilise Bertil'])
    expect(arnes[1]!.options).toEqual(['Bertil = Bertil', 'Arne = Arne', 'Cecilie = Cecilie'])
    const roll = p.requests.find((r) => r.key === 'heal')!
    expect([translator.text(roll.prompt, 'en'), roll.rule, roll.actor]).toEqual(['Healing from Eliksir', 'THA-HEAL-4', 'Arne'])
    expect(p.ofType('thalia.healed').map((e) => eventLine(e, 'en'))).toEqual(['Bertil heals 3 HP from Eliksir, now 3 HP [THA-HEAL-4]'])
    // Nobody Døende: the elixir is preset to the one who drinks it.
    const q = play(setupOf(party(10), { maxRounds: 1, aftermath: 'stop' }), {
      dice: { initiative: [[6, 1]] },
      choose: { action: ['pass', 'belt:0'] },
      stopAt: (r) => r.key === 'healTarget'
    })
    expect(menu(q.state.status === 'pending' ? q.state.request : undefined)).toMatchObject({
      default: 'Arne',
      options: ['Bertil = Bertil', 'Arne = Arne', 'Cecilie = Cecilie']
    })
  })

  it('THA-GAP-53 THA-ACT-5 THA-END-1: after the fight an SK tending a Døende friend can no longer run from the fight', () => {
    const p = play(setupOf([pc('Bertil', { hp: 3 }), pc('Arne'), monster('Ulv', { hp: 1, maxHp: 1, kampand: 12 })], { maxRounds: 3 }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]], hit: [[18]], damage: [[6]] },
      choose: { target: ['Bertil'], defence: ['evade'], action: ['attack:Ulv'] },
      stopAt: (r) => r.key === 'action' && r.round === 2
    })
    expect(p.ofType('thalia.aftermathRound').map((e) => e.round)).toEqual([2])
    const after = menu(p.state.status === 'pending' ? p.state.request : undefined)
    expect([after.actor, after.default, after.options]).toEqual([
      'Arne',
      'stabilise:Bertil',
      ['stabilise:Bertil = Stabilise Bertil', 'run = Run (double movement)', 'prepare = Prepare an Action', ...EVERY_TURN_OPTIONS]
    ])
  })

  it('THA-MORALE-11 THA-MORALE-3 THA-ACT-5: only a hostile enemy group with a member not immune to Kampånd can be threatened; without movement there is no running', () => {
    const p = play(
      setupOf([
        pc('Bertil', { movement: 0 }),
        monster('Vakt', { kind: 'dk', ...tough }, { side: 'players', group: 'vakter', hostile: true }),
        monster('Ulv', { ...tough, kampand: 12 }, { group: 'ulver' }),
        monster('Bonde', tough, { group: 'bønder', hostile: false }),
        monster('Gob', tough, { group: 'goblins' })
      ]),
      { dice: { initiative: [[6, 1]] }, stopAt: (r) => r.key === 'action' }
    )
    expect(menu(p.state.status === 'pending' ? p.state.request : undefined).options).toEqual([
      'attack:Ulv = Attack Ulv',
      'attack:Bonde = Attack Bonde',
      'attack:Gob = Attack Gob',
      'threaten:goblins = Threaten group goblins (Ferdighet True)',
      'prepare = Prepare an Action',
      ...EVERY_TURN_OPTIONS
    ])
  })

  it('THA-GAP-2 THA-ACT-5 THA-ACT-10: when all declare first, a declared Run, preparing or flight is still carried out', () => {
    const p = play(setupOf([pc('Bertil'), pc('Arne'), pc('Cecilie'), monster('Gob', tough)], { maxRounds: 1, declaration: 'allFirst' }), {
      dice: { initiative: [[6, 1]], ...calm },
      choose: { action: ['run', 'prepare', 'flee'], trigger: ['wait'] }
    })
    const own = p.events.filter((e) => ['thalia.run', 'thalia.prepared', 'thalia.pcFlees', 'thalia.actionLost', 'thalia.preparedLapses'].includes(e.type))
    // Only Arne had an Action prepared: Cecilie, gone from the fight, has none to lapse.
    expect(own.map((e) => eventLine(e, 'en'))).toEqual([
      'Bertil runs up to 12 skritt [THA-ACT-5]',
      'Arne prepares an Action (Forberedt Handling) [THA-ACT-10]',
      'Cecilie runs from the fight (up to 12 skritt) [THA-ACT-5]',
      "Arne's prepared Action lapses at the end of the round [THA-ACT-11]"
    ])
  })

  it('THA-GAP-2 THA-DEF-5 THA-RND-4: when all declare first, simulation too carries out the declared Action, not the default of the moment', () => {
    // In round 1 Vakt's blow gives Rival a defence Triumf, whose immediate Action downs Bertil after Cecilie declared her
    // attack: the replay carries it out (the default of the moment would be to stabilise Bertil), and so must simulation.
    const setup = thaliaSystem.parseSetup(
      setupOf(
        [
          pc('Bertil', { hp: 1 }),
          monster('Vakt', { kind: 'dk', hp: 30, maxHp: 30 }, { side: 'players' }),
          pc('Cecilie'),
          { ...pc('Rival', { hp: 40, maxHp: 40 }), side: 'rivals' }
        ],
        { declaration: 'allFirst', triumfFace: 19, turnOrder: 'setupOrder', npcTarget: 'rolled', maxRounds: 3 }
      )
    )
    const playRoller = seededRoller('chain-78')
    const io = new DefaultsIO(playRoller)
    const played = thaliaSystem.run(setup, io)
    const events = replay(thaliaSystem, setup, io.answers).events.filter((e) => e.round === 1)
    const chain = events.filter(
      (e) =>
        (e.type === 'thalia.defenceTriumph' && e.params['actor'] === 'Rival') ||
        (e.type === 'thalia.dying' && e.params['target'] === 'Bertil') ||
        (['thalia.attack', 'thalia.stabiliseFailed'].includes(e.type) && e.params['actor'] === 'Cecilie') ||
        (e.type === 'thalia.stabilised' && e.params['helper'] === 'Cecilie')
    )
    expect(chain.map((e) => e.type)).toEqual(['thalia.defenceTriumph', 'thalia.dying', 'thalia.attack'])
    const simRoller = seededRoller('chain-78')
    expect(simulate(thaliaSystem, setup, simRoller)).toEqual(played)
    expect(simRoller.state()).toEqual(playRoller.state())
  })

  it('THA-DYING-6 THA-GAP-34: an SK stabilises a Døende SK of its own side only, not a rival SK it has just struck down', () => {
    const rival = (id: string, hp: number) => ({ ...pc(id, { hp, maxHp: Math.max(hp, 10) }), side: 'rivals' })
    const p = play(setupOf([pc('Bertil'), pc('Arne'), rival('Rival', 3), rival('Rival2', 30)], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], hit: [[18]], damage: [[6]], menLocation: [[2]], men: [[4]], lastBreath: [[4]] },
      choose: { action: ['attack:Rival'] },
      stopAt: (r) => r.key === 'action' && r.actor === 'Arne'
    })
    expect(p.ofType('thalia.dying').map((e) => e.params['target'])).toEqual(['Rival'])
    const arne = menu(p.state.status === 'pending' ? p.state.request : undefined)
    expect([arne.default, arne.options.filter((o) => /^(attack|stabilise):/.test(o))]).toEqual(['attack:Rival2', ['attack:Rival2 = Attack Rival2']])
  })

  it('THA-COUP-1 THA-COUP-2 THA-ACT-2: Nådestøt is offered, in words, on an enemy monster vulnerable to it, never on a vulnerable rival SK', () => {
    const sleeping = { conditions: [{ name: 'Sovende', coupVulnerable: true }] }
    const rival = { ...pc('Rival', sleeping), side: 'monsters' }
    const p = play(setupOf([pc('Bertil'), rival, monster('Troll', { ...tough, ...sleeping })]), {
      dice: { initiative: [[6, 1]] },
      stopAt: (r) => r.key === 'action'
    })
    const bertil = menu(p.state.status === 'pending' ? p.state.request : undefined)
    expect([bertil.default, bertil.options.filter((o) => /^(attack|coup):/.test(o))]).toEqual([
      'attack:Rival',
      ['attack:Rival = Attack Rival', 'attack:Troll = Attack Troll', 'coup:Troll = Nådestøt on Troll']
    ])
    // The Nådestøt kills the Troll and takes the Action: Bertil is not asked again this round.
    const q = play(setupOf([pc('Bertil'), monster('Troll', { ...tough, ...sleeping }), monster('Gob', tough)], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]], morale: [[2, 2]], ...calm },
      choose: { action: ['coup:Troll'] }
    })
    expect([q.requests.filter((r) => r.key === 'action').length, q.outcome.combatants.map((c) => c.status)]).toEqual([1, ['active', 'dead', 'active']])
  })

  it('THA-HEAL-4: a Belt elixir is never offered to an SK of another side', () => {
    const p = play(setupOf([pc('Arne', { belt: [{ name: 'Eliksir', heal: '1t4' }] }), pc('Bertil'), { ...pc('Rival'), side: 'rivals' }]), {
      dice: { initiative: [[6, 1]] },
      choose: { action: ['belt:0'] },
      stopAt: (r) => r.key === 'healTarget'
    })
    expect(menu(p.state.status === 'pending' ? p.state.request : undefined).options).toEqual(['Arne = Arne', 'Bertil = Bertil'])
  })

  it('THA-GAP-53 THA-END-1 THA-ACT-1: after the fight, with only a rival SK Døende and no enemy standing, the winner is preset to do nothing', () => {
    const rival = { ...pc('Rival', { hp: 3 }), side: 'rivals' }
    const p = play(setupOf([pc('Bertil'), rival], { maxRounds: 3 }), {
      dice: { initiative: [[6, 1]], hit: [[18]], damage: [[6]], menLocation: [[2]], men: [[4]], lastBreath: [[2]] },
      choose: { action: ['attack:Rival'] }
    })
    // Rival's Siste Pust of 3 runs out in the third round after the fight; Bertil is asked in each.
    expect(p.ofType('thalia.aftermathRound').map((e) => e.round)).toEqual([2, 3, 4])
    const after = p.requests.filter((r) => r.key === 'action').map(menu)
    expect(after.map((m) => m.default)).toEqual(['attack:Rival', 'pass', 'pass', 'pass'])
    expect(after[1]!.options).toEqual(['run = Run (double movement)', 'prepare = Prepare an Action', ...EVERY_TURN_OPTIONS])
    expect(combatant(p, 'Rival').status).toBe('dead')
  })

  it('THA-ACT-5 THA-MEN-24 THA-MEN-28 THA-GAP-40: an SK with a Mén that slows him still runs, twice his lowered movement; one whose movement a Mén brings to 0 cannot', () => {
    const p = play(
      setupOf([pc('Bertil', { movement: 7, injuries: [{ id: 'ben-2' }] }), pc('Arne', { movement: 1, injuries: [{ id: 'ben-6' }] }), monster('Gob', tough)], {
        maxRounds: 1
      }),
      { dice: { initiative: [[6, 1]] }, choose: { action: ['run'] }, stopAt: (r) => r.key === 'action' && r.actor === 'Arne' }
    )
    expect(p.ofType('thalia.run').map((e) => eventLine(e, 'en'))).toEqual(['Bertil runs up to 6 skritt [THA-ACT-5]'])
    const arne = menu(p.state.status === 'pending' ? p.state.request : undefined)
    expect(arne.options.filter((o) => o.startsWith('run') || o.startsWith('flee'))).toEqual([])
  })
})
