import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { CATALOGUE_FILE, catalogueText } from './tools/rule-catalogue.ts'
import { RULE_FILES, ruleIds, type RuleFile } from './tools/rule-ids.ts'

describe('the rule catalogue the fight runner shows', () => {
  it('is the shared rules files as they are now (run `npm run rules:catalogue` after they change)', () => {
    expect(readFileSync(CATALOGUE_FILE, 'utf8')).toBe(catalogueText())
  })

  it.each(Object.keys(RULE_FILES) as RuleFile[])('has a text for every rule ID of %s', (file) => {
    const catalogue = JSON.parse(readFileSync(CATALOGUE_FILE, 'utf8')) as Record<string, string>
    expect(ruleIds(file).filter((id) => !catalogue[id]?.trim())).toEqual([])
  })
})
