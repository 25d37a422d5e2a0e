import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from 'playwright-core'
import { startBridge, type Bridge } from '../../src-main/ipc/http-bridge.ts'

const root = resolve(import.meta.dirname, '../..')
export const SCREENSHOTS = join(root, 'test-results')

/** Debian's Chromium; the e2e tests never download a browser of their own. */
export function chromiumPath(): string {
  const found = spawnSync('sh', ['-c', 'command -v chromium || command -v chromium-browser'], { encoding: 'utf8' }).stdout.trim()
  if (!found) throw new Error('Chromium is not installed: apt-get install -y chromium')
  return found
}

export function launchChromium(): Promise<Browser> {
  return chromium.launch({ executablePath: chromiumPath(), args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking'] })
}

/**
 * Builds the real renderer into a temp folder and returns the folder to serve. Under vitest the run's test files share
 * one build (the run's own TMPDIR, test/setup/temp-folder.ts): building it for each e2e file cost CI about 4 s a file.
 * A lock folder keeps two workers from building at once; the `built` marker says the build finished.
 */
export function buildRenderer(): string {
  if (!process.env['VITEST']) return buildInto(mkdtempSync(join(tmpdir(), 'mo-e2e-build-')))
  const shared = join(tmpdir(), 'mo-e2e-build-shared')
  const built = join(shared, 'built')
  const lock = `${shared}.lock`
  for (const until = Date.now() + 120_000; !existsSync(built);) {
    if (tryLock(lock)) {
      try {
        if (!existsSync(built)) {
          buildInto(shared)
          writeFileSync(built, '')
        }
      } finally {
        rmSync(lock, { recursive: true, force: true })
      }
    } else if (Date.now() > until) throw new Error(`The shared renderer build in ${shared} did not finish within two minutes`)
    else Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, 200)
  }
  return join(shared, 'renderer')
}

function tryLock(lock: string): boolean {
  try {
    mkdirSync(lock)
    return true
  } catch {
    return false
  }
}

function buildInto(outDir: string): string {
  execFileSync(process.execPath, [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--outDir', outDir, '--logLevel', 'error'], {
    cwd: root,
    env: { ...process.env, ELECTRON_SKIP_BINARY_DOWNLOAD: '1' }
  })
  mkdirSync(SCREENSHOTS, { recursive: true })
  return join(outDir, 'renderer')
}

export interface App {
  browser: Browser
  bridge: Bridge
  readonly dataRoot: string
  /** The built renderer, for a second bridge of a test's own (another data folder, a settings file). */
  readonly staticRoot: string
  /** Closes the bridge and starts it again on the same folder, as closing and reopening the app would. */
  restart(): Promise<void>
  close(): Promise<void>
}

/** The real renderer and the real services behind the bridge, on a fresh data folder, and Chromium. */
export async function startApp(): Promise<App> {
  const staticRoot = buildRenderer()
  const dataRoot = mkdtempSync(join(tmpdir(), 'mo-e2e-data-'))
  const app: App = {
    browser: await launchChromium(),
    bridge: await startBridge({ dataRoot, staticRoot }),
    dataRoot,
    staticRoot,
    async restart() {
      await app.bridge.close()
      app.bridge = await startBridge({ dataRoot, staticRoot })
    },
    async close() {
      await app.browser.close()
      await app.bridge.close()
    }
  }
  return app
}

/** Calls a service through the page's own bridge connection, to set up a scene quickly; the screens are tested by clicking. */
export async function callApi<T = unknown>(page: Page, channel: string, input: unknown): Promise<T> {
  const result = await page.evaluate(
    async ([name, payload]) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="mo-bridge-token"]')?.content ?? ''
      const response = await fetch(`/api/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mo-token': token },
        body: JSON.stringify(payload)
      })
      return response.json()
    },
    [channel, input] as const
  )
  if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
  return result.value as T
}
