import { execFileSync } from 'node:child_process'
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { electronProblem } from '../../scripts/electron-check.ts'

/** An electron package folder as npm leaves it: with or without the downloaded binary. */
function electronFolder(parts: { pathTxt?: string; binary?: string }): string {
  const dir = mkdtempSync(join(tmpdir(), 'mo-electron-'))
  writeFileSync(join(dir, 'package.json'), '{"name":"electron"}')
  if (parts.pathTxt !== undefined) writeFileSync(join(dir, 'path.txt'), parts.pathTxt)
  if (parts.binary) {
    mkdirSync(join(dir, 'dist'), { recursive: true })
    writeFileSync(join(dir, 'dist', parts.binary), '')
  }
  return dir
}

describe('the check before npm start (issue 17, 11)', () => {
  it('finds nothing wrong when the binary path.txt names is there', () => {
    expect(electronProblem(electronFolder({ pathTxt: 'electron', binary: 'electron' }))).toBeNull()
  })

  it('says the binary was not downloaded when npm install skipped it', () => {
    expect(electronProblem(electronFolder({}))).toMatch(/binary was not downloaded/)
  })

  it('names the missing binary when path.txt points at nothing', () => {
    expect(electronProblem(electronFolder({ pathTxt: 'electron' }))).toMatch(/binary is missing \(.*dist.electron\)/)
  })

  it('says the package itself is missing', () => {
    expect(electronProblem(mkdtempSync(join(tmpdir(), 'mo-electron-none-')))).toMatch(/electron package is not installed/)
  })

  it('stops npm start with what to do instead of "Electron uninstall", or lets it go on', () => {
    const script = resolve(import.meta.dirname, '../../scripts/electron-check.ts')
    const problem = electronProblem(resolve(import.meta.dirname, '../../node_modules/electron'))
    if (problem === null) {
      expect(() => execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' })).not.toThrow()
      return
    }
    let stderr = ''
    let status: number | null = 0
    try {
      execFileSync(process.execPath, ['--import', 'tsx', script], { stdio: 'pipe' })
    } catch (error) {
      ;({ status } = error as { status: number | null })
      stderr = String((error as { stderr: Buffer }).stderr)
    }
    expect(status).toBe(1)
    expect(stderr).toContain(problem)
    expect(stderr).toContain('node node_modules/electron/install.js')
    expect(stderr).toContain('npx mo fight')
  })
})
