import { describe, expect, it } from 'vitest'
import { loopSize } from '../mutation-scale.ts'
import { replay, simulate, type FightIO } from '../../../src-engine/core/index.ts'
import { combatantsOf, type Standing, type StandingCombatant } from '../../../src-engine/core/standing.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { koerperRow, type ZoneId } from '../../../src-engine/systems/weltenbuch/tables.ts'
import type { WeltenbuchSetup } from '../../../src-engine/systems/weltenbuch/index.ts'
import type { WeltenbuchSetupInput } from '../../../src-engine/systems/weltenbuch/setup.ts'
import { standingLines, standingText } from '../../../src-engine/text/standing.ts'
import { decideBy, dice, loadExample, placed, play, randomFight, setupOf, sheet, stateAt, system, variants } from './helpers.ts'

const yornVsOrc = () => setupOf(loadExample('weltenbuch-yorn-vs-orc.json') as WeltenbuchSetupInput)
const twoVsThree = () => loadExample('weltenbuch-2v3.json') as WeltenbuchSetupInput
const TEXT_DICE = dice(6, 4, 11, 7, 5, 9, 3, 8, 8, 2, 9, 2, 6)

/** Yorn parries the first blow and dodges the second, as in the text. */
function yornDefends() {
  let defences = 0
  return (request: { key: string }) => (request.key === 'defence:yorn' ? (defences++ === 0 ? 'parry' : 'dodge') : undefined)
}

/** The n-th time (1-based) the fight asks `key`. */
function nth(key: string, n: number) {
  let seen = 0
  return (r: { key: string }) => r.key === key && ++seen === n
}

const lines = (standing: Standing | null) => standingLines(standing!, 'weltenbuch', 'de')
const byId = (standing: Standing | null, id: string): StandingCombatant => combatantsOf(standing!).find((c) => c.id === id)!
const value = (c: StandingCombatant, key: string) => c.values.find((v) => v.key === key)

describe('the standing of one out of the fight', () => {
  it('KA-SUP-8 KA-ACT-1: an orc unable to act from the start shows no actions, his fellow his five', () => {
    const setup = setupOf({
      combatants: [
        { id: 'held', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'Held' }) },
        { id: 'ork1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork 1', damage: 40 }) },
        { id: 'ork2', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork 2' }) }
      ]
    })
    const { state } = stateAt(setup, dice(12, 2), (r) => r.round === 1)
    expect(byId(state.standing, 'ork1')).toMatchObject({ conditions: ['out'] })
    expect(value(byId(state.standing, 'ork1'), 'actions')).toBeUndefined()
    expect(value(byId(state.standing, 'ork2'), 'actions')).toMatchObject({ current: 5, max: 5 })
  })
})

describe('the standing while the heroes choose who begins their ambush', () => {
  it('KA-INI-5 KA-GAP-23: Kampfabschnitt 1 has begun but no slot yet: the header names no phase', () => {
    const { state } = stateAt(setupOf({ ...twoVsThree(), ambushBy: 'heroes' }), dice(7, 8, 9, 10, 11), (r) => r.key === 'ambushLeader')
    expect(state.standing).toMatchObject({ round: 1, acting: [] })
    expect(state.standing).not.toHaveProperty('phase')
    expect(lines(state.standing)[0]).toBe('  [Kampfabschnitt 1]')
  })
})

