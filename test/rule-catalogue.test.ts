import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_FILE, catalogueText } from './tools/rule-catalogue.ts'
import { RULE_FILES, RULES_DIR, ruleIds, SHARED_RULES_DIR, type RuleFile } from './tools/rule-ids.ts'

const FILES = Object.keys(RULE_FILES) as RuleFile[]

describe('the rule catalogue the fight runner shows', () => {
  it('is the project’s rules files (resources/rules/*.md) as they are now (run `npm run rules:catalogue` after they change)', () => {
    expect(readFileSync(CATALOGUE_FILE, 'utf8')).toBe(catalogueText())
  })

  it.each(FILES)('has a text for every rule ID of %s', (file) => {
    const catalogue = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')) as Record<string, string>
    expect(ruleIds(file).filter((id) => !catalogue[id]?.trim())).toEqual([])
  })
})

// Only where the shared folder sits beside the project; elsewhere the report lists these as skipped, not passed.
describe.runIf(existsSync(SHARED_RULES_DIR))('the project’s rules files and ../shared/rules', () => {
  it.each(FILES)('%s is byte for byte the shared one', (file) => {
    const copy = readFileSync(join(RULES_DIR, file))
    const shared = readFileSync(join(SHARED_RULES_DIR, file))
    expect(
      copy.equals(shared),
      `resources/rules/${file} differs from ../shared/rules/${file}: run \`npm run rules:sync\` to copy it and rewrite catalogue.json`
    ).toBe(true)
  })
})
