import type { Message, ParamValue } from '../core/types.ts'

export const LANGUAGES = ['en', 'de', 'nl', 'nb'] as const
export type Lang = (typeof LANGUAGES)[number]

/**
 * Message key -> template. `{name}` is replaced by the parameter; lists are joined with commas.
 *
 * A count chooses its words with a plural block (the ICU message-format syntax, cut down to what the catalogues need):
 *
 *     'Fight over after {rounds, plural, one {# round} other {# rounds}}'
 *     'Die Gruppe flieht: {count, plural, one {der Erste wird} other {die ersten # werden}} verletzt'
 *
 * `rounds` names a number parameter (a list counts its elements); the block becomes the form its count selects, with
 * `#` standing for the count. The forms are tried in this order: `=N` for exactly N (`=0 {nobody}`), then the plural
 * category of the number in the language (`one`, `other`; see {@link pluralCategory}), then `other`, which every block
 * must have. A form may hold other `{placeholders}` and blocks of its own. Write the whole phrase that changes in the
 * block — "1 Kampfabschnitt" / "2 Kampfabschnitten", never "Kampfabschnitt(e)" — so that each line reads as written.
 * A block whose parameter is missing shows as `{rounds}`, like a missing placeholder.
 */
export type Catalog = Readonly<Record<string, string>>

/** One system's (or the core's) texts; English is complete, other languages may lag behind and fall back. */
export type MessageSet = { readonly en: Catalog } & Partial<Record<Exclude<Lang, 'en'>, Catalog>>

/** The plural categories the four languages use: English, German, Dutch and Norwegian all say "1 x", "0/2/1.5 xs". */
export type PluralCategory = 'one' | 'other'

/** The forms of one plural block, by selector; `other` is required. */
export type PluralForms = { readonly other: string } & { readonly [selector in Exclude<PluralCategory, 'other'> | `=${number}`]?: string }

/** A plural block as it stands in a template: `template.slice(start, end)` is `{name, plural, …}`. */
export interface PluralBlock {
  readonly start: number
  readonly end: number
  readonly name: string
  readonly forms: PluralForms
}

/** The plural rule of each language (CLDR): `one` for exactly 1 (also 1.0, and −1), `other` for everything else. */
const PLURAL_RULES: Record<Lang, (n: number) => PluralCategory> = {
  en: (n) => (Math.abs(n) === 1 ? 'one' : 'other'),
  de: (n) => (Math.abs(n) === 1 ? 'one' : 'other'),
  nl: (n) => (Math.abs(n) === 1 ? 'one' : 'other'),
  nb: (n) => (Math.abs(n) === 1 ? 'one' : 'other')
}

export function pluralCategory(lang: Lang, n: number): PluralCategory {
  return PLURAL_RULES[lang](n)
}

const PLURAL_START = /\{(\w+),\s*plural,/y
const SELECTOR = /\s*(=\d+|one|other)\s*\{/y

/** The index just past the `}` that closes the `{` at `open`, or -1. */
function closing(template: string, open: number): number {
  let depth = 0
  for (let i = open; i < template.length; i++) {
    if (template[i] === '{') depth++
    else if (template[i] === '}' && --depth === 0) return i + 1
  }
  return -1
}

/** The plural block starting at `start`, or undefined when there is none or it is malformed (it then shows as written). */
function pluralBlockAt(template: string, start: number): PluralBlock | undefined {
  PLURAL_START.lastIndex = start
  const head = PLURAL_START.exec(template)
  if (!head) return undefined
  const forms: Record<string, string> = {}
  let at = PLURAL_START.lastIndex
  for (;;) {
    while (/\s/.test(template[at] ?? '')) at++
    if (template[at] === '}') break
    SELECTOR.lastIndex = at
    const selector = SELECTOR.exec(template)
    if (!selector) return undefined
    const open = SELECTOR.lastIndex - 1
    const end = closing(template, open)
    if (end < 0 || selector[1]! in forms) return undefined
    forms[selector[1]!] = template.slice(open + 1, end - 1)
    at = end
  }
  if (forms['other'] === undefined) return undefined
  return { start, end: at + 1, name: head[1]!, forms: forms as PluralForms }
}

/** Every plural block at the top level of a template, and whether something that starts like one is malformed. */
export function pluralBlocks(template: string): { blocks: PluralBlock[]; malformed: boolean } {
  const blocks: PluralBlock[] = []
  let malformed = false
  for (let at = template.indexOf('{'); at >= 0; at = template.indexOf('{', at + 1)) {
    const block = pluralBlockAt(template, at)
    if (block) {
      blocks.push(block)
      at = block.end - 1
    } else if (/^\{\w+,\s*plural\b/.test(template.slice(at))) malformed = true
  }
  return { blocks, malformed }
}

/** The count a parameter stands for: a number, a numeric string, or the length of a list. */
function countOf(value: ParamValue | undefined): number | undefined {
  if (typeof value === 'number') return value
  if (Array.isArray(value)) return value.length
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value)
  return undefined
}

/** `#` outside the form's own nested blocks, replaced by the count. */
function fillHash(form: string, count: string): string {
  let depth = 0
  let out = ''
  for (const char of form) {
    if (char === '{') depth++
    if (char === '}') depth--
    out += char === '#' && depth === 0 ? count : char
  }
  return out
}

function expandPlurals(template: string, params: Readonly<Record<string, ParamValue>>, lang: Lang): string {
  const { blocks } = pluralBlocks(template)
  if (blocks.length === 0) return template
  let out = ''
  let from = 0
  for (const block of blocks) {
    out += template.slice(from, block.start)
    from = block.end
    const value = params[block.name]
    const count = countOf(value)
    if (count === undefined) {
      out += `{${block.name}}`
      continue
    }
    const form = block.forms[`=${count}`] ?? block.forms[pluralCategory(lang, count)] ?? block.forms.other
    out += expandPlurals(fillHash(form, Array.isArray(value) ? String(count) : String(value)), params, lang)
  }
  return out + template.slice(from)
}

/** The template with its plural blocks resolved for `lang` (English unless told) and its placeholders filled. */
export function formatTemplate(template: string, params: Readonly<Record<string, ParamValue>> = {}, lang: Lang = 'en'): string {
  return expandPlurals(template, params, lang).replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return Array.isArray(value) ? value.join(', ') : String(value)
  })
}

