import { campaignLists, type Campaign, type CampaignList } from './campaign-schema.ts'

/**
 * The text of each list element as it stands in the campaign file. The campaign in memory is frozen, so an
 * element's text never goes stale; a change makes new objects for what it touches, and only those are
 * stringified again.
 */
const elementTexts = new WeakMap<object, string>()

const LISTS = new Set<string>(Object.keys(campaignLists))

function elementText(element: object): string {
  let text = elementTexts.get(element)
  if (text === undefined) {
    // JSON strings hold no raw line breaks, so every line break here is layout: indent it one level deeper.
    text = JSON.stringify(element, null, 2).replaceAll('\n', '\n    ')
    if (Object.isFrozen(element)) elementTexts.set(element, text)
  }
  return text
}

/**
 * The campaign file's text: exactly `JSON.stringify(campaign, null, 2)` and a final line break, but the
 * sessions, characters and other list elements that did not change since the last save are not
 * stringified again.
 */
export function campaignText(campaign: Campaign): string {
  const fields: string[] = []
  for (const [key, value] of Object.entries(campaign)) {
    if (value === undefined) continue
    let text: string
    if (LISTS.has(key) && Array.isArray(value)) {
      const list = value as Campaign[CampaignList]
      text = list.length === 0 ? '[]' : `[\n    ${list.map((element) => elementText(element)).join(',\n    ')}\n  ]`
    } else {
      text = JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')
    }
    fields.push(`${JSON.stringify(key)}: ${text}`)
  }
  return `{\n  ${fields.join(',\n  ')}\n}\n`
}
