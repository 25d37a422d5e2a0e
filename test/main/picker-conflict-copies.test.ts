import { copyFileSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { createCampaign, resolveConflictCopy } from '../../src-main/services/campaigns.ts'
import { ServiceContext } from '../../src-main/services/context.ts'
import { startFight } from '../../src-main/services/fights.ts'
import { addCharacter, createParty } from '../../src-main/services/roster.ts'

describe('the picker’s listing counts the conflict copies of each campaign', () => {
  it('a campaign file’s and a fight’s copy count on their campaign only, and a resolved copy no longer does', async () => {
    const ctx = new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-copies-')))
    const synced = await createCampaign(ctx, { name: 'Zwei Rechner', system: 'ultraquest', language: 'de' })
    await createCampaign(ctx, { name: 'Nur hier', system: 'odm', language: 'nl' })
    const { result: partyId } = await createParty(ctx, synced.id, 'Die Gruppe')
    await addCharacter(ctx, synced.id, { sheet: { name: 'Albrav', ks: { nk: 'W6+1' } }, partyId })
    const fight = await startFight(ctx, synced.id, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    const folder = ctx.store.folderOf(synced.id)
    const campaignCopy = 'campaign (conflicted copy 2026-12-01 193000).json'
    writeFileSync(join(folder, campaignCopy), readFileSync(join(folder, 'campaign.json')))
    copyFileSync(join(folder, 'fights', `${fight.id}.json`), join(folder, 'fights', `${fight.id}.sync-conflict-20261201-193000-ABCDEFG.json`))

    const counts = async () =>
      Object.fromEntries((await ctx.store.list()).map((l) => ['conflictCopies' in l ? l.name : l.id, 'conflictCopies' in l ? l.conflictCopies : null]))
    expect(await counts()).toEqual({ 'Zwei Rechner': 2, 'Nur hier': 0 })

    await resolveConflictCopy(ctx, synced.id, campaignCopy, 'original')
    expect(await counts()).toEqual({ 'Zwei Rechner': 1, 'Nur hier': 0 })
  })
})
