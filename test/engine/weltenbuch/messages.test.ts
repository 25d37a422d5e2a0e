import { describe, expect, it } from 'vitest'
import type { Message } from '../../../src-engine/core/index.ts'
import { LANGUAGES, Translator } from '../../../src-engine/text/catalog.ts'
import { coreMessages } from '../../../src-engine/text/messages/core.ts'
import { weltenbuchMessages } from '../../../src-engine/text/messages/weltenbuch.ts'
import { sampleFights } from './helpers.ts'

const en = weltenbuchMessages.en

describe('weltenbuch messages', () => {
  it('German has exactly the English keys; other languages, where present, too', () => {
    expect(Object.keys(weltenbuchMessages.de ?? {}).sort()).toEqual(Object.keys(en).sort())
    for (const lang of LANGUAGES) {
      const catalog = weltenbuchMessages[lang]
      if (catalog) expect(Object.keys(catalog).sort()).toEqual(Object.keys(en).sort())
    }
  })
  it('every event type, prompt, option and *Key parameter that fights produce has a text in en, de, nl and nb with no open placeholder', () => {
    const { events, requests } = sampleFights()
    const translator = new Translator([coreMessages, weltenbuchMessages])
    const messages: Message[] = []
    for (const e of events) {
      if (e.type !== 'dice') expect(en).toHaveProperty([`event.${e.type}`])
      messages.push({ key: `event.${e.type}`, params: { ...e.params, manualMark: '' } })
    }
    for (const r of requests) {
      messages.push(r.prompt)
      if (r.type === 'chooseOne' || r.type === 'chooseMany') messages.push(...r.options.map((o) => o.label))
    }
    const types = new Set(events.map((e) => e.type))
    expect(types.size).toBeGreaterThan(25)
    const seen = new Set<string>()
    for (const m of messages) {
      const shape = `${m.key}|${Object.keys(m.params ?? {})
        .sort()
        .join(',')}|${Object.entries(m.params ?? {})
        .filter(([n]) => n.endsWith('Key'))
        .map(([, v]) => String(v))
        .join(',')}`
      if (seen.has(shape)) continue
      seen.add(shape)
      for (const [name, value] of Object.entries(m.params ?? {}))
        if (name.endsWith('Key') && typeof value === 'string') expect(translator.has('en', value), value).toBe(true)
      for (const lang of LANGUAGES) {
        expect(translator.has(lang, m.key), m.key).toBe(true)
        expect(translator.text(m, lang), m.key).not.toMatch(/\{\w+\}/)
      }
    }
  })
})

describe('the Heldenpunkte question’s options say what they do, not just a number', () => {
  it.each([
    ['en', 'spend no Heldenpunkt', 'spend 1 Heldenpunkt', 'spend 3 Heldenpunkte'],
    ['de', 'keinen Heldenpunkt einsetzen', '1 Heldenpunkt einsetzen', '3 Heldenpunkte einsetzen'],
    ['nl', 'geen Heldenpunkt inzetten', '1 Heldenpunkt inzetten', '3 Heldenpunkte inzetten'],
    ['nb', 'bruk ingen Heldenpunkt', 'bruk 1 Heldenpunkt', 'bruk 3 Heldenpunkte']
  ] as const)('%s', (lang, none, one, three) => {
    const text = new Translator([coreMessages, weltenbuchMessages])
    const option = (count: number) => text.text({ key: 'weltenbuch.option.heroPoints', params: { count } }, lang)
    expect([option(0), option(1), option(3)]).toEqual([none, one, three])
  })
})

describe('a damage line of the journal and the outcome names the wound level once, without brackets in brackets', () => {
  // The level reads "light (leicht)" outside German: "(light (leicht))" was what a Dutch GM saw in the outcome preview.
  it.each(LANGUAGES)('%s', (lang) => {
    const text = new Translator([coreMessages, weltenbuchMessages])
    for (const key of ['journal.weltenbuch.damage', 'weltenbuch.outcome.damage'])
      for (const level of ['leicht', 'mittel', 'schwer', 'kritisch', 'toedlich']) {
        const line = text.text({ key, params: { name: 'Yorn', damage: 5, total: 5, levelKey: `weltenbuch.wound.${level}` } }, lang)
        expect(line, `${key} ${level}`).not.toMatch(/\([^)]*\(/)
        expect(line).toContain(text.text({ key: `weltenbuch.wound.${level}` }, lang))
      }
  })
})