describe('the standing at points of the worked example (KA-EX-1)', () => {
  it("KA-EX-1 KA-INI-6 KA-AMBUSH-1 KA-ACT-8: at Yorn's parry of the ambush blow the orc acts, one action spent", () => {
    const { state } = stateAt(yornVsOrc(), TEXT_DICE, (r) => r.key === 'defence:yorn', yornDefends())
    expect(state.standing).toMatchObject({
      round: 1,
      roundTerm: { key: 'weltenbuch.standing.round' },
      phase: { key: 'weltenbuch.standing.phase.ambush' },
      acting: ['ork'],
      actingSide: 'foes',
      order: []
    })
    expect(state.standing!.sides.map((s) => [s.id, s.party])).toEqual([
      ['heroes', true],
      ['foes', false]
    ])
    // Each card read whole: the values by key (as the runner's columns read them), label and number, and the marks.
    expect(byId(state.standing, 'yorn')).toEqual({
      id: 'yorn',
      name: 'Yorn',
      values: [
        {
          key: 'lp',
          label: { key: 'weltenbuch.standing.lp' },
          current: 4,
          max: 45,
          rising: true,
          text: { key: 'weltenbuch.standing.lpText', params: { damage: 4, max: 45, levelKey: 'weltenbuch.wound.leicht' } }
        },
        { key: 'actions', label: { key: 'weltenbuch.standing.actions' }, current: 5, max: 5 },
        { key: 'heldenpunkte', label: { key: 'weltenbuch.standing.heldenpunkte' }, current: 1 },
        { key: 'ini', label: { key: 'weltenbuch.standing.ini' }, current: 20 }
      ],
      conditions: [],
      marks: [{ key: 'weapon', label: { key: 'weltenbuch.standing.weapon', params: { weapon: 'Breitschwert' } }, harm: false }]
    })
    expect(byId(state.standing, 'ork').values).toEqual([
      {
        key: 'lp',
        label: { key: 'weltenbuch.standing.lp' },
        current: 0,
        max: 45,
        rising: true,
        text: { key: 'weltenbuch.standing.lpUnhurt', params: { damage: 0, max: 45 } }
      },
      { key: 'actions', label: { key: 'weltenbuch.standing.actions' }, current: 4, max: 5 },
      { key: 'ini', label: { key: 'weltenbuch.standing.ini' }, current: 16 }
    ])
    expect(lines(state.standing)).toEqual([
      '  [Kampfabschnitt 1 · Hinterhalt · Ork]',
      '  » Helden · Yorn: Schaden 4/45 LP (leicht), Aktionen 5/5, Heldenpunkte 1, INI 20, Breitschwert',
      '  » Gegner · Ork: Schaden 0/45 LP, Aktionen 4/5, INI 16, Kurzschwert'
    ])
  })
  it('KA-INI-1 KA-ROUND-2: while the first initiative is rolled, the header names no Kampfabschnitt 0 but the time before the first', () => {
    // Found by a GM play-through: the runner read "Kampfabschnitt 0 · Initiatief".
    const standing = replay(system, yornVsOrc(), []).standing!
    expect(standing).toMatchObject({ round: 0, phase: { key: 'weltenbuch.standing.phase.initiative' } })
    const label = (lang: 'en' | 'de' | 'nl' | 'nb') => standingText(standing, 'weltenbuch', lang).roundLabel
    expect([label('de'), label('nl'), label('en'), label('nb')]).toEqual([
      'Vor dem ersten Kampfabschnitt',
      'Vóór de eerste Kampfabschnitt',
      'Before the first Kampfabschnitt',
      'Før første Kampfabschnitt'
    ])
  })

  it("KA-EX-1 KA-MELEE-9 KA-GAP-9 KA-SUP-5: at Yorn's re-roll after the dodge: 12 LP (mittel), the actions lapsed", () => {
    const { state } = stateAt(yornVsOrc(), TEXT_DICE, nth('heroPoints:initiative:yorn', 2), yornDefends())
    expect(state.standing).toMatchObject({ round: 1, phase: { key: 'weltenbuch.standing.phase.initiative' }, acting: ['yorn'], order: [] })
    expect(state.standing!.actingSide).toBeUndefined()
    const yorn = byId(state.standing, 'yorn')
    expect(value(yorn, 'lp')).toMatchObject({
      current: 12,
      max: 45,
      rising: true,
      text: { key: 'weltenbuch.standing.lpText', params: { levelKey: 'weltenbuch.wound.mittel' } }
    })
    expect(lines(state.standing)).toEqual([
      '  [Kampfabschnitt 1 · Initiative · Yorn]',
      '  » Helden · Yorn: Schaden 12/45 LP (mittel), Aktionen 0/5, Heldenpunkte 1, INI 20, Breitschwert',
      '  » Gegner · Ork: Schaden 0/45 LP, Aktionen 0/5, INI 16, Kurzschwert'
    ])
  })
  it('KA-EX-1 KA-INI-11 KA-ACT-8 KA-GAP-9: in Kampfabschnitt 2 Yorn (INI 22) attacks first and calls his zone', () => {
    const { state } = stateAt(yornVsOrc(), TEXT_DICE, (r) => r.key === 'zone:yorn', yornDefends())
    expect(lines(state.standing)).toEqual([
      '  [Kampfabschnitt 2 · Nahkampf · Yorn]',
      '  » Helden · Yorn: Schaden 12/45 LP (mittel), Aktionen 4/5, Heldenpunkte 1, INI 22, Breitschwert',
      '  » Gegner · Ork: Schaden 0/45 LP, Aktionen 5/5, INI 14, Kurzschwert'
    ])
    expect(state.standing!.actingSide).toBe('heroes')
  })
  it('KA-SUP-6 KA-SUP-7 KA-SUP-9 KA-EX-1: at the end the split head lies with the dead orc, shown only as dead', () => {
    const { state } = play(yornVsOrc(), TEXT_DICE, yornDefends())
    expect(state.standing).toMatchObject({ round: 2, phase: { key: 'weltenbuch.standing.phase.over' }, acting: [], order: [] })
    const orc = byId(state.standing, 'ork')
    expect(orc.conditions).toEqual(['dead'])
    expect(orc.marks).toEqual([])
    expect(lines(state.standing)).toEqual([
      '  [Kampfabschnitt 2 · Kampf beendet]',
      '  » Helden · Yorn: Schaden 12/45 LP (mittel), Heldenpunkte 1, INI 22, Breitschwert',
      '  » Gegner · Ork: Schaden 22/45 LP (schwer), INI 14, tot'
    ])
  })
})

