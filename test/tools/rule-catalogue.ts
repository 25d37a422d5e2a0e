import { readFileSync, writeFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { RULE_FILES, RULES_DIR, type RuleFile } from './rule-ids.ts'

export const CATALOGUE_FILE = resolve(import.meta.dirname, '../../resources/rules/catalogue.json')

const RULE_LINE = /^- \*\*((?:KS|ODM|THA|KA)-[A-Z0-9]+-\d+[a-z]?)\*\*\s*(.*)$/
const EXAMPLE_HEADING = /^(?:#{2,4} |\*\*)((?:KS|ODM|THA|KA)-[A-Z0-9]+-\d+[a-z]?)\b[\s—:-]*(.*)$/

/** Each rule's English text by ID, from the project's copies of the rules files (resources/rules/*.md): what the runner shows when a GM clicks an ID. */
export function ruleCatalogue(): Record<string, string> {
  const catalogue: Record<string, string> = {}
  for (const file of Object.keys(RULE_FILES) as RuleFile[]) {
    for (const line of readFileSync(join(RULES_DIR, file), 'utf8').split('\n')) {
      const match = RULE_LINE.exec(line) ?? EXAMPLE_HEADING.exec(line)
      if (match && !(match[1]! in catalogue)) catalogue[match[1]!] = match[2]!.replaceAll('**', '').trim()
    }
  }
  return Object.fromEntries(Object.entries(catalogue).sort(([a], [b]) => a.localeCompare(b)))
}

export const catalogueText = () => `${JSON.stringify(ruleCatalogue(), null, 1)}\n`

if (process.argv[1] === import.meta.filename) {
  writeFileSync(CATALOGUE_FILE, catalogueText())
  console.log(`wrote ${Object.keys(ruleCatalogue()).length} rules to ${CATALOGUE_FILE}`)
}
