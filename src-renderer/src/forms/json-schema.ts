/**
 * The part of JSON Schema (draft 2020-12, as zod's toJSONSchema writes it) that the generic forms read.
 * Main sends these schemas over IPC; the renderer never sees zod or the rules.
 */
export interface JsonSchema {
  readonly type?: 'object' | 'array' | 'string' | 'integer' | 'number' | 'boolean' | 'null'
  readonly properties?: Readonly<Record<string, JsonSchema>>
  readonly required?: readonly string[]
  readonly additionalProperties?: JsonSchema | boolean
  readonly items?: JsonSchema
  readonly minItems?: number
  readonly maxItems?: number
  readonly enum?: readonly (string | number)[]
  readonly const?: string | number | boolean
  readonly anyOf?: readonly JsonSchema[]
  readonly oneOf?: readonly JsonSchema[]
  readonly default?: unknown
  readonly minimum?: number
  readonly maximum?: number
  readonly minLength?: number
  readonly maxLength?: number
  readonly pattern?: string
  /**
   * The names the rules give an enum's values, the same in every language (Thalia's Table T1 cells, from the zod
   * schema's `.meta({ valueNames })`): a form offers them as they are, and the field tables need no label for them.
   */
  readonly valueNames?: Readonly<Record<string, string>>
  /** A rule setting holding the skills table a sheet's skills are picked from (its names, or the keys of its record). */
  readonly skillTable?: true
  /** A rule setting whose keys are the ranks a skill can have (Thalia's test targets, THA-GAP-14). */
  readonly skillRanks?: true
}

export type Scalar = string | number | boolean

/**
 * A deep copy a form can edit. Values from Vue's reactive state are proxies, which structuredClone refuses,
 * and everything a form edits is JSON anyway.
 */
export const editableCopy = <T>(value: T): T => (value === undefined ? value : (JSON.parse(JSON.stringify(value)) as T))

/** How a schema node is edited. */
export type FieldShape =
  | { readonly kind: 'const'; readonly value: Scalar }
  | { readonly kind: 'enum'; readonly values: readonly Scalar[] }
  | { readonly kind: 'text' | 'number' | 'integer' | 'boolean' }
  | { readonly kind: 'object'; readonly schema: JsonSchema }
  | { readonly kind: 'record'; readonly values: JsonSchema }
  | { readonly kind: 'array'; readonly items: JsonSchema }
  | { readonly kind: 'nullable'; readonly inner: JsonSchema }
  | { readonly kind: 'union'; readonly discriminator: string; readonly variants: readonly JsonSchema[] }
  | { readonly kind: 'unknown' }

const variantsOf = (s: JsonSchema) => s.anyOf ?? s.oneOf

/** The property every variant fixes to a different constant, if there is one. */
function discriminatorOf(variants: readonly JsonSchema[]): string | undefined {
  const first = variants[0]?.properties
  if (!first) return undefined
  return Object.keys(first).find((key) => variants.every((v) => v.properties?.[key]?.const !== undefined))
}

export function shapeOf(schema: JsonSchema): FieldShape {
  if (schema.const !== undefined) return { kind: 'const', value: schema.const }
  if (schema.enum) return { kind: 'enum', values: schema.enum }
  const variants = variantsOf(schema)
  if (variants) {
    if (variants.every((v) => v.const !== undefined)) return { kind: 'enum', values: variants.map((v) => v.const!) }
    const present = variants.filter((v) => v.type !== 'null')
    if (present.length === 1 && present.length < variants.length) return { kind: 'nullable', inner: present[0]! }
    const discriminator = discriminatorOf(variants)
    if (discriminator) return { kind: 'union', discriminator, variants }
    return { kind: 'unknown' }
  }
  switch (schema.type) {
    case 'string':
      return { kind: 'text' }
    case 'integer':
    case 'number':
    case 'boolean':
      return { kind: schema.type }
    case 'array':
      return schema.items ? { kind: 'array', items: schema.items } : { kind: 'unknown' }
    case 'object':
      if (schema.properties) return { kind: 'object', schema }
      if (typeof schema.additionalProperties === 'object') return { kind: 'record', values: schema.additionalProperties }
      return { kind: 'unknown' }
    default:
      return { kind: 'unknown' }
  }
}

