import { AnswerError } from './errors.ts'
import type { Answer, Request } from './types.ts'

function describe(value: unknown): string {
  try {
    return JSON.stringify(value) ?? String(value)
  } catch {
    return String(value)
  }
}

/** Checks an answer against the request it answers; throws AnswerError saying what was expected. */
export function checkAnswer(request: Request, answer: unknown, index: number): Answer {
  const fail = (expected: string, got: unknown = answer): never => {
    throw new AnswerError(index, expected, describe(got))
  }
  if (typeof answer !== 'object' || answer === null) fail(`an answer of type "${request.type}"`)
  const a = answer as Record<string, unknown>
  if (a['type'] !== request.type) fail(`an answer of type "${request.type}"`, a['type'])

  switch (request.type) {
    case 'dice': {
      const sides = request.parts.flatMap((p) => p.sides)
      const faces = a['faces']
      if (!Array.isArray(faces) || faces.length !== sides.length) {
        fail(`${sides.length} dice face(s) for ${request.notation}`, faces)
      }
      ;(faces as unknown[]).forEach((face, i) => {
        const s = sides[i]!
        if (typeof face !== 'number' || !Number.isInteger(face) || face < 1 || face > s) {
          fail(`die ${i + 1} of ${request.notation} to show a whole number from 1 to ${s}`, face)
        }
      })
      if (a['manual'] !== undefined && typeof a['manual'] !== 'boolean') fail('"manual" to be true or false', a['manual'])
      return { type: 'dice', faces: [...(faces as number[])], ...(a['manual'] ? { manual: true } : {}) }
    }
    case 'chooseOne': {
      const ids = request.options.map((o) => o.id)
      if (typeof a['option'] !== 'string' || !ids.includes(a['option'])) fail(`one of ${ids.join(', ')}`, a['option'])
      return { type: 'chooseOne', option: a['option'] as string }
    }
    case 'chooseMany': {
      const ids = request.options.map((o) => o.id)
      const chosen = a['options']
      if (!Array.isArray(chosen) || chosen.some((c) => typeof c !== 'string' || !ids.includes(c))) {
        fail(`a list drawn from ${ids.join(', ')}`, chosen)
      }
      const list = chosen as string[]
      if (new Set(list).size !== list.length) fail('each option at most once', list)
      if (list.length < request.min || list.length > request.max) {
        fail(request.min === request.max ? `exactly ${request.min} option(s)` : `${request.min} to ${request.max} options`, list)
      }
      return { type: 'chooseMany', options: [...list] }
    }
    case 'confirm':
      return { type: 'confirm' }
  }
}
