// Runs before `npm start` and `npm run dev`: without Electron's binary, electron-vite only says
// "Electron uninstall", which tells a newcomer neither why nor what to do.
import { existsSync, readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import process from 'node:process'
import { fileURLToPath } from 'node:url'

/**
 * What keeps the app's window from opening with the `electron` package in `electronDir`, or null if its
 * binary is there. electron's own postinstall downloads the binary and names it in `path.txt`.
 */
export function electronProblem(electronDir: string): string | null {
  if (!existsSync(join(electronDir, 'package.json'))) return 'the electron package is not installed (node_modules/electron is missing)'
  const pathFile = join(electronDir, 'path.txt')
  if (!existsSync(pathFile)) return "Electron's binary was not downloaded when the packages were installed"
  const binary = join(electronDir, 'dist', readFileSync(pathFile, 'utf8').trim())
  if (!existsSync(binary)) return `Electron's binary is missing (${binary})`
  return null
}

export const ELECTRON_ADVICE = [
  'The binary comes with `npm install` (electron downloads it, about 100 MB), unless ELECTRON_SKIP_BINARY_DOWNLOAD was set',
  'or the machine had no internet access. With internet access (and that variable unset), fetch it now:',
  '',
  '    node node_modules/electron/install.js',
  '',
  'Everything but the window works without it: the fights from the command line (`npx mo fight …`),',
  'the app in a browser (`npm run bridge -- --data <folder>`) and the tests (`npm test`).'
].join('\n')

if (process.argv[1] && fileURLToPath(import.meta.url) === process.argv[1]) {
  const root = join(dirname(fileURLToPath(import.meta.url)), '..')
  const problem = electronProblem(join(root, 'node_modules', 'electron'))
  if (problem) {
    process.stderr.write(`Cannot open the app's window: ${problem}.\n\n${ELECTRON_ADVICE}\n`)
    process.exit(1)
  }
}