describe('the standing in a group fight and its marks', () => {
  it("KA-INI-4 KA-GAP-12 KA-GAP-11 KA-GROUP-1: Brana's melee comes first; Eliria's own slot is still to come", () => {
    // Initiative Brana 24, Eliria 15, orcs 15, 16, 17: Brana (24), orc 3 (17), orc 2 (16), Eliria (15, hero first), orc 1.
    const { state } = stateAt(setupOf(twoVsThree()), dice(12, 2, 3, 4, 5), (r) => r.key === 'action:brana')
    expect(state.standing).toMatchObject({
      round: 1,
      phase: { key: 'weltenbuch.standing.phase.melee' },
      acting: ['brana'],
      actingSide: 'heroes',
      order: ['eliria']
    })
    expect(value(byId(state.standing, 'eliria'), 'actions')).toMatchObject({ current: 5, max: 5 })
    expect(byId(state.standing, 'eliria').marks).toEqual([
      { key: 'weapon', label: { key: 'weltenbuch.standing.weaponLoaded', params: { weapon: 'Langbogen' } }, harm: false }
    ])
    expect(lines(state.standing)[0]).toBe('  [Kampfabschnitt 1 · Nahkampf · Brana]')
  })
  it("KA-INI-5 KA-INI-6 KA-GAP-23 KA-INI-4: in an ambush, at the chosen leader's slot, the other ambushers are still to come before the heroes", () => {
    // Nobody in reach of an enemy, so each has a slot of his own. Initiative H1 17, H2 16, O1 22, O2 14, O3 12; O3 leads.
    const setup = setupOf({
      ambushBy: 'foes',
      combatants: [placed('h1', 'heroes', 0), placed('h2', 'heroes', 5), placed('o1', 'foes', 50), placed('o2', 'foes', 60), placed('o3', 'foes', 70)]
    })
    const { state } = stateAt(setup, dice(7, 6, 12, 4, 2), (r) => r.key === 'action:o3', decideBy({ ambushLeader: 'o3' }))
    expect(state.standing).toMatchObject({ round: 1, phase: { key: 'weltenbuch.standing.phase.ambush' }, acting: ['o3'], order: ['o1', 'o2', 'h1', 'h2'] })
  })
  it('KA-INI-4 KA-INI-6 KA-GAP-23: in the second Kampfabschnitt of that ambush the slots to come go by initiative, the leader no longer first', () => {
    // As before (O1 22, H1 17, H2 16, O2 14, O3 12; O3 leads); everyone ends his turn in Kampfabschnitt 1.
    const setup = setupOf({
      ambushBy: 'foes',
      combatants: [placed('h1', 'heroes', 0), placed('h2', 'heroes', 5), placed('o1', 'foes', 50), placed('o2', 'foes', 60), placed('o3', 'foes', 70)]
    })
    const ends = decideBy({
      ambushLeader: 'o3',
      'r1:action:o1': 'end',
      'r1:action:o2': 'end',
      'r1:action:o3': 'end',
      'r1:action:h1': 'end',
      'r1:action:h2': 'end'
    })
    const { state } = stateAt(setup, dice(7, 6, 12, 4, 2), (r) => r.key === 'action:o1' && r.round === 2, ends)
    expect(state.standing).toMatchObject({ round: 2, phase: { key: 'weltenbuch.standing.phase.distance' }, acting: ['o1'], order: ['h1', 'h2', 'o2', 'o3'] })
  })
  it('KA-GAP-11 KA-ACT-11 KA-ACT-10: alone at her slot Eliria shoots; her bow is then no longer spanned', () => {
    const { state } = stateAt(setupOf(twoVsThree()), dice(2, 12, 3, 4, 5, 3), nth('action:eliria', 2), decideBy({ 'missileDefence:ork1': 'none' }))
    expect(state.standing).toMatchObject({ phase: { key: 'weltenbuch.standing.phase.distance' }, acting: ['eliria'], actingSide: 'heroes' })
    expect(value(byId(state.standing, 'eliria'), 'actions')!.current).toBe(4)
    expect(lines(state.standing)).toContain('  » Helden · Eliria: Schaden 0/45 LP, Aktionen 4/5, Heldenpunkte 2, INI 25, Langbogen (nicht gespannt)')
  })
  it('KA-SUP-9 KA-SUP-8 KA-GAP-28: an unusable arm is a harmful mark; someone at tödlich is handlungsunfähig', () => {
    const setup = setupOf({
      combatants: [
        { id: 'h', side: 'heroes', kind: 'hero', wielding: 'unarmed', sheet: sheet({ name: 'H', unusableZones: ['lArm'] }) },
        { id: 'w', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'W', damage: 40 }) },
        { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O' }) }
      ]
    })
    const { state } = stateAt(setup, dice(12), (r) => r.key === 'initiative:o')
    const h = byId(state.standing, 'h')
    expect(h.marks).toEqual([
      { key: 'unusable', label: { key: 'weltenbuch.standing.unusable', params: { zoneKey: 'weltenbuch.zone.lArm' } }, harm: true },
      { key: 'weapon', label: { key: 'weltenbuch.standing.unarmed' }, harm: false }
    ])
    expect(byId(state.standing, 'w').conditions).toEqual(['out'])
    expect(lines(state.standing).slice(1, 3)).toEqual([
      '  » Helden · H: Schaden 0/45 LP, Heldenpunkte 0, INI 22, L. Arm unbrauchbar, waffenlos',
      '  » Helden · W: Schaden 40/45 LP (tödlich), Heldenpunkte 0, handlungsunfähig, Schwert'
    ])
  })
  it('KA-ACT-10 KA-GAP-33: a thrown spear and a melee weapon have nothing to span: their cards name them without "gespannt"', () => {
    // A spear is a ranged weapon that needs no spanning; a sword whose sheet says "crossbow" is still a sword.
    const spear = { id: 'speer', name: 'Wurfspeer', kind: 'ranged' as const, skill: 'Bogen', bonus: 0, damage: '×2+2', range: 20, reload: 'none' as const }
    const sword = { id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2', reload: 'crossbow' as const }
    const setup = setupOf({
      combatants: [
        { id: 't', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'T', weapons: [spear] }) },
        { id: 's', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'S', weapons: [sword] }) },
        { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O' }) }
      ]
    })
    const { state } = stateAt(setup, dice(12), (r) => r.key === 'initiative:s')
    expect(byId(state.standing, 't').marks).toEqual([
      { key: 'weapon', label: { key: 'weltenbuch.standing.weapon', params: { weapon: 'Wurfspeer' } }, harm: false }
    ])
    expect(byId(state.standing, 's').marks).toEqual([
      { key: 'weapon', label: { key: 'weltenbuch.standing.weapon', params: { weapon: 'Schwert' } }, harm: false }
    ])
    expect(lines(state.standing).slice(1, 3)).toEqual([
      '  » Helden · T: Schaden 0/45 LP, Heldenpunkte 0, INI 22, Wurfspeer',
      '  » Helden · S: Schaden 0/45 LP, Heldenpunkte 0, Schwert'
    ])
  })
  it('KA-GROUP-3 KA-GROUP-4: a dodger in a group fight is marked until the Kampfabschnitt ends', () => {
    const party = setupOf({
      rules: { nscTarget: 'first' },
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H1' }) },
        { id: 'h2', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H2' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) },
        { id: 'o2', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O2' }) }
      ]
    })
    const { state } = stateAt(party, dice(2, 3, 12, 11, 5, 7), (r) => r.key === 'action:o2', decideBy({ 'defence:h1': 'dodge' }))
    expect(byId(state.standing, 'h1').marks.map((m) => m.key)).toEqual(['weapon', 'dodged'])
    expect(byId(state.standing, 'h2').marks.map((m) => m.key)).toEqual(['weapon'])
  })
  it('KA-GROUP-4 KA-SUP-8: a dodger struck down later in the same Kampfabschnitt is handlungsunfähig, no longer marked as having dodged', () => {
    // H1 (30 LP damage) dodges O1's blow, then O2's and O1's next blows hit him for 4 each: 38, tödlich.
    const party = setupOf({
      rules: { nscTarget: 'first' },
      combatants: [
        { id: 'h1', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H1', damage: 30 }) },
        { id: 'h2', side: 'heroes', kind: 'hero', sheet: sheet({ name: 'H2' }) },
        { id: 'o1', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O1' }) },
        { id: 'o2', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'O2' }) }
      ]
    })
    const { state } = stateAt(party, dice(2, 3, 12, 11, 5, 7, 10, 10, 10, 10), nth('action:o2', 2), decideBy({ 'defence:h1': 'dodge' }))
    expect(state.standing).toMatchObject({ round: 1, acting: ['o2'] })
    const h1 = byId(state.standing, 'h1')
    expect(h1.conditions).toEqual(['out'])
    expect(value(h1, 'lp')!.current).toBe(38)
    expect(h1.marks).toEqual([{ key: 'weapon', label: { key: 'weltenbuch.standing.weapon', params: { weapon: 'Schwert' } }, harm: false }])
  })
})

