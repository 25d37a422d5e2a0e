import { spawnSync } from 'node:child_process'
import { appendFileSync, copyFileSync, cpSync, existsSync, mkdtempSync, statSync, symlinkSync, utimesSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'

const root = resolve(import.meta.dirname, '../..')
const example = join(root, 'resources/examples/ultraquest-goblins.json')

/** A copy of the project as a fresh clone has it after `npm ci`: the sources and node_modules, no out/ folder. */
function freshClone(): string {
  const clone = mkdtempSync(join(tmpdir(), 'mo-clone-'))
  cpSync(join(root, 'src-engine'), join(clone, 'src-engine'), { recursive: true })
  cpSync(join(root, 'src-main'), join(clone, 'src-main'), { recursive: true })
  copyFileSync(join(root, 'package.json'), join(clone, 'package.json'))
  symlinkSync(join(root, 'node_modules'), join(clone, 'node_modules'))
  return clone
}

const mo = (clone: string, ...args: string[]) => spawnSync(process.execPath, [join(clone, 'src-main/cli/bin.js'), ...args], { encoding: 'utf8' })

describe('mo runs a bundle of its sources (out/cli/mo.mjs)', () => {
  it('a fresh clone builds it on the first run, reuses it, and builds it again when a source changed', () => {
    const clone = freshClone()
    const bundle = join(clone, 'out/cli/mo.mjs')
    const first = mo(clone, 'fight', example, '--seed', '9')
    expect(first.stderr).toBe('')
    expect(first.status).toBe(0)
    expect(first.stdout).toContain('seed 9')
    expect(existsSync(bundle)).toBe(true)
    const built = statSync(bundle).mtimeMs

    const again = mo(clone, 'fight', example, '--seed', '9')
    expect(again.stdout).toBe(first.stdout)
    expect(statSync(bundle).mtimeMs).toBe(built)

    // A changed source: the next run runs the change.
    const source = join(clone, 'src-main/cli/mo.ts')
    appendFileSync(source, "\nprocess.stderr.write('changed source\\n')\n")
    const later = new Date(Date.now() + 5_000)
    utimesSync(source, later, later)
    const changed = mo(clone, 'fight', example, '--seed', '9')
    expect(changed.status).toBe(0)
    expect(changed.stderr).toBe('changed source\n')
    expect(changed.stdout).toBe(first.stdout)
  })
})
