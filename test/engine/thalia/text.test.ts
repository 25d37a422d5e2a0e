import { describe, expect, it } from 'vitest'
import type { FightEvent, Request } from '../../../src-engine/core/index.ts'
import { thaliaCampaign } from '../../../src-engine/systems/thalia/campaign.ts'
import { thaliaOutcomeMessages, type ThaliaOutcome } from '../../../src-engine/systems/thalia/index.ts'
import type { PcSheet } from '../../../src-engine/systems/thalia/sheet.ts'
import { eventLine, LANGUAGES, outcomeLines, translator, type Lang } from '../../../src-engine/text/index.ts'
import { combatant, combatantOutcome, monster, pc, play, setupOf, type Script } from './fixtures.ts'

/** Thalia's log as the GM reads it: Mén in words, sides by their names, in nb, en, de and nl. */

const line = (events: readonly FightEvent[], type: string, lang: Lang, at = 0) => eventLine(events.filter((e) => e.type === `thalia.${type}`)[at]!, lang)

/** Bertil (3 HP) falls to the troll's first blow; the dice of his Mén come from the script. */
function downBertil(dice: Record<string, number[][]>) {
  return play(
    setupOf([pc('Bertil', { hp: 3 }), pc('Arne', { vern: 10 }), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], { maxRounds: 1, aftermath: 'stop' }),
    {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], lastBreath: [[4]], ...dice },
      choose: { target: ['Bertil'], defence: ['evade'], action: Array(10).fill('pass') },
      seed: 11
    }
  )
}

describe('Thalia Mén line', () => {
  it('names the limb side as a word, and "permanent" or the days only where they apply', () => {
    const bicep = downBertil({ menLocation: [[3]], men: [[6]], menSide: [[1]], menDuration: [[2]] }).events
    expect(line(bicep, 'men', 'nb')).toBe('Mén for Bertil: Armer 6, Revet Bicep (venstre arm, i 14 dager) [THA-MEN-22]')
    expect(line(bicep, 'men', 'en')).toBe('Mén for Bertil: Armer (arms) 6, Revet Bicep (left arm, for 14 days) [THA-MEN-22]')
    expect(line(bicep, 'men', 'de')).toBe('Mén für Bertil: Armer (Arme) 6, Revet Bicep (linker Arm, für 14 Tage) [THA-MEN-22]')
    expect(line(bicep, 'men', 'nl')).toBe('Mén voor Bertil: Armer (armen) 6, Revet Bicep (linkerarm, gedurende 14 dagen) [THA-MEN-22]')

    const knee = downBertil({ menLocation: [[4]], men: [[3]], menSide: [[2]] }).events
    expect(line(knee, 'men', 'nb')).toBe('Mén for Bertil: Ben 3, Knust Kneskål (høyre ben, permanent) [THA-MEN-25]')
    expect(line(knee, 'men', 'en')).toBe('Mén for Bertil: Ben (legs) 3, Knust Kneskål (right leg, permanent) [THA-MEN-25]')
    expect(line(knee, 'men', 'de')).toBe('Mén für Bertil: Ben (Beine) 3, Knust Kneskål (rechtes Bein, dauerhaft) [THA-MEN-25]')
    expect(line(knee, 'men', 'nl')).toBe('Mén voor Bertil: Ben (benen) 3, Knust Kneskål (rechterbeen, blijvend) [THA-MEN-25]')

    const pains = downBertil({ menLocation: [[2]], men: [[2]] }).events
    expect(line(pains, 'men', 'nb')).toBe('Mén for Bertil: Overkropp 2, Indre Smerter (permanent) [THA-MEN-12]')
    expect(line(pains, 'men', 'de')).toBe('Mén für Bertil: Overkropp (Oberkörper) 2, Indre Smerter (dauerhaft) [THA-MEN-12]')

    const kidney = downBertil({ menLocation: [[2]], men: [[6]], menDuration: [[1]] }).events
    expect(line(kidney, 'men', 'en')).toBe('Mén for Bertil: Overkropp (upper body) 6, Nyreslag (for 1 day) [THA-MEN-16]')
    expect(line(kidney, 'men', 'nb')).toBe('Mén for Bertil: Overkropp 6, Nyreslag (i 1 dag) [THA-MEN-16]')
    expect(line(kidney, 'men', 'nl')).toBe('Mén voor Bertil: Overkropp (bovenlichaam) 6, Nyreslag (gedurende 1 dag) [THA-MEN-16]')

    for (const events of [bicep, knee, pains, kidney]) {
      for (const lang of LANGUAGES) {
        const text = line(events, 'men', lang)
        expect(text).not.toMatch(/side: |Seite: |permanent: |dauerhaft: |days: |dager: |Tage: |\(\)|;\s*;/)
        expect(text).not.toMatch(lang === 'en' ? /\b(true|false)\b|\((left|right)\)/ : /\b(true|false|left|right)\b/)
      }
    }
  })

  it('the journal and the outcome name the limb too, in all four languages', () => {
    const p = downBertil({ menLocation: [[3]], men: [[6]], menSide: [[1]], menDuration: [[2]] })
    const sheets = new Map(p.setup.combatants.filter((c) => c.sheet.kind === 'pc').map((c) => [c.sheet.id, c.sheet as unknown as PcSheet]))
    const notes = thaliaCampaign.applyOutcome(sheets, p.outcome).notes.map((n) => n.message)
    const men = notes.find((m) => m.key === 'journal.thalia.menDays')!
    expect(translator.text(men, 'en')).toBe('Bertil gained the Mén Revet Bicep (left arm) for 14 days')
    expect(translator.text(men, 'nb')).toBe('Bertil fikk Mén: Revet Bicep (venstre arm) i 14 dager')
    expect(translator.text(men, 'de')).toBe('Bertil erleidet den Mén Revet Bicep (linker Arm) für 14 Tage')
    expect(translator.text(men, 'nl')).toBe('Bertil kreeg de Mén Revet Bicep (linkerarm) voor 14 dagen')
    expect(outcomeLines('thalia', p.outcome, 'nb')).toContain('Bertil: Mén Revet Bicep (venstre arm) i 14 dager')
  })
})