/** The setups of the property test: the examples, the helpers' variants, a fight at distance and a called-zone duel. */
function propertySetups(): WeltenbuchSetup[] {
  const apart = twoVsThree()
  return [
    ...variants(),
    setupOf({ ...apart, combatants: apart.combatants.map((c) => (c.side === 'foes' ? { ...c, position: 40 } : c)) }),
    setupOf({ ...(loadExample('weltenbuch-yorn-vs-orc.json') as WeltenbuchSetupInput), rules: { hitZoneDice: false, rolledZoneMalus: true } })
  ]
}

describe('the standing at the end agrees with the outcome', () => {
  it('KA-SUP-7 KA-SUP-9 KA-ACT-9 KA-GAP-17: 280 seeded random fights on seven setups: LP, body parts, dead, fled', () => {
    let fights = 0
    const statuses = new Set<string>()
    const seeds = loopSize(40, 15)
    for (const setup of propertySetups()) {
      for (let seed = 1; seed <= seeds; seed++) {
        const { answers } = randomFight(setup, seed)
        const state = replay(system, setup, answers)
        if (state.status !== 'finished') throw new Error('the random fight did not finish')
        const { outcome, standing } = state
        expect(standing).not.toBeNull()
        expect(standing).toMatchObject({ round: outcome.segments, phase: { key: 'weltenbuch.standing.phase.over' }, acting: [], order: [] })
        for (const c of outcome.combatants) {
          statuses.add(c.status)
          const shown = byId(standing, c.id)
          const input = setup.combatants.find((x) => x.id === c.id)!
          const lp = value(shown, 'lp')!
          expect(lp).toMatchObject({ current: c.damage, max: 5 * koerperRow(input.sheet.attributes.koerper).lpPerLevel, rising: true })
          if (c.damage > 0) expect(lp.text!.params!['levelKey']).toBe(`weltenbuch.wound.${c.woundLevel}`)
          const zones = shown.marks.filter((m) => m.key === 'unusable').map((m) => String(m.label.params!['zoneKey']).replace('weltenbuch.zone.', '') as ZoneId)
          expect(zones).toEqual(c.status === 'dead' ? [] : c.unusableZones)
          expect(shown.marks.filter((m) => m.key === 'unusable').every((m) => m.harm === true)).toBe(true)
          expect(shown.conditions).toEqual({ able: [], unable: ['out'], dead: ['dead'], fled: ['fled'] }[c.status])
          expect(value(shown, 'heldenpunkte')?.current).toBe(input.kind === 'hero' ? c.heroPoints : undefined)
          expect(shown.values.some((v) => v.key === 'actions')).toBe(false)
        }
        fights++
      }
    }
    expect(fights).toBe(7 * seeds)
    // The fights reach every ending a character can have.
    expect([...statuses].sort()).toEqual(['able', 'dead', 'fled', 'unable'])
  })
  it('KA-INI-4 KA-GAP-11 KA-GAP-12: part way through, whoever acts and whoever is still to come is able and listed once', () => {
    for (const setup of propertySetups()) {
      for (let seed = 1; seed <= 5; seed++) {
        const { answers } = randomFight(setup, seed)
        for (const cut of [3, Math.floor(answers.length / 3), Math.floor(answers.length / 2)]) {
          const { standing } = replay(system, setup, answers.slice(0, cut))
          const able = new Set(
            combatantsOf(standing!)
              .filter((c) => c.conditions.length === 0)
              .map((c) => c.id)
          )
          const named = [...standing!.acting, ...(standing!.order ?? [])]
          expect(new Set(named).size).toBe(named.length)
          for (const id of named) expect(able.has(id)).toBe(true)
        }
      }
    }
  })
})

describe('the standing is read from the live fight', () => {
  it("KA-ROUND-1 KA-GAP-17: one provider is handed over; read after a run without events it tells that run's end", () => {
    const setup = yornVsOrc()
    const providers: (() => Standing)[] = []
    const roller = seededRoller('live')
    const io: FightIO = {
      recording: false,
      roll: (ask) => ask.parts.flatMap((p) => ('sides' in p ? p.sides.map((sides) => roller.face(sides)) : [])),
      chooseOne: (ask) => ask.default,
      chooseMany: (ask) => ask.default,
      confirm: () => {},
      emit: () => {},
      observe: (provider) => void providers.push(provider)
    }
    const outcome = system.run(setup, io)
    expect(providers).toHaveLength(1)
    const standing = providers[0]!()
    expect(standing.round).toBe(outcome.segments)
    for (const c of outcome.combatants) expect(value(byId(standing, c.id), 'lp')!.current).toBe(c.damage)
    // Simulation has no observe at all.
    expect(simulate(system, setup, seededRoller('y')).segments).toBeGreaterThan(0)
  })
})
