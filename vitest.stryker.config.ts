import { defineConfig } from 'vitest/config'

/**
 * Vitest as Stryker runs it (`npm run mutation`): only the engine's tests, because only they exercise
 * src-engine/systems without a window, a browser or a disk. MUTATION_SYSTEM narrows them to one system's
 * folder and the engine-wide tests beside it, so a mutant of one system does not wait on another's tests.
 */
const system = process.env['MUTATION_SYSTEM']

/**
 * Tests that play hundreds of random fights to compare odds, simulation and replay: each takes seconds, and a
 * mutant runs every test that reaches its line, so with them a system's run takes days on a shared machine.
 * The rule tests beside them assert what the rules say; these only that two paths of the engine agree.
 */
const STATISTICAL = ['test/engine/**/odds.test.ts', 'test/engine/**/simulation.test.ts', 'test/engine/**/fuzz.test.ts', 'test/engine/text-languages.test.ts']

export default defineConfig({
  test: {
    include: system ? [`test/engine/${system}/**/*.test.ts`, 'test/engine/*.test.ts'] : ['test/engine/**/*.test.ts'],
    exclude: STATISTICAL,
    environment: 'node',
    testTimeout: 60_000
  }
})
