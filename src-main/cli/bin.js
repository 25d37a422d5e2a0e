#!/usr/bin/env node
// `mo` runs a bundle of its TypeScript sources, out/cli/mo.mjs, which it makes with esbuild when it is missing or a
// source it is made of changed since, so it never drifts from the engine the app uses. Not tsx: its keepNames makes
// the rules' named closures 4–8× slower, and `mo odds` runs them a hundred thousand times.
import { mkdirSync, readFileSync, renameSync, statSync, writeFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import process from 'node:process'
import { fileURLToPath, pathToFileURL } from 'node:url'

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const folder = join(root, 'out/cli')
const bundle = join(folder, 'mo.mjs')
const sources = join(folder, 'mo.sources.json')

/** Whether the bundle is missing, or a source of its last build (as that build listed them) changed after it began. */
function stale() {
  let listed
  try {
    statSync(bundle)
    listed = JSON.parse(readFileSync(sources, 'utf8'))
  } catch {
    return true
  }
  for (const input of listed.inputs) {
    try {
      if (statSync(join(root, input)).mtimeMs > listed.startedAt) return true
    } catch {
      return true
    }
  }
  return false
}

/** Builds into temporary files and renames them, so a `mo` started meanwhile never reads half a bundle. */
async function build() {
  // esbuild is loaded only to build: most runs find the bundle up to date.
  const { buildSync } = await import('esbuild')
  const startedAt = Date.now()
  mkdirSync(folder, { recursive: true })
  const temporary = `${bundle}.${process.pid}.tmp`
  const result = buildSync({
    entryPoints: [join(root, 'src-main/cli/mo.ts')],
    absWorkingDir: root,
    bundle: true,
    platform: 'node',
    format: 'esm',
    // Packages stay imports: node finds them in the project's node_modules, next to out/.
    packages: 'external',
    outfile: temporary,
    metafile: true,
    logLevel: 'error'
  })
  renameSync(temporary, bundle)
  writeFileSync(`${sources}.${process.pid}.tmp`, JSON.stringify({ startedAt, inputs: Object.keys(result.metafile.inputs) }))
  renameSync(`${sources}.${process.pid}.tmp`, sources)
}

if (stale()) await build()
await import(pathToFileURL(bundle).href)
