import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import {
  chooseManyRequest,
  chooseOneRequest,
  diceRequest,
  playScript,
  simulate,
  type FightEvent,
  type FightIO,
  type Request
} from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { defaultThaliaRules, thaliaSystem, type ThaliaSetup } from '../../../src-engine/systems/thalia/index.ts'
import { eventLine, translator } from '../../../src-engine/text/index.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

/**
 * Issue 11: whom a DK or monster attacks. The text is silent (the Judge runs them), so the default is a rule setting:
 * a random opponent it can attack, rolled with the fight's dice and logged; simulation uses the same default.
 */

const rolled = { npcTarget: 'rolled' }
const three = () => [pc('Bertil', { vern: 9 }), pc('Arne', { vern: 9 }), pc('Cecilie', { vern: 9 })]

describe('Thalia: whom DKs and monsters attack', () => {
  it("THA-GAP-13 THA-ATK-2: by default the fight's dice pick the target: 1t3 over the standing SKs, numbered by name in the prompt and logged", () => {
    expect(defaultThaliaRules.npcTarget).toBe('rolled')
    const p = play(setupOf([...three(), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], { ...rolled, maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], target: [[2]], evade: [[15]] },
      choose: { action: Array(3).fill('pass'), defence: Array(3).fill('evade') }
    })
    const roll = p.requests.find((r) => r.key === 'target') as Extract<Request, { type: 'dice' }>
    expect([roll.type, roll.notation, roll.rule, roll.actor, roll.parts.map((x) => x.label)]).toEqual(['dice', '1t3', 'THA-GAP-13', 'Troll', ['Troll']])
    expect(translator.text(roll.prompt, 'nb')).toBe('Hvem angriper Troll? 1 Bertil, 2 Arne, 3 Cecilie')
    expect(translator.text(roll.prompt, 'en')).toBe('Whom does Troll attack? 1 Bertil, 2 Arne, 3 Cecilie')
    // The face 2 is Arne: he is attacked and defends.
    expect(p.ofType('thalia.npcAttack')[0]!.params['target']).toBe('Arne')
    expect(p.requests.find((r) => r.key === 'evade')?.actor).toBe('Arne')
    expect(
      eventLine(
        p.ofType('dice').find((e) => e.params['key'] === 'target')!,
        'nb'
      )
    ).toBe('Hvem angriper Troll? 1 Bertil, 2 Arne, 3 Cecilie: 1t3 → 2 = 2 [THA-GAP-13]')
  })

  it('THA-GAP-13 THA-END-1: only opponents still able to fight are rolled for; one left needs no roll', () => {
    const p = play(
      setupOf([pc('Bertil', { hp: 1 }), pc('Arne', { vern: 9 }), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], {
        ...rolled,
        maxRounds: 2,
        aftermath: 'stop'
      }),
      {
        dice: {
          initiative: [
            [1, 6],
            [1, 6]
          ],
          target: [[1], [1]],
          evade: [[2], [15]],
          npcDamage: [[6]],
          menLocation: [[2]],
          men: [[4]],
          lastBreath: [[4]]
        },
        choose: { action: Array(4).fill('pass'), defence: Array(3).fill('evade') }
      }
    )
    const rolls = p.requests.filter((r) => r.key === 'target')
    // Round 1: Bertil and Arne (1t2); Bertil falls; round 2: only Arne stands, so nobody rolls.
    expect(rolls.map((r) => r.type === 'dice' && [r.round, r.notation])).toEqual([[1, '1t2']])
    expect(p.ofType('thalia.npcAttack').map((e) => [e.round, e.params['target']])).toEqual([
      [1, 'Bertil'],
      [2, 'Arne']
    ])
  })

  it('THA-GAP-13 THA-GAP-1: with the setting "judge" the Judge picks from a list preset to the first; the decision is logged', () => {
    const p = play(setupOf([...three(), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], { npcTarget: 'judge', maxRounds: 1 }), {
      dice: { initiative: [[1, 6]], evade: [[15]] },
      choose: { action: Array(3).fill('pass'), defence: ['evade'], target: ['Cecilie'] }
    })
    const choice = p.requests.find((r) => r.key === 'target') as Extract<Request, { type: 'chooseOne' }>
    expect([choice.type, choice.default, choice.options.map((o) => o.id)]).toEqual(['chooseOne', 'Bertil', ['Bertil', 'Arne', 'Cecilie']])
    expect(p.ofType('thalia.npcAttack')[0]!.params['target']).toBe('Cecilie')
    // The Judge's decisions stand in the log: how the fight opens, then whom the troll attacks.
    expect(p.ofType('thalia.decision').map((e) => eventLine(e, 'nb'))).toEqual([
      'Hvordan starter Kampen? → Ingen Overraskelse [THA-SURPRISE-4]',
      'Hvem angriper Troll? → Cecilie [THA-GAP-13]'
    ])
    expect(eventLine(p.ofType('thalia.decision')[1]!, 'en')).toBe('Whom does Troll attack? → Cecilie [THA-GAP-13]')
  })

  it('THA-GAP-13: simulation rolls the same target die as a replay of the same dice, so both end alike', () => {
    const example = JSON.parse(readFileSync(new URL('../../../resources/examples/thalia-skirmish.json', import.meta.url), 'utf8'))
    const setup = thaliaSystem.parseSetup(example)
    expect(setup.rules.npcTarget).toBe('rolled')
    const targets = new Set<string>()
    for (let seed = 1; seed <= 12; seed++) {
      const { state } = playScript(thaliaSystem, setup, { roller: seededRoller(seed) })
      expect(state.status === 'finished' && state.outcome).toEqual(simulate(thaliaSystem, setup, seededRoller(seed)))
      for (const e of state.events) if (e.type === 'thalia.npcAttack') targets.add(String(e.params['target']))
    }
    // The monsters no longer all go for the first SK.
    expect([...targets].sort()).toEqual(['Arne', 'Bertil', 'Cecilie'])
  })
})

