import { z } from 'zod'
import { ruleSystem } from '../../src-engine/systems/index.ts'
import type { Output } from './setup-file.ts'

export const SCHEMA_USAGE = 'Usage: mo schema <system>   (prints the JSON Schema of a fight setup)'

/** `mo schema ultraquest`: the setup format as JSON Schema, generated from the same zod schema that validates it. */
export function schemaCommand(args: string[], io: Output): number {
  if (args.length !== 1) {
    io.err(SCHEMA_USAGE)
    return 2
  }
  try {
    const system = ruleSystem(args[0]!)
    if (!system.setupSchema) throw new Error(`${system.id} has no published setup schema`)
    io.out(JSON.stringify(z.toJSONSchema(system.setupSchema, { io: 'input', unrepresentable: 'any' }), null, 2))
    return 0
  } catch (error) {
    io.err((error as Error).message)
    return 1
  }
}
