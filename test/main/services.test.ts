import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { beforeEach, describe, expect, it } from 'vitest'
import { rollFor, type DiceRequest } from '../../src-engine/core/index.ts'
import { restoreRoller } from '../../src-engine/dice/index.ts'
import { createCampaign, exportCampaign, importCampaign, updateSettings } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { answerFight, applyFight, battleLogText, discardFight, fightView, startFight, undoFight, verifyBattleLog } from '../../src-main/services/fights.ts'
import { addCharacter, addOpponent, createParty, markNonFighters, placeCharacter, reorderParty, updateCharacter } from '../../src-main/services/roster.ts'
import { addNote, advanceDays, careFor, closeSession, openSession, readSession, restParty } from '../../src-main/services/time.ts'

let root: string
let tick: number
const context = () =>
  new ServiceContext(
    root,
    () => new Date(Date.UTC(2026, 10, 30, 19, 0, tick++)),
    () => 'seed-1'
  )

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-services-'))
  tick = 0
})

async function rejection(promise: Promise<unknown>): Promise<ServiceError> {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError)
    return error as ServiceError
  }
  throw new Error('expected a ServiceError')
}

const potion = { name: 'Heiltrank', kind: 'potion', heals: true }

/** A campaign with four adventurers in one party: Albrav, Brann, Cira (with a Heiltrank), Dorn. */
async function campaignWithParty(ctx: ServiceContext) {
  const campaign = await createCampaign(ctx, { name: 'Die Schwarze Schlucht', system: 'ultraquest', language: 'en' })
  const { result: partyId } = await createParty(ctx, campaign.id, 'Die Gruppe')
  const ids: Record<string, string> = {}
  for (const [name, equipment] of [
    ['Albrav', [{ name: 'Lederrüstung', kind: 'armour', rw: 2 }]],
    ['Brann', [{ name: 'Kettenhemd', kind: 'armour', rw: 3 }]],
    ['Cira', [potion]],
    ['Dorn', []]
  ] as const) {
    const { result } = await addCharacter(ctx, campaign.id, { sheet: { name, ks: { nk: 'W6+1' }, equipment }, partyId })
    ids[name] = result
  }
  return { campaignId: campaign.id, partyId, ids }
}

