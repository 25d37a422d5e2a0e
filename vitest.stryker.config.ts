import { defineConfig } from 'vitest/config'
import { BaseSequencer, type TestSpecification } from 'vitest/node'

/**
 * Vitest as Stryker runs it (`npm run mutation`): only the engine's tests, because only they exercise
 * src-engine/systems without a window, a browser or a disk. MUTATION_SYSTEM narrows them to that system's
 * folder: the engine-wide tests beside it play every system's fights again for the core's sake, and a
 * mutant that survives runs every test that reaches it.
 */
const system = process.env['MUTATION_SYSTEM']

/**
 * Tests that run thousands of random fights for odds within standard errors, or every example in four languages:
 * each takes seconds, and a mutant runs every test that reaches its line, so with them a system's run takes days on a
 * shared machine. The simulation tests stay: they are what holds the simulation's fast paths to the rules.
 */
const STATISTICAL = ['test/engine/**/odds.test.ts', 'test/engine/**/fuzz.test.ts', 'test/engine/text-languages.test.ts']

/**
 * Tests that read the engine's source as text: in Stryker's sandbox it is instrumented (each literal wrapped in a mutant
 * switch), so they fail the initial run, and no mutant changes the text they read.
 */
const SOURCE_TEXT = ['test/engine/thalia/source-keys.test.ts']

/**
 * Test files that loop over many random fights (each checks simulate() against a replay, or the standing at every
 * request): they reach nearly every mutant and take seconds even at loopSize's share. Bail stops a mutant's run at its
 * first failing test, so the quick rule tests run first and a mutant they kill never reaches these.
 */
const LOOPING = /\/(baseline|simulation[^/]*|standing|fuzz)\.test\.ts$/

/**
 * Test files whose tests play whole fights over several seeds or every example (each 1.2–9 s in a system's run, measured
 * with `--reporter=json`): after the quick rule tests, before the loops.
 */
const BROAD = /\/(engine|example|targets|messages|message-keys|multi|ending)\.test\.ts$/

class QuickFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const tier = (file: TestSpecification) => (LOOPING.test(file.moduleId) ? 2 : BROAD.test(file.moduleId) ? 1 : 0)
    return [...files].sort((a, b) => tier(a) - tier(b))
  }
}

export default defineConfig({
  test: {
    include: system ? [`test/engine/${system}/**/*.test.ts`] : ['test/engine/**/*.test.ts'],
    exclude: [...STATISTICAL, ...SOURCE_TEXT],
    environment: 'node',
    // One module graph for all of a mutant's test files: isolated, each file imported the engine afresh, about a second
    // per covering file and mutant (a mutant of round.ts is covered by some twenty files). The engine keeps no state
    // between fights, and the one survivor once blamed on this setting was an equivalent mutant (docs/mutation.md).
    isolate: false,
    sequence: { sequencer: QuickFirst },
    testTimeout: 60_000
  }
})
