import { readFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import type { Page } from 'playwright-core'
import type { App } from './browser.ts'

const AXE_PATH = createRequire(import.meta.url).resolve('axe-core/axe.min.js')

export interface AxeProblem {
  readonly id: string
  readonly impact: string
  readonly help: string
  /** Each offending element: its selector and, for contrast, axe's summary of the colours. */
  readonly nodes: readonly string[]
}

/**
 * Runs axe-core on the page as it is now and returns the serious and critical violations (issue 14: none on any
 * screen, in either theme). axe is added with page.addScriptTag from node_modules; the app's CSP allows no inline
 * script, so where the tag is refused its source is evaluated in the page instead.
 */
export async function axeProblems(page: Page): Promise<AxeProblem[]> {
  const loaded = () => page.evaluate(() => typeof (window as unknown as { axe?: unknown }).axe === 'object')
  if (!(await loaded())) {
    await page.addScriptTag({ path: AXE_PATH }).catch(() => undefined)
    if (!(await loaded())) await page.evaluate(readFileSync(AXE_PATH, 'utf8'))
  }
  return page.evaluate(async () => {
    type Result = { violations: { id: string; impact: string | null; help: string; nodes: { target: unknown[]; failureSummary?: string }[] }[] }
    const axe = (window as unknown as { axe: { run(context: Document, options: object): Promise<Result> } }).axe
    const result = await axe.run(document, { resultTypes: ['violations'] })
    return result.violations
      .filter((v) => v.impact === 'serious' || v.impact === 'critical')
      .map((v) => ({
        id: v.id,
        impact: v.impact ?? '',
        help: v.help,
        nodes: v.nodes.map((n) => `${n.target.join(' ')} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`)
      }))
  })
}

/**
 * A window as gm.ts's openWindow opens it (1366×768, page and console errors collected), in which page.addScriptTag
 * may add axe: the app's CSP allows no inline script, so this window bypasses it (the app's own scripts are unchanged).
 */
export async function openAxeWindow(app: App, options: { locale?: string; colorScheme?: 'light' | 'dark' } = {}): Promise<{ page: Page; problems: string[] }> {
  const context = await app.browser.newContext({
    viewport: { width: 1366, height: 768 },
    locale: options.locale ?? 'en-GB',
    colorScheme: options.colorScheme ?? 'light',
    bypassCSP: true
  })
  const page = await context.newPage()
  const problems: string[] = []
  page.on('pageerror', (e) => problems.push(e.message))
  page.on('console', (m) => void (m.type() === 'error' && problems.push(m.text())))
  await page.goto(app.bridge.url)
  return { page, problems }
}

/** The problems in a form a test failure message reads well. */
export const describeProblems = (where: string, problems: readonly AxeProblem[]) =>
  problems.map((p) => `${where}: ${p.id} (${p.impact}) ${p.help}\n  ${p.nodes.slice(0, 5).join('\n  ')}`).join('\n')
