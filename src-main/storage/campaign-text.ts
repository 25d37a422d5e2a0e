import { campaignLists, type Campaign } from './campaign-schema.ts'

/**
 * The bytes of each list element as it stands in the campaign file. The campaign in memory is frozen, so an
 * element's bytes never go stale; a change makes new objects for what it touches, and only those are
 * stringified again.
 */
const elementBytes = new WeakMap<object, Buffer>()

const LISTS = new Set<string>(Object.keys(campaignLists))
const BETWEEN_ELEMENTS = Buffer.from(',\n    ')

function bytesOf(element: object): Buffer {
  let bytes = elementBytes.get(element)
  if (bytes === undefined) {
    // JSON strings hold no raw line breaks, so every line break here is layout: indent it one level deeper.
    bytes = Buffer.from(JSON.stringify(element, null, 2).replaceAll('\n', '\n    '))
    if (Object.isFrozen(element)) elementBytes.set(element, bytes)
  }
  return bytes
}

/**
 * The campaign file's content, in pieces to be written one after the other: exactly
 * `JSON.stringify(campaign, null, 2)` and a final line break, but the sessions, characters and other list
 * elements that did not change since the last save are neither stringified nor encoded again, and the
 * whole text is never put together in memory.
 */
export function campaignChunks(campaign: Campaign): Buffer[] {
  const chunks: Buffer[] = []
  let text = '{'
  let first = true
  for (const [key, value] of Object.entries(campaign)) {
    if (value === undefined) continue
    text += `${first ? '' : ','}\n  ${JSON.stringify(key)}: `
    first = false
    if (LISTS.has(key) && Array.isArray(value) && value.length > 0) {
      chunks.push(Buffer.from(`${text}[\n    `))
      for (const [i, element] of (value as object[]).entries()) {
        if (i > 0) chunks.push(BETWEEN_ELEMENTS)
        chunks.push(bytesOf(element))
      }
      text = '\n  ]'
    } else {
      text += JSON.stringify(value, null, 2).replaceAll('\n', '\n  ')
    }
  }
  chunks.push(Buffer.from(`${text}\n}\n`))
  return chunks
}

/** The campaign file's text (see `campaignChunks`). */
export function campaignText(campaign: Campaign): string {
  return Buffer.concat(campaignChunks(campaign)).toString('utf8')
}
