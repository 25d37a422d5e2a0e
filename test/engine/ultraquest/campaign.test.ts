import { describe, expect, it } from 'vitest'
import { CareRefusal } from '../../../src-engine/core/campaign.ts'
import { ultraquestCampaign } from '../../../src-engine/systems/ultraquest/campaign.ts'
import { adventurerSchema, ultraquestSystem, type AdventurerSheet } from '../../../src-engine/systems/ultraquest/index.ts'
import { adventurer, play, setupOf } from './fixtures.ts'
import { sheetProblems } from '../sheet-problems.ts'

type AdventurerInput = ReturnType<typeof adventurer>

const sheetOf = (input: AdventurerInput): AdventurerSheet => adventurerSchema.parse(input)
const sheetsOf = (...inputs: AdventurerInput[]) => new Map(inputs.map((a) => [a.id, sheetOf(a)]))
const notesOf = (notes: readonly { kind: string; message: { key: string; params?: object } }[]) => notes.map((n) => [n.kind, n.message.key, n.message.params])
const potion = { name: 'Heiltrank', kind: 'potion' as const, heals: true }

describe('ULTRA♦QUEST in the campaign', () => {
  it('KS-CURSE-1 KS-ROBBER-2: a lost fight leaves its new injuries and robbed rows on the sheets and in the journal, the fight first', () => {
    const party = [adventurer('a', { items: [{ name: 'Seil' }, { name: 'Fackel' }] }), adventurer('b'), adventurer('c')]
    // 3 against 8 cursed: A and B each take one cursed injury; robbers take A's row 1 and find B's row 10 empty.
    const fight = play(setupOf({ party, fight: { type: 'NK', marker: '!', robbers: true, opponentFlags: { cursed: true } } }), [1, 1, 1, 3, 3, 1, 10])
    // B's sheet is not in the campaign (a guest): he is left out, the others are written.
    const { sheets, notes, marchingOrder } = ultraquestCampaign.applyOutcome(sheetsOf(party[0]!, party[2]!), fight.outcome)
    expect([...sheets.keys()]).toEqual(['a', 'c'])
    expect(sheets.get('a')).toMatchObject({ injuries: ['cursed'], dead: false, equipment: [null, { name: 'Fackel' }] })
    expect(sheets.get('c')).toMatchObject({ injuries: [], dead: false })
    expect(marchingOrder).toEqual(['a', 'b', 'c'])
    expect(notesOf(notes)).toEqual([
      ['fight', 'journal.ultraquest.fight', { resultKey: 'ultraquest.result.lost', rounds: 1 }],
      ['injury', 'journal.ultraquest.injured', { name: 'A', kindKey: 'ultraquest.injury.cursed' }],
      ['item', 'journal.ultraquest.robbed', { name: 'A', item: 'Seil', row: 1 }]
    ])
    // B's empty row robbed takes nothing and is no journal line.
    const withB = ultraquestCampaign.applyOutcome(sheetsOf(...party), fight.outcome)
    expect(withB.notes.filter((n) => n.message.params?.['name'] === 'B').map((n) => [n.kind, n.message.key, n.message.params])).toEqual([
      ['injury', 'journal.ultraquest.injured', { name: 'B', kindKey: 'ultraquest.injury.cursed' }]
    ])
  })

  it('KS-DEATH-1 KS-INJURY-1: a second injury in the fight kills: the sheet is marked dead and the journal says so', () => {
    const party = [adventurer('a', { injuries: ['ordinary'] }), adventurer('b', { rw: 2 })]
    const fight = play(setupOf({ party }), [6, 3, 4])
    const { sheets, notes } = ultraquestCampaign.applyOutcome(sheetsOf(...party), fight.outcome)
    expect(sheets.get('a')).toMatchObject({ injuries: ['ordinary', 'ordinary'], dead: true })
    expect(notesOf(notes)).toContainEqual(['death', 'journal.ultraquest.died', { name: 'A' }])
    expect(notes.filter((n) => n.kind === 'death')).toHaveLength(1)
  })

  it('KS-GAP-21: a Heiltrank drunk to save a life is gone from the sheet and journalled as used', () => {
    const a = adventurer('a', { equipment: [null, { name: 'Seil' }, potion] })
    // 2 against 4: both points injure A, the second is taken back by his Heiltrank.
    const fight = play(setupOf({ party: [a] }), [1, 1, 1])
    const { sheets, notes } = ultraquestCampaign.applyOutcome(sheetsOf(a), fight.outcome)
    expect(sheets.get('a')).toMatchObject({ injuries: ['ordinary'], dead: false, equipment: [null, { name: 'Seil' }] })
    expect(notesOf(notes)).toEqual([
      ['fight', 'journal.ultraquest.fight', { resultKey: 'ultraquest.result.lost', rounds: 1 }],
      ['injury', 'journal.ultraquest.injured', { name: 'A', kindKey: 'ultraquest.injury.ordinary' }],
      ['item', 'journal.ultraquest.potionUsed', { name: 'A' }]
    ])
    // A Heiltrank the robbers took was not drunk: the journal says robbed, not used.
    const robbed = adventurer('a', { items: [potion] })
    const robbery = play(setupOf({ party: [robbed], fight: { type: 'NK', marker: '!', robbers: true } }), [2, 1, 1, 1])
    expect(notesOf(ultraquestCampaign.applyOutcome(sheetsOf(robbed), robbery.outcome).notes).map((n) => n[1])).toEqual([
      'journal.ultraquest.fight',
      'journal.ultraquest.injured',
      'journal.ultraquest.robbed'
    ])
    // A won fight with the potion untouched notes no potion.
    const won = play(setupOf({ party: [a] }), [6, 1, 1])
    expect(notesOf(ultraquestCampaign.applyOutcome(sheetsOf(a), won.outcome).notes)).toEqual([
      ['fight', 'journal.ultraquest.fight', { resultKey: 'ultraquest.result.won', rounds: 1 }]
    ])
  })

  it("KS-INJURY-3 KS-GAP-21: the rear man's Heiltrank that saved a companion is gone from his sheet and journalled under his name", () => {
    // B's own Heiltrank is in his backpack, not ready: he cannot drink it, and it stays on his sheet.
    const party = [
      adventurer('a', { rw: 9 }),
      adventurer('b', { injuries: ['ordinary'], items: [{ name: 'Seil' }, { ...potion, ready: false }] }),
      adventurer('c', { items: [potion] })
    ]
    // As party.test.ts's KS-EX-15: b takes a second injury and drinks c's Heiltrank; c is injured too.
    const fight = play(setupOf({ party, opponents: [{ name: 'Troll', ks: 'W6+1' }], fight: { type: 'NK', marker: '!', targets: ['b', 'c'] } }), [1, 2], {
      nonFighters: 'none'
    })
    expect(fight.byId('c')).toMatchObject({ potionsGivenInFight: 1, healedInFight: 0 })
    expect(fight.byId('b')).toMatchObject({ potionsGivenInFight: 0, healedInFight: 1 })
    const { sheets, notes } = ultraquestCampaign.applyOutcome(sheetsOf(...party), fight.outcome)
    expect(sheets.get('c')!.equipment.filter((i) => i?.heals)).toEqual([])
    expect(sheets.get('b')!.equipment).toEqual([expect.objectContaining({ name: 'Seil' }), expect.objectContaining({ name: 'Heiltrank', ready: false })])
    const potionNotes = notesOf(notes).filter((n) => n[0] === 'item')
    // B drank none of his own: only C's given Heiltrank is written down.
    expect(potionNotes).toEqual([['item', 'journal.ultraquest.potionGiven', { name: 'C' }]])
  })

  it('KS-INJURY-2 KS-CURSE-2 KS-CURSE-3: care between fights: rest by the rule setting, a spell, a potion from its row, the Fluchbrecher', () => {
    const hurt = sheetOf(adventurer('a', { name: 'Albrav', injuries: ['ordinary'], items: [{ name: 'Seil' }, potion] }))
    const cursed = sheetOf(adventurer('a', { name: 'Albrav', injuries: ['cursed'], items: [potion] }))
    const rested = ultraquestCampaign.care(hurt, 'rest', undefined)
    expect(rested.sheet.injuries).toEqual([])
    expect(notesOf(rested.notes)).toEqual([['healing', 'journal.ultraquest.healed', { name: 'Albrav', kindKey: 'ultraquest.injury.ordinary' }]])
    expect(ultraquestCampaign.care(hurt, 'rest', { restHeals: 0 })).toEqual({ sheet: hurt, notes: [] })
    expect(ultraquestCampaign.care(cursed, 'rest', {}).sheet.injuries).toEqual(['cursed'])
    const spell = ultraquestCampaign.care(cursed, 'healingSpell', {})
    expect(spell.sheet.injuries).toEqual([])
    expect(notesOf(spell.notes)).toEqual([['healing', 'journal.ultraquest.healed', { name: 'Albrav', kindKey: 'ultraquest.injury.cursed' }]])
    const drunk = ultraquestCampaign.care(hurt, 'potion', {}, 2)
    expect(drunk.sheet.injuries).toEqual([])
    expect(drunk.sheet.equipment[1]).toBeNull()
    expect(() => ultraquestCampaign.care(hurt, 'potion', {})).toThrow(CareRefusal)
    const broken = ultraquestCampaign.care(cursed, 'curseBreaker', {})
    expect(broken.sheet.injuries).toEqual(['ordinary'])
    expect(notesOf(broken.notes)).toEqual([['healing', 'journal.ultraquest.curseBroken', { name: 'Albrav' }]])
    expect(() => ultraquestCampaign.care(hurt, 'prayer', {})).toThrow('Unknown care action "prayer"')
    expect(ultraquestCampaign.careActions.map((c) => [c.id, c.nightsRest ?? false, c.needs ?? null])).toEqual([
      ['rest', true, null],
      ['healingSpell', false, null],
      ['potion', false, 'row'],
      ['curseBreaker', false, null]
    ])
  })

  it('KS-INJURY-2: days alone heal nothing; only rest does', () => {
    const hurt = sheetOf(adventurer('a', { injuries: ['ordinary'] }))
    expect(ultraquestCampaign.passDays(hurt, 3, {})).toEqual({ sheet: hurt, notes: [] })
    expect(ultraquestCampaign.daysHeal).toBe(false)
  })

  it('KS-NONFIGHT-1 KS-GAP-2: a fight is built from the sheets, the options and the party board’s non-fighters, and parses', () => {
    const party = [sheetOf(adventurer('a', { ks: {}, st: 2 })), sheetOf(adventurer('b'))]
    const opponents = [{ name: 'Goblin', ks: 'W6+1', count: 3, kind: 'normal' as const }]
    const options = { type: 'NK', marker: '!' }
    const plain = ultraquestCampaign.buildSetup(party, opponents, options, undefined, { nonFighters: [] })
    expect(plain).toEqual({ system: 'ultraquest', party, opponents, fight: options, rules: {} })
    const withBoard = ultraquestCampaign.buildSetup(party, opponents, options, { restHeals: 2 }, { nonFighters: ['b'] })
    expect(withBoard).toEqual({ system: 'ultraquest', party, opponents, fight: { ...options, preferredNonFighters: ['b'] }, rules: { restHeals: 2 } })
    expect(ultraquestSystem.parseSetup(withBoard).fight.preferredNonFighters).toEqual(['b'])
    expect(ultraquestCampaign.buildSetup(party, opponents, options, undefined)).toEqual(plain)
    expect(ultraquestCampaign.sheetInput({ name: 'Albrav' }, 'albrav')).toEqual({ name: 'Albrav', id: 'albrav' })
    expect(ultraquestCampaign.sheetName(party[0]!)).toBe('A')
    expect(ultraquestCampaign.cardValues!(party[0]!, undefined)).toEqual({ ks: { nk: 'W6+2', fk: 'W6' }, rw: 0 })
  })

  it('KS-DMG-2: a card counts armour, shields in hand and the passive skills the campaign’s table has: not a weapon’s RW, nor a skill the table no longer has or that is not passive', () => {
    const rules = { skills: { Parade: { activation: 'passive', rwBonus: 1 }, Deckung: { activation: 'called', rwBonus: 2 } } }
    const dagger = { name: 'Parierdolch', kind: 'weapon' as const, held: true, rw: 1 }
    const sheet = sheetOf(adventurer('a', { rw: 2, skills: ['Parade', 'Deckung', 'Ausweichen'], items: [dagger] }))
    expect(ultraquestCampaign.cardValues!(sheet, rules)).toMatchObject({ rw: 3 })
  })

  it('KS-DEATH-1 KS-HANDS-1 KS-HANDS-2 KS-GAP-2: the sheet schema’s own problems name their field, say why, and carry the problem the screen words', () => {
    const problems = (input: unknown) => sheetProblems(ultraquestCampaign.sheetSchema, input)
    const sword = (name: string) => ({ name, kind: 'weapon' as const, held: true, ksBonus: 1 })
    const packedShield = { name: 'Schild', kind: 'shield' as const, held: true, ready: false, rw: 1 }
    const equipment = [sword('Schwert'), sword('Säbel'), packedShield]
    expect(problems({ ...adventurer('a', { equipment }), injuries: ['ordinary', 'cursed'] })).toEqual([
      {
        code: 'custom',
        path: ['injuries'],
        message: 'two injuries kill (KS-DEATH-1): mark the adventurer dead or remove an injury',
        params: { problem: 'twoInjuriesKill' }
      },
      { code: 'custom', path: ['equipment'], message: 'an item in hand must be ready, not in the backpack', params: { problem: 'inHandNotReady' } },
      { code: 'custom', path: ['equipment'], message: 'A holds items needing 3 hands but has only two (KS-HANDS-1)', params: { problem: 'tooManyHands' } },
      {
        code: 'custom',
        path: ['equipment'],
        message: 'A holds two weapons but lacks the skill Beidhändiger Kampf (KS-HANDS-2)',
        params: { problem: 'twoWeaponsNeedSkill' }
      }
    ])
    expect(problems(adventurer('a', { ks: { nk: 'W6+x' } }))).toEqual([
      { code: 'custom', path: ['ks', 'nk'], message: expect.stringContaining('Dice notation "W6+x"'), params: { problem: 'diceNotation' } }
    ])
  })
})
