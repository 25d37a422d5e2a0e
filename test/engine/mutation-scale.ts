/**
 * How many random setups or fights one of the long checking loops plays. `npm run mutation` runs, for every mutant,
 * every test that reaches it, and these loops reach nearly every line: there (MUTATION_SYSTEM is set) they play a
 * share that still reaches every corner they assert, so that a system's run ends within hours on a shared machine.
 * `npm test` always plays them in full.
 */
export function loopSize(full: number, underMutation: number): number {
  return process.env['MUTATION_SYSTEM'] ? underMutation : full
}
