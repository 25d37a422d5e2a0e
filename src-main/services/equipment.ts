import type { CampaignRules, HandOverRefusal, HandOverRules } from '../../src-engine/core/campaign.ts'
import type { Campaign } from '../storage/campaign-schema.ts'
import { journalIfOpen } from './care.ts'
import { characterOf, systemOf, type ServiceContext } from './context.ts'
import { checkForm, fail, type ErrorParams, type ServiceErrorKey } from './errors.ts'

type Character = Campaign['characters'][number]
type Sheet = Record<string, unknown>

const nameOf = (c: Character) => String(c.sheet['name'] ?? c.id)

/** The campaign's hand-over rules; a system without equipment rows refuses every hand-over. */
function handOverOf(campaign: Campaign): { rules: CampaignRules; handOver: HandOverRules<unknown> } {
  const { rules } = systemOf(campaign)
  if (!rules.handOver) fail('rules', 'handOtherSystem')
  return { rules, handOver: rules.handOver }
}

/** The party's sheets in marching order as the rules read them (a sheet the schema refuses cannot hand or take anything). */
function orderOf(campaign: Campaign, rules: CampaignRules, members: readonly string[]): unknown[] {
  return members.map((id) => {
    const character = characterOf(campaign, id)
    return checkForm(rules.sheetSchema, rules.sheetInput(character.sheet, id), 'formEquipment', { name: nameOf(character) })
  })
}

/** A fight still open (running, or finished but not yet applied): applying it would overwrite the rows with the fight's own. */
function inOpenFight(campaign: Campaign, characterId: string): boolean {
  return campaign.activeFights.some((f) => campaign.parties.find((p) => p.id === f.partyId)?.members.includes(characterId))
}

/** A sheet with its new equipment rows as stored (without the empty rows after the last item), checked as any sheet the GM saves. */
function stored(rules: CampaignRules, character: Character, sheet: unknown): Sheet {
  const rows = [...((sheet as { equipment?: unknown[] }).equipment ?? [])]
  while (rows.length > 0 && rows[rows.length - 1] === null) rows.pop()
  return checkForm(rules.sheetSchema, rules.sheetInput({ ...(sheet as Sheet), equipment: rows }, character.id), 'formEquipment', {
    name: nameOf(character)
  }) as Sheet
}

/** Each refusal of the rules as the GM reads it: its message key and whose name it gives. */
function refuse(reason: HandOverRefusal, from: Character, to: Character, row: number, max: number): never {
  const giver = nameOf(from)
  const taker = nameOf(to)
  const item = String(((from.sheet['equipment'] as ({ name?: string } | null)[] | undefined) ?? [])[row - 1]?.name ?? '')
  const refusals: Record<HandOverRefusal, [ServiceErrorKey, ErrorParams]> = {
    giverDead: ['handGiverDead', { name: giver }],
    takerDead: ['handTakerDead', { name: taker }],
    giverInjured: ['handGiverInjured', { name: giver }],
    notAdjacent: ['handNotAdjacent', { giver, taker }],
    rowEmpty: ['handRowEmpty', { row, name: giver }],
    notReady: ['handNotReady', { item, name: giver }],
    noFreeRow: ['handNoFreeRow', { name: taker, max }]
  }
  const [key, params] = refusals[reason]
  fail(reason === 'rowEmpty' ? 'invalidInput' : 'rules', key, params)
}

export interface HandItemInput {
  readonly fromId: string
  readonly toId: string
  /** The giver's equipment row, 1–10 as printed on the sheet. */
  readonly row: number
}

/**
 * One ready item goes from an adventurer's row to the first free row of a neighbour in the marching order, as one
 * change recorded in the session journal. Who may hand what to whom is the system's rule (CampaignRules.handOver,
 * ULTRA♦QUEST's KS-ACTION-2); the campaign adds only that both are in one party and no fight of theirs is open.
 */
export async function handItem(ctx: ServiceContext, campaignId: string, input: HandItemInput) {
  const { fromId, toId, row } = input
  if (fromId === toId) fail('invalidInput', 'handToSelf')
  return ctx.store.update(campaignId, (c) => {
    const { rules, handOver } = handOverOf(c)
    if (!Number.isInteger(row) || row < 1 || row > handOver.rows) fail('invalidInput', 'equipmentRow', { max: handOver.rows })
    const from = characterOf(c, fromId)
    const to = characterOf(c, toId)
    if (inOpenFight(c, fromId) || inOpenFight(c, toId)) fail('conflict', 'handFightOpen')
    const party = c.parties.find((p) => p.members.includes(fromId) && p.members.includes(toId))
    if (!party) fail('rules', 'handNotSameParty', { giver: nameOf(from), taker: nameOf(to) })

    const result = handOver.hand(orderOf(c, rules, party.members), party.members.indexOf(fromId), party.members.indexOf(toId), row)
    if ('refused' in result) refuse(result.refused, from, to, row, handOver.rows)
    const giverSheet = stored(rules, from, result.giver)
    const takerSheet = stored(rules, to, result.taker)
    from.sheet = giverSheet
    to.sheet = takerSheet
    // Handing an item over between sessions is preparation: it opens no session (issue 14).
    journalIfOpen(c, ctx.now().toISOString(), [
      {
        kind: 'item',
        message: { key: 'journal.itemHanded', params: { item: result.item, from: nameOf(from), fromRow: row, to: nameOf(to), toRow: result.takerRow } }
      }
    ])
    return undefined
  })
}

/** A neighbour an item can go to, by name, and whether he has a free row. */
export interface HandTarget {
  readonly id: string
  readonly name: string
  readonly hasFreeRow: boolean
}

/**
 * What the Equipment screen offers a character: whether he can hand anything on, and the neighbours in his party's
 * marching order who could take it, as the system's rules say (CampaignRules.handOver).
 */
export async function handTargets(ctx: ServiceContext, campaignId: string, characterId: string) {
  const campaign = await ctx.store.read(campaignId)
  const { rules, handOver } = handOverOf(campaign)
  characterOf(campaign, characterId)
  // Without a party he stands alone: he may still be able to act, but has nobody to hand to.
  const members = campaign.parties.find((p) => p.members.includes(characterId))?.members ?? [characterId]
  const neighbours = handOver.neighbours(orderOf(campaign, rules, members), members.indexOf(characterId))
  const target = (place: { at: number; freeRow: boolean } | null): HandTarget | null => {
    if (!place) return null
    const id = members[place.at]!
    return { id, name: nameOf(characterOf(campaign, id)), hasFreeRow: place.freeRow }
  }
  return { canAct: neighbours.canAct, front: target(neighbours.front), rear: target(neighbours.rear) }
}
