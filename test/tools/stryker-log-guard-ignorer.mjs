// A Stryker ignorer for the engines' log guards: `if (io.recording) asks.emit(…)` and the like. `asks.emit` records
// only when the io records, so the guard only spares a simulated fight the work of building a log line's params:
// `if (true)` is an equivalent mutant in every such place, and `if (false)` is caught by the log line's own mutants
// (an emptied guarded block is still tested). Each was sorted by hand as equivalent before this ignorer existed
// (docs/mutation.md). A guarded block that assigns anything is not a pure log guard and stays mutated.
import { declareValuePlugin, PluginKind } from '@stryker-mutator/api/plugin'

const REASON = 'Log guard: asks.emit records only when the io records, so `if (true)` here is equivalent'

/** `recording`, `io.recording` or `fight.io.recording`. */
function isRecordingFlag(node) {
  if (node.type === 'Identifier') return node.name === 'recording'
  return node.type === 'MemberExpression' && !node.computed && node.property.type === 'Identifier' && node.property.name === 'recording'
}

function onlyBuildsLogLines(ifPath) {
  if (ifPath.node.alternate) return false
  let pure = true
  ifPath.get('consequent').traverse({
    'AssignmentExpression|UpdateExpression'(path) {
      pure = false
      path.stop()
    }
  })
  return pure
}

export const logGuardIgnorer = {
  shouldIgnore(path) {
    const parent = path.parentPath
    if (!parent?.isIfStatement() || parent.node.test !== path.node || !isRecordingFlag(path.node)) return undefined
    return onlyBuildsLogLines(parent) ? REASON : undefined
  }
}

export const strykerPlugins = [declareValuePlugin(PluginKind.Ignore, 'log-guard', logGuardIgnorer)]
