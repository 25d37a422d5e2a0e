import type { Message, ParamValue } from '../core/types.ts'

export const LANGUAGES = ['en', 'de', 'nl', 'nb'] as const
export type Lang = (typeof LANGUAGES)[number]

/** Message key -> template; `{name}` is replaced by the parameter, lists are joined with commas. */
export type Catalog = Readonly<Record<string, string>>

/** One system's (or the core's) texts; English is complete, other languages may lag behind and fall back. */
export type MessageSet = { readonly en: Catalog } & Partial<Record<Exclude<Lang, 'en'>, Catalog>>

export function formatTemplate(template: string, params: Readonly<Record<string, ParamValue>> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = params[name]
    if (value === undefined) return whole
    return Array.isArray(value) ? value.join(', ') : String(value)
  })
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
    const template = this.byLang[lang][message.key] ?? this.byLang.en[message.key]
    if (template === undefined) return message.key
    return formatTemplate(template, this.translatedParams(message.params, lang))
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
      else if (name.endsWith('Keys') && Array.isArray(value) && value.every((v) => typeof v === 'string')) lists.push([name.slice(0, -4), value as readonly string[]])
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

  private known(key: string): boolean {
    return key in this.byLang.en || LANGUAGES.some((lang) => key in this.byLang[lang])
  }
}
