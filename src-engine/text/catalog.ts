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
   * Parameters named `*Key` hold message keys themselves (e.g. the reason of a roll) and are translated
   * first, with the same parameters, into the parameter without the suffix.
   */
  private translatedParams(params: Message['params'] = {}, lang: Lang): Record<string, ParamValue> {
    const plain: Record<string, ParamValue> = {}
    const nested: [string, string][] = []
    for (const [name, value] of Object.entries(params)) {
      if (name.endsWith('Key') && typeof value === 'string') nested.push([name.slice(0, -3), value])
      else plain[name] = value
    }
    const out = { ...plain }
    for (const [name, key] of nested) out[name] = this.text({ key, params: plain }, lang)
    return out
  }
}
