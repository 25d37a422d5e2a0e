import type { FieldTable } from './types.ts'

export const weltenbuchFields: FieldTable = { en: {}, de: {}, nl: {}, nb: {} }