describe('Thalia dice are labelled with names', () => {
  it('THA-INI-2 THA-ATK-6 THA-DEF-8 THA-DYING-4: no prompt, die label or log line shows an internal id, even when ids are not names; notation as the text writes it', () => {
    const example = JSON.parse(readFileSync(new URL('../../../resources/examples/thalia-skirmish.json', import.meta.url), 'utf8'))
    const ids: string[] = example.combatants.map((c: { sheet: { id: string } }) => `${c.sheet.id}-5cf0d6`)
    const setup = thaliaSystem.parseSetup({
      ...example,
      combatants: example.combatants.map((c: { sheet: { id: string } }, i: number) => ({ ...c, sheet: { ...c.sheet, id: ids[i] } }))
    })
    let labels = 0
    for (let seed = 1; seed <= 6; seed++) {
      const { requests, events } = record(setup, seed)
      for (const e of events) for (const lang of ['nb', 'en', 'de'] as const) for (const id of ids) expect(eventLine(e, lang)).not.toContain(id)
      for (const r of requests) {
        for (const lang of ['nb', 'en', 'de'] as const) for (const id of ids) expect(translator.text(r.prompt, lang)).not.toContain(id)
        if (r.type !== 'dice') continue
        // "1t20", "2t6", "1t3": the t of the Norwegian text, one die or one kind of die per roll.
        expect(r.notation).toMatch(/^\d+t\d+$/)
        for (const part of r.parts) {
          expect(part.label, r.key).not.toBe('')
          for (const id of ids) expect(part.label).not.toContain(id)
          labels++
        }
      }
    }
    expect(labels).toBeGreaterThan(100)
  })
})

/** Every request and event of a fight played with seeded dice and the default decisions, as the GM would see them. */
function record(setup: ThaliaSetup, seed: number): { requests: Request[]; events: FightEvent[] } {
  const requests: Request[] = []
  const events: FightEvent[] = []
  const roller = seededRoller(seed)
  const io: FightIO = {
    recording: true,
    roll(ask) {
      const request = diceRequest(ask)
      requests.push(request)
      const faces = request.parts.flatMap((p) => p.sides.map((s) => roller.face(s)))
      events.push({
        type: 'dice',
        rule: request.rule,
        round: request.round,
        params: { ...request.prompt.params, reasonKey: request.prompt.key, notation: request.notation, faces, total: faces.reduce((a, b) => a + b, 0) }
      })
      return faces
    },
    chooseOne(ask) {
      const request = chooseOneRequest(ask)
      requests.push(request)
      return request.default
    },
    chooseMany(ask) {
      const request = chooseManyRequest(ask)
      requests.push(request)
      return request.default
    },
    confirm() {},
    emit(event) {
      events.push(event)
    }
  }
  thaliaSystem.run(setup, io)
  return { requests, events }
}
