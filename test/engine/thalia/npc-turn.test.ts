import { describe, expect, it } from 'vitest'
import type { Request } from '../../../src-engine/core/index.ts'
import { eventLine } from '../../../src-engine/text/index.ts'
import { menu, monster, pc, play, setupOf } from './fixtures.ts'

const tough = { hp: 40, maxHp: 40, kampand: 12 }
const calm = { parry: Array(20).fill([15]), evade: Array(20).fill([15]) }

describe('Thalia: a DK or monster Turn (npcTurn)', () => {
  it('THA-GAP-13 THA-ATK-2 THA-COUP-1: the Judge picks whom of the other side a monster attacks (never its own side) and which attack, preset to Nådestøt on a defenceless DK', () => {
    const troll = monster('Troll', {
      ...tough,
      attacks: [
        { name: 'Klør', damage: '1t6' },
        { name: 'Bitt', damage: '1t8' }
      ]
    })
    const fight = (target: string, attack?: string) =>
      play(setupOf([pc('Bertil'), vakt, troll, monster('Gob', tough)], { maxRounds: 1 }), {
        dice: { initiative: [[1, 6]], npcDamage: [[2]], ...calm },
        choose: { action: ['pass'], target: [target], defence: ['evade'], ...(attack ? { npcAttack: [attack] } : {}) }
      })
    const vakt = monster('Vakt', { kind: 'dk', ...tough, conditions: [{ name: 'Sovende', coupVulnerable: true }] }, { side: 'players' })
    const p = fight('Vakt')
    expect(p.requests.filter((r) => r.type === 'chooseOne' && r.actor === 'Troll').map(menu)).toEqual([
      { prompt: 'Whom does Troll attack?', rule: 'THA-GAP-13', actor: 'Troll', default: 'Bertil', options: ['Bertil = Bertil', 'Vakt = Vakt'] },
      {
        prompt: 'Which attack does Troll use?',
        rule: 'THA-ATK-2',
        actor: 'Troll',
        default: 'coup',
        options: ['0 = Klør', '1 = Bitt', 'coup = Nådestøt on Vakt']
      }
    ])
    const trollsTurn = (q: typeof p) => q.events.filter((e) => e.params['actor'] === 'Troll' || e.params['target'] === 'Vakt').map((e) => eventLine(e, 'en'))
    expect(trollsTurn(p)).toEqual([
      'Troll may move up to 6 skritt this Turn [THA-GAP-13]',
      'Whom does Troll attack? → Vakt [THA-GAP-13]',
      'Which attack does Troll use? → Nådestøt on Vakt [THA-ATK-2]',
      'Nådestøt: Troll kills the defenceless Vakt [THA-COUP-1]',
      'Vakt is killed [THA-COUP-1]'
    ])
    // Bertil is no Nådestøt target: the menu has the monster's attacks only, preset to the first; the second is the one used.
    const q = fight('Bertil', '1')
    expect(menu(q.requests.find((r) => r.key === 'npcAttack'))).toMatchObject({ default: '0', options: ['0 = Klør', '1 = Bitt'] })
    expect(trollsTurn(q).slice(0, 4)).toEqual([
      'Troll may move up to 6 skritt this Turn [THA-GAP-13]',
      'Whom does Troll attack? → Bertil [THA-GAP-13]',
      'Which attack does Troll use? → Bitt [THA-ATK-2]',
      'Troll attacks Bertil with Bitt [THA-ATK-2]'
    ])
  })

  it('THA-GAP-27 THA-GAP-13: where an attack finishes a Døende SK, the Judge may pick it, but the list is preset to the first SK still standing', () => {
    const p = play(setupOf([pc('Bertil', { hp: 3 }), pc('Arne'), monster('Troll', tough)], { maxRounds: 2, aftermath: 'stop', attackOnDying: 'kills' }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]] },
      choose: { target: ['Bertil', 'Bertil'], defence: ['evade'], action: ['pass'] },
      stopAt: (r) => r.key === 'target' && r.round === 2
    })
    expect(menu(p.state.status === 'pending' ? p.state.request : undefined)).toEqual({
      prompt: 'Whom does Troll attack?',
      rule: 'THA-GAP-13',
      actor: 'Troll',
      default: 'Arne',
      options: ['Bertil = Bertil', 'Arne = Arne']
    })
  })

  it('THA-GAP-13 THA-DEF-5 THA-GAP-19: a monster with two Actions that falls to the immediate Action of a defence Triumf makes no second attack', () => {
    const p = play(setupOf([pc('Bertil'), monster('Troll', { hp: 1, maxHp: 1, kampand: 12 })], { maxRounds: 1, npcActionsPerTurn: 2 }), {
      dice: { initiative: [[1, 6]], evade: [[20]], hit: [[18]], damage: [[6]] },
      choose: { defence: ['evade'], action: ['attack:Troll'] }
    })
    expect(p.events.filter((e) => e.type.startsWith('thalia.') && e.params['actor'] !== undefined).map((e) => eventLine(e, 'en'))).toEqual([
      'Troll may move up to 6 skritt this Turn [THA-GAP-13]',
      'Troll attacks Bertil with Klør [THA-ATK-2]',
      'Bertil: 1t20 20 + Agilitet 2 = 22 against 14 (Unngå): Triumf [THA-DEF-8]',
      'Bertil defends against Troll (Unngå (evade), Triumf) [THA-DEF-7]',
      'Triumf on defence: Bertil takes one immediate Action [THA-DEF-5]',
      'Bertil may move up to 6 skritt this Turn [THA-ACT-4]',
      'Bertil attacks Troll with Kortsverd [THA-ATK-4]',
      'Bertil: 1t20 18 + Agilitet 2 = 20 against 12 (Sverd): success [THA-ATK-6]',
      'Bertil hits Troll [THA-ATK-8]'
    ])
    expect(p.outcome).toMatchObject({ winner: 'players', rounds: 1 })
  })

  it("THA-DEF-5 THA-GAP-19 THA-GAP-1: while the Triumf's immediate Action is asked the SK is the one acting; the monster's next attack is its own again", () => {
    const at = (stopAt: (r: Request) => boolean) =>
      play(setupOf([pc('Bertil'), monster('Troll', tough)], { maxRounds: 1, npcActionsPerTurn: 2 }), {
        dice: { initiative: [[1, 6]], evade: [[20]] },
        choose: { defence: ['evade'], action: ['pass'] },
        stopAt
      }).state.standing
    expect(at((r) => r.key === 'action')).toMatchObject({ round: 1, acting: ['Bertil'], actingSide: 'monsters' })
    let defences = 0
    expect(at((r) => r.key === 'defence' && ++defences === 2)).toMatchObject({ round: 1, acting: ['Troll'], actingSide: 'monsters' })
  })
})
