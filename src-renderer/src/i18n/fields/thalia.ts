import type { FieldTable } from './types.ts'

export const thaliaFields: FieldTable = { en: {}, de: {}, nl: {}, nb: {} }
