import type { FieldTable } from './types.ts'

export const ultraquestFields: FieldTable = { en: {}, de: {}, nl: {}, nb: {} }
