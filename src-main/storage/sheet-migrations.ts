import type { SheetFormat, StoredJson } from '../../src-engine/core/campaign.ts'
import { StorageError } from './errors.ts'

/**
 * The version of the system's sheet format a campaign document stores its sheets and bestiary entries in. A
 * document that names none was written before sheet formats were versioned: version 1.
 */
export function sheetVersionOf(doc: StoredJson, file: string): number {
  const version = doc['sheetVersion']
  if (version === undefined) return 1
  if (typeof version !== 'number' || !Number.isInteger(version) || version < 1) {
    throw new StorageError('invalid', file, `has sheet version ${JSON.stringify(version)?.slice(0, 40)}, which no Marching Order ever wrote`)
  }
  return version
}

/** Runs `steps` from `from` up to `to` over one stored element; a missing step means the app cannot read the file. */
function moved(element: unknown, steps: SheetFormat['sheetSteps'], from: number, to: number, file: string): unknown {
  if (typeof element !== 'object' || element === null || Array.isArray(element)) return element
  let current = element as StoredJson
  for (let version = from; version < to; version++) {
    const step = steps[version]
    if (!step) throw new StorageError('invalid', file, `has sheets of format ${from}, and this version has no way from format ${version} to ${version + 1}`)
    current = step(current)
  }
  return current
}

/**
 * A campaign document with its character sheets and bestiary entries moved forward to `format`, or the very same
 * document when they are in it already. Sheets of a newer format than `format` are refused as written by a newer
 * Marching Order (StorageError naming the file), never read and never overwritten.
 */
export function withCurrentSheets(doc: StoredJson, format: SheetFormat, file: string): StoredJson {
  const version = sheetVersionOf(doc, file)
  if (version > format.version) {
    throw new StorageError(
      'newerVersion',
      file,
      `holds character sheets of format ${version}, written by a newer Marching Order (this version reads up to ${format.version}). Update the app, or restore a backup.`
    )
  }
  if (version === format.version) return doc
  const list = (name: string) => (Array.isArray(doc[name]) ? (doc[name] as unknown[]) : undefined)
  const characters = list('characters')?.map((c) => (isObject(c) ? { ...c, sheet: moved(c['sheet'], format.sheetSteps, version, format.version, file) } : c))
  const bestiary = list('bestiary')?.map((b) =>
    isObject(b) ? { ...b, opponent: moved(b['opponent'], format.opponentSteps, version, format.version, file) } : b
  )
  return { ...doc, sheetVersion: format.version, ...(characters ? { characters } : {}), ...(bestiary ? { bestiary } : {}) }
}

function isObject(value: unknown): value is StoredJson {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}