describe('campaign services', () => {
  it('runs a GM’s evening: party, a forced fight from behind with hand-typed dice, undo, apply, healing, log — and all of it survives a restart', async () => {
    const ctx = context()
    const { campaignId, partyId, ids } = await campaignWithParty(ctx)
    await reorderParty(ctx, campaignId, partyId, [ids['Brann']!, ids['Albrav']!, ids['Cira']!, ids['Dorn']!])
    await openSession(ctx, campaignId)
    const { result: mummyId } = await addOpponent(ctx, campaignId, { name: 'Mumie', ks: 'W6+1', kind: 'mummy' })

    let fight = await startFight(ctx, campaignId, {
      partyId,
      opponents: [{ bestiaryId: mummyId, count: 2 }],
      options: { type: 'NK', marker: '!', fromBehind: true },
      title: 'Die Gruft'
    })
    expect(fight.request).toMatchObject({ key: 'nonFighters', rule: 'KS-NONFIGHT-5' })
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'chooseOne', option: 'none' })
    expect(fight.request).toMatchObject({ type: 'dice', key: 'partyRoll', notation: 'W6+1 + W6+1 + W6+1 + W6+1' })
    const bad = await rejection(answerFight(ctx, campaignId, fight.id, { type: 'dice', faces: [1, 7, 1, 1], manual: true }))
    expect(bad.message).toContain('die 2 of W6+1 + W6+1 + W6+1 + W6+1 to show a whole number from 1 to 6, got 7')
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'dice', faces: [6, 6, 6, 6], manual: true })
    fight = await undoFight(ctx, campaignId, fight.id, 'de')
    expect(fight.request).toMatchObject({ key: 'partyRoll' })
    expect(fight.undoneFaces).toEqual([6, 6, 6, 6])
    // The question and the standing speak the screen's language, the log the campaign's.
    expect(fight.requestText!.prompt).toContain('Die Gruppe würfelt')
    expect(fight.lines.every((l) => !l.text.includes('würfelt'))).toBe(true)
    const party = fight.standing!.sides.find((side) => side.party)!
    expect(party.combatants.map((c) => [c.position, c.name])).toEqual([
      [1, 'Brann'],
      [2, 'Albrav'],
      [3, 'Cira'],
      [4, 'Dorn']
    ])
    expect(fight.standing!.sides.find((side) => !side.party)!.combatants.map((c) => c.name)).toEqual(['Mumie'])
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'dice', faces: [1, 1, 1, 1], manual: true })
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'dice', faces: [4, 4], manual: true })
    expect(fight.status).toBe('finished')
    expect(fight.lines.some((l) => l.manual && l.rule === 'KS-ROLL-2')).toBe(true)
    expect(fight.outcomeLines.join('\n')).toContain('Dorn: 1 new cursed injury')
    expect(fight.undoneFaces).toBeNull()
    const dorn = fight.standing!.sides.find((side) => side.party)!.combatants.find((c) => c.name === 'Dorn')!
    expect(dorn.values.find((v) => v.key === 'injuries')).toMatchObject({ current: 1, max: 2 })
    expect(fight.preview.filter((c) => c.kind === 'injury').map((c) => c.text)).toEqual(expect.arrayContaining([expect.stringContaining('Dorn')]))

    // Nothing in the campaign changes before the GM confirms.
    const sheetOf = async (name: string) => (await ctx.store.read(campaignId)).characters.find((c) => c.id === ids[name])!.sheet
    expect((await sheetOf('Dorn'))['injuries']).toEqual([])
    await applyFight(ctx, campaignId, fight.id)
    expect((await sheetOf('Dorn'))['injuries']).toEqual(['cursed'])
    expect((await sheetOf('Cira'))['injuries']).toEqual(['cursed'])
    expect((await sheetOf('Brann'))['injuries']).toEqual([])
    await expect(applyFight(ctx, campaignId, fight.id)).rejects.toThrow('Only a finished fight')

    // Rest does not heal cursed injuries; a Heiltrank does; a Fluchbrecher makes one ordinary, which rest then heals.
    await restParty(ctx, campaignId, partyId)
    expect((await sheetOf('Dorn'))['injuries']).toEqual(['cursed'])
    await careFor(ctx, campaignId, ids['Cira']!, 'potion', 1)
    expect(await sheetOf('Cira')).toMatchObject({ injuries: [], equipment: [null] })
    await careFor(ctx, campaignId, ids['Dorn']!, 'curseBreaker')
    expect((await sheetOf('Dorn'))['injuries']).toEqual(['ordinary'])
    await restParty(ctx, campaignId, partyId)
    expect((await sheetOf('Dorn'))['injuries']).toEqual([])
    await advanceDays(ctx, campaignId, 3)
    await addNote(ctx, campaignId, 'The crypt door stays open.')

    const log = await battleLogText(ctx, campaignId, fight.id)
    expect(log).toContain('Die Schwarze Schlucht — ULTRA♦QUEST')
    expect(log).toContain('Marching order: Brann, Albrav, Cira, Dorn')
    expect(log).toContain('Opponents: Mumie')
    expect(log).toContain('Session 1 · day 0 · seed seed-1')
    expect(log).toContain('(hand-rolled) [KS-ROLL-2]')
    expect(verifyBattleLog(log, 'en')).toEqual({ ok: true, problems: [] })
    expect(verifyBattleLog(log.replace('= 8 (hand-rolled)', '= 9 (hand-rolled)'), 'en').ok).toBe(false)

    // After a restart everything is still there, journal included.
    const after = await context().store.read(campaignId)
    expect(after.calendar.day).toBe(3)
    expect(after.parties[0]!.members).toEqual([ids['Brann'], ids['Albrav'], ids['Cira'], ids['Dorn']])
    const journal = after.sessions[0]!.journal.map((e) => e.message?.key ?? e.text)
    expect(journal).toEqual(
      expect.arrayContaining([
        'journal.sessionOpened',
        'journal.fightStarted',
        'journal.ultraquest.fight',
        'journal.ultraquest.injured',
        'journal.ultraquest.healed',
        'journal.ultraquest.curseBroken',
        'journal.daysPassed',
        'The crypt door stays open.'
      ])
    )
    await closeSession(context(), campaignId)
  })

  it('a fight survives a restart mid-way and goes on exactly; automatic dice come from the saved generator state', async () => {
    const ctx = context()
    const { campaignId, partyId } = await campaignWithParty(ctx)
    let fight = await startFight(ctx, campaignId, {
      partyId,
      opponents: [{ opponent: { name: 'Goblin', ks: 'W6+1', count: 4 } }],
      options: { type: 'NK', marker: '!' }
    })
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'chooseOne', option: 'none' })
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'roll' })
    const restarted = await fightView(context(), campaignId, fight.id)
    expect(restarted).toEqual(fight)
    const saved = await context().fights(campaignId).read(fight.id)
    const expected = rollFor(restarted.request as DiceRequest, restoreRoller(saved.rngState))
    await answerFight(context(), campaignId, fight.id, { type: 'roll' })
    const after = await context().fights(campaignId).read(fight.id)
    expect(after.answers.at(-1)).toEqual(expected)
    expect(after.rngState).not.toEqual(saved.rngState)
  })

  it('rejects bad input with messages that name the problem', async () => {
    const ctx = context()
    const { campaignId, partyId, ids } = await campaignWithParty(ctx)
    const negativeArmour = await rejection(addCharacter(ctx, campaignId, { sheet: { name: 'Eska', equipment: [{ name: 'Leder', kind: 'armour', rw: -1 }] } }))
    expect(negativeArmour.message).toBe('Character sheet: equipment.0.rw: armour value (RW) cannot be negative')
    expect(negativeArmour.issues).toEqual([expect.objectContaining({ path: 'equipment.0.rw', message: 'armour value (RW) cannot be negative' })])
    expect((await rejection(reorderParty(ctx, campaignId, partyId, [ids['Albrav']!]))).message).toContain('exactly the party’s members')
    expect((await rejection(updateSettings(ctx, campaignId, { rules: { maxRounds: 0 } }))).message).toContain('Rule settings: maxRounds')
    expect((await rejection(addOpponent(ctx, campaignId, { name: 'Ork', ks: 'W6+' }))).message).toContain('ks: Dice notation "W6+"')
    const fight = await startFight(ctx, campaignId, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    expect((await rejection(startFight(ctx, campaignId, { partyId, opponents: [], options: { type: 'NK', marker: '!' } }))).code).toBe('conflict')
    expect((await rejection(updateCharacter(ctx, campaignId, ids['Dorn']!, { sheet: { name: 'Dorn' } }))).message).toContain('still running')
    expect((await rejection(answerFight(ctx, campaignId, fight.id, { type: 'roll' }))).message).toContain('waiting for a decision')
    expect((await rejection(placeCharacter(ctx, campaignId, 'nobody', partyId))).code).toBe('notFound')
    // The rules' refusals of care arrive with their reason as a key the screen words, not as English prose.
    expect(await rejection(careFor(ctx, campaignId, ids['Albrav']!, 'healingSpell'))).toMatchObject({
      code: 'rules',
      key: 'careNoInjury',
      params: { name: 'Albrav' }
    })
    expect(await rejection(careFor(ctx, campaignId, ids['Albrav']!, 'potion', 3))).toMatchObject({
      code: 'rules',
      key: 'careNoPotion',
      params: { name: 'Albrav', row: 3 }
    })
  })

  it('exports a campaign to one file and imports it as a new campaign, never replacing one', async () => {
    const ctx = context()
    const { campaignId, partyId } = await campaignWithParty(ctx)
    await startFight(ctx, campaignId, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const text = await exportCampaign(ctx, campaignId)
    const imported = await importCampaign(ctx, text)
    expect(imported.id).not.toBe(campaignId)
    expect(imported.characters).toHaveLength(4)
    expect(await ctx.fights(imported.id).ids()).toHaveLength(1)
    expect(JSON.parse(readFileSync(join(root, 'campaigns', campaignId, 'campaign.json'), 'utf8')).id).toBe(campaignId)
    expect((await ctx.store.backupsOf(imported.id).list())[0]).toMatchObject({ reason: 'import' })
    expect((await rejection(importCampaign(ctx, '{"format":"other"}'))).message).toContain('not a Marching Order campaign export')
    expect((await rejection(importCampaign(ctx, 'nope'))).message).toContain('not valid JSON')
  })
})

