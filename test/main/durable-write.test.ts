// A durable write replaces a file whole: its content, in pieces or as text, is the file's afterwards, no temp file is
// left beside it, and the stamp it returns is the file's as it now is on disk (what outside-change checks compare).
import { mkdtempSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { copyFileDurably, writeFileDurably } from '../../src-main/storage/durable-write.ts'

const folder = () => mkdtempSync(join(tmpdir(), 'mo-durable-'))

describe('durable write', () => {
  it('writes text (past one write call’s size, in several languages) and pieces, empty ones among them, whole; returns the file’s stamp; leaves no temp file', async () => {
    const dir = folder()
    const path = join(dir, 'campaign.json')
    writeFileSync(path, 'the old content, longer than the new one will be at first')
    const text = `${'Kampfstärke, Moed, Kampånd — '.repeat(100_000)}\n`
    const stamp = await writeFileDurably(path, text)
    expect(readFileSync(path, 'utf8')).toBe(text)
    const { ino, mtimeMs, size } = statSync(path)
    expect(stamp).toEqual({ ino, mtimeMs, size })

    const pieces = [Buffer.from('{"a":'), Buffer.alloc(0), Buffer.from('1'), Buffer.alloc(0), Buffer.from('}\n')]
    await writeFileDurably(path, pieces)
    expect(readFileSync(path, 'utf8')).toBe('{"a":1}\n')
    expect(readdirSync(dir)).toEqual(['campaign.json'])
  })

  it('a write into a folder that is gone fails and creates nothing; a copy is byte for byte', async () => {
    const dir = folder()
    await expect(writeFileDurably(join(dir, 'missing', 'x.json'), 'x')).rejects.toThrow(/ENOENT/)
    const from = join(dir, 'a.bin')
    writeFileSync(from, Buffer.from([0, 1, 2, 255]))
    await copyFileDurably(from, join(dir, 'b.bin'))
    expect(readFileSync(join(dir, 'b.bin'))).toEqual(Buffer.from([0, 1, 2, 255]))
    expect(readdirSync(dir).sort()).toEqual(['a.bin', 'b.bin'])
  })
})
