// Refreshes the project's copies of the rules catalogues (resources/rules/*.md) from ../shared/rules, then
// rewrites resources/rules/catalogue.json from them. The project builds and tests from its copies alone; this
// is how they follow the shared folder when it sits beside the project.
import { existsSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { CATALOGUE_FILE, catalogueText } from './rule-catalogue.ts'
import { RULE_FILES, RULES_DIR, SHARED_RULES_DIR, type RuleFile } from './rule-ids.ts'

if (!existsSync(SHARED_RULES_DIR)) {
  console.error(`No ${SHARED_RULES_DIR}: nothing to copy from. The project's copies in ${RULES_DIR} stay as they are.`)
  process.exit(1)
}

for (const file of Object.keys(RULE_FILES) as RuleFile[]) {
  const from = join(SHARED_RULES_DIR, file)
  const to = join(RULES_DIR, file)
  const bytes = readFileSync(from)
  const changed = !existsSync(to) || !bytes.equals(readFileSync(to))
  // Written rather than copied: the shared files are read-only, and a copy would keep that mode.
  if (changed) writeFileSync(to, bytes)
  console.log(`${changed ? 'copied' : 'unchanged'} ${file}`)
}

const text = catalogueText()
const changed = !existsSync(CATALOGUE_FILE) || readFileSync(CATALOGUE_FILE, 'utf8') !== text
if (changed) writeFileSync(CATALOGUE_FILE, text)
console.log(`${changed ? 'rewrote' : 'unchanged'} ${CATALOGUE_FILE}`)
