// Saving one change copies, checks and stringifies only what changed (copy-on-write drafts, per-element
// validation, per-element text): these tests hold that it still refuses exactly what a check of the whole
// document refuses, writes exactly the same text, and never touches the file or memory on a refusal.
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import fc from 'fast-check'
import { beforeEach, describe, expect, it } from 'vitest'
import { ruleSystems } from '../../src-engine/systems/index.ts'
import { campaignSchema, type Campaign } from '../../src-main/storage/campaign-schema.ts'
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'
import { campaignText } from '../../src-main/storage/campaign-text.ts'
import { createDraft, deepFreeze } from '../../src-main/storage/draft.ts'
import { StorageError } from '../../src-main/storage/errors.ts'

let root: string
let clock: number
let store: CampaignStore
const now = () => new Date(Date.UTC(2026, 10, 30, 20, 0, 0) + clock++ * 1000)

beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'mo-changes-'))
  clock = 0
  store = new CampaignStore(root, now)
})

const campaignFile = (id: string) => join(root, 'campaigns', id, 'campaign.json')

const sheet = (id: string, name: string, rw = 2) => ({ id, name, ks: { nk: 'W6+1' }, equipment: [{ name: 'Lederrüstung', kind: 'armour', rw }] })

/** A campaign with three characters in a party, a bestiary entry, an open session and two closed ones. */
async function filledCampaign(): Promise<string> {
  const { id } = await store.create({ name: 'Die Schwarze Schlucht', system: 'ultraquest', language: 'de' })
  await store.update(id, (c) => {
    for (const [cid, name] of [
      ['albrav', 'Albrav'],
      ['brann', 'Brann “der Bär”'],
      ['cira', 'Cira\nvom Fluss']
    ] as const)
      c.characters.push({ id: cid, sheet: sheet(cid, name), notes: '' })
    c.parties.push({ id: 'main', name: 'Die Gruppe', members: ['albrav', 'brann', 'cira'], nonFighters: ['cira'] })
    c.bestiary.push({ id: 'goblin', opponent: { name: 'Goblin', ks: 'W6+1', count: 1, kind: 'normal' }, notes: '' })
    for (const n of [1, 2, 3]) {
      c.sessions.push({
        id: `s${n}`,
        number: n,
        openedAt: now().toISOString(),
        closedAt: n < 3 ? now().toISOString() : null,
        fightIds: [],
        archived: n < 3,
        journal: n < 3 ? [] : [{ id: 'e1', at: now().toISOString(), day: 0, kind: 'note', text: 'Ein "Zitat" und ein Zeilen\numbruch' }]
      })
    }
    c.currentSessionId = 's3'
  })
  return id
}

/** What a check of the whole document says about a campaign: its parsed form, or that it is refused. */
function fullCheck(id: string, candidate: unknown): { ok: true; campaign: Campaign } | { ok: false } {
  const result = campaignSchema.safeParse(candidate)
  if (!result.success || result.data.id !== id) return { ok: false }
  const rules = ruleSystems[result.data.system]!.campaign!
  if (result.data.characters.some((c) => !rules.sheetSchema.safeParse(c.sheet).success)) return { ok: false }
  if (result.data.bestiary.some((b) => !rules.opponentSchema.safeParse(b.opponent).success)) return { ok: false }
  return { ok: true, campaign: result.data }
}

