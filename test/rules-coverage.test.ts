import { mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { idsIn, namedIds, ruleIds, uncovered, type RuleFile } from './tools/rule-ids.ts'
import { testTitles } from './tools/test-titles.ts'

/** Catalogues whose rule system is implemented: every ID they mention must be named by a test. */
const IMPLEMENTED: RuleFile[] = ['ultraquest.md', 'odm.md', 'weltenbuch.md', 'thalia.md']

describe('every rule ID of an implemented system is named by a test', () => {
  const named = namedIds()
  it.each(IMPLEMENTED)('%s', (file) => {
    expect(ruleIds(file).length).toBeGreaterThan(50)
    expect(uncovered(file, named)).toEqual([])
  })
})

/** The IDs a test file written with this source would count for. */
function countedIn(source: string): string[] {
  const file = join(mkdtempSync(join(tmpdir(), 'rules-coverage-')), 'sample.test.ts')
  writeFileSync(file, source)
  return [...namedIds(testTitles(file).map((test) => ({ ...test, ids: idsIn(test.title) })))].sort()
}

describe('what names a rule ID', () => {
  it('the title of an it() or test() call, whether a string, a template or a sum of strings', () => {
    const source = ["it('KS-DMG-3: damage', () => {})", "test(`KS-DMG-4 ${'x'} and KS-DMG-5`, () => {})", "it.concurrent('KS-DMG-6' + ' more', () => {})"].join(
      '\n'
    )
    expect(countedIn(source)).toEqual(['KS-DMG-3', 'KS-DMG-4', 'KS-DMG-5', 'KS-DMG-6'])
  })

  it('not a describe title, a comment, a test body or a variable', () => {
    const source = [
      "describe('KS-DMG-1: group', () => {",
      '  // KS-DMG-2 is checked below',
      "  const title = 'KS-DMG-7'",
      "  it(title, () => { expect('KS-DMG-8').toBe('KS-DMG-8') })",
      "  it('no rule here', () => {})",
      '})'
    ].join('\n')
    expect(countedIn(source)).toEqual([])
  })

  it('not a skipped, todo, conditional or expected-to-fail test', () => {
    const source = [
      "it.skip('KA-ACT-1', () => {})",
      "it.todo('KA-ACT-2')",
      "it.skipIf(true)('KA-ACT-3', () => {})",
      "it.runIf(true)('KA-ACT-4', () => {})",
      "it.fails('KA-ACT-5', () => {})"
    ].join('\n')
    expect(countedIn(source)).toEqual([])
  })

  it('not a title naming more than four IDs; four are fine', () => {
    const source = [
      "it('THA-ATK-1 THA-ATK-2 THA-ATK-3 THA-ATK-4 THA-ATK-5: a scenario', () => {})",
      "it('ODM-ATK-1 ODM-ATK-2 ODM-ATK-3 ODM-ATK-4: four', () => {})"
    ].join('\n')
    expect(countedIn(source)).toEqual(['ODM-ATK-1', 'ODM-ATK-2', 'ODM-ATK-3', 'ODM-ATK-4'])
  })

  it('each row of an .each table written in the file, under the title vitest gives that row', () => {
    const source = [
      "const rows = [['KA-MOD-1', -2], ['KA-MOD-2', -4]] as const",
      "it.each(rows)('%s is %i', () => {})",
      "it.each([{ id: 'KA-ZONE-7' }])('$id', () => {})",
      // The row's ID is not in the title: it does not count.
      "it.each([['KA-ZONE-8', 1]])('row %#', () => {})",
      // A table built at run time: only the template's own IDs count.
      "it.each(build())('KA-ZONE-9: %s', () => {})"
    ].join('\n')
    expect(countedIn(source)).toEqual(['KA-MOD-1', 'KA-MOD-2', 'KA-ZONE-7', 'KA-ZONE-9'])
  })
})
