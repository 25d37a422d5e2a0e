// Mutation testing of the rule engines: `npm run mutation -- <system>` (test/tools/mutation.ts picks the system).
import process from 'node:process'
const system = process.env.MUTATION_SYSTEM
if (!system) throw new Error('MUTATION_SYSTEM is not set: run `npm run mutation -- <system>` (odm, thalia, ultraquest or weltenbuch)')

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.stryker.config.ts', related: false },
  mutate: [`src-engine/systems/${system}/**/*.ts`],
  coverageAnalysis: 'perTest',
  // The machine is shared: never more than two test processes.
  concurrency: 2,
  // A mutant that loops forever is cut off soon after the time the tests took unmutated.
  timeoutMS: 5_000,
  // A static mutant (a table or constant read once at load) needs every test run afresh; they are left out of the
  // score and listed as ignored, which keeps a system's run within an afternoon on a shared machine.
  ignoreStatic: true,
  // Re-runs test only mutants whose code or tests changed since the last run of the same system.
  incremental: true,
  incrementalFile: `out/mutation/${system}-incremental.json`,
  plugins: ['@stryker-mutator/vitest-runner', './test/tools/stryker-survivors.mjs', './test/tools/stryker-log-guard-ignorer.mjs'],
  // `if (io.recording)` around a log line: equivalent when mutated to true, listed as ignored with the reason.
  ignorers: ['log-guard'],
  reporters: ['clear-text', 'progress-append-only', 'html', 'json', 'survivors'],
  htmlReporter: { fileName: `out/mutation/${system}.html` },
  jsonReporter: { fileName: `out/mutation/${system}.json` },
  tempDirName: 'out/stryker-tmp',
  cleanTempDir: true,
  // The sandbox needs the engine, its tests and the configs; the app, the e2e screens and the docs only slow the copy.
  ignorePatterns: ['out', 'dist', 'docs', 'src-renderer', 'src-main', 'test/e2e', 'test/main', 'test/renderer', 'test/bench', 'coverage', 'test-results'],
  thresholds: { high: 90, low: 80, break: null }
}
