import type { Campaign } from '../storage/campaign-schema.ts'
import { newId } from '../storage/campaign-store.ts'
import { characterOf, checkName, partyOf, systemOf, type ServiceContext } from './context.ts'
import { checkForm, fail } from './errors.ts'
import { campaignSheetIssues } from './sheet-checks.ts'

function checkSheet(campaign: Campaign, input: Record<string, unknown>, id: string): Record<string, unknown> {
  const { rules } = systemOf(campaign)
  const sheet = checkForm(rules.sheetSchema, rules.sheetInput(input, id), 'formSheet') as Record<string, unknown>
  // What a fight would refuse later (a skill not in the skills table) is refused now, at the field.
  const issues = campaignSheetIssues(campaign, sheet)
  if (issues.length > 0) fail('invalidInput', 'formSheet', { field: issues[0]!.path, problem: `${issues[0]!.path}: ${issues[0]!.message}` }, issues)
  return sheet
}

/** A bestiary entry is checked like a sheet: a Weltenbuch NSC's misspelt skill is refused at its field on save. */
function checkOpponent(campaign: Campaign, input: Record<string, unknown>): Record<string, unknown> {
  const checked = checkForm(systemOf(campaign).rules.opponentSchema, input, 'formOpponent') as Record<string, unknown>
  const issues = campaignSheetIssues(campaign, checked)
  if (issues.length > 0) fail('invalidInput', 'formOpponent', { field: issues[0]!.path, problem: `${issues[0]!.path}: ${issues[0]!.message}` }, issues)
  if (typeof checked['name'] === 'string') checkName('opponent', checked['name'])
  return checked
}

function inRunningFight(campaign: Campaign, characterId: string): boolean {
  return campaign.activeFights.some((f) => f.status === 'running' && campaign.parties.find((p) => p.id === f.partyId)?.members.includes(characterId))
}

function leaveParty(party: Campaign['parties'][number], characterId: string): void {
  party.members = party.members.filter((m) => m !== characterId)
  party.nonFighters = party.nonFighters.filter((m) => m !== characterId)
}

/** Marks the members the GM keeps out of fights by default (ULTRA♦QUEST's non-fighters at the rear). */
export async function markNonFighters(ctx: ServiceContext, campaignId: string, partyId: string, members: readonly string[]) {
  return ctx.store.update(campaignId, (c) => {
    const party = partyOf(c, partyId)
    const stranger = members.find((m) => !party.members.includes(m))
    if (stranger) fail('invalidInput', 'notAMember', { id: stranger, party: party.name })
    party.nonFighters = [...new Set(members)]
  })
}

/** Adds a character with a sheet of the campaign's system, optionally at the rear of a party. */
export async function addCharacter(ctx: ServiceContext, campaignId: string, input: { sheet: Record<string, unknown>; partyId?: string }) {
  const campaign = await ctx.store.read(campaignId)
  const id = newId(typeof input.sheet['name'] === 'string' ? input.sheet['name'] : 'character')
  const sheet = checkSheet(campaign, input.sheet, id)
  checkName('character', systemOf(campaign).rules.sheetName(sheet))
  return ctx.store.update(campaignId, (c) => {
    c.characters.push({ id, sheet, notes: '' })
    if (input.partyId) partyOf(c, input.partyId).members.push(id)
    return id
  })
}

export async function updateCharacter(
  ctx: ServiceContext,
  campaignId: string,
  characterId: string,
  input: { sheet?: Record<string, unknown>; notes?: string }
) {
  const campaign = await ctx.store.read(campaignId)
  characterOf(campaign, characterId)
  if (inRunningFight(campaign, characterId) && input.sheet) fail('conflict', 'characterInFight')
  const sheet = input.sheet ? checkSheet(campaign, input.sheet, characterId) : undefined
  if (sheet) checkName('character', systemOf(campaign).rules.sheetName(sheet))
  return ctx.store.update(campaignId, (c) => {
    const character = characterOf(c, characterId)
    if (sheet) character.sheet = sheet
    if (input.notes !== undefined) character.notes = input.notes
  })
}

