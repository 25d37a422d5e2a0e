import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { testTitles, type TestTitle } from './test-titles.ts'

/** The project's copies of the rules catalogues: everything here reads these, so a clone alone builds and tests. */
export const RULES_DIR = resolve(import.meta.dirname, '../../resources/rules')
/** Where the catalogues are written, when the shared folder sits beside the project; `npm run rules:sync` copies them in. */
export const SHARED_RULES_DIR = resolve(import.meta.dirname, '../../../shared/rules')
const TESTS_DIR = resolve(import.meta.dirname, '..')

export const RULE_FILES = { 'ultraquest.md': 'KS', 'odm.md': 'ODM', 'thalia.md': 'THA', 'weltenbuch.md': 'KA' } as const
export type RuleFile = keyof typeof RULE_FILES

/** Every rule ID a rules file mentions: rules, GAP and SUP entries, worked examples. */
export function ruleIds(file: RuleFile): string[] {
  const path = join(RULES_DIR, file)
  if (!existsSync(path))
    throw new Error(`Rules catalogue not found at ${path}: the project keeps a copy of each one (\`npm run rules:sync\` copies them from ../shared/rules)`)
  const prefix = RULE_FILES[file]
  const pattern = new RegExp(`\\b${prefix}-[A-Z0-9]+-\\d+[a-z]?\\b`, 'g')
  return [...new Set(readFileSync(path, 'utf8').match(pattern) ?? [])].sort()
}

function testFiles(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name)
    if (statSync(path).isDirectory()) return name === 'tools' ? [] : testFiles(path)
    return name.endsWith('.test.ts') ? [path] : []
  })
}

const RULE_ID = /\b(?:KS|ODM|THA|KA)-[A-Z0-9]+-\d+[a-z]?\b/g

/** A test whose title lists more rule IDs than this proves none of them: it is a scenario, not a rule's test. */
export const MAX_IDS_PER_TITLE = 4

/** The distinct rule IDs a text names. */
export function idsIn(text: string): string[] {
  return [...new Set(text.match(RULE_ID) ?? [])]
}

/** Every running test under test/ with the rule IDs its own title names (see test-titles.ts for what a title is). */
export function titledTests(): (TestTitle & { ids: string[] })[] {
  return testFiles(TESTS_DIR).flatMap((file) => testTitles(file).map((test) => ({ ...test, ids: idsIn(test.title) })))
}

/**
 * IDs that count as tested: named in the title of a running `it()`/`test()` (or of one row of its `.each` table)
 * that names at most MAX_IDS_PER_TITLE IDs. Comments, `describe` titles and test bodies do not count.
 */
export function namedIds(tests = titledTests()): Set<string> {
  return new Set(tests.filter((test) => test.ids.length <= MAX_IDS_PER_TITLE).flatMap((test) => test.ids))
}

/** IDs written anywhere in a test file, counted or not: to tell a GM's tester where an uncounted ID already sits. */
export function mentionedIds(): Set<string> {
  return new Set(testFiles(TESTS_DIR).flatMap((file) => idsIn(readFileSync(file, 'utf8'))))
}

export function uncovered(file: RuleFile, named = namedIds()): string[] {
  return ruleIds(file).filter((id) => !named.has(id))
}
