import { readFileSync } from 'node:fs'
import { SetupError, type Decisions, type RuleSystem } from '../../src-engine/core/index.ts'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import { otherRulesVersion } from '../../src-engine/systems/rules-versions.ts'
import { translator } from '../../src-engine/text/index.ts'

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

/**
 * A setup file as `mo fight` and `mo odds` read it: a JSON object, with scripted decisions and the rules version
 * it was written for (`rulesVersion`, as `mo fight --json` prints it) kept apart.
 */
export function readSetup(path: string): { raw: Record<string, unknown>; decisions: Decisions; rulesVersion?: number } {
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
  const { decisions, rulesVersion, ...raw } = json as Record<string, unknown>
  if (decisions !== undefined && (typeof decisions !== 'object' || decisions === null || Array.isArray(decisions))) {
    throw new SetupError('decisions', 'must be an object of request keys and choices')
  }
  if (rulesVersion !== undefined && !(Number.isInteger(rulesVersion) && (rulesVersion as number) >= 1)) {
    throw new SetupError(
      'rulesVersion',
      `must be a whole number from 1 (the system's rules version the setup was written for), not ${JSON.stringify(rulesVersion)}`
    )
  }
  return { raw, decisions: (decisions ?? {}) as Decisions, ...(rulesVersion === undefined ? {} : { rulesVersion: rulesVersion as number }) }
}

/** A warning when a setup names a rules version other than the one the engine plays for its system; else null. */
export function rulesVersionWarning(system: RuleSystem, rulesVersion: number | undefined): string | null {
  if (rulesVersion === undefined) return null
  const other = otherRulesVersion(system.id, rulesVersion)
  if (!other) return null
  const name = translator.text({ key: `system.${system.id}` }, 'en')
  return `Note: this setup was written for ${name} rules version ${other.madeUnder}; this Marching Order plays version ${other.current}, so its fights may go otherwise.`
}

export function systemOfSetup(raw: Record<string, unknown>): RuleSystem {
  const systemId = typeof raw['system'] === 'string' ? raw['system'] : undefined
  if (!systemId) throw new SetupError('system', `name the rule system (e.g. "ultraquest")`)
  return ruleSystem(systemId)
}
