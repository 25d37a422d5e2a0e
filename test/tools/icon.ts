// npm run icon — rasterises the one source image, resources/icon.svg, to resources/icon.png (1024×1024, transparent
// corners) in Debian's Chromium. electron-builder makes every platform's icon set (ico, icns, Linux sizes) from it.
// `-- --preview` also writes 16, 32 and 48 px copies to test-results/ to judge the small sizes by eye.
import { mkdirSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { launchChromium } from '../e2e/browser.ts'

const root = resolve(import.meta.dirname, '../..')
const svg = readFileSync(join(root, 'resources/icon.svg'), 'utf8')

/** The SVG drawn at `size` pixels square, as PNG bytes. */
export async function rasteriseIcon(size: number): Promise<Buffer> {
  const browser = await launchChromium()
  try {
    const page = await browser.newPage({ viewport: { width: size, height: size }, deviceScaleFactor: 1 })
    const dataUrl = `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`
    await page.setContent(
      `<html><body style="margin:0;background:transparent"><img src="${dataUrl}" width="${size}" height="${size}" style="display:block"></body></html>`
    )
    await page.locator('img').evaluate((img: HTMLImageElement) => img.decode())
    return await page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } })
  } finally {
    await browser.close()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  const { writeFileSync } = await import('node:fs')
  writeFileSync(join(root, 'resources/icon.png'), await rasteriseIcon(1024))
  if (process.argv.includes('--preview')) {
    mkdirSync(join(root, 'test-results'), { recursive: true })
    for (const size of [16, 32, 48]) writeFileSync(join(root, `test-results/icon-${size}.png`), await rasteriseIcon(size))
  }
  console.log('resources/icon.png written')
}
