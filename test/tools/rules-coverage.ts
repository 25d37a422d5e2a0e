// Prints, per rules catalogue, the rule IDs that no test names yet.
import { namedIds, RULE_FILES, ruleIds, uncovered, type RuleFile } from './rule-ids.ts'

const named = namedIds()
for (const file of Object.keys(RULE_FILES) as RuleFile[]) {
  const missing = uncovered(file, named)
  const total = ruleIds(file).length
  console.log(missing.length === 0 ? `${file}: all ${total} rule IDs are named by tests` : `${file}: ${missing.length} of ${total} not named by any test: ${missing.join(' ')}`)
}
