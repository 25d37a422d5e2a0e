import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { weltenbuchCampaign } from '../../../src-engine/systems/weltenbuch/campaign.ts'
import { currentWoundLevel } from '../../../src-engine/systems/weltenbuch/healing.ts'
import type { WeltenbuchOutcome } from '../../../src-engine/systems/weltenbuch/outcome.ts'
import { weltenbuchOutcomeMessages } from '../../../src-engine/systems/weltenbuch/summary.ts'
import { weltenbuchSheetSchema } from '../../../src-engine/systems/weltenbuch/sheet.ts'
import { koerperRow } from '../../../src-engine/systems/weltenbuch/tables.ts'
import { Translator } from '../../../src-engine/text/catalog.ts'
import { weltenbuchMessages } from '../../../src-engine/text/messages/weltenbuch.ts'
import { dice, play, sheet, system } from './helpers.ts'

const yorn = weltenbuchSheetSchema.parse(weltenbuchCampaign.sheetInput(sheet({ name: 'Yorn', heroPoints: 2, damage: 4 }) as Record<string, unknown>, 'yorn'))
const orc = { ...sheet({ name: 'Ork' }), count: 2 }

describe('KA-SUP-7 KA-SUP-9 KA-SUP-12: the campaign side of Das Weltenbuch', () => {
  it('builds a fight setup from the party and the bestiary (copies numbered), with ambush and distance', () => {
    const input = weltenbuchCampaign.buildSetup([yorn], [orc], { ambushBy: 'foes', distance: 12 }, { hitZoneDice: true })
    const setup = system.parseSetup(input)
    expect(setup.combatants.map((c) => [c.id, c.side, c.kind, c.position])).toEqual([
      ['yorn', 'heroes', 'hero', 0],
      ['ork1', 'foes', 'nsc', 12],
      ['ork2', 'foes', 'nsc', 12]
    ])
    expect(setup.ambushBy).toBe('foes')
    expect(setup.rules.hitZoneDice).toBe(true)
    expect(() => weltenbuchCampaign.buildSetup([yorn], [{ ...orc, count: 0 }], {}, {})).toThrow()
  })
  it('applies the outcome: damage, lost body parts and hero points left persist, with journal notes', () => {
    const setup = system.parseSetup(
      weltenbuchCampaign.buildSetup([yorn], [{ ...sheet({ name: 'Ork' }), weapons: [{ id: 'axt', name: 'Axt', skill: 'Schwerter', damage: '×5+9' }] }], {}, {})
    )
    // Yorn 22 / orc 12; Yorn attacks 8 + 2 (a hero point) + 5 = 15, the orc parries 19 and takes the initiative,
    // then hits 20 against Yorn's 8 + 2 + 5 = 15: 5 × 5 + 9 = 34, more than the torso's 27.
    const { outcome } = play(
      setup,
      dice(12, 2, 5, 11, 12, 5),
      (r) => (r.key === 'heroPoints:attack:yorn' || r.key === 'heroPoints:parry:yorn' ? '1' : undefined),
      true
    )
    const { sheets, notes } = weltenbuchCampaign.applyOutcome(new Map([['yorn', yorn]]), outcome)
    const after = sheets.get('yorn')!
    expect(after.damage).toBe(4 + 34)
    expect(after.heroPoints).toBe(0)
    expect(after.unusableZones).toEqual(['rumpf'])
    expect(notes.map((n) => n.message.key)).toEqual([
      'journal.weltenbuch.fight',
      'journal.weltenbuch.damage',
      'journal.weltenbuch.zoneLost',
      'journal.weltenbuch.unable'
    ])
    expect(weltenbuchSheetSchema.parse(after)).toEqual(after)
  })
  it('KA-SUP-7: a hero killed in a fight stays dead on his sheet: out of the next fight, and neither sleep nor days heal him', () => {
    const killed = {
      id: 'yorn',
      name: 'Yorn',
      side: 'heroes' as const,
      status: 'dead' as const,
      damageTaken: 50,
      damage: 54,
      woundLevel: 'toedlich' as const,
      unusableZones: [],
      zonesLost: [],
      heroPointsSpent: 0,
      heroPoints: 2,
      wielding: 'schwert',
      loaded: []
    }
    const { sheets, notes } = weltenbuchCampaign.applyOutcome(new Map([['yorn', yorn]]), {
      winner: 'foes',
      reason: 'defeated',
      segments: 2,
      combatants: [killed]
    })
    const dead = sheets.get('yorn')!
    expect(dead).toMatchObject({ dead: true, damage: 54 })
    expect(notes.map((n) => n.message.key)).toContain('journal.weltenbuch.died')
    expect(weltenbuchSheetSchema.parse(dead)).toEqual(dead)
    expect(weltenbuchCampaign.care(dead, 'sleep', {}).sheet.damage).toBe(54)
    expect(weltenbuchCampaign.passDays(dead, 5, {}).sheet.damage).toBe(54)
    const brakka = weltenbuchSheetSchema.parse(weltenbuchCampaign.sheetInput(sheet({ name: 'Brakka' }) as Record<string, unknown>, 'brakka'))
    const setup = system.parseSetup(weltenbuchCampaign.buildSetup([dead, brakka], [orc], {}, {}))
    expect(setup.combatants.filter((c) => c.side === 'heroes').map((c) => c.id)).toEqual(['brakka'])
  })
  it('a hero the GM keeps out of fights (the party board’s non-fighter) is not in the fight; the others are', () => {
    const brakka = weltenbuchSheetSchema.parse(weltenbuchCampaign.sheetInput(sheet({ name: 'Brakka' }) as Record<string, unknown>, 'brakka'))
    const heroesOf = (nonFighters: string[]) =>
      system
        .parseSetup(weltenbuchCampaign.buildSetup([yorn, brakka], [orc], {}, {}, { nonFighters }))
        .combatants.filter((c) => c.side === 'heroes')
        .map((c) => c.id)
    expect(heroesOf(['brakka'])).toEqual([yorn.id])
    expect(heroesOf([])).toEqual([yorn.id, 'brakka'])
  })
  it('care and days: sleep restores 3 + SBO per night, first aid by wound level; unknown care is refused', () => {
    const hurt = { ...yorn, damage: 20 }
    expect(weltenbuchCampaign.care(hurt, 'sleep', {}).sheet.damage).toBe(17)
    expect(weltenbuchCampaign.care(hurt, 'firstAid', {}).sheet.damage).toBe(16)
    expect(weltenbuchCampaign.care(hurt, 'firstAid', { firstAidByLevel: { leicht: 1, mittel: 1, schwer: 3, kritisch: 1, toedlich: 1 } }).sheet.damage).toBe(17)
    expect(weltenbuchCampaign.passDays(hurt, 3, {}).sheet.damage).toBe(11)
    expect(weltenbuchCampaign.passDays({ ...hurt, unusableZones: ['lArm'] }, 3, {}).sheet.unusableZones).toEqual(['lArm'])
    expect(() => weltenbuchCampaign.care(hurt, 'prayer', {})).toThrow(RangeError)
    expect(weltenbuchCampaign.sheetName(hurt)).toBe('Yorn')
  })
  it('KA-SUP-12: a hero left at "tödlich" dies when he lies down to sleep or days pass, unless first aid took him out of it first', () => {
    let damage = yorn.damage
    while (currentWoundLevel({ ...yorn, damage }) !== 'toedlich') damage++
    const dying = { ...yorn, damage: damage + 2 }
    for (const change of [weltenbuchCampaign.care(dying, 'sleep', {}), weltenbuchCampaign.passDays(dying, 1, {})]) {
      expect(change.sheet).toMatchObject({ dead: true, damage: dying.damage })
      expect(change.notes).toEqual([{ kind: 'death', message: { key: 'journal.weltenbuch.diedUntreated', params: { name: 'Yorn' } } }])
    }
    expect(weltenbuchCampaign.passDays(dying, 0, {}).sheet.dead).toBe(false)
    // First aid (6 LP at "tödlich" by default) until he is out of it: then the night heals him instead.
    let treated = dying
    while (currentWoundLevel(treated) === 'toedlich') treated = weltenbuchCampaign.care(treated, 'firstAid', {}).sheet
    expect(treated.dead).toBe(false)
    const slept = weltenbuchCampaign.care(treated, 'sleep', {})
    expect(slept.sheet.dead).toBe(false)
    expect(slept.sheet.damage).toBeLessThan(treated.damage)
    // Where the campaign gives a deadly wound ten hours, a night's sleep is survived but a whole day is not.
    expect(weltenbuchCampaign.care(dying, 'sleep', { deadlyUntreatedMinutes: 600 }).sheet.dead).toBe(false)
    expect(weltenbuchCampaign.passDays(dying, 1, { deadlyUntreatedMinutes: 600 }).sheet.dead).toBe(true)
  })
  it('journal and care texts exist in every language', () => {
    const translator = new Translator([weltenbuchMessages])
    const setup = system.parseSetup(weltenbuchCampaign.buildSetup([yorn], [orc], {}, {}))
    const outcome = simulate(system, setup, seededRoller(4))
    const { notes } = weltenbuchCampaign.applyOutcome(new Map([['yorn', yorn]]), outcome)
    const keys = [
      ...notes.map((n) => n.message),
      ...weltenbuchCampaign.careActions.map((a) => a.label),
      { key: 'journal.weltenbuch.healed', params: { name: 'Y', lp: 3, total: 1 } },
      { key: 'journal.weltenbuch.diedUntreated', params: { name: 'Y' } }
    ]
    for (const m of keys)
      for (const lang of ['en', 'de', 'nl', 'nb'] as const) {
        expect(translator.has(lang, m.key), m.key).toBe(true)
        expect(translator.text(m, lang)).not.toMatch(/\{\w+\}/)
      }
  })
})

