import { readFileSync } from 'node:fs'
import { resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchChromium } from './browser.ts'

const css = readFileSync(resolve(import.meta.dirname, '../../src-renderer/src/styles/global.css'), 'utf8')
let browser: Browser

beforeAll(async () => {
  browser = await launchChromium()
}, 60_000)

afterAll(() => browser?.close())

/** WCAG contrast of two computed `rgb(…)` colours. */
function contrast(a: string, b: string): number {
  const luminance = (rgb: string) => {
    const [r, g, bl] = rgb
      .match(/\d+(\.\d+)?/g)!
      .slice(0, 3)
      .map((c) => {
        const v = Number(c) / 255
        return v <= 0.03928 ? v / 12.92 : ((v + 0.055) / 1.055) ** 2.4
      })
    return 0.2126 * r! + 0.7152 * g! + 0.0722 * bl!
  }
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x)
  return (hi! + 0.05) / (lo! + 0.05)
}

describe('the app’s buttons under its own style sheet', () => {
  it.each(['light', 'dark'] as const)(
    'in the %s theme the once-more question’s “Yes, apply with 2 deaths” (primary and danger) is legible: its text on its own background',
    async (colorScheme) => {
      const page = await browser.newPage({ colorScheme })
      await page.setContent(`<style>${css}</style><button type="button" class="primary danger">Yes, apply with 2 deaths</button>`)
      const { color, background } = await page
        .locator('button')
        .evaluate((b) => ({ color: getComputedStyle(b).color, background: getComputedStyle(b).backgroundColor }))
      expect(contrast(color, background)).toBeGreaterThanOrEqual(4.5)
      await page.close()
    }
  )
})
