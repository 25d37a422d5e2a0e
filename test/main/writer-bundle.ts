import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'

/** The writer child bundled once, so a test can run it as a second process (another app instance) with plain node. */
export async function bundleWriterChild(): Promise<string> {
  const bundle = join(mkdtempSync(join(tmpdir(), 'mo-writer-')), 'writer-child.mjs')
  await build({
    entryPoints: [join(import.meta.dirname, 'writer-child.ts')],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'error'
  })
  return bundle
}
