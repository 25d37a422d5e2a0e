import { spawnSync } from 'node:child_process'
import { existsSync, readFileSync } from 'node:fs'
import { relative, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { EXAMPLE_LOG, EXAMPLE_LOG_LANG } from '../tools/example-log.ts'

const root = resolve(import.meta.dirname, '../..')

describe('the shipped example battle log', () => {
  it('passes `mo verify` (run `npm run examples:log` to export it again after the log wording changes)', () => {
    const result = spawnSync(process.execPath, [resolve(root, 'src-main/cli/bin.js'), 'verify', EXAMPLE_LOG, '--lang', EXAMPLE_LOG_LANG], { encoding: 'utf8' })
    expect({ code: result.status, out: result.stdout, err: result.stderr }).toEqual({ code: 0, out: 'The log matches its replay.\n', err: '' })
  })

  it('is the file the README’s `mo verify` example names', () => {
    const readme = readFileSync(resolve(root, 'README.md'), 'utf8')
    const named = /^mo verify "([^"]+)" --lang (\w+)/m.exec(readme)
    expect(named?.slice(1)).toEqual([relative(root, EXAMPLE_LOG), EXAMPLE_LOG_LANG])
    expect(existsSync(resolve(root, named![1]!))).toBe(true)
  })
})
