import { readFileSync } from 'node:fs'
import { SetupError, type Decisions, type RuleSystem } from '../../src-engine/core/index.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'

export interface Output {
  out(line: string): void
  err(line: string): void
}

/** Wrong use of the command (exit 2), as against a bad setup (exit 1). */
export class UsageError extends Error {}

export function parseDiceList(text: string): number[] {
  return text.split(',').map((part, i) => {
    const face = Number(part.trim())
    if (part.trim() === '' || !Number.isInteger(face) || face < 1) throw new UsageError(`--dice: entry ${i + 1} ("${part}") is not a die face`)
    return face
  })
}

/** A setup file as `mo fight` and `mo odds` read it: a JSON object, with scripted decisions kept apart. */
export function readSetup(path: string): { raw: Record<string, unknown>; decisions: Decisions } {
  let text: string
  try {
    text = readFileSync(path, 'utf8')
  } catch (error) {
    throw new UsageError(`Cannot read ${path}: ${(error as NodeJS.ErrnoException).code ?? (error as Error).message}`)
  }
  let json: unknown
  try {
    json = JSON.parse(text)
  } catch (error) {
    throw new SetupError('', `${path} is not valid JSON: ${(error as Error).message}`)
  }
  if (typeof json !== 'object' || json === null || Array.isArray(json)) throw new SetupError('', `${path} must hold a JSON object`)
  const { decisions, ...raw } = json as Record<string, unknown>
  if (decisions !== undefined && (typeof decisions !== 'object' || decisions === null || Array.isArray(decisions))) {
    throw new SetupError('decisions', 'must be an object of request keys and choices')
  }
  return { raw, decisions: (decisions ?? {}) as Decisions }
}

export function systemOfSetup(raw: Record<string, unknown>): RuleSystem {
  const systemId = typeof raw['system'] === 'string' ? raw['system'] : undefined
  if (!systemId) throw new SetupError('system', `name the rule system (e.g. "ultraquest")`)
  return ruleSystem(systemId)
}
