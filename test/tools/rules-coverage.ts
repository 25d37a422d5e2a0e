// Prints, per rules catalogue, the rule IDs that no test's own title names (see namedIds in rule-ids.ts).
import { mentionedIds, namedIds, RULE_FILES, ruleIds, titledTests, uncovered, MAX_IDS_PER_TITLE, type RuleFile } from './rule-ids.ts'

const tests = titledTests()
const named = namedIds(tests)
const mentioned = mentionedIds()
const inLongTitles = new Set(tests.filter((test) => test.ids.length > MAX_IDS_PER_TITLE).flatMap((test) => test.ids))
for (const file of Object.keys(RULE_FILES) as RuleFile[]) {
  const missing = uncovered(file, named)
  const total = ruleIds(file).length
  if (missing.length === 0) {
    console.log(`${file}: all ${total} rule IDs are named by a test's own title`)
    continue
  }
  console.log(`${file}: ${missing.length} of ${total} not named by any test's own title (of at most ${MAX_IDS_PER_TITLE} IDs):`)
  const where = (id: string): string =>
    inLongTitles.has(id)
      ? `only in titles of more than ${MAX_IDS_PER_TITLE} IDs`
      : mentioned.has(id)
        ? 'only in describe titles, comments or bodies'
        : 'nowhere'
  for (const id of missing) console.log(`  ${id}  (${where(id)})`)
}
