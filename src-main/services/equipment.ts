import { EQUIPMENT_ROWS, type Item } from '../../src-engine/systems/ultraquest/sheet.ts'
import type { Campaign } from '../storage/campaign-schema.ts'
import { journalIfOpen } from './care.ts'
import { characterOf, systemOf, type ServiceContext } from './context.ts'
import { checkForm, fail } from './errors.ts'

type Character = Campaign['characters'][number]
type Sheet = Record<string, unknown>

const nameOf = (c: Character) => String(c.sheet['name'] ?? c.id)
const rowsOf = (c: Character) => (c.sheet['equipment'] as readonly (Item | null)[] | undefined) ?? []

/** The living members directly in front of and behind someone: dead adventurers hand nothing on and take nothing (as in the fight's hand-overs). */
function neighboursOf(campaign: Campaign, members: readonly string[], id: string): { front?: string; rear?: string } {
  const living = members.filter((m) => characterOf(campaign, m).sheet['dead'] !== true)
  const at = living.indexOf(id)
  if (at < 0) return {}
  return { ...(at > 0 ? { front: living[at - 1]! } : {}), ...(at < living.length - 1 ? { rear: living[at + 1]! } : {}) }
}

/** A fight still open (running, or finished but not yet applied): applying it would overwrite the rows with the fight's own. */
function inOpenFight(campaign: Campaign, characterId: string): boolean {
  return campaign.activeFights.some((f) => campaign.parties.find((p) => p.id === f.partyId)?.members.includes(characterId))
}

/** A sheet with new equipment rows, checked by the system's sheet schema as any sheet the GM saves. */
function withRows(campaign: Campaign, character: Character, rows: readonly (Item | null)[]): Sheet {
  const { rules } = systemOf(campaign)
  const trimmed = [...rows]
  while (trimmed.length > 0 && trimmed[trimmed.length - 1] === null) trimmed.pop()
  return checkForm(rules.sheetSchema, rules.sheetInput({ ...character.sheet, equipment: trimmed }, character.id), 'formEquipment', {
    name: nameOf(character)
  }) as Sheet
}

export interface HandItemInput {
  readonly fromId: string
  readonly toId: string
  /** The giver's equipment row, 1–10 as printed on the sheet. */
  readonly row: number
}

/**
 * One ready item goes from an adventurer's row to the first free row of the adventurer directly in front of or
 * behind him, as one change recorded in the session journal. The rules let ready items pass only to an adjacent
 * adventurer (KS-ACTION-2, one position at a time: KS-GAP-8), and an injured adventurer cannot act (KS-INJURY-1).
 * The item arrives ready but not in hand: the receiver has not taken it up yet.
 */
export async function handItem(ctx: ServiceContext, campaignId: string, input: HandItemInput) {
  const { fromId, toId, row } = input
  if (!Number.isInteger(row) || row < 1 || row > EQUIPMENT_ROWS) fail('invalidInput', 'equipmentRow', { max: EQUIPMENT_ROWS })
  if (fromId === toId) fail('invalidInput', 'handToSelf')
  return ctx.store.update(campaignId, (c) => {
    if (!systemOf(c).rules.equipmentRows) fail('rules', 'handOtherSystem')
    const from = characterOf(c, fromId)
    const to = characterOf(c, toId)
    if (inOpenFight(c, fromId) || inOpenFight(c, toId)) fail('conflict', 'handFightOpen')
    if (from.sheet['dead'] === true) fail('rules', 'handGiverDead', { name: nameOf(from) })
    if (to.sheet['dead'] === true) fail('rules', 'handTakerDead', { name: nameOf(to) })
    if ((from.sheet['injuries'] as readonly unknown[] | undefined)?.length) fail('rules', 'handGiverInjured', { name: nameOf(from) })

    const party = c.parties.find((p) => p.members.includes(fromId) && p.members.includes(toId))
    if (!party) fail('rules', 'handNotSameParty', { giver: nameOf(from), taker: nameOf(to) })
    const { front, rear } = neighboursOf(c, party.members, fromId)
    if (toId !== front && toId !== rear) fail('rules', 'handNotAdjacent', { giver: nameOf(from), taker: nameOf(to) })

    const giverRows = [...rowsOf(from)]
    const item = giverRows[row - 1] ?? fail('invalidInput', 'handRowEmpty', { row, name: nameOf(from) })
    if (!item.ready) fail('rules', 'handNotReady', { item: item.name, name: nameOf(from) })
    const takerRows = [...rowsOf(to)]
    let free = takerRows.findIndex((r) => r === null)
    if (free < 0) free = takerRows.length
    if (free >= EQUIPMENT_ROWS) fail('rules', 'handNoFreeRow', { name: nameOf(to), max: EQUIPMENT_ROWS })

    giverRows[row - 1] = null
    takerRows[free] = { ...item, held: false }
    const giverSheet = withRows(c, from, giverRows)
    const takerSheet = withRows(c, to, takerRows)
    from.sheet = giverSheet
    to.sheet = takerSheet
    // Handing an item over between sessions is preparation: it opens no session (issue 14).
    journalIfOpen(c, ctx.now().toISOString(), [
      { kind: 'item', message: { key: 'journal.itemHanded', params: { item: item.name, from: nameOf(from), fromRow: row, to: nameOf(to), toRow: free + 1 } } }
    ])
    return undefined
  })
}
