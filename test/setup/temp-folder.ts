import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/** Every test's temp folders go into one folder for the run, removed at the end, so runs leave nothing behind. */
export default function setup(): () => void {
  const folder = mkdtempSync(join(tmpdir(), 'marching-order-tests-'))
  process.env['TMPDIR'] = folder
  return () => rmSync(folder, { recursive: true, force: true })
}