describe('KA-SUP-7 KA-SUP-9: the outcome in words', () => {
  it('names the result, damage, lost body parts, status and hero points, in every language', async () => {
    const { weltenbuchOutcomeMessages } = await import('../../../src-engine/systems/weltenbuch/summary.ts')
    const setup = system.parseSetup(
      weltenbuchCampaign.buildSetup([yorn], [{ ...sheet({ name: 'Ork' }), weapons: [{ id: 'axt', name: 'Axt', skill: 'Schwerter', damage: '×5+9' }] }], {}, {})
    )
    const { outcome } = play(
      setup,
      dice(12, 2, 5, 11, 12, 5),
      (r) => (r.key === 'heroPoints:attack:yorn' || r.key === 'heroPoints:parry:yorn' ? '1' : undefined),
      true
    )
    const messages = weltenbuchOutcomeMessages(outcome)
    expect(messages.map((m) => m.key)).toEqual([
      'weltenbuch.outcome.result',
      'weltenbuch.outcome.damage',
      'weltenbuch.outcome.zoneLost',
      'weltenbuch.outcome.unable',
      'weltenbuch.outcome.heroPoints'
    ])
    const translator = new Translator([weltenbuchMessages])
    expect(translator.text(messages[1]!, 'de')).toBe('Yorn: 34 LP Schaden erlitten, jetzt 38 LP Schaden (tödlich)')
    for (const m of messages) for (const lang of ['en', 'de', 'nl', 'nb'] as const) expect(translator.text(m, lang)).not.toMatch(/\{\w+\}/)
  })
})

