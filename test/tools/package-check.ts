// npm run package:check — packs the app unpacked (electron-builder --dir) against a stand-in Electron, offline, and
// checks what came out (test/tools/package-inspect.ts). Exit 1 with the problems listed, 0 when the package is sound.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { pathToFileURL } from 'node:url'
import config from '../../electron-builder.config.ts'
import { ASAR_BUDGET_BYTES, inspectUnpackedApp } from './package-inspect.ts'
import { writeStandInElectron } from './stand-in-electron.ts'

const root = resolve(import.meta.dirname, '../..')
const started = performance.now()
const work = mkdtempSync(join(tmpdir(), 'mo-package-'))

function run(step: string, args: string[], env: NodeJS.ProcessEnv = process.env): void {
  const result = spawnSync(process.execPath, args, { cwd: root, env, encoding: 'utf8' })
  if (result.status !== 0) throw new Error(`${step} failed\n${result.stdout}${result.stderr}`)
}

/** Every package in the production dependency tree, as npm itself resolves it (no network: it reads node_modules). */
function productionPackages(): Set<string> {
  // Under `npm run`, npm names its own script (on Windows `npm` alone is a .cmd that spawn cannot start).
  const execPath = process.env['npm_execpath']
  const args = ['ls', '--omit=dev', '--all', '--parseable']
  const npm = execPath
    ? spawnSync(process.execPath, [execPath, ...args], { cwd: root, encoding: 'utf8' })
    : spawnSync('npm', args, { cwd: root, encoding: 'utf8', shell: process.platform === 'win32' })
  return new Set(
    npm.stdout
      .split('\n')
      .filter((line) => line.includes('node_modules'))
      .map((line) => line.replace(/^.*node_modules[/\\]/, '').replaceAll('\\', '/'))
  )
}

try {
  run('electron-vite build', [join(root, 'node_modules/electron-vite/bin/electron-vite.js'), 'build', '--logLevel', 'error'], {
    ...process.env,
    ELECTRON_SKIP_BINARY_DOWNLOAD: '1'
  })

  // Always the Linux layout, whatever this machine is: the stand-in is a Linux executable, and what goes into
  // app.asar does not depend on the platform.
  const electronVersion = (JSON.parse(readFileSync(join(root, 'node_modules/electron/package.json'), 'utf8')) as { version: string }).version
  const output = join(work, 'dist')
  const packConfig = { ...config, electronDist: writeStandInElectron(join(work, 'electron')), electronVersion, directories: { ...config.directories, output } }
  writeFileSync(join(work, 'electron-builder.json'), JSON.stringify(packConfig))
  run(
    'electron-builder --dir',
    [join(root, 'node_modules/electron-builder/cli.js'), '--dir', '--linux', '--x64', '--publish', 'never', '--config', join(work, 'electron-builder.json')],
    {
      ...process.env,
      NODE_OPTIONS: `${process.env['NODE_OPTIONS'] ?? ''} --import ${pathToFileURL(join(root, 'test/tools/no-network.mjs')).href}`,
      ELECTRON_BUILDER_CACHE: join(work, 'cache')
    }
  )

  const manifest = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8')) as { devDependencies: Record<string, string> }
  const inspection = await inspectUnpackedApp(join(output, 'linux-unpacked'), config.linux?.executableName ?? 'marching-order', {
    production: productionPackages(),
    devDependencies: Object.keys(manifest.devDependencies),
    fuses: config.electronFuses ?? {},
    rules: readdirSync(join(root, 'resources/rules')).filter((name) => name.endsWith('.md'))
  })
  const seconds = ((performance.now() - started) / 1000).toFixed(1)
  const size = `${(inspection.asarBytes / 1048576).toFixed(1)} MB of ${ASAR_BUDGET_BYTES / 1048576} MB`
  if (inspection.problems.length > 0) {
    console.error(`package:check failed (${seconds} s):\n${inspection.problems.map((p) => `  - ${p}`).join('\n')}`)
    process.exitCode = 1
  } else {
    console.log(`package:check passed in ${seconds} s: app.asar ${size}, dependencies ${inspection.packages.join(', ')}, fuses set, offline`)
  }
} catch (error) {
  console.error(`package:check: ${(error as Error).message}`)
  process.exitCode = 1
} finally {
  rmSync(work, { recursive: true, force: true })
}
