import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')

describe('electron-vite build', () => {
  it('builds main, a CommonJS preload for the sandboxed window, and the renderer', () => {
    const outDir = mkdtempSync(join(tmpdir(), 'mo-build-'))
    const result = spawnSync(
      process.execPath,
      [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'],
      {
        cwd: root,
        encoding: 'utf8',
        env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }
      }
    )
    expect(result.stderr).toBe('')
    expect(result.status).toBe(0)
    const main = readFileSync(join(outDir, 'main/index.js'), 'utf8')
    expect(main).toContain('../preload/preload.cjs')
    expect(main).toMatch(/sandbox:\s*true/)
    expect(main).toMatch(/contextIsolation:\s*true/)
    const preload = readFileSync(join(outDir, 'preload/preload.cjs'), 'utf8')
    expect(preload).toContain('require("electron")')
    expect(preload).not.toMatch(/^import /m)
    const html = readFileSync(join(outDir, 'renderer/index.html'), 'utf8')
    expect(html).toContain('Content-Security-Policy')
    expect(html).toMatch(/src="\.\/assets\/index-[\w-]+\.js"/)
    // Issue 16: the renderer ships minified, with German, Dutch and Norwegian in chunks of their own loaded on demand.
    const assets = readdirSync(join(outDir, 'renderer/assets'))
    const app = readFileSync(
      join(
        outDir,
        'renderer/assets',
        assets.find((a) => /^index-.*\.js$/.test(a))!
      ),
      'utf8'
    )
    expect(app.split('\n').length).toBeLessThan(50)
    for (const locale of ['de', 'nl', 'nb'])
      expect(
        assets.some((a) => a.startsWith(`${locale}-`) && a.endsWith('.js')),
        locale
      ).toBe(true)
    expect(app).toContain('Campaigns, marching order and fights for game masters')
    expect(app).not.toContain('Kampagnen, Marschordnung')
  }, 60_000)
})
