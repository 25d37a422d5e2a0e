import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { build } from 'esbuild'

/** A test's child process (a .ts file beside this one) bundled once, so a test can run it as a second process with plain node. */
export async function bundleChild(file: string): Promise<string> {
  const bundle = join(mkdtempSync(join(tmpdir(), 'mo-child-')), file.replace(/\.ts$/, '.mjs'))
  await build({
    entryPoints: [join(import.meta.dirname, file)],
    bundle: true,
    platform: 'node',
    format: 'esm',
    outfile: bundle,
    logLevel: 'error'
  })
  return bundle
}

/** The writer child: another app instance writing the same data folder. */
export const bundleWriterChild = (): Promise<string> => bundleChild('writer-child.ts')