describe('the campaign side in detail: ids, names, journal notes and care', () => {
  const hero = (id: string, name: string, over: Record<string, unknown> = {}) =>
    weltenbuchSheetSchema.parse(weltenbuchCampaign.sheetInput({ ...sheet({ name }), ...over } as Record<string, unknown>, id))
  const fought = (id: string, name: string, over: Partial<WeltenbuchOutcome['combatants'][number]>): WeltenbuchOutcome['combatants'][number] => ({
    id,
    name,
    side: 'heroes',
    status: 'able',
    damageTaken: 0,
    damage: 0,
    woundLevel: 'unverletzt',
    unusableZones: [],
    zonesLost: [],
    heroPointsSpent: 0,
    heroPoints: 0,
    wielding: 'schwert',
    loaded: [],
    ...over
  })

  it('opponents get ids from their names (one alone unnumbered, copies numbered), clear of the heroes’ ids; heroes without an id are held1, held2', () => {
    const unnamed = [weltenbuchSheetSchema.parse(sheet({ name: 'Yorn' })), weltenbuchSheetSchema.parse(sheet({ name: 'Brakka' }))]
    const setup = system.parseSetup(
      weltenbuchCampaign.buildSetup(
        [...unnamed, hero('ork', 'Ork der Held')],
        [
          sheet({ name: 'Ork' }),
          { ...sheet({ name: '(Ork-Häuptling)  Grimmzahn' }), count: 2 },
          sheet({ name: '???' }),
          { ...sheet({ name: 'Wolf' }), id: 'ork1' }
        ],
        {},
        {}
      )
    )
    expect(setup.combatants.map((c) => [c.id, c.sheet.name])).toEqual([
      ['held1', 'Yorn'],
      ['held2', 'Brakka'],
      ['ork', 'Ork der Held'],
      ['ork_', 'Ork'],
      ['ork-häuptling-grimmzahn1', '(Ork-Häuptling)  Grimmzahn 1'],
      ['ork-häuptling-grimmzahn2', '(Ork-Häuptling)  Grimmzahn 2'],
      ['gegner', '???'],
      ['ork1', 'Wolf']
    ])
  })

  it('KA-SUP-7 KA-SUP-9: the journal notes of a fight, whole: damage taken, body parts lost by the living, out of the fight, death', () => {
    const sheets = new Map([
      ['yorn', hero('yorn', 'Yorn')],
      ['brakka', hero('brakka', 'Brakka')],
      ['wulf', hero('wulf', 'Wulf')],
      ['eliria', hero('eliria', 'Eliria')]
    ])
    const outcome: WeltenbuchOutcome = {
      winner: 'heroes',
      reason: 'defeated',
      segments: 4,
      combatants: [
        // Untouched and able: no note at all.
        fought('yorn', 'Yorn', {}),
        fought('brakka', 'Brakka', { status: 'dead', damageTaken: 60, damage: 60, woundLevel: 'toedlich', zonesLost: ['lArm'], unusableZones: ['lArm'] }),
        fought('wulf', 'Wulf', { status: 'unable', damageTaken: 12, damage: 12, woundLevel: 'mittel', zonesLost: ['rBein'], unusableZones: ['rBein'] }),
        // Eliria left the party while the fight went on: nothing is written for her.
        fought('eliria', 'Eliria', { damageTaken: 5, damage: 5, woundLevel: 'leicht' }),
        fought('ork', 'Ork', { side: 'foes', status: 'dead', damageTaken: 40, damage: 40, woundLevel: 'toedlich' })
      ]
    }
    sheets.delete('eliria')
    const { sheets: after, notes } = weltenbuchCampaign.applyOutcome(sheets, outcome)
    expect(notes).toEqual([
      { kind: 'fight', message: { key: 'journal.weltenbuch.fight', params: { winnerKey: 'weltenbuch.winner.heroes', segments: 4 } } },
      {
        kind: 'injury',
        message: { key: 'journal.weltenbuch.damage', params: { name: 'Brakka', damage: 60, total: 60, levelKey: 'weltenbuch.wound.toedlich' } }
      },
      { kind: 'death', message: { key: 'journal.weltenbuch.died', params: { name: 'Brakka' } } },
      { kind: 'injury', message: { key: 'journal.weltenbuch.damage', params: { name: 'Wulf', damage: 12, total: 12, levelKey: 'weltenbuch.wound.mittel' } } },
      { kind: 'injury', message: { key: 'journal.weltenbuch.zoneLost', params: { name: 'Wulf', zoneKey: 'weltenbuch.zone.rBein' } } },
      { kind: 'injury', message: { key: 'journal.weltenbuch.unable', params: { name: 'Wulf' } } }
    ])
    expect([...after.keys()]).toEqual(['yorn', 'brakka', 'wulf'])
    expect(after.get('wulf')!.unusableZones).toEqual(['rBein'])
  })

  it('KA-SUP-7: an opponent given the id of a hero who lies dead on the party board fights, but his wounds stay off that hero’s sheet', () => {
    const dead = { ...hero('ork', 'Grimm'), dead: true, damage: 60 }
    const living = hero('yorn', 'Yorn')
    const setup = system.parseSetup(weltenbuchCampaign.buildSetup([dead, living], [sheet({ name: 'Ork' })], {}, {}))
    expect(setup.combatants.map((c) => [c.id, c.side])).toEqual([
      ['yorn', 'heroes'],
      ['ork', 'foes']
    ])
    const { sheets, notes } = weltenbuchCampaign.applyOutcome(
      new Map([
        ['ork', dead],
        ['yorn', living]
      ]),
      {
        winner: 'heroes',
        reason: 'defeated',
        segments: 2,
        combatants: [fought('yorn', 'Yorn', {}), fought('ork', 'Ork', { side: 'foes', status: 'dead', damageTaken: 40, damage: 40, woundLevel: 'toedlich' })]
      }
    )
    expect(sheets.get('ork')).toEqual(dead)
    expect(notes.map((n) => n.message.key)).toEqual(['journal.weltenbuch.fight'])
  })

  it('KA-SUP-12: healing notes say how many LP came back and what is left; no note when nothing healed, nothing at all for the dead', () => {
    const yornHurt = { ...hero('yorn', 'Yorn'), damage: 20 }
    const healed = (lp: number, total: number) => [{ kind: 'healing', message: { key: 'journal.weltenbuch.healed', params: { name: 'Yorn', lp, total } } }]
    expect(weltenbuchCampaign.care(yornHurt, 'sleep', {}).notes).toEqual(healed(3, 17))
    expect(weltenbuchCampaign.care(yornHurt, 'firstAid', {}).notes).toEqual(healed(4, 16))
    expect(weltenbuchCampaign.passDays(yornHurt, 3, {}).notes).toEqual(healed(9, 11))
    const unhurt = hero('yorn', 'Yorn')
    for (const change of [
      weltenbuchCampaign.care(unhurt, 'sleep', {}),
      weltenbuchCampaign.care(unhurt, 'firstAid', {}),
      weltenbuchCampaign.passDays(unhurt, 2, {})
    ])
      expect(change).toEqual({ sheet: unhurt, notes: [] })
    // The dead: neither first aid nor sleep nor days change his sheet, and the journal does not record his death again.
    let damage = 0
    while (currentWoundLevel({ ...unhurt, damage }) !== 'toedlich') damage++
    for (const dead of [
      { ...unhurt, dead: true, damage: damage + 2 },
      { ...yornHurt, dead: true }
    ])
      for (const change of [
        weltenbuchCampaign.care(dead, 'firstAid', {}),
        weltenbuchCampaign.care(dead, 'sleep', {}),
        weltenbuchCampaign.passDays(dead, 2, {})
      ])
        expect(change).toEqual({ sheet: dead, notes: [] })
    expect(() => weltenbuchCampaign.care(unhurt, 'prayer', {})).toThrow('Unknown care action "prayer"; known: sleep, firstAid')
  })

  it('KA-SUP-12: no day passing is no neglect, even where "tödlich" kills at once (deadlyUntreatedMinutes 0)', () => {
    const unhurt = hero('yorn', 'Yorn')
    let damage = 0
    while (currentWoundLevel({ ...unhurt, damage }) !== 'toedlich') damage++
    const dying = { ...unhurt, damage }
    expect(weltenbuchCampaign.passDays(dying, 0, { deadlyUntreatedMinutes: 0 })).toEqual({ sheet: dying, notes: [] })
    expect(weltenbuchCampaign.passDays(dying, 1, { deadlyUntreatedMinutes: 0 }).sheet.dead).toBe(true)
  })

  it('KA-SUP-8: a fight that ends without a winner says why in words: nobody able on either side, or both sides still standing', () => {
    const ended = (heroes: 'able' | 'unable', foes: 'able' | 'dead') =>
      weltenbuchOutcomeMessages({
        winner: null,
        reason: 'undecided',
        segments: 3,
        combatants: [fought('yorn', 'Yorn', { status: heroes }), fought('ork', 'Ork', { side: 'foes', status: foes })]
      })[0]
    expect(ended('unable', 'dead')).toEqual({
      key: 'weltenbuch.outcome.result',
      params: { winnerKey: 'weltenbuch.winner.none', reasonKey: 'weltenbuch.end.bothOut', segments: 3 }
    })
    expect(ended('able', 'able')!.params).toMatchObject({ reasonKey: 'weltenbuch.end.stopped' })
  })

  it('KA-SUP-7: the card shows the LP monitor: the damage its levels hold (Körper’s LP per level × 5) and the level reached', () => {
    const perLevel = koerperRow(6).lpPerLevel
    expect(weltenbuchCampaign.cardValues!(hero('yorn', 'Yorn', { damage: perLevel + 1 }), {})).toEqual({ lp: { max: 5 * perLevel, level: 'mittel' } })
  })
})
