// What `npm run package:check` demands of an unpacked app (electron-builder's --dir output).
import { existsSync, readdirSync, statSync } from 'node:fs'
import { isBuiltin } from 'node:module'
import { join, posix } from 'node:path'
import { extractFile, listPackage } from '@electron/asar'
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses'
import type { Configuration } from 'electron-builder'

/** The app.asar may grow to this before the check fails: today it is about 9 MB, nearly all of it zod. */
export const ASAR_BUDGET_BYTES = 15 * 1024 * 1024

/** Folders of the project that never belong in the app, wherever they would appear outside node_modules. */
const FORBIDDEN_FOLDERS = new Set(['test', 'tests', 'bench', 'docs', 'src-engine', 'src-main', 'src-renderer', 'resources', 'coverage', 'test-results', '.git'])

export interface Expectations {
  /** Names of every package in the project's production dependency tree. */
  readonly production: ReadonlySet<string>
  readonly devDependencies: readonly string[]
  readonly fuses: NonNullable<Configuration['electronFuses']>
  /** The rules texts (file names) that must sit beside the app. */
  readonly rules: readonly string[]
}

export interface Inspection {
  readonly problems: string[]
  readonly asarBytes: number
  readonly packages: string[]
}

const FUSE_NAMES: Record<string, FuseV1Options> = {
  runAsNode: FuseV1Options.RunAsNode,
  enableCookieEncryption: FuseV1Options.EnableCookieEncryption,
  enableNodeOptionsEnvironmentVariable: FuseV1Options.EnableNodeOptionsEnvironmentVariable,
  enableNodeCliInspectArguments: FuseV1Options.EnableNodeCliInspectArguments,
  enableEmbeddedAsarIntegrityValidation: FuseV1Options.EnableEmbeddedAsarIntegrityValidation,
  onlyLoadAppFromAsar: FuseV1Options.OnlyLoadAppFromAsar,
  loadBrowserProcessSpecificV8Snapshot: FuseV1Options.LoadBrowserProcessSpecificV8Snapshot,
  grantFileProtocolExtraPrivileges: FuseV1Options.GrantFileProtocolExtraPrivileges
}

/** `lowdb/node` → `lowdb`, `@scope/pkg/x` → `@scope/pkg`. */
export function packageName(specifier: string): string {
  const parts = specifier.split('/')
  return specifier.startsWith('@') ? parts.slice(0, 2).join('/') : parts[0]!
}

