import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs'
import { join, resolve } from 'node:path'

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
  if (!existsSync(path)) throw new Error(`Rules catalogue not found at ${path}: the project keeps a copy of each one (\`npm run rules:sync\` copies them from ../shared/rules)`)
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

/** IDs named anywhere in a test file (titles or bodies). */
export function namedIds(): Set<string> {
  const named = new Set<string>()
  for (const file of testFiles(TESTS_DIR)) {
    for (const id of readFileSync(file, 'utf8').match(/\b(?:KS|ODM|THA|KA)-[A-Z0-9]+-\d+[a-z]?\b/g) ?? []) named.add(id)
  }
  return named
}

export function uncovered(file: RuleFile, named = namedIds()): string[] {
  return ruleIds(file).filter((id) => !named.has(id))
}
