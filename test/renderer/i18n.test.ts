import { describe, expect, it } from 'vitest'
import { uiMessages } from '../../src-renderer/src/i18n/catalogues.ts'

const keys = (tree: object, prefix = ''): string[] =>
  Object.entries(tree).flatMap(([k, v]) => (typeof v === 'object' && v !== null ? keys(v, `${prefix}${k}.`) : [`${prefix}${k}`]))

describe('UI texts', () => {
  it('every key exists in English, German, Dutch and Norwegian, and none is empty', () => {
    const english = keys(uiMessages.en).sort()
    for (const [locale, messages] of Object.entries(uiMessages)) {
      expect(keys(messages).sort(), locale).toEqual(english)
      for (const key of english) {
        const value = key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], messages)
        expect(String(value).trim(), `${locale} ${key}`).not.toBe('')
      }
    }
  })
})