export async function removeCharacter(ctx: ServiceContext, campaignId: string, characterId: string) {
  const campaign = await ctx.store.read(campaignId)
  if (inRunningFight(campaign, characterId)) fail('conflict', 'characterInFight')
  return ctx.store.update(campaignId, (c) => {
    characterOf(c, characterId)
    c.characters = c.characters.filter((x) => x.id !== characterId)
    for (const p of c.parties) leaveParty(p, characterId)
  })
}

export async function createParty(ctx: ServiceContext, campaignId: string, name: string) {
  checkName('party', name)
  return ctx.store.update(campaignId, (c) => {
    const id = newId(name)
    c.parties.push({ id, name, members: [], nonFighters: [] })
    return id
  })
}

export async function renameParty(ctx: ServiceContext, campaignId: string, partyId: string, name: string) {
  checkName('party', name)
  return ctx.store.update(campaignId, (c) => void (partyOf(c, partyId).name = name))
}

export async function removeParty(ctx: ServiceContext, campaignId: string, partyId: string) {
  return ctx.store.update(campaignId, (c) => {
    partyOf(c, partyId)
    if (c.activeFights.some((f) => f.partyId === partyId && f.status === 'running')) fail('conflict', 'partyInFight')
    c.parties = c.parties.filter((p) => p.id !== partyId)
  })
}

/** A new marching order: the same members, front first. */
export async function reorderParty(ctx: ServiceContext, campaignId: string, partyId: string, members: readonly string[]) {
  return ctx.store.update(campaignId, (c) => {
    const party = partyOf(c, partyId)
    if (c.activeFights.some((f) => f.partyId === partyId && f.status === 'running')) fail('conflict', 'reorderInFight')
    const same = members.length === party.members.length && [...members].sort().join() === [...party.members].sort().join()
    if (!same) fail('invalidInput', 'reorderMembers')
    party.members = [...members]
  })
}

/** Puts a character into a party at a position (the rear by default), taking him out of any other party. */
export async function placeCharacter(ctx: ServiceContext, campaignId: string, characterId: string, partyId: string | null, position?: number) {
  return ctx.store.update(campaignId, (c) => {
    characterOf(c, characterId)
    if (c.activeFights.some((f) => f.status === 'running' && c.parties.find((p) => p.id === f.partyId)?.members.includes(characterId))) {
      fail('conflict', 'characterInFight')
    }
    for (const p of c.parties) leaveParty(p, characterId)
    if (partyId === null) return
    const party = partyOf(c, partyId)
    const at = position === undefined ? party.members.length : Math.max(0, Math.min(position, party.members.length))
    party.members.splice(at, 0, characterId)
  })
}

export async function addOpponent(ctx: ServiceContext, campaignId: string, opponent: Record<string, unknown>, notes = '') {
  const campaign = await ctx.store.read(campaignId)
  const checked = checkOpponent(campaign, opponent)
  return ctx.store.update(campaignId, (c) => {
    const id = newId(String(opponent['name'] ?? 'opponent'))
    c.bestiary.push({ id, opponent: checked, notes })
    return id
  })
}

export async function updateOpponent(ctx: ServiceContext, campaignId: string, opponentId: string, opponent: Record<string, unknown>, notes?: string) {
  const campaign = await ctx.store.read(campaignId)
  const checked = checkOpponent(campaign, opponent)
  return ctx.store.update(campaignId, (c) => {
    const entry = c.bestiary.find((b) => b.id === opponentId) ?? fail('notFound', 'opponentNotFound', { id: opponentId })
    entry.opponent = checked
    if (notes !== undefined) entry.notes = notes
  })
}

export async function removeOpponent(ctx: ServiceContext, campaignId: string, opponentId: string) {
  return ctx.store.update(campaignId, (c) => {
    if (!c.bestiary.some((b) => b.id === opponentId)) fail('notFound', 'opponentNotFound', { id: opponentId })
    c.bestiary = c.bestiary.filter((b) => b.id !== opponentId)
  })
}
