// BENCH_UI=1: the renderer's figures of a ten-year campaign (issue 16) in Chromium at 1366×768, through the HTTP
// bridge to the real services: the CPU time of the renderer's main thread (CDP's ThreadTime, which a loaded machine
// does not stretch; the verdict is taken on it) next to the time its tasks ran (TaskDuration) and the wall time, to
// open the battle logs and the journal, and for a click in the list.
// Run by campaign-scale.ts as `node --import tsx test/bench/ui-scale.ts <data folder>` on its generated campaign.
import type { CDPSession, Page } from 'playwright-core'
import { startBridge } from '../../src-main/ipc/http-bridge.ts'
import { buildRenderer, launchChromium } from '../e2e/browser.ts'

const dataRoot = process.argv[2]
if (!dataRoot) throw new Error('usage: ui-scale.ts <data folder holding the ten-year campaign>')

interface Cost {
  readonly cpu: number
  readonly task: number
  readonly wall: number
}

/** The renderer main thread's CPU time and the time its tasks ran so far, in ms. */
async function rendererMs(cdp: CDPSession): Promise<{ cpu: number; task: number }> {
  const { metrics } = (await cdp.send('Performance.getMetrics')) as { metrics: { name: string; value: number }[] }
  const metric = (name: string) => (metrics.find((m) => m.name === name)?.value ?? 0) * 1000
  return { cpu: metric('ThreadTime'), task: metric('TaskDuration') }
}

async function measure(page: Page, cdp: CDPSession, act: () => Promise<unknown>): Promise<Cost> {
  // Settled first, so earlier work is not counted.
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => setTimeout(done, 50))))
  const before = await rendererMs(cdp)
  const wall = performance.now()
  await act()
  await page.evaluate(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done))))
  const after = await rendererMs(cdp)
  return { cpu: after.cpu - before.cpu, task: after.task - before.task, wall: performance.now() - wall }
}

const ms = (c: Cost) => `${c.cpu.toFixed(0)} ms renderer CPU (tasks ${c.task.toFixed(0)} ms, ${c.wall.toFixed(0)} ms wall)`
const verdict = (ok: boolean) => (ok ? 'met' : 'NOT met')

const staticRoot = buildRenderer()
const bridge = await startBridge({ dataRoot, staticRoot })
const browser = await launchChromium()
try {
  const page = await browser.newPage({ viewport: { width: 1366, height: 768 }, locale: 'en-GB' })
  const cdp = await page.context().newCDPSession(page)
  await cdp.send('Performance.enable')
  await page.goto(bridge.url)
  await page.getByRole('button', { name: 'Open: Ten Years', exact: true }).click()
  await page.locator('[data-section=logs]').waitFor()
  const rows = page.locator('[data-test=battle-log-row]')
  const opens: Cost[] = []
  for (let i = 0; i < 5; i++) {
    await page.locator('[data-section=party]').click()
    opens.push(
      await measure(page, cdp, async () => {
        await page.locator('[data-section=logs]').click()
        await rows.first().waitFor({ timeout: 120_000 })
      })
    )
  }
  const inPage = await rows.count()
  const click = await measure(page, cdp, async () => {
    await page.getByRole('button', { name: 'Export to .txt: Encounter 600.3', exact: true }).click()
    await page.getByText(/Saved to/).waitFor()
  })
  const journal = await measure(page, cdp, async () => {
    await page.locator('[data-section=journal]').click()
    await page.locator('[data-test=closed-sessions] [data-session]').first().waitFor()
  })
  const best = (list: Cost[]) => list.reduce((a, b) => (b.cpu < a.cpu ? b : a))
  const first = opens[0]!
  const later = best(opens.slice(1))
  console.log(`  renderer in Chromium at 1366×768, through the bridge (${inPage} battle-log rows in the page):`)
  console.log(
    `    open the battle logs: first ${ms(first)}, later best ${ms(later)}; a click in the list (export) ${ms(click)}; open the journal with 600 closed sessions ${ms(journal)}`
  )
  console.log(`    target, renderer time to open the battle logs ≤ 200 ms: ${verdict(first.cpu <= 200)}`)
} finally {
  await browser.close()
  await bridge.close()
}
