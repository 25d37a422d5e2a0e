import type { UiLocale } from '../index.ts'

/** A rule system's field and option labels per UI language, keyed as `formLabelKeys` lists them. */
export type FieldTable = Readonly<Record<UiLocale, Readonly<Record<string, string>>>>