/**
 * How a new value starts. `askRequired`: a number the GM must give that cannot sensibly start at its smallest value
 * (at least 1: maximum HP, Körper) starts empty, so the form asks for it instead of saving a made-up 1.
 */
export interface InitialOptions {
  readonly askRequired?: boolean
}

/** Whether a number the GM must give starts empty (see `InitialOptions`). */
export const asksFor = (schema: JsonSchema) => schema.default === undefined && (schema.minimum ?? 0) >= 1

/** The value a new field starts with: the schema's default, else the smallest valid value the GM then edits. */
export function initialValue(schema: JsonSchema, options: InitialOptions = {}): unknown {
  if (schema.default !== undefined) return editableCopy(schema.default)
  const shape = shapeOf(schema)
  switch (shape.kind) {
    case 'const':
      return shape.value
    case 'enum':
      return shape.values[0]
    case 'text':
      return ''
    case 'number':
    case 'integer':
      if (options.askRequired && asksFor(schema)) return undefined
      return Math.max(schema.minimum ?? 0, Math.min(0, schema.maximum ?? 0))
    case 'boolean':
      return false
    case 'object':
      return Object.fromEntries(
        Object.entries(shape.schema.properties!)
          .filter(([key, s]) => shape.schema.required?.includes(key) || s.default !== undefined)
          .map(([key, s]) => [key, initialValue(s, options)])
      )
    case 'record':
      return {}
    case 'array':
      return Array.from({ length: schema.minItems ?? 0 }, () => initialValue(shape.items, options))
    case 'nullable':
      return null
    case 'union':
      return initialValue(shape.variants[0]!, options)
    default:
      return undefined
  }
}

/** Filled in by the services (a character's id), never typed by the GM. */
export const HIDDEN_ROOT_FIELDS: readonly string[] = ['id']

/** The labels a whole form needs, each once. */
export function formLabelKeys(schema: JsonSchema): string[] {
  const hidden = new Set(HIDDEN_ROOT_FIELDS)
  return [...new Set(labelKeys(schema))].filter((key) => !hidden.has(key.split(/[.=]/)[0]!) || key.includes('.'))
}

/** The label of one item of a list or one entry of a record (`weapons[]`: "Waffe"), for "+ Waffe hinzufügen" and "Waffe 1". */
export const itemLabelKey = (path: string) => `${path}[]`

/**
 * Every label a form of this schema can show: property paths (`weapons.name`; array items and record values
 * add nothing to the path), a list's or record's one item as `path[]`, and enum values as `path=value`. The i18n
 * tables are checked against this list.
 */
function labelKeys(schema: JsonSchema, path = ''): string[] {
  const shape = shapeOf(schema)
  const here = (value: Scalar) => `${path}=${String(value)}`
  switch (shape.kind) {
    case 'enum':
      return schema.valueNames ? [] : shape.values.map(here)
    case 'object':
      return Object.entries(shape.schema.properties!).flatMap(([key, s]) => {
        const child = path ? `${path}.${key}` : key
        // An optional choice with no default offers an empty option first, labelled `path=` ("nobody", "none").
        const empty = shapeOf(s).kind === 'enum' && !shape.schema.required?.includes(key) && s.default === undefined ? [`${child}=`] : []
        return s.const !== undefined ? [] : [child, ...empty, ...labelKeys(s, child)]
      })
    case 'record':
      return [itemLabelKey(path), ...labelKeys(shape.values, path)]
    case 'array':
      return [itemLabelKey(path), ...labelKeys(shape.items, path)]
    case 'nullable':
      return labelKeys(shape.inner, path)
    case 'union': {
      const key = path ? `${path}.${shape.discriminator}` : shape.discriminator
      return [...shape.variants.map((v) => `${key}=${String(v.properties![shape.discriminator]!.const)}`), ...shape.variants.flatMap((v) => labelKeys(v, path))]
    }
    default:
      return []
  }
}