/**
 * Key prefixes of before every key was named after its system's id (docs/architecture.md, "Names"). Campaign journals
 * keep the keys their notes were written with (`journal.uq.injured`, `uq.injury.cursed`), so they are read as the new ones.
 */
const RENAMED_PREFIXES: readonly (readonly [before: string, now: string])[] = [
  ['journal.uq.', 'journal.ultraquest.'],
  ['uq.', 'ultraquest.'],
  ['tha.', 'thalia.']
]

/** The key a stored key is known by now: itself, or its new name when it has an old prefix. */
export function renamedKey(key: string): string {
  for (const [before, now] of RENAMED_PREFIXES) if (key.startsWith(before)) return now + key.slice(before.length)
  return key
}

export class Translator {
  private readonly byLang: Record<Lang, Record<string, string>>

  constructor(sets: readonly MessageSet[]) {
    this.byLang = { en: {}, de: {}, nl: {}, nb: {} }
    for (const set of sets) for (const lang of LANGUAGES) Object.assign(this.byLang[lang], set[lang] ?? {})
  }

  has(lang: Lang, key: string): boolean {
    return key in this.byLang[lang]
  }

  /** Falls back to English, then to the bare key, so a missing text never hides what happened. */
  text(message: Message, lang: Lang): string {
    const template = this.template(message.key, lang) ?? this.template(renamedKey(message.key), lang)
    if (template === undefined) return message.key
    return formatTemplate(template, this.translatedParams(message.params, lang), lang)
  }

  /**
   * Parameters named `*Key` hold message keys themselves (e.g. the reason of a roll) and are translated into the
   * parameter without the suffix; `*Keys` hold lists of them (e.g. the sides of an initiative roll), translated one
   * by one into a list. A list element that is no message key is a name and shows as written, so a list can mix
   * translated words ("the player characters") with names from the setup ("troll"). The nested texts get the plain
   * parameters and, so that one may hold another (a Mén's details hold its limb), the other nested texts.
   */
  private translatedParams(params: Message['params'] = {}, lang: Lang): Record<string, ParamValue> {
    const plain: Record<string, ParamValue> = {}
    const nested: [string, string][] = []
    const lists: [string, readonly string[]][] = []
    for (const [name, value] of Object.entries(params)) {
      if (name.endsWith('Key') && typeof value === 'string') nested.push([name.slice(0, -3), value])
      else if (name.endsWith('Keys') && Array.isArray(value) && value.every((v) => typeof v === 'string'))
        lists.push([name.slice(0, -4), value as readonly string[]])
      else plain[name] = value
    }
    if (nested.length === 0 && lists.length === 0) return plain
    const translateAll = (with_: Record<string, ParamValue>): Record<string, ParamValue> => {
      const out: Record<string, ParamValue> = {}
      for (const [name, keys] of lists) out[name] = keys.map((key) => (this.known(key) ? this.text({ key, params: with_ }, lang) : key))
      for (const [name, key] of nested) out[name] = this.text({ key, params: with_ }, lang)
      return out
    }
    const first = translateAll(plain)
    return { ...plain, ...translateAll({ ...plain, ...first }) }
  }

  private template(key: string, lang: Lang): string | undefined {
    return this.byLang[lang][key] ?? this.byLang.en[key]
  }

  private known(key: string): boolean {
    const known = (k: string) => k in this.byLang.en || LANGUAGES.some((lang) => k in this.byLang[lang])
    return known(key) || known(renamedKey(key))
  }
}
