import { describe, expect, it } from 'vitest'
import type { SetupError } from '../../../src-engine/core/errors.ts'
import { thaliaSystem } from '../../../src-engine/systems/thalia/index.ts'
import { monster, pc, setupOf } from './fixtures.ts'

/** The setup's refusal as the app reads it: the error's name, the field, zod's code (by which the screen words it) and the message. */
function refusal(rules: Record<string, unknown>) {
  try {
    thaliaSystem.parseSetup(setupOf([pc('Arne'), monster('Gob')], rules))
  } catch (e) {
    return { type: (e as Error).name, path: (e as SetupError).path, code: (e as SetupError).code, message: (e as Error).message }
  }
  return null
}

describe('Thalia rule settings the schema refuses', () => {
  it('THA-GAP-14 THA-GAP-54: a misspelt setting, test targets without an untrained one, and a Tabbe face not below the Triumf face are refused, field and reason named', () => {
    expect(refusal({ tabbeFaec: 2 })).toEqual({
      type: 'SetupError',
      path: 'rules.tabbeFaec',
      code: 'custom',
      message: 'rules.tabbeFaec: unknown setting "tabbeFaec"'
    })
    expect(refusal({ testTargets: { kyndig: 12 } })).toEqual({
      type: 'SetupError',
      path: 'rules.testTargets.untrained',
      code: 'custom',
      message: 'rules.testTargets.untrained: an untrained target is required'
    })
    expect(refusal({ tabbeFace: 20, triumfFace: 20 })).toEqual({
      type: 'SetupError',
      path: 'rules.tabbeFace',
      code: 'custom',
      message: 'rules.tabbeFace: must be below triumfFace'
    })
    // The bounds themselves are fine: an untrained target beside the others, a Tabbe one face below the Triumf.
    expect(refusal({ testTargets: { untrained: 15, kyndig: 12 }, tabbeFace: 19, triumfFace: 20 })).toBeNull()
  })
})
