import { describe, expect, it } from 'vitest'
import { opponentCardOf } from '../../src-renderer/src/cards/index.ts'
import { wordsFor } from '../../src-renderer/src/cards/words.ts'
import { PLAYER_SIDE } from '../../src-engine/systems/thalia/index.ts'

/** Bestiary cards read like a stat block (issue 14, 6): the system's labels, never enum values or form hints. */
describe('bestiary cards', () => {
  it('ULTRA♦QUEST: how many, KS and the kind by its label', () => {
    expect(opponentCardOf('ultraquest', { name: 'Skelett', ks: 'W6+1', count: 4, kind: 'skeleton' })).toEqual({
      name: 'Skelett',
      count: 4,
      lines: ['KS W6+1 · Skeleton']
    })
    expect(opponentCardOf('ultraquest', { name: 'Goblin', ks: 'W6', count: 1, kind: 'normal' }, wordsFor('de'))).toEqual({
      name: 'Goblin',
      count: 1,
      lines: ['KS W6']
    })
    expect(opponentCardOf('ultraquest', { name: 'Mumie', ks: 'W6+2', kind: 'mummy' }, wordsFor('nl')).lines).toEqual(['KS W6+2 · Mummie'])
  })

  it('Thalia: kind, HP, Vern, KÅ, the attacks with their damage and effect, the morale edge and group by label', () => {
    const troll = {
      name: 'Troll',
      count: 2,
      group: 'Fjelltroll',
      leader: true,
      sheet: {
        kind: 'monster',
        hp: 30,
        maxHp: 30,
        vern: 3,
        kampand: 8,
        moraleEdge: 'advantage',
        attacks: [
          { name: 'Klo', damage: '1t8', ranged: false, physical: true },
          { name: 'Stein', damage: '1t6+2', ranged: true, physical: true, effect: { name: 'Svimmel', resist: 'toffhet' } }
        ]
      }
    }
    expect(opponentCardOf('thalia', troll)).toEqual({
      name: 'Troll',
      count: 2,
      lines: [
        'Monster · HP 30/30 · Vern 3 · KÅ 8 · Kampånd tests with Fordel',
        'Attacks: Klo 1t8 · Stein 1t6+2, ranged, Svimmel (Tøffhet)',
        'Group: Fjelltroll · Leder'
      ]
    })
    const text = opponentCardOf('thalia', { ...troll, sheet: { ...troll.sheet, moraleEdge: 'none' } }, wordsFor('nb')).lines.join(' | ')
    expect(text).toContain('Angrep: Klo 1t8')
    expect(text).not.toMatch(/none|Kampåndtester/)
  })

  it('Thalia: an ally stands on the player side, named so in each language, not by the engine’s id "players"; another side keeps its name', () => {
    // The engine's own id, so the card's copy of it cannot drift.
    const ally = { name: 'Sigrun', side: PLAYER_SIDE, sheet: { kind: 'dk', hp: 9, maxHp: 9, vern: 1, kampand: 9, attacks: [{ name: 'Sverd', damage: '1t8' }] } }
    const sideLine = (lang: 'en' | 'de' | 'nl' | 'nb', o: Record<string, unknown> = ally) => opponentCardOf('thalia', o, wordsFor(lang)).lines.at(-1)
    expect(sideLine('en')).toMatch(/: the player side \(allies\)$/)
    expect(sideLine('nb')).toMatch(/: Spillersiden \(allierte\)$/)
    expect(sideLine('de')).toMatch(/: die Spielerseite \(Verbündete\)$/)
    expect(sideLine('nl')).toMatch(/: de spelerskant \(bondgenoten\)$/)
    expect(sideLine('en', { ...ally, side: 'ulver' })).toMatch(/: ulver$/)
  })

  it('Het Oog des Meesters: its values in the runner’s words (Aanval, Afweer in Dutch), the weapon and the kind by label', () => {
    const orc = {
      name: 'Ork',
      count: 2,
      sheet: { courage: 10, at: 11, pa: 7, le: { current: 20, max: 20 }, bw: 2, tp: 'D6+3', weapon: 'Kromzwaard', kind: 'monster' }
    }
    expect(opponentCardOf('odm', orc, wordsFor('nl')).lines).toEqual(['Moed 10 · Aanval 11 · Afweer 7 · LE 20 · BW 2 · TP D6+3', 'Kromzwaard · Monster'])
  })

  it('Das Weltenbuch: attributes, weapons with ×M+B, armour per zone and the skills, with no hints', () => {
    const orc = {
      name: 'Ork',
      attributes: { geist: 3, koerper: 8, geschick: 6, sozial: 2, wille: 5, sinne: 5 },
      skills: { Äxte: 4, Ausweichen: 2 },
      weapons: [{ id: 'axt', name: 'Axt', kind: 'melee', skill: 'Äxte', bonus: 0, damage: '×3+3', reload: 'none' }],
      armour: { kopf: 0, rumpf: 2, lArm: 0, rArm: 0, lBein: 0, rBein: 0 },
      count: 3
    }
    const card = opponentCardOf('weltenbuch', orc)
    expect(card).toEqual({
      name: 'Ork',
      count: 3,
      lines: ['Geist 3 · Körper 8 · Geschick 6 · Sozial 2 · Wille 5 · Sinne 5', 'Axt ×3+3 · Armour Rumpf 2', 'Fertigkeiten: Äxte 4, Ausweichen 2']
    })
    expect(opponentCardOf('weltenbuch', orc, wordsFor('de')).lines[1]).toBe('Axt ×3+3 · Rüstung Rumpf 2')
  })
})