/** Bare module names a built JavaScript file loads (static and dynamic imports, require). */
export function importedPackages(source: string): string[] {
  const found = new Set<string>()
  for (const match of source.matchAll(/(?:\bfrom\s*|\bimport\s*\(\s*|\brequire\s*\(\s*|\bimport\s+)["']([^"'./][^"']*)["']/g)) {
    const specifier = match[1]!
    if (isBuiltin(specifier) || specifier === 'electron' || specifier.startsWith('electron/')) continue
    found.add(packageName(specifier))
  }
  return [...found].sort()
}

function readJson(asar: string, path: string): Record<string, unknown> {
  return JSON.parse(extractFile(asar, path.replace(/^\//, '')).toString('utf8')) as Record<string, unknown>
}

/** Checks one unpacked Linux app folder; every problem is a sentence naming what is wrong. */
export async function inspectUnpackedApp(appOutDir: string, executableName: string, expect: Expectations): Promise<Inspection> {
  const problems: string[] = []
  const asar = join(appOutDir, 'resources', 'app.asar')
  if (!existsSync(asar)) return { problems: [`no app.asar in ${join(appOutDir, 'resources')}`], asarBytes: 0, packages: [] }
  const entries = new Set(listPackage(asar, { isPack: false }).map((entry) => entry.replaceAll('\\', '/')))
  const has = (path: string) => entries.has(posix.normalize(`/${path}`))

  for (const built of ['out/main/index.js', 'out/preload/preload.cjs', 'out/renderer/index.html']) {
    if (!has(built)) problems.push(`app.asar lacks the built ${built}`)
  }
  if (has('out/renderer/index.html')) {
    const html = extractFile(asar, 'out/renderer/index.html').toString('utf8')
    for (const [, ref] of html.matchAll(/(?:src|href)="\.\/([^"]+)"/g)) {
      if (!has(`out/renderer/${ref!}`)) problems.push(`the renderer's index.html loads ./${ref!}, which is not in app.asar`)
    }
  }

  const manifest = has('package.json') ? readJson(asar, 'package.json') : null
  if (!manifest) problems.push('app.asar has no package.json')
  else if (typeof manifest['main'] !== 'string') problems.push('the package.json in app.asar names no entry point ("main")')
  else if (!has(manifest['main'])) problems.push(`the entry point "${manifest['main']}" does not resolve inside app.asar`)

  for (const entry of entries) {
    if (entry === '/node_modules' || entry.startsWith('/node_modules/')) continue
    const forbidden = entry.split('/').find((segment) => FORBIDDEN_FOLDERS.has(segment))
    if (forbidden) problems.push(`app.asar holds the project folder "${forbidden}" (${entry})`)
    else if (entry !== '/package.json' && entry !== '/out' && !/^\/out\/(main|preload|renderer)(\/|$)/.test(entry))
      problems.push(`app.asar holds ${entry}, which the app does not run`)
  }

  const packages = [
    ...new Set([...entries].map((e) => /^\/node_modules\/((?:@[^/]+\/)?[^/]+)\/package\.json$/.exec(e)?.[1]).filter((n): n is string => !!n))
  ].sort()
  for (const name of packages) {
    if (expect.devDependencies.includes(name)) problems.push(`app.asar holds the devDependency ${name}`)
    else if (!expect.production.has(name)) problems.push(`app.asar holds ${name}, which is no production dependency`)
    const dependencies = Object.keys((readJson(asar, `node_modules/${name}/package.json`)['dependencies'] as Record<string, string> | undefined) ?? {})
    for (const dependency of dependencies) {
      if (!packages.includes(dependency)) problems.push(`${name} in app.asar needs ${dependency}, which is not in it`)
    }
  }
  for (const entry of entries) {
    if (!/^\/out\/main\/.*\.(m?js|cjs)$/.test(entry)) continue
    for (const name of importedPackages(extractFile(asar, entry.slice(1)).toString('utf8'))) {
      if (!packages.includes(name)) problems.push(`${entry.slice(1)} imports ${name}, which is not in app.asar (add it to SHIPPED_DEPENDENCIES)`)
    }
  }

  const asarBytes = statSync(asar).size
  if (asarBytes > ASAR_BUDGET_BYTES) problems.push(`app.asar is ${(asarBytes / 1048576).toFixed(1)} MB, over the budget of ${ASAR_BUDGET_BYTES / 1048576} MB`)

  const wire = await getCurrentFuseWire(join(appOutDir, executableName)).catch((error: Error) => (problems.push(`fuses unreadable: ${error.message}`), null))
  if (wire) {
    for (const [name, wanted] of Object.entries(expect.fuses)) {
      const index = FUSE_NAMES[name]
      if (index === undefined || typeof wanted !== 'boolean') continue
      const state = (wire as Record<number, number>)[index]
      if (state !== (wanted ? 0x31 : 0x30)) problems.push(`fuse ${name} should be ${wanted ? 'on' : 'off'} in the packaged executable`)
    }
  }

  const rulesDir = join(appOutDir, 'resources', 'rules')
  const shippedRules = existsSync(rulesDir) ? readdirSync(rulesDir) : []
  for (const rule of expect.rules) if (!shippedRules.includes(rule)) problems.push(`the rules text ${rule} is not in resources/rules beside the app`)

  return { problems, asarBytes, packages }
}
