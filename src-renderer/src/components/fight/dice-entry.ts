/** Why typed faces cannot be used yet, for the GM's language. */
export type FacesProblem =
  | { readonly kind: 'notAFace'; readonly index: number; readonly value: string; readonly sides: number }
  | { readonly kind: 'missing'; readonly missing: number }
  | { readonly kind: 'tooMany'; readonly extra: number }

export type ParsedFaces = { readonly faces: readonly number[]; readonly problem: FacesProblem | null }

/**
 * The faces a GM typed for dice of these sides, as one entry: "4 2 6 1", "4,2,6,1" or, where every die has
 * fewer than ten sides, "4261". Each face is checked against its own die.
 */
export function parseFaces(text: string, sides: readonly number[]): ParsedFaces {
  const trimmed = text.trim()
  if (trimmed === '') return { faces: [], problem: { kind: 'missing', missing: sides.length } }
  const singleDigits = sides.every((s) => s < 10) && /^\d+$/.test(trimmed)
  const tokens = singleDigits ? [...trimmed] : trimmed.split(/[\s,;]+/).filter((t) => t !== '')
  const faces: number[] = []
  for (const [index, token] of tokens.entries()) {
    if (index >= sides.length) return { faces, problem: { kind: 'tooMany', extra: tokens.length - sides.length } }
    const face = Number(token)
    const die = sides[index]!
    if (!/^\d+$/.test(token) || face < 1 || face > die) return { faces, problem: { kind: 'notAFace', index, value: token, sides: die } }
    faces.push(face)
  }
  if (faces.length < sides.length) return { faces, problem: { kind: 'missing', missing: sides.length - faces.length } }
  return { faces, problem: null }
}

/** The faces of an undone roll as the entry shows them. */
export function facesText(faces: readonly number[]): string {
  return faces.join(' ')
}
