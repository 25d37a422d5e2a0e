import { describe, expect, it } from 'vitest'
import type { Request } from '../../../src-engine/core/index.ts'
import { eventLine, translator } from '../../../src-engine/text/index.ts'
import { monster, pc, play, setupOf } from './fixtures.ts'

type Choice = Extract<Request, { type: 'chooseOne' }>
const tough = { hp: 40, maxHp: 40, kampand: 12 }
const calm = { parry: Array(20).fill([15]), evade: Array(20).fill([15]) }

/** A chooseOne request as the GM reads it: prompt, rule, actor, default and every option's id and text. */
function menu(r: Request | undefined) {
  const c = r as Choice
  return {
    prompt: translator.text(c.prompt, 'en'),
    rule: c.rule,
    actor: c.actor,
    default: c.default,
    options: c.options.map((o) => `${o.id} = ${translator.text(o.label, 'en')}`)
  }
}

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
})
