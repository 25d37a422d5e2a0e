import { describe, expect, it } from 'vitest'
import { simulate } from '../../../src-engine/core/index.ts'
import { seededRoller } from '../../../src-engine/dice/index.ts'
import { weltenbuchCampaign } from '../../../src-engine/systems/weltenbuch/campaign.ts'
import { currentWoundLevel } from '../../../src-engine/systems/weltenbuch/healing.ts'
import { weltenbuchSheetSchema } from '../../../src-engine/systems/weltenbuch/sheet.ts'
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
