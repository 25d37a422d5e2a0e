import type { FieldTable } from './types.ts'

export const odmFields: FieldTable = { en: {}, de: {}, nl: {}, nb: {} }
