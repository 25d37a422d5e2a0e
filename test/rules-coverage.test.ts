import { describe, expect, it } from 'vitest'
import { ruleIds, uncovered, type RuleFile } from './tools/rule-ids.ts'

/** Catalogues whose rule system is implemented: every ID they mention must be named by a test. */
const IMPLEMENTED: RuleFile[] = ['ultraquest.md', 'odm.md', 'weltenbuch.md', 'thalia.md']

describe('every rule ID of an implemented system is named by a test', () => {
  it.each(IMPLEMENTED)('%s', (file) => {
    expect(ruleIds(file).length).toBeGreaterThan(50)
    expect(uncovered(file)).toEqual([])
  })
})
