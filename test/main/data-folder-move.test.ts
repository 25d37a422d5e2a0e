import { chmodSync, existsSync, mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { createCampaign } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { startBridge, type Bridge } from '../../src-main/ipc/http-bridge.ts'
import { changeDataFolder, chosenDataFolder } from '../../src-main/services/data-folder.ts'
import { ServiceError } from '../../src-main/services/errors.ts'
import { addExampleCampaign, exampleOf } from '../../src-main/services/examples.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'
import { answerFight, fightView, startFight } from '../../src-main/services/fights.ts'
import { addNote } from '../../src-main/services/time.ts'
import { onCrashPoint } from '../../src-main/storage/crash-points.ts'
import { dataFiles, dataFolders } from '../../src-main/storage/data-folder-copy.ts'
import { LOCK_FILE } from '../../src-main/storage/data-lock.ts'
import { HOST } from '../../src-main/storage/processes.ts'

const isRoot = process.getuid?.() === 0

/** A GM's app: a data folder with campaigns in it, and its settings file in a config folder of its own. */
async function gmApp() {
  const config = mkdtempSync(join(tmpdir(), 'mo-config-'))
  const settingsFile = join(config, 'data-folder.json')
  const ctx = new ServiceContext(chosenDataFolder(settingsFile, join(config, 'data')))
  ctx.settingsFile = settingsFile
  const example = await addExampleCampaign(ctx, 'ultraquest')
  const own = await createCampaign(ctx, { name: 'Die Rabenfeste', system: 'thalia', language: 'nb' })
  await addNote(ctx, own.id, 'Die Gruppe rastet am Fluss.')
  return { ctx, settingsFile, oldRoot: ctx.dataRoot, example, own }
}

/** Every data file of a folder with its bytes, to compare a folder before and after. */
const snapshot = async (root: string) =>
  Object.fromEntries(await Promise.all((await dataFiles(root)).map(async (f) => [f, readFileSync(join(root, f)).toString('base64')] as const)))

const refusal = async (promise: Promise<unknown>): Promise<ServiceError> => {
  try {
    await promise
  } catch (error) {
    expect(error).toBeInstanceOf(ServiceError)
    return error as ServiceError
  }
  throw new Error('expected a refusal')
}

afterEach(() => onCrashPoint(null))

describe('moving the data folder to one of the GM’s choice', () => {
  it('copies every file, verifies it, switches, remembers the choice, moves the lock and keeps the old folder', async () => {
    const { ctx, settingsFile, oldRoot, example, own } = await gmApp()
    const before = await snapshot(oldRoot)
    expect(existsSync(join(oldRoot, LOCK_FILE))).toBe(true)
    const target = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'Nextcloud', 'Marching Order')

    const moved = await changeDataFolder(ctx, target, 'move')

    expect(moved).toMatchObject({ state: 'moved', path: target, oldPath: oldRoot, files: Object.keys(before).length })
    expect(await snapshot(target)).toEqual(before)
    expect(await snapshot(oldRoot)).toEqual(before)
    // Empty folders too: the campaign without fights keeps its fights/ and sessions/, which its writes rely on.
    expect(await dataFolders(target)).toEqual(await dataFolders(oldRoot))
    expect(existsSync(join(target, 'campaigns', own.id, 'fights'))).toBe(true)
    expect(ctx.dataRoot).toBe(target)
    expect(JSON.parse(readFileSync(settingsFile, 'utf8'))).toEqual({ dataFolder: target })
    expect(chosenDataFolder(settingsFile, '/elsewhere')).toBe(target)
    expect(existsSync(join(target, LOCK_FILE))).toBe(true)
    expect(existsSync(join(oldRoot, LOCK_FILE))).toBe(false)
    // The app goes on in the new folder: the example fight resumes there, and new work is saved there only.
    const fightId = example.activeFights[0]!.id
    const request = (await fightView(ctx, example.id, fightId)).request!
    expect(request.type).toBe('chooseOne')
    if (request.type === 'chooseOne') await answerFight(ctx, example.id, fightId, { type: 'chooseOne', option: request.default })
    expect(readFileSync(join(target, 'campaigns', example.id, 'fights', `${fightId}.json`), 'utf8')).not.toEqual(
      readFileSync(join(oldRoot, 'campaigns', example.id, 'fights', `${fightId}.json`), 'utf8')
    )
    await addNote(ctx, own.id, 'Nach dem Umzug.')
    // The campaign that had no fight before the move starts its first one in the new folder.
    const thalia = exampleOf('thalia')
    const { result: partyId } = await createParty(ctx, own.id, 'Vandrerne')
    await addCharacter(ctx, own.id, { sheet: thalia.characters[0]!.sheet, partyId })
    const first = await startFight(ctx, own.id, { partyId, opponents: [{ opponent: thalia.bestiary[0]!.opponent }], options: {} })
    expect(existsSync(join(target, 'campaigns', own.id, 'fights', `${first.id}.json`))).toBe(true)
    expect(readFileSync(join(target, 'campaigns', own.id, 'campaign.json'), 'utf8')).toContain('Nach dem Umzug.')
    expect(readFileSync(join(oldRoot, 'campaigns', own.id, 'campaign.json'), 'utf8')).not.toContain('Nach dem Umzug.')
    // A restarted app opens the chosen folder.
    const restarted = new ServiceContext(chosenDataFolder(settingsFile, oldRoot))
    expect((await restarted.store.list()).map((l) => l.id).sort()).toEqual([example.id, own.id].sort())
    await ctx.close()
  })

  it('a failure half-way (a crash point while copying) leaves the old folder intact and in use', async () => {
    const { ctx, settingsFile, oldRoot, own } = await gmApp()
    const before = await snapshot(oldRoot)
    const target = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'data')
    let copied = 0
    onCrashPoint((point) => {
      if (point === 'before copying a file to the new data folder' && ++copied === 2) throw new Error('disk full')
    })
    await expect(changeDataFolder(ctx, target, 'move')).rejects.toThrow('disk full')
    onCrashPoint(null)
    expect(ctx.dataRoot).toBe(oldRoot)
    expect(existsSync(settingsFile)).toBe(false)
    expect(await snapshot(oldRoot)).toEqual(before)
    // What the copy made is taken back, folders included: the chosen folder is left empty.
    expect(readdirSync(target)).toEqual([])
    await addNote(ctx, own.id, 'Weiter im alten Ordner.')
    expect(readFileSync(join(oldRoot, 'campaigns', own.id, 'campaign.json'), 'utf8')).toContain('Weiter im alten Ordner.')
    await ctx.close()
  })

  it('a file that cannot be read stops the move with its name; nothing is switched', async () => {
    const { ctx, oldRoot, own } = await gmApp()
    const secret = join(oldRoot, 'campaigns', own.id, 'notes-private.txt')
    writeFileSync(secret, 'nur für mich')
    chmodSync(secret, 0o000)
    // Root reads any file: there the unreadable file is simulated where it would be copied.
    onCrashPoint((point, path) => {
      if (isRoot && point === 'before copying a file to the new data folder' && path?.endsWith('notes-private.txt'))
        throw Object.assign(new Error('permission denied'), { code: 'EACCES' })
    })
    const target = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'data')
    try {
      const error = await refusal(changeDataFolder(ctx, target, 'move'))
      expect(error.key).toBe('dataFolderCopyFailed')
      expect(error.message).toContain('notes-private.txt')
      expect(error.message).toContain(oldRoot)
    } finally {
      chmodSync(secret, 0o644)
    }
    expect(ctx.dataRoot).toBe(oldRoot)
    expect(await dataFiles(target)).toEqual([])
    await ctx.close()
  })

  it('a copy that differs from its original is found by the verification, and nothing is switched', async () => {
    const { ctx, settingsFile, oldRoot, own } = await gmApp()
    const target = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'data')
    onCrashPoint((point, path) => {
      if (point === 'before verifying a copied file' && path?.endsWith('campaign.json') && path.includes(own.id)) writeFileSync(path, '{"damaged": true}')
    })
    const error = await refusal(changeDataFolder(ctx, target, 'move'))
    expect(error.key).toBe('dataFolderCopyFailed')
    expect(error.params['detail']).toBe('differs from the original')
    expect(ctx.dataRoot).toBe(oldRoot)
    expect(existsSync(settingsFile)).toBe(false)
    expect(readdirSync(target)).toEqual([])
    await ctx.close()
  })

  it('refuses a read-only target (its probe write fails) with a clear error, before copying anything', async () => {
    const { ctx, oldRoot } = await gmApp()
    const target = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'data')
    onCrashPoint((point) => {
      if (point === 'before probing the new data folder') throw Object.assign(new Error('read-only file system'), { code: 'EROFS' })
    })
    const error = await refusal(changeDataFolder(ctx, target, 'move'))
    expect(error.key).toBe('dataFolderNotWritable')
    expect(error.message).toBe(`The app cannot write into "${target}" (EROFS): choose a folder you may write to`)
    expect(ctx.dataRoot).toBe(oldRoot)
    expect(await dataFiles(target)).toEqual([])
    await ctx.close()
  })

  it.skipIf(isRoot)('refuses a folder it cannot write into by its permissions', async () => {
    const { ctx, oldRoot } = await gmApp()
    const readonly = mkdtempSync(join(tmpdir(), 'mo-readonly-'))
    chmodSync(readonly, 0o555)
    try {
      const error = await refusal(changeDataFolder(ctx, join(readonly, 'data'), 'move'))
      expect(error.key).toBe('dataFolderNotWritable')
      expect(error.message).toContain(join(readonly, 'data'))
    } finally {
      chmodSync(readonly, 0o755)
    }
    expect(ctx.dataRoot).toBe(oldRoot)
    await ctx.close()
  })

  it('a folder that holds campaigns already is not written into: the GM is asked, and can open it instead', async () => {
    const other = new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-laptop-')))
    const laptops = await createCampaign(other, { name: 'Auf dem Laptop', system: 'odm', language: 'nl' })
    await other.close()
    const before = await snapshot(other.dataRoot)
    const { ctx, settingsFile, oldRoot } = await gmApp()

    expect(await changeDataFolder(ctx, other.dataRoot, 'move')).toEqual({ state: 'holdsCampaigns', path: other.dataRoot, campaigns: 1 })
    expect(await snapshot(other.dataRoot)).toEqual(before)
    expect(ctx.dataRoot).toBe(oldRoot)

    expect(await changeDataFolder(ctx, other.dataRoot, 'open')).toEqual({ state: 'opened', path: other.dataRoot, oldPath: oldRoot })
    expect((await ctx.store.list()).map((l) => l.id)).toEqual([laptops.id])
    expect(chosenDataFolder(settingsFile, oldRoot)).toBe(other.dataRoot)
    expect((await dataFiles(oldRoot)).length).toBeGreaterThan(0)
    await ctx.close()
  })

  it('refuses a folder another running Marching Order works in, naming it, and leaves its lock alone', async () => {
    const { ctx, oldRoot } = await gmApp()
    const target = mkdtempSync(join(tmpdir(), 'mo-other-app-'))
    const lock = JSON.stringify({
      app: 'marching-order',
      pid: process.ppid,
      host: HOST,
      token: 'another-app',
      startedAt: '2026-12-01T18:00:00.000Z',
      heartbeatAt: new Date().toISOString()
    })
    writeFileSync(join(target, LOCK_FILE), lock)
    const error = await refusal(changeDataFolder(ctx, target, 'move'))
    expect(error.key).toBe('dataFolderHeld')
    expect(error.params).toMatchObject({ pid: process.ppid, path: target })
    expect(readFileSync(join(target, LOCK_FILE), 'utf8')).toBe(lock)
    expect(ctx.dataRoot).toBe(oldRoot)
    await ctx.close()
  })

  it('refuses a relative path, the same folder, and a folder inside the current one', async () => {
    const { ctx, oldRoot } = await gmApp()
    expect((await refusal(changeDataFolder(ctx, 'Nextcloud/data', 'move'))).key).toBe('dataFolderNotAbsolute')
    expect((await refusal(changeDataFolder(ctx, oldRoot, 'move'))).key).toBe('dataFolderSame')
    expect((await refusal(changeDataFolder(ctx, join(oldRoot, 'campaigns', 'x'), 'move'))).key).toBe('dataFolderNested')
    const file = join(mkdtempSync(join(tmpdir(), 'mo-file-')), 'a-file')
    writeFileSync(file, 'x')
    expect((await refusal(changeDataFolder(ctx, file, 'move'))).key).toBe('dataFolderNotAFolder')
    expect((await refusal(changeDataFolder(ctx, mkdtempSync(join(tmpdir(), 'mo-empty-')), 'open'))).key).toBe('dataFolderNoCampaigns')
    expect(ctx.dataRoot).toBe(oldRoot)
    await ctx.close()
  })

  it('the bridge honours the settings file: it opens the chosen folder, and without a settings file its folder is fixed', async () => {
    const { ctx, settingsFile, example } = await gmApp()
    const target = join(mkdtempSync(join(tmpdir(), 'mo-sync-')), 'data')
    await changeDataFolder(ctx, target, 'move')
    await ctx.close()
    const ask = async (bridge: Bridge, channel: string) => {
      const response = await fetch(`${bridge.url}/api/${channel}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-mo-token': bridge.token },
        body: '{}'
      })
      return ((await response.json()) as { value: unknown }).value
    }
    const chosen = await startBridge({ dataRoot: mkdtempSync(join(tmpdir(), 'mo-bridge-default-')), settingsFile })
    try {
      expect(await ask(chosen, 'dataFolder.show')).toEqual({ path: target, changeable: true, canChoose: false, problem: null })
      expect((await ask(chosen, 'campaign.list')) as { id: string }[]).toContainEqual(expect.objectContaining({ id: example.id, example: true }))
    } finally {
      await chosen.close()
    }
    const fixedRoot = mkdtempSync(join(tmpdir(), 'mo-bridge-fixed-'))
    const fixed = await startBridge({ dataRoot: fixedRoot })
    try {
      expect(await ask(fixed, 'dataFolder.show')).toEqual({ path: fixedRoot, changeable: false, canChoose: false, problem: null })
    } finally {
      await fixed.close()
    }
  })

  it('a fixed data folder (no settings file) cannot be changed', async () => {
    const ctx = new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-fixed-')))
    expect((await refusal(changeDataFolder(ctx, join(tmpdir(), 'elsewhere'), 'move'))).key).toBe('dataFolderFixed')
  })
})