describe('copy-on-write drafts', () => {
  const base = () => deepFreeze({ a: { b: [1, 2, { c: 'x' }] }, d: { e: 1 }, list: [{ id: 'p' }, { id: 'q' }, { id: 'r' }] })

  it('copy only the path to what changed; everything else stays the same object', () => {
    const before = base()
    const draft = createDraft(before)
    ;(draft.root.a.b[2] as { c: string }).c = 'y'
    const { document } = draft.finish(undefined)
    expect(document).toEqual({ a: { b: [1, 2, { c: 'y' }] }, d: { e: 1 }, list: [{ id: 'p' }, { id: 'q' }, { id: 'r' }] })
    expect(document).not.toBe(before)
    expect(document.a.b).not.toBe(before.a.b)
    expect(document.d).toBe(before.d)
    expect(document.list).toBe(before.list)
    expect(before.a.b[2]).toEqual({ c: 'x' })
  })

  it('give back the very same document when nothing changed', () => {
    const before = base()
    const draft = createDraft(before)
    void draft.root.a.b.map((x) => x)
    expect(draft.finish(undefined).document).toBe(before)
  })

  it('support array methods, spreads, deletes and moves, and resolve drafts in the result', () => {
    const before = base()
    const draft = createDraft(before)
    const r = draft.root
    r.list.push({ id: 's' })
    r.list.splice(0, 1)
    r.list.reverse()
    r.list = r.list.filter((x) => x.id !== 'q')
    const copied = { ...r.d, extra: r.a }
    delete (r as { d?: unknown }).d
    const { document, result } = draft.finish({ copied, first: r.list[0] })
    expect(document).toEqual({ a: { b: [1, 2, { c: 'x' }] }, list: [{ id: 's' }, { id: 'r' }] })
    expect(document.list[1]).toBe(before.list[2])
    expect(result).toEqual({ copied: { e: 1, extra: { b: [1, 2, { c: 'x' }] } }, first: { id: 's' } })
    expect(result.copied.extra).toBe(before.a)
    expect(Array.isArray(document.list)).toBe(true)
    expect(JSON.stringify(before)).toBe('{"a":{"b":[1,2,{"c":"x"}]},"d":{"e":1},"list":[{"id":"p"},{"id":"q"},{"id":"r"}]}')
  })

  it('see a change made through a draft that was taken before its parent was copied', () => {
    const before = base()
    const draft = createDraft(before)
    const inner = draft.root.a.b[2] as { c: string }
    draft.root.d.e = 2
    inner.c = 'z'
    expect(draft.finish(undefined).document).toEqual({ a: { b: [1, 2, { c: 'z' }] }, d: { e: 2 }, list: before.list })
  })

  it('revoke their proxies when finished or discarded, so none is used with stale data', () => {
    const draft = createDraft(base())
    const kept = draft.root.d
    draft.finish(undefined)
    expect(() => kept.e).toThrow(TypeError)
    const dropped = createDraft(base())
    const alsoKept = dropped.root.a
    dropped.discard()
    expect(() => alsoKept.b).toThrow(TypeError)
  })
})

describe('the campaign file text', () => {
  it('is exactly JSON.stringify(campaign, null, 2), before and after changes, from cache or not', async () => {
    const id = await filledCampaign()
    const text = () => readFileSync(campaignFile(id), 'utf8')
    expect(text()).toBe(`${JSON.stringify(await store.read(id), null, 2)}\n`)
    await store.update(id, (c) => {
      c.characters[1]!.notes = 'Notiz mit "Anführungszeichen",\nZeilenumbruch und \u2028'
      c.parties[0]!.members.reverse()
      c.bestiary = []
    })
    const campaign = await store.read(id)
    expect(text()).toBe(`${JSON.stringify(campaign, null, 2)}\n`)
    expect(campaignText(campaign)).toBe(text())
    expect(campaignText(structuredClone(campaign))).toBe(text())
    expect(JSON.parse(text())).toEqual(campaign)
  })
})

