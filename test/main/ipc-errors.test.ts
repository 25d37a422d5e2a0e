import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { IpcResult } from '../../src-main/ipc/contract.ts'
import { createRouter } from '../../src-main/ipc/router.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { englishText } from '../../src-main/services/error-texts.ts'

function router() {
  const root = mkdtempSync(join(tmpdir(), 'mo-errors-'))
  const r = createRouter(new ServiceContext(root), { saveText: async () => null, openText: async () => null }, () => undefined)
  const send = (channel: string, payload: unknown) => r.handle(channel, payload, { trusted: true })
  const value = async <T>(channel: string, payload: unknown): Promise<T> => {
    const result = await send(channel, payload)
    if (!result.ok) throw new Error(`${channel}: ${result.error.message}`)
    return result.value as T
  }
  return { r, send, value }
}

const error = (result: IpcResult<unknown>) => {
  if (result.ok) throw new Error('expected a refusal')
  return result.error
}

describe('refusals through the router carry a key and params for the screen', () => {
  it('a service refusal: its key, its params, and the same in English as the message', async () => {
    const { send, value } = router()
    const campaign = await value<{ id: string }>('campaign.create', { name: 'Nebelmoor', system: 'ultraquest', language: 'de' })
    const { createdId: partyId } = await value<{ createdId: string }>('party.create', { campaignId: campaign.id, name: 'Vorhut' })
    await value('character.add', { campaignId: campaign.id, partyId, sheet: { name: 'Albrav', ks: { nk: 'W6+1' } } })
    const start = { campaignId: campaign.id, partyId, opponents: [{ opponent: { name: 'Goblin', ks: 'W6' } }], options: { type: 'NK', marker: '!' } }
    await value('fight.start', start)
    const refused = error(await send('fight.start', start))
    expect(refused).toEqual({
      code: 'conflict',
      key: 'fightRunning',
      params: { party: 'Vorhut' },
      message: 'Vorhut is already in a fight that is still running'
    })
    // A structured clone (IPC) or JSON (the browser bridge) keeps all of it.
    expect(JSON.parse(JSON.stringify(refused))).toEqual(refused)
  })

  it('a form refusal keeps its field problems beside the key', async () => {
    const { send, value } = router()
    const campaign = await value<{ id: string }>('campaign.create', { name: 'Nebelmoor', system: 'ultraquest', language: 'nl' })
    const refused = error(await send('character.add', { campaignId: campaign.id, sheet: { name: 'Albrav', st: 99 } }))
    expect(refused).toMatchObject({
      code: 'invalidInput',
      key: 'formSheet',
      params: { field: 'st' },
      issues: [expect.objectContaining({ path: 'st', code: 'too_big' })]
    })
    expect(refused.message).toMatch(/^Character sheet: st: /)
  })

  it('storage problems, bad requests and unknown channels have keys too', async () => {
    const { r, send } = router()
    const missing = error(await send('campaign.read', { campaignId: 'nowhere' }))
    expect(missing).toMatchObject({ code: 'storage', key: 'storageNotFound', params: { file: expect.any(String), detail: expect.any(String) } })
    expect(missing.message).toBe(englishText('storageNotFound', missing.params))
    expect(error(await send('campaign.create', { name: ' ', system: 'odm', language: 'nl' }))).toMatchObject({
      code: 'badRequest',
      key: 'badRequest',
      params: { channel: 'campaign.create' }
    })
    expect(error(await send('no.such', {}))).toMatchObject({ code: 'unknownChannel', key: 'unknownChannel', params: { channel: 'no.such' } })
    expect(error(await r.handle('campaign.list', {}, { trusted: false }))).toMatchObject({ code: 'forbidden', key: 'forbidden' })
  })
})