describe('sessions and the size of the campaign file', () => {
  it('a closed session’s journal moves to its own file; its fights stay readable after they are applied', async () => {
    const ctx = context()
    const { campaignId, partyId } = await campaignWithParty(ctx)
    const { result: sessionId } = await openSession(ctx, campaignId)
    let fight = await startFight(ctx, campaignId, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'chooseOne', option: 'none' })
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'dice', faces: [6, 6, 6, 6] })
    fight = await answerFight(ctx, campaignId, fight.id, { type: 'dice', faces: [1] })
    await applyFight(ctx, campaignId, fight.id)
    await addNote(ctx, campaignId, 'They camp by the river.')
    const { campaign } = await closeSession(ctx, campaignId)
    expect(campaign.activeFights).toEqual([])
    expect(campaign.sessions[0]).toMatchObject({ archived: true, journal: [], fightIds: [] })
    const stored = await readSession(context(), campaignId, sessionId)
    expect(stored.fightIds).toEqual([fight.id])
    expect(stored.journal.map((e) => e.message?.key ?? e.text)).toEqual([
      'journal.sessionOpened',
      'journal.fightStarted',
      'journal.ultraquest.fight',
      'They camp by the river.',
      'journal.sessionClosed'
    ])
    expect(await fightView(context(), campaignId, fight.id)).toMatchObject({ status: 'applied', request: null })
    expect((await rejection(undoFight(ctx, campaignId, fight.id))).message).toContain('closed')
  })
})

describe('non-fighters on the party board', () => {
  it('are remembered per party and become the fight’s default answer to who stays out', async () => {
    const ctx = context()
    const { campaignId, partyId, ids } = await campaignWithParty(ctx)
    await markNonFighters(ctx, campaignId, partyId, [ids['Dorn']!])
    expect((await rejection(markNonFighters(ctx, campaignId, partyId, ['stranger']))).message).toContain('"stranger" is not a member')
    const fight = await startFight(ctx, campaignId, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    expect(fight.request).toMatchObject({ key: 'nonFighters', default: ids['Dorn'] })
    await discardFight(ctx, campaignId, fight.id)
    await placeCharacter(ctx, campaignId, ids['Dorn']!, null)
    expect((await ctx.store.read(campaignId)).parties[0]!.nonFighters).toEqual([])
  })
})