/** A fight against a side the setup names ("troll"), with the opening and dice from the script. */
function againstTroll(script: Script, options: Record<string, unknown> = {}, rules: Record<string, unknown> = {}) {
  return play(
    setupOf(
      [pc('Bertil', { hp: 30, maxHp: 30 }), pc('Arne', { hp: 30, maxHp: 30 }), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 }, { side: 'troll' })],
      { maxRounds: 1, ...rules },
      options
    ),
    {
      choose: { action: Array(10).fill('pass'), defence: Array(10).fill('evade') },
      seed: 5,
      ...script
    }
  )
}

describe('Thalia sides by name', () => {
  it('initiative, side order and the winner show the player side as a word and a named side by its name', () => {
    const p = againstTroll({ dice: { initiative: [[5, 2]] } })
    expect(line(p.events, 'initiative', 'nb')).toBe('Initiativ: Spillersiden 5, troll 2 [THA-INI-3]')
    expect(line(p.events, 'initiative', 'en')).toBe('Initiative: the player side 5, troll 2 [THA-INI-3]')
    expect(line(p.events, 'initiative', 'de')).toBe('Initiative: die Spielerseite 5, troll 2 [THA-INI-3]')
    expect(line(p.events, 'sideOrder', 'nb')).toBe('Rekkefølge for Kampsidene: Spillersiden, troll [THA-INI-3]')
    expect(line(p.events, 'sideOrder', 'de')).toBe('Reihenfolge der Seiten: die Spielerseite, troll [THA-INI-3]')
    // One round with nobody down: no winner, and the line says so instead of leaving it empty.
    expect(line(p.events, 'fightEnds', 'nb')).toMatch(/; vinner: ingen \[THA-END-1\]$/)
    expect(line(p.events, 'fightEnds', 'en')).toMatch(/; winner: nobody \[THA-END-1\]$/)
    expect(line(p.events, 'fightEnds', 'de')).toMatch(/; Sieger: niemand \[THA-END-1\]$/)
  })

  it('the surprise roll, the ambush, its round and the opening options name the sides', () => {
    const surprise = againstTroll({ dice: { surprise: [[1, 6]], initiative: [[5, 2]] } }, { opening: 'surpriseRoll' })
    expect(line(surprise.events, 'surprise', 'nb')).toBe('Overraskelseskast: Spillersiden 1, troll 6; Overrasket: Spillersiden [THA-SURPRISE-5]')
    expect(line(surprise.events, 'surprise', 'en')).toBe('Overraskelseskast: the player side 1, troll 6; surprised: the player side [THA-SURPRISE-5]')
    expect(line(surprise.events, 'ambushRound', 'de')).toBe('Overfallsrunde: troll haben je einen Zug vor der Initiative [THA-SURPRISE-3]')

    const ambush = againstTroll({ dice: { initiative: [[5, 2]] } }, { opening: 'ambush:players' })
    expect(line(ambush.events, 'ambush', 'nb')).toBe('Overfall fra Spillersiden: Kampen starter med Overraskelse [THA-SURPRISE-1]')
    expect(line(ambush.events, 'ambush', 'en')).toBe('Overfall by the player side: the fight starts with surprise [THA-SURPRISE-1]')
    expect(line(ambush.events, 'ambush', 'de')).toBe('Overfall durch die Spielerseite: der Kampf beginnt mit Überraschung [THA-SURPRISE-1]')
    expect(line(ambush.events, 'ambushRound', 'nb')).toBe('Overfallsrunde: Spillersiden får 1 Tur hver før Initiativ avgjøres [THA-SURPRISE-3]')

    const opening = ambush.requests.find((r) => r.key === 'opening') as Extract<Request, { type: 'chooseOne' }>
    const labels = (lang: Lang) => opening.options.map((o) => translator.text(o.label, lang))
    expect(labels('nb')).toEqual(['Ingen Overraskelse', 'Overraskelseskast', 'Overfall fra Spillersiden', 'Overfall fra troll'])
    expect(labels('en')).toContain('Overfall by the player side')
    const order = ambush.requests.find((r) => r.key === 'turnOrder')!
    expect(translator.text(order.prompt, 'nb')).toBe('Rekkefølge for Turene til Spillersiden')
    expect(translator.text(order.prompt, 'de')).toBe('Reihenfolge der Züge für die Spielerseite')
  })

  it('sides the engine names itself (players, monsters, enemies) read as words; no line shows their raw ids', () => {
    const merged = play(setupOf([pc('Bertil'), monster('Gob1'), monster('Gob2', {}, { group: 'ulver' })], { mergeNpcGroups: true, maxRounds: 3 }), { seed: 3 })
    expect(line(merged.events, 'sideOrder', 'nb')).toMatch(/^Rekkefølge for Kampsidene: (Spillersiden, fiendene|fiendene, Spillersiden) \[/)
    expect(line(merged.events, 'sideOrder', 'en')).toMatch(/^Order of the sides: (the player side, the enemies|the enemies, the player side) \[/)
    const plain = play(setupOf([pc('Bertil'), monster('Gob1', {}, { side: 'monsters' })], { maxRounds: 3 }), { seed: 3 })
    expect(line(plain.events, 'sideOrder', 'de')).toMatch(/^Reihenfolge der Seiten: (die Spielerseite, die Monster|die Monster, die Spielerseite) \[/)
    for (const p of [merged, plain]) {
      for (const event of p.events.filter((e) =>
        ['initiative', 'initiativeTie', 'sideOrder', 'surprise', 'noSurprise', 'ambush', 'ambushRound', 'fightEnds'].map((t) => `thalia.${t}`).includes(e.type)
      )) {
        for (const lang of ['nb', 'de'] as const) expect(eventLine(event, lang)).not.toMatch(/\b(players|monsters|enemies)\b/)
        expect(eventLine(event, 'en')).not.toMatch(/\bplayers\b|(?<!the )\b(monsters|enemies)\b/)
      }
    }
  })

  it('the journal and the outcome name the winning side in all four languages, and a fight decided in the Overfallsrunde (its round 0) says so', () => {
    const p = play(setupOf([pc('Bertil', { hp: 30, maxHp: 30 }), monster('Gob1', { hp: 1, maxHp: 1 })], { maxRounds: 5 }), { seed: 2 })
    expect(p.outcome.winner).toBe('players')
    const fight = thaliaCampaign.applyOutcome(new Map(), p.outcome).notes[0]!.message
    // Gob1 falls in the first round: one round, in the singular.
    expect(p.outcome.rounds).toBe(1)
    expect(translator.text(fight, 'nb')).toMatch(/^Kampen er over etter 1 runde: Spillersiden vant \(/)
    expect(translator.text(fight, 'en')).toMatch(/^Fight over after 1 round: the player side won \(/)
    expect(translator.text(fight, 'de')).toMatch(/^Kampf vorbei nach 1 Runde, Sieger: die Spielerseite \(/)
    expect(translator.text(fight, 'nl')).toMatch(/^Gevecht voorbij na 1 ronde: gewonnen door de spelerskant \(/)
    expect(outcomeLines('thalia', p.outcome, 'nl')[0]).toMatch(/^Na 1 ronde: gewonnen door de spelerskant \(een Kampside heeft/)
    const later = { ...fight, params: { ...fight.params, rounds: 3 } }
    expect(translator.text(later, 'nb')).toMatch(/^Kampen er over etter 3 runder: /)
    expect(translator.text(later, 'en')).toMatch(/^Fight over after 3 rounds: /)
    expect(translator.text(later, 'de')).toMatch(/^Kampf vorbei nach 3 Runden, Sieger: /)
    expect(translator.text(later, 'nl')).toMatch(/^Gevecht voorbij na 3 rondes: /)
    // A fight decided in the Overfallsrunde (its round 0) says so, not "after 0 rounds".
    const ambush = { ...fight, params: { ...fight.params, rounds: 0 } }
    expect(translator.text(ambush, 'nb')).toMatch(/^Kampen er over i overfallsrunden: /)
    expect(translator.text(ambush, 'en')).toMatch(/^Fight over in the Overfallsrunde: /)
    expect(translator.text(ambush, 'de')).toMatch(/^Kampf vorbei in der Overfallsrunde, Sieger: /)
    expect(translator.text(ambush, 'nl')).toMatch(/^Gevecht voorbij in de Overfallsrunde: /)
    const inAmbush = { ...p.outcome, rounds: 0 }
    expect(outcomeLines('thalia', inAmbush, 'nb')[0]).toMatch(/^I overfallsrunden: Spillersiden vant \(/)
    expect(outcomeLines('thalia', inAmbush, 'en')[0]).toMatch(/^In the Overfallsrunde: the player side won \(/)
    const ends = p.ofType('thalia.fightEnds')[0]!
    expect(eventLine({ ...ends, params: { ...ends.params, rounds: 0 } }, 'de')).toMatch(/^Der Kampf endet in der Overfallsrunde \(/)
    expect(eventLine(ends, 'de')).toMatch(/^Der Kampf endet nach 1 Runde \(/)
    // A journal entry written before sides had words (winnerKey tha.players) still reads the same.
    expect(translator.text({ key: 'journal.thalia.fight', params: { rounds: 2, reasonKey: 'tha.end.victory', winnerKey: 'tha.players' } }, 'nb')).toMatch(
      /Spillersiden vant/
    )
  })
})

describe('Thalia log as a Norwegian GM reads it (issue 15)', () => {
  it('THA-DEF-13 THA-GAP-37 THA-MEN-18: "Blokkere" is spelt so; the Mén\'s side asks for an arm or a leg, never "Hvilken side" (a Kampside)', () => {
    const shield = { shield: { name: 'Rundskjold', attribute: 'makt', durability: 3 }, skills: { Sverd: 'kyndig', Skjold: 'kyndig' } }
    const p = play(
      setupOf([pc('Bertil', { hp: 3, ...shield }), pc('Arne', { vern: 10 }), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], {
        maxRounds: 1,
        aftermath: 'stop'
      }),
      {
        dice: { initiative: [[1, 6]], block: [[2]], npcDamage: [[5]], menLocation: [[3]], men: [[2]], menSide: [[1]], lastBreath: [[4]] },
        choose: { target: ['Bertil'], defence: ['block'], action: Array(10).fill('pass') }
      }
    )
    const block = p.requests.find((r) => r.key === 'block')!
    expect(translator.text(block.prompt, 'nb')).toBe('Bertil prøver å Blokkere slaget fra Troll')
    const side = p.requests.find((r) => r.key === 'menSide')!
    expect(translator.text(side.prompt, 'nb')).toBe('Mén for Bertil: venstre eller høyre arm? (1 venstre, 2 høyre)')
    expect(translator.text(side.prompt, 'en')).toBe('Mén of Bertil: left or right arm? (1 left, 2 right)')
    expect(translator.text(side.prompt, 'de')).toBe('Mén von Bertil: linker oder rechter Arm? (1 links, 2 rechts)')
    expect(translator.text(side.prompt, 'nl')).toBe('Mén van Bertil: linker- of rechterarm? (1 links, 2 rechts)')
    expect(translator.text({ ...side.prompt, params: { ...side.prompt.params, limbKey: 'thalia.limbChoice.ben' } }, 'nb')).toBe(
      'Mén for Bertil: venstre eller høyre ben? (1 venstre, 2 høyre)'
    )
    for (const lang of LANGUAGES) expect(translator.text(side.prompt, lang)).not.toMatch(/Hvilken side|Which side|Welche Seite|Welke kant/)
  })

  it('THA-ATK-8 THA-DEF-6 THA-DYING-6: "bommer" only where the text says it (a hit or a defence that fails); another failed test "mislykkes"', () => {
    const p = play(
      setupOf([pc('Bertil', { hp: 3 }), pc('Arne', { vern: 10 }), monster('Troll', { hp: 40, maxHp: 40, kampand: 12 })], { maxRounds: 2, aftermath: 'stop' }),
      {
        dice: { initiative: [[1, 6]], evade: [[2], [15]], npcDamage: [[5]], menLocation: [[2]], men: [[4]], lastBreath: [[4]], stabilise: [[3]], hit: [[3]] },
        choose: { target: ['Bertil', 'Arne'], defence: ['evade', 'evade'], action: ['stabilise:Bertil', 'attack:Troll'] }
      }
    )
    const tests = p.ofType('thalia.test')
    const line = (skill: string) =>
      eventLine(
        tests.find((e) => e.params['skill'] === skill)!,
        'nb'
      )
    expect(line('Unngå')).toMatch(/: bommer \[THA-DEF-8\]$/)
    expect(line('Legekunst')).toMatch(/: mislykkes \[THA-DYING-6\]$/)
    expect(line('Sverd')).toMatch(/: bommer \[THA-ATK-6\]$/)
    expect(eventLine(p.ofType('thalia.defenceFailed')[0]!, 'nb')).toBe('Bertil bommer på Forsvarshandlingen mot Troll (Unngå) [THA-DEF-6]')
    for (const e of p.events) expect(eventLine(e, 'nb')).not.toMatch(/\bbom\b/)
  })

  it('THA-GROUP-5 THA-GAP-52 THA-COUP-1: a member lost in Gruppekamp or killed by Nådestøt is dead, not "5 HP tapt": no damage was dealt', () => {
    const guards = [1, 2].map((n) => monster(`Vakt${n}`, { kampand: 12 }, { group: 'vakter', side: 'players' }))
    const bandits = [1, 2].map((n) => monster(`Bandit${n}`, { kampand: 12, hp: 5, maxHp: 5 }, { group: 'banditter' }))
    const p = play(setupOf([pc('Bertil', { vern: 20 }), ...guards, ...bandits], { maxRounds: 1 }, { groupCombat: true }), {
      dice: { initiative: [[6, 1]], groupCombat: [[5, 3]] },
      choose: { action: ['pass'], groupLoss: ['Bandit1'] },
      seed: 4
    })
    expect(combatant(p, 'Bandit1')).toMatchObject({ status: 'dead', hp: 5, hpLost: 0 })
    const lines = outcomeLines('thalia', p.outcome, 'nb')
    expect(lines).toContain('Bandit1: død')
    expect(lines.some((l) => l.startsWith('Bandit1:') && /HP tapt/.test(l))).toBe(false)
    const coup = play(setupOf([pc('Bertil'), monster('Gob', { hp: 5, maxHp: 5, conditions: [{ name: 'Sovende', coupVulnerable: true }] })], { maxRounds: 1 }), {
      dice: { initiative: [[6, 1]] },
      choose: { action: ['coup:Gob'] }
    })
    expect(combatant(coup, 'Gob')).toMatchObject({ status: 'dead', hp: 5, hpLost: 0 })
  })

  it("THA-GAP-1 THA-SURPRISE-4 THA-MORALE-10: the Judge's decisions and a side's order of Turns stand in the log; a player's choice shows in what his SK does", () => {
    const p = play(
      setupOf(
        [
          pc('Bertil', { vern: 9 }),
          pc('Arne', { vern: 9 }),
          monster('Gob1', { hp: 1, maxHp: 1 }, { group: 'goblins' }),
          monster('Gob2', {}, { group: 'goblins' })
        ],
        { maxRounds: 1 }
      ),
      {
        dice: { initiative: [[6, 1]], hit: [[15]], damage: [[4]], morale: [[2, 2]], parry: [[15]], evade: [[15]] },
        choose: { turnOrder: [['Arne', 'Bertil']], action: ['attack:Gob1', 'pass'], moraleAdjust: ['1'], target: ['Bertil'] }
      }
    )
    // The players' question of their order: every member once, in an order they choose, the setup's by default.
    expect(p.requests.find((r) => r.key === 'turnOrder')).toMatchObject({
      type: 'chooseMany',
      rule: 'THA-GAP-1',
      min: 2,
      max: 2,
      ordered: true,
      default: ['Bertil', 'Arne'],
      options: [
        { id: 'Bertil', label: { key: 'thalia.option.target', params: { target: 'Bertil' } } },
        { id: 'Arne', label: { key: 'thalia.option.target', params: { target: 'Arne' } } }
      ]
    })
    const lines = p.events.filter((e) => e.type === 'thalia.decision' || e.type === 'thalia.turnOrder').map((e) => eventLine(e, 'nb'))
    expect(lines).toEqual([
      'Hvordan starter Kampen? → Ingen Overraskelse [THA-SURPRISE-4]',
      'Rekkefølge for Turene til Spillersiden: Arne, Bertil [THA-GAP-1]',
      'Dommer: justering av Kampånds-testen for goblins → 1 [THA-MORALE-10]',
      'Hvem angriper Gob2? → Bertil [THA-GAP-13]'
    ])
    // Arne's attack needs no decision line: "Arne angriper Gob1 med Kortsverd" says it.
    expect(p.ofType('thalia.decision').some((e) => e.params['questionKey'] === 'thalia.prompt.action')).toBe(false)
    expect(eventLine(p.ofType('thalia.attack')[0]!, 'nb')).toBe('Arne angriper Gob1 med Kortsverd [THA-ATK-4]')
  })
})

describe('Thalia outcome in words', () => {
  it('THA-MEN-4 THA-MEN-6 THA-DYING-7 THA-DEF-14: Mén with and without a duration or side, stabilised, fled, worn and broken gear, the Belt: every line whole', () => {
    const outcome: ThaliaOutcome = {
      system: 'thalia',
      winner: 'players',
      ended: 'victory',
      rounds: 3,
      combatants: [
        combatantOutcome('Arne', {
          hp: 4,
          hpLost: 6,
          injuries: [
            { id: 'hode-2', name: 'Hjerneblødning', permanent: false, unconsciousDays: 3 },
            { id: 'hode-3', name: 'Knust Kjeve', permanent: true },
            { id: 'armer-3', name: 'Klo-hånd', permanent: false, side: 'right' }
          ],
          conditions: ['Blødning'],
          weaponDurability: [
            { name: 'Kortsverd', durability: 0, worn: 2 },
            { name: 'Dolk', durability: 2, worn: 1 }
          ],
          shieldDurability: 0,
          shieldWorn: 1,
          beltUsed: ['Helsedrikk']
        }),
        combatantOutcome('Bertil', { status: 'stabilised', unconsciousDays: 2, shieldDurability: 3, shieldWorn: 1 }),
        combatantOutcome('Gob', { kind: 'monster', side: 'monsters', group: 'monsters', status: 'fled' })
      ],
      dead: [],
      fled: ['Gob'],
      dying: []
    }
    const m = (key: string, params: Record<string, unknown>) => ({ key: `thalia.outcome.${key}`, params })
    expect(thaliaOutcomeMessages(outcome)).toEqual([
      m('result', { rounds: 3, reasonKey: 'thalia.end.victory', winner: 'players', winnerKey: 'thalia.side.players' }),
      m('hpLost', { name: 'Arne', lost: 6, hp: 4 }),
      m('haemorrhage', { name: 'Arne', injury: 'Hjerneblødning', sideKey: 'thalia.limbSide.none', days: 3 }),
      m('menPermanent', { name: 'Arne', injury: 'Knust Kjeve', sideKey: 'thalia.limbSide.none' }),
      m('men', { name: 'Arne', injury: 'Klo-hånd', sideKey: 'thalia.limbSide.armer.right' }),
      m('condition', { name: 'Arne', condition: 'Blødning' }),
      m('broken', { name: 'Arne', item: 'Kortsverd', durability: 0 }),
      m('durability', { name: 'Arne', item: 'Dolk', durability: 2 }),
      m('shieldBroken', { name: 'Arne', durability: 0 }),
      m('beltUsed', { name: 'Arne', item: 'Helsedrikk' }),
      m('stabilised', { name: 'Bertil', days: 2 }),
      m('shieldDurability', { name: 'Bertil', durability: 3 }),
      m('fled', { name: 'Gob' })
    ])
    expect(outcomeLines('thalia', outcome, 'en').slice(1)).toEqual([
      'Arne: 6 HP lost, 4 HP left',
      'Arne: Mén Hjerneblødning, unconscious for 3 days with a daily chance of death',
      'Arne: Mén Knust Kjeve, permanent',
      'Arne: Mén Klo-hånd (right arm)',
      'Arne: Blødning',
      'Arne: Kortsverd broken (Holdbarhet 0)',
      'Arne: Dolk at Holdbarhet 2',
      'Arne: shield broken (Holdbarhet 0)',
      'Arne: Helsedrikk used from the Belt',
      'Bertil: stabilised, unconscious for 2 days',
      'Bertil: shield at Holdbarhet 3',
      'Gob: fled'
    ])
  })

  it('THA-END-1 THA-GAP-53 THA-DYING-4 THA-GAP-26: a fight the round limit stops has no winner; an SK left Døende keeps his Siste Pust; a monster out of the fight no longer fights to the death', () => {
    const p = play(setupOf([pc('Bertil', { hp: 3 }), pc('Arne'), monster('Ulv', { hp: 40, maxHp: 40, kampand: 12 })], { maxRounds: 1, aftermath: 'stop' }), {
      dice: { initiative: [[1, 6]], evade: [[2]], npcDamage: [[5]], menLocation: [[1]], men: [[5]], menDuration: [[2]], lastBreath: [[3]] },
      choose: { target: ['Bertil'], defence: ['evade'], action: ['pass'] }
    })
    // Gob passed two Kampånd tests (fights to the death) before 0 HP put him out (npcAtZeroHp: out).
    const gob = combatantOutcome('Gob', { kind: 'monster', side: 'monsters', group: 'monsters', status: 'out', hp: 0, hpLost: 8, fightsToDeath: true })
    const outcome = { ...p.outcome, combatants: [...p.outcome.combatants, gob] }
    const m = (key: string, params: Record<string, unknown>) => ({ key: `thalia.outcome.${key}`, params })
    expect(thaliaOutcomeMessages(outcome)).toEqual([
      m('undecided', { rounds: 1, reasonKey: 'thalia.end.roundLimit' }),
      m('hpLost', { name: 'Bertil', lost: 3, hp: 0 }),
      m('menDays', { name: 'Bertil', injury: 'Hukommelsestap', sideKey: 'thalia.limbSide.none', days: 14 }),
      m('dying', { name: 'Bertil', rounds: 4 }),
      m('hpLost', { name: 'Gob', lost: 8, hp: 0 }),
      m('out', { name: 'Gob' })
    ])
    expect(outcomeLines('thalia', outcome, 'en')).toEqual([
      'After 1 round: no winner (round limit reached)',
      'Bertil: 3 HP lost, 0 HP left',
      'Bertil: Mén Hukommelsestap for 14 days',
      'Bertil: still Døende, 4 Siste Pust left',
      'Gob: 8 HP lost, 0 HP left',
      'Gob: out of the fight'
    ])
  })
})
