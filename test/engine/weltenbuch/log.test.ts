import { describe, expect, it } from 'vitest'
import { battleLog, eventLine, translator } from '../../../src-engine/text/index.ts'
import { weltenbuchMessages } from '../../../src-engine/text/messages/weltenbuch.ts'
import { weltenbuchOutcomeMessages } from '../../../src-engine/systems/weltenbuch/summary.ts'
import type { WeltenbuchSetupInput } from '../../../src-engine/systems/weltenbuch/setup.ts'
import { archer, decideBy, dice, duel, loadExample, play, playSome, setupOf, sheet } from './helpers.ts'

const de = (events: readonly Parameters<typeof eventLine>[0][]) => events.map((e) => eventLine(e, 'de'))

/** Yorn parries the first blow and dodges the second, as in the text. */
function yornDefends() {
  let defences = 0
  return (request: { key: string }) => (request.key === 'defence:yorn' ? (defences++ === 0 ? 'parry' : 'dodge') : undefined)
}

describe('the German log as a native reader reads it', () => {
  // Played in each test that reads it, not at collection, which Stryker would count as static (as in example.test.ts).
  const playExample = () =>
    play(setupOf(loadExample('weltenbuch-yorn-vs-orc.json') as WeltenbuchSetupInput), dice(6, 4, 11, 7, 5, 9, 3, 8, 8, 2, 9, 2, 6), yornDefends())

  it('KA-EX-1 KA-TEST-1 KA-MELEE-11 KA-SUP-1: one line per test, value + 2W6 → faces = total; damage and LP Schaden spelt out', () => {
    const example = playExample()
    expect(de(example.events.filter((e) => e.round === 1).slice(0, 15))).toEqual([
      'Neuer Kampfabschnitt: jede Partei hat 5 Aktionen [KA-ROUND-2]',
      'Nahkampf: Yorn gegen Ork; die Gegner greifen an [KA-INI-6]',
      'Ork greift Yorn an (Kurzschwert): 6 + 2W6 → 6, 5 = 17 [KA-MELEE-11]',
      'Ork würfelt die Trefferzone: 2W6 → 6, 1 = 7 [KA-ZONE-5]',
      '7 auf der Trefferzonentabelle: Rumpf [KA-ZONE-14]',
      'Yorn pariert den Angriff von Ork: 9 + 2W6 → 4, 1 = 14 [KA-MELEE-12]',
      'Ork trifft Yorn am Rumpf: 17 gegen 14 [KA-MELEE-7]',
      'Ork verursacht 10 Punkte Schaden bei Yorn am Rumpf (3 × 2 + 4) [KA-SUP-1]',
      'Die Rüstung von Yorn am Rumpf (2) fängt 2 Punkte ab, 8 werden eingetragen [KA-SUP-4]',
      'Yorn hat jetzt 12 LP Schaden und ist mittel verwundet [KA-SUP-7]',
      'Die Überfallenen sind jetzt bereit, mit noch 4 Aktionen [KA-AMBUSH-4]',
      'Ork greift Yorn an (Kurzschwert): 6 + 2W6 → 6, 3 = 15 [KA-MELEE-11]',
      'Ork würfelt die Trefferzone: 2W6 → 2, 1 = 3 [KA-ZONE-5]',
      '3 auf der Trefferzonentabelle: L. Arm [KA-ZONE-14]',
      'Yorn weicht dem Angriff von Ork aus: 8 + 2W6 → 6, 2 = 16 [KA-MELEE-13]'
    ])
    expect(de(example.events.filter((e) => e.round === 0).slice(1, 3))).toEqual([
      'Yorn würfelt Initiative: 14 + 2W6 → 5, 1 = 20 [KA-INI-3]',
      'Ork würfelt Initiative: 12 + 2W6 → 3, 1 = 16 [KA-INI-3]'
    ])
  })
  it('KA-ROUND-1 KA-ROUND-2: the log heads each round with "Kampfabschnitt", the standing\'s term, not "Runde"', () => {
    const example = playExample()
    const log = battleLog(example.events, 'de', example.state.standing!.roundTerm)
    expect(log.filter((line) => !line.startsWith(' '))).toEqual(expect.arrayContaining(['Kampfabschnitt 1', 'Kampfabschnitt 2']))
    expect(log.join('\n')).not.toMatch(/Runde/)
  })
  it('KA-SUP-9 KA-SUP-6 KA-EX-1: the split head cites the head\'s maximum; the end names the winners without a "Sieger"', () => {
    const example = playExample()
    expect(de(example.events.filter((e) => e.round === 2)).slice(-5)).toEqual([
      'Ork hat jetzt 22 LP Schaden und ist schwer verwundet [KA-SUP-7]',
      'Ork: 22 Punkte übersteigen den Maximalschaden am Kopf (17); das Körperteil ist unbrauchbar [KA-SUP-9]',
      'Ork ist tot: ein Treffer über dem Maximalschaden am Kopf [KA-SUP-9]',
      'Yorn: 4 ungenutzte Aktionen verfallen [KA-ACT-13]',
      'Der Kampf endet nach 2 Kampfabschnitten: die Helden gewinnen (die Gegner können nicht weiterkämpfen) [KA-GAP-17]'
    ])
    for (const [key, text] of Object.entries(weltenbuchMessages.de!)) expect(text, key).not.toMatch(/Sieger/)
  })
  it('KA-SUP-7 KA-SUP-9: the outcome: LP Schaden taken and now, once where all of it is new; the dead orc is listed as dead, without his damage or an unusable head', () => {
    const example = playExample()
    const lines = weltenbuchOutcomeMessages(example.outcome).map((m) => translator.text(m, 'de'))
    expect(lines).toEqual([
      'Ergebnis nach 2 Kampfabschnitten: die Helden gewinnen (die Gegner können nicht weiterkämpfen)',
      'Yorn: 8 LP Schaden erlitten, jetzt 12 LP Schaden (mittel)',
      'Ork: tot'
    ])
    // Unhurt before the fight, the orc who lives says his damage once.
    const alive = { ...example.outcome, combatants: example.outcome.combatants.map((c) => (c.name === 'Ork' ? { ...c, status: 'unable' as const } : c)) }
    expect(
      weltenbuchOutcomeMessages(alive)
        .map((m) => translator.text(m, 'de'))
        .slice(2)
    ).toEqual(['Ork: 22 LP Schaden erlitten (schwer)', 'Ork: Kopf bis zur Heilung unbrauchbar', 'Ork: handlungsunfähig'])
  })
  it('KA-GAP-7 KA-MELEE-8: a tie says whom it goes to; a better parry says what it wins', () => {
    const tie = playSome(duel(), dice(12, 2, 5, 5))
    expect(de(tie.events)).toContain('Held trifft Ork nicht: 13 gegen 13, Gleichstand geht an den Verteidiger [KA-GAP-7]')
    const strict = playSome(duel({}, {}, { rules: { tieGoesToDefender: false } }), dice(12, 2, 5, 5))
    expect(de(strict.events)).toContain('Held trifft Ork am Rumpf: 13 gegen 13, Gleichstand geht an den Angreifer [KA-GAP-7]')
  })
  it('KA-ACT-5 KA-ACT-4 KA-GAP-17: an attack of the unthreatened party; a fight stopped undecided', () => {
    const twoWeapons = {
      weapons: [
        { id: 'schwert', name: 'Schwert', skill: 'Schwerter', bonus: 0, damage: '×2+2' },
        { id: 'keule', name: 'Keule', skill: 'Schwerter', bonus: 0, damage: '×2+1' }
      ]
    }
    const taken = playSome(duel(twoWeapons), dice(12, 2, 5, 5), decideBy({ 'action:held': 'switch:keule', 'reaction:ork': 'attack:held' }))
    expect(de(taken.events)).toContain('Ork greift an, ohne bedroht zu sein: die Initiative wechselt [KA-ACT-5]')
    const stopped = play(duel({}, {}, { rules: { maxSegments: 1 } }), dice(12, 2, 5, 5, 5, 5, 5, 5, 5, 5, 5, 5))
    expect(de(stopped.events).at(-1)).toBe(
      'Der Kampf endet nach 1 Kampfabschnitt: unentschieden (nach der eingestellten Höchstzahl an Kampfabschnitten abgebrochen) [KA-GAP-17]'
    )
  })
  it('KA-RANGED-4 KA-DODGE-2 KA-DODGE-3 KA-SUP-4: shot, perception and dodge lines say the result; an arrow is no "Schlag"', () => {
    const setup = setupOf({
      combatants: [
        archer('a', { attributes: { geist: 5, koerper: 6, geschick: 6, sozial: 5, wille: 5, sinne: 5 } }),
        { id: 'o', side: 'foes', kind: 'nsc', sheet: sheet({ name: 'Ork', skills: { Schwerter: 3, Ausweichen: 6, Wahrnehmung: 4 }, armour: { rumpf: 2 } }) }
      ]
    })
    const seen = de(playSome(setup, dice(12, 2, 7, 7, 8), decideBy({ 'missileDefence:o': 'dodge' })).events)
    expect(seen).toEqual(
      expect.arrayContaining([
        'Eliria schießt auf Ork (Bogen, 30 m, Normal): 11 + 2W6 → 6, 1 = 18 [KA-RANGED-4]',
        'Eliria trifft Ork: 18 gegen Mindestwurf 16 [KA-RANGED-4]',
        'Ork sieht das Geschoss: 16 gegen Mindestwurf 16 [KA-DODGE-2]',
        'Ork weicht dem Geschoss aus: 19 gegen Mindestwurf 19 [KA-DODGE-3]'
      ])
    )
    const unseen = de(playSome(setup, dice(12, 2, 7, 6), decideBy({ 'missileDefence:o': 'dodge' })).events)
    expect(unseen).toContain('Ork sieht das Geschoss nicht: 15 gegen Mindestwurf 16 [KA-DODGE-2]')
    expect(unseen).toContain('Die Rüstung von Ork am Rumpf (2) fängt 2 Punkte ab, 6 werden eingetragen [KA-SUP-4]')
    expect(unseen.join('\n')).not.toMatch(/Schlag/)
  })
})
