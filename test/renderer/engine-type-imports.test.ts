import { ESLint } from 'eslint'
import { describe, expect, it } from 'vitest'

/** What ESLint, with the project's own configuration, says about these lines in a renderer file. */
async function rulesFiring(code: string, filePath = 'src-renderer/src/cards/example.ts'): Promise<string[]> {
  const [result] = await new ESLint({ cwd: process.cwd() }).lintText(code, { filePath })
  return result!.messages.map((m) => m.ruleId ?? m.message)
}

describe('the renderer imports the engine as types only (issue 17, 3)', () => {
  it('refuses engine run-time code in a renderer file, however deep the relative path', async () => {
    expect(await rulesFiring("import { menById } from '../../../src-engine/systems/thalia/tables.ts'\nexport const x = menById\n")).toContain(
      '@typescript-eslint/no-restricted-imports'
    )
    expect(
      await rulesFiring(
        "import { woundLevel } from '../../../../src-engine/systems/weltenbuch/damage.ts'\nexport const x = woundLevel\n",
        'src-renderer/src/i18n/fields/x.ts'
      )
    ).toContain('@typescript-eslint/no-restricted-imports')
  })

  it('lets a renderer file import the engine’s types, and main the engine’s code', async () => {
    expect(await rulesFiring("import type { SystemId } from '../../../src-engine/core/types.ts'\nexport const x: SystemId = 'odm'\n")).toEqual([])
    expect(
      await rulesFiring("import { ruleSystem } from '../../src-engine/systems/index.ts'\nexport const x = ruleSystem\n", 'src-main/services/example.ts')
    ).toEqual([])
  })
})
