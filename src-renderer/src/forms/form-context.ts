import { inject, provide, type InjectionKey } from 'vue'
import type { FieldIssue } from '../../../src-main/services/errors.ts'
import type { Conditions } from './conditional-fields.ts'

/** What every field of one generic form shares: how to word labels, and the problems main reported. */
export interface FormContext {
  label(key: string): string
  issue(at: string): FieldIssue | undefined
  /** A stable prefix for input names, so tests and the browser's autofill can tell forms apart. */
  readonly name: string
  /** Fields the generic shape cannot serve: filled elsewhere (`hidden`), or a choice of party members by id (`members`). */
  widget(labelKey: string): FieldWidget | undefined
  readonly members: readonly { readonly id: string; readonly name: string }[]
  /** What a `pick` field offers (ULTRA♦QUEST's skills table), by label key. */
  choices(labelKey: string): readonly string[]
  /** The label key of the value an empty field is filled from when saved (current HP from maximum HP), if any. */
  derivedFrom(labelKey: string): string | undefined
  /** The fields of the object at this label key shown only when another of its fields has some value (a ranged weapon's range). */
  conditions(labelKey: string): Conditions
}

/**
 * Fields the generic shape cannot serve: filled elsewhere (`hidden`), a choice of party members by id (`members`),
 * or a choice of names from a table the campaign keeps (`pick`: skills from the skills table).
 */
export type FieldWidget = 'hidden' | 'members' | 'pick'

const key: InjectionKey<FormContext> = Symbol('schema-form')

export const provideFormContext = (context: FormContext) => provide(key, context)
export const useFormContext = (): FormContext => inject(key)!