describe('a change is checked as strictly as the whole document', () => {
  async function refused(id: string, change: (c: Campaign) => void, message: string): Promise<void> {
    const before = readFileSync(campaignFile(id), 'utf8')
    const inMemory = await store.read(id)
    const error = await store.update(id, change).then(
      () => undefined,
      (e: unknown) => e
    )
    expect(error).toBeInstanceOf(StorageError)
    expect((error as StorageError).problem).toBe('invalid')
    expect((error as StorageError).message).toContain(message)
    expect(readFileSync(campaignFile(id), 'utf8')).toBe(before)
    expect(await store.read(id)).toBe(inMemory)
    expect(await new CampaignStore(root, now).read(id)).toEqual(inMemory)
  }

  it('refuses a bad element in any list, naming the element and field, and leaves file and memory as they were', async () => {
    const id = await filledCampaign()
    await refused(
      id,
      (c) => void ((c.characters[1]!.sheet['equipment'] as { rw: number }[])[0]!.rw = -2),
      'fails validation: characters[1].sheet.equipment[0].rw: armour value (RW) cannot be negative'
    )
    await refused(id, (c) => void c.characters.push({ id: 'NOT AN ID', sheet: sheet('x', 'X'), notes: '' }), 'fails validation: characters[3].id: an id is')
    await refused(id, (c) => void (c.bestiary[0]!.opponent['ks'] = 'banana'), 'fails validation: bestiary[0].opponent.ks')
    await refused(id, (c) => void (c.sessions[2]!.journal[0]!.kind = 'gossip' as 'note'), 'fails validation: sessions[2].journal[0].kind')
    await refused(id, (c) => void (c.sessions[0]!.number = 0), 'fails validation: sessions[0].number')
    await refused(
      id,
      (c) =>
        void c.activeFights.push({
          id: 'f',
          partyId: 'main',
          sessionId: null,
          title: 't',
          status: 'applied' as 'running',
          startedAt: '2026-11-30T20:00:00.000Z',
          endedAt: null,
          day: 0
        }),
      'fails validation: activeFights[0].status'
    )
    await refused(id, (c) => void ((c.parties[0] as Record<string, unknown>)['leader'] = 'albrav'), 'fails validation: parties[0]: Unrecognized key: "leader"')
  })

  it('refuses a bad field outside the lists, an unknown field, and a list that is not a list', async () => {
    const id = await filledCampaign()
    await refused(id, (c) => void (c.calendar.day = -1), 'fails validation: calendar.day')
    await refused(id, (c) => void (c.name = '   '), 'fails validation: name: a campaign needs a name')
    await refused(id, (c) => void ((c as Record<string, unknown>)['fights'] = []), 'Unrecognized key: "fights"')
    await refused(id, (c) => void ((c as Record<string, unknown>)['sessions'] = { s1: 1 }), 'fails validation: sessions:')
    await refused(id, (c) => void (c.settings.backupsToKeep = 0), 'fails validation: settings.backupsToKeep')
    await refused(id, (c) => void (c.id = 'another-campaign'), 'holds campaign "another-campaign"')
  })

  it('refuses broken references between elements, even when the element referred to is the one removed', async () => {
    const id = await filledCampaign()
    await refused(
      id,
      (c) => void (c.characters = c.characters.filter((x) => x.id !== 'brann')),
      'fails validation: parties[0].members[1]: no character has the id "brann"'
    )
    await refused(id, (c) => void (c.sessions = c.sessions.slice(0, 2)), 'fails validation: currentSessionId: no session has the id "s3"')
    await refused(id, (c) => void c.parties[0]!.members.pop(), 'fails validation: parties[0].nonFighters[0]: "cira" is not a member of the party')
  })

  it('checks an unchanged element again when it turns up in another list', async () => {
    const id = await filledCampaign()
    await refused(id, (c) => void c.characters.push(c.parties[0] as unknown as Campaign['characters'][number]), 'fails validation: characters[3]')
    await refused(id, (c) => void c.sessions.push(c.sessions[0]!, c.characters[0] as unknown as Campaign['sessions'][number]), 'fails validation: sessions[4]')
  })

  it('keeps what the full check adds: trimmed names and filled-in defaults', async () => {
    const id = await filledCampaign()
    const { campaign } = await store.update(id, (c) => {
      c.name = '  Die Schlucht  '
      c.parties.push({ id: 'scouts', name: ' Späher ', members: ['albrav'] } as Campaign['parties'][number])
    })
    expect(campaign.name).toBe('Die Schlucht')
    expect(campaign.parties[1]).toEqual({ id: 'scouts', name: 'Späher', members: ['albrav'], nonFighters: [] })
    expect(await new CampaignStore(root, now).read(id)).toEqual(campaign)
  })

  it('gives a campaign that cannot be changed except through update', async () => {
    const id = await filledCampaign()
    const before = readFileSync(campaignFile(id), 'utf8')
    const campaign = await store.read(id)
    expect(() => {
      campaign.characters[0]!.notes = 'sneaked in'
    }).toThrow(TypeError)
    expect(() => (campaign.characters[0]!.sheet['equipment'] as unknown[]).push({})).toThrow(TypeError)
    const { campaign: next } = await store.update(id, (c) => void (c.characters[0]!.notes = 'through update'))
    expect(Object.isFrozen(next.characters[0])).toBe(true)
    expect(campaign.characters[0]!.notes).toBe('')
    expect(readFileSync(campaignFile(id), 'utf8')).not.toBe(before)
  })

  it('agrees with the whole-document check on random changes, valid or not (property)', async () => {
    const id = await filledCampaign()
    const values = fc.oneof(
      fc.constantFrom('', '  ', 'albrav', 'brann', 'zed', 'NOT AN ID', 's3', 'W6+1', 'banana', 'note', 'gossip'),
      fc.integer({ min: -3, max: 120 }),
      fc.boolean(),
      fc.constant(null),
      fc.constant([]),
      fc.constant({})
    )
    const change = fc.record({
      list: fc.constantFrom('characters', 'parties', 'bestiary', 'sessions', 'activeFights', 'calendar', 'settings', 'top'),
      index: fc.nat(4),
      field: fc.constantFrom(
        'id',
        'name',
        'notes',
        'members',
        'nonFighters',
        'number',
        'closedAt',
        'archived',
        'day',
        'backupsToKeep',
        'journal',
        'sheet',
        'opponent',
        'currentSessionId',
        'extra'
      ),
      value: values,
      op: fc.constantFrom('set', 'remove', 'duplicate', 'sheetField')
    })
    await fc.assert(
      fc.asyncProperty(fc.array(change, { minLength: 1, maxLength: 3 }), async (changes) => {
        const before = await store.read(id)
        const apply = (c: Record<string, unknown>) => {
          for (const { list, index, field, value: shared, op } of changes) {
            const value = typeof shared === 'object' && shared !== null ? structuredClone(shared) : shared
            const holder = list === 'top' ? c : (c[list] as Record<string, unknown> | unknown[])
            if (Array.isArray(holder)) {
              if (op === 'remove') holder.splice(index % (holder.length + 1), 1)
              else if (op === 'duplicate' && holder.length > 0) holder.push(holder[index % holder.length])
              else if (holder.length > 0) {
                const element = holder[index % holder.length] as Record<string, unknown>
                const sheetLike = element['sheet'] ?? element['opponent']
                if (op === 'sheetField' && typeof sheetLike === 'object' && sheetLike !== null)
                  (sheetLike as Record<string, unknown>)[['name', 'ks', 'dead', 'injuries', 'count'][index % 5]!] = value
                else element[field] = value
              }
            } else if (op !== 'remove') (holder as Record<string, unknown>)[field] = value
          }
        }
        // Through JSON, as the file holds it: a change to one of two equal elements changes that one only.
        const expected = JSON.parse(JSON.stringify(before)) as Record<string, unknown>
        apply(expected)
        expected['updatedAt'] = now().toISOString()
        clock--
        const full = fullCheck(id, expected)
        const outcome = await store
          .update(id, (c) => apply(c as unknown as Record<string, unknown>))
          .then(
            ({ campaign }) => ({ ok: true as const, campaign }),
            (error: unknown) => {
              if (!(error instanceof StorageError)) throw error
              return { ok: false as const }
            }
          )
        expect(outcome.ok).toBe(full.ok)
        if (outcome.ok && full.ok) {
          expect(outcome.campaign).toEqual(full.campaign)
          expect(readFileSync(campaignFile(id), 'utf8')).toBe(`${JSON.stringify(full.campaign, null, 2)}\n`)
        } else if (!outcome.ok) {
          expect(await store.read(id)).toBe(before)
        }
      }),
      { numRuns: 150, seed: 20261130 }
    )
    expect(await new CampaignStore(root, now).read(id)).toEqual(await store.read(id))
  })
})
