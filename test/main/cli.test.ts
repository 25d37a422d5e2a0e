import { spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { fightCommand } from '../../src-main/cli/fight-command.ts'
import { schemaCommand } from '../../src-main/cli/schema-command.ts'
import { verifyCommand } from '../../src-main/cli/verify-command.ts'

const root = resolve(import.meta.dirname, '../..')
const example = join(root, 'resources/examples/ultraquest-goblins.json')

function run(...args: string[]) {
  const out: string[] = []
  const err: string[] = []
  const code = fightCommand(args, { out: (l) => out.push(l), err: (l) => err.push(l) })
  return { code, out: out.join('\n'), err: err.join('\n') }
}

function tempSetup(content: unknown): string {
  const path = join(mkdtempSync(join(tmpdir(), 'mo-cli-')), 'setup.json')
  writeFileSync(path, typeof content === 'string' ? content : JSON.stringify(content))
  return path
}

/** Every combatant a setup names, whatever the system's setup shape: its party, opponents, sides or combatants. */
function namesInSetup(setup: Record<string, unknown>): string[] {
  type Named = { name?: string; sheet?: { name?: string }; combatants?: Named[] }
  const named = (list: unknown) => ((list ?? []) as Named[]).flatMap((c): string[] => (c.combatants ? named(c.combatants) : [c.name ?? c.sheet?.name ?? '']))
  return [...named(setup['party']), ...named(setup['opponents']), ...named(setup['sides']), ...named(setup['combatants'])]
}

describe('mo fight', () => {
  it.each(readdirSync(join(root, 'resources/examples')).filter((f) => f.endsWith('.json')))(
    '%s --seed 7 --json has a standing listing every party member and every opponent with values and conditions',
    (file) => {
      const path = join(root, 'resources/examples', file)
      const json = JSON.parse(run(path, '--seed', '7', '--json').out)
      const combatants = (json.standing.sides as { party: boolean; combatants: { name: string; values: unknown[]; conditions: unknown[] }[] }[]).flatMap(
        (s) => s.combatants
      )
      for (const name of namesInSetup(JSON.parse(readFileSync(path, 'utf8')))) expect(combatants.map((c) => c.name).join('|')).toContain(name)
      expect(json.standing.sides.filter((s: { party: boolean }) => s.party)).toHaveLength(1)
      for (const c of combatants) {
        expect(c.values.length).toBeGreaterThan(0)
        expect(Array.isArray(c.conditions)).toBe(true)
      }
    }
  )

  it('--standing prints the standing after every round, and the first line names the game in the log’s language', () => {
    const plain = run(example, '--seed', '7', '--lang', 'de').out.split('\n')
    const withStanding = run(example, '--seed', '7', '--lang', 'de', '--standing').out.split('\n')
    expect(plain[0]).toBe('ULTRA♦QUEST — Seed 7')
    const rounds = plain.filter((l) => /^Runde \d+$/.test(l)).length
    const standings = withStanding.filter((l) => /^ {2}\[Runde \d+/.test(l))
    expect(standings).toHaveLength(rounds)
    expect(withStanding.filter((l) => !standings.includes(l) && !/^ {2}» /.test(l))).toEqual(plain)
    expect(withStanding.join('\n')).toContain('Albrav')
  })

  it('gives byte-identical output for the same setup and seed, and other output for another seed', () => {
    const first = run(example, '--seed', '12')
    expect(first.code).toBe(0)
    expect(first.out.split('\n')[0]).toBe('ULTRA♦QUEST — seed 12')
    expect(run(example, '--seed', '12').out).toBe(first.out)
    const others = ['1', '2', '3', '4', '5'].map((seed) => run(example, '--seed', seed).out.split('\n').slice(1).join('\n'))
    expect(new Set(others).size).toBeGreaterThan(1)
  })

  it('plays hand-typed dice in order and marks them in the log', () => {
    const result = run(example, '--dice', '6,6,6,6,1,1,1,1')
    expect(result.code).toBe(0)
    expect(result.out).toContain('→ 6, 6, 6, 6 = ')
    expect(result.out).toContain('(hand-rolled)')
    expect(result.out).toContain('the party won')
  })

  it('fails clearly when hand-typed dice run out or do not fit', () => {
    const short = run(example, '--dice', '6,6')
    expect(short.code).toBe(1)
    expect(short.err).toContain('Ran out of dice: "partyRoll" in round 1 needs 4 face(s)')
    const wrong = run(example, '--dice', '6,6,6,9,1,1,1,1')
    expect(wrong.code).toBe(1)
    expect(wrong.err).toContain('die 4 of W6+4 + W6+3 + W6 + W6 to show a whole number from 1 to 6, got 9')
    expect(run(example, '--dice', '6,x').err).toContain('entry 2 ("x") is not a die face')
    expect(run(example, '--dice', '6,6,6,6,1,1,1,1,5').err).toContain('1 unused dice face(s): 5')
  })

  it('takes decisions from the setup, per round or for every round', () => {
    const setup = JSON.parse(readFileSync(example, 'utf8'))
    setup.fight.marker = '?'
    setup.decisions = { engage: 'decline' }
    const declined = run(tempSetup(setup), '--seed', '1')
    expect(declined.out).toContain('The party does not attack')
    setup.decisions = { 'r1:nonFighters': 'dorn', 'r1:mode:cira': 'NK' }
    const json = JSON.parse(run(tempSetup(setup), '--seed', '3', '--json').out)
    expect(json.events.find((e: { type: string }) => e.type === 'ultraquest.nonFighters').params.names).toEqual(['Dorn'])
  })

  it('prints the outcome and the events as JSON, and German text with --lang de', () => {
    const json = JSON.parse(run(example, '--seed', '5', '--json').out)
    expect(json).toMatchObject({ system: 'ultraquest', seed: '5' })
    expect(json.outcome.adventurers).toHaveLength(4)
    expect(json.events.length).toBeGreaterThan(2)
    expect(run(example, '--seed', '5', '--lang', 'de').out).toContain('Kampfstärke')
  })

  it('names the field and the problem of a bad setup, and exits non-zero', () => {
    const setup = JSON.parse(readFileSync(example, 'utf8'))
    setup.party[1].equipment[1].rw = -2
    const result = run(tempSetup(setup))
    expect(result.code).toBe(1)
    expect(result.err).toBe('Bad setup: party[1].equipment[1].rw: armour value (RW) cannot be negative')
    expect(run(tempSetup('{ not json')).err).toContain('is not valid JSON')
    expect(run(tempSetup({ party: [] })).err).toContain('system: name the rule system')
    expect(run(tempSetup({ system: 'chess' })).err).toContain('Unknown rule system "chess"')
    expect(run('/nonexistent/setup.json').code).toBe(2)
    expect(run(example, '--lang', 'fr').code).toBe(2)
    expect(run().code).toBe(2)
  })

  it('runs as the package bin', () => {
    const result = spawnSync(process.execPath, [join(root, 'src-main/cli/bin.js'), 'fight', example, '--seed', '9'], { encoding: 'utf8' })
    expect(result.status).toBe(0)
    expect(result.stdout).toBe(run(example, '--seed', '9').out + '\n')
  })
})

describe('mo schema', () => {
  it('prints the JSON Schema of a system’s fight setup', () => {
    const out: string[] = []
    expect(schemaCommand(['ultraquest'], { out: (l) => out.push(l), err: () => {} })).toBe(0)
    const schema = JSON.parse(out.join('\n'))
    expect(schema.required).toEqual(expect.arrayContaining(['party', 'opponents', 'fight']))
    expect(schema.properties.fight.properties.type.enum).toEqual(['NK', 'FK', 'NK+FK'])
    expect(schemaCommand(['chess'], { out: () => {}, err: () => {} })).toBe(1)
  })
})

describe('mo verify', () => {
  it('accepts an exported battle log as it is and names the lines of a changed one', async () => {
    const { ServiceContext } = await import('../../src-main/services/context.ts')
    const { createCampaign } = await import('../../src-main/services/campaigns.ts')
    const { addCharacter, createParty } = await import('../../src-main/services/roster.ts')
    const { answerFight, battleLogText, startFight } = await import('../../src-main/services/fights.ts')
    const ctx = new ServiceContext(mkdtempSync(join(tmpdir(), 'mo-verify-')))
    const campaign = await createCampaign(ctx, { name: 'Log', system: 'ultraquest', language: 'de' })
    const { result: partyId } = await createParty(ctx, campaign.id, 'Gruppe')
    await addCharacter(ctx, campaign.id, { sheet: { name: 'Albrav', ks: { nk: 'W6+3' } }, partyId })
    let fight = await startFight(ctx, campaign.id, { partyId, opponents: [{ opponent: { name: 'Ork', ks: 'W6' } }], options: { type: 'NK', marker: '!' } })
    fight = await answerFight(ctx, campaign.id, fight.id, { type: 'dice', faces: [5], manual: true })
    fight = await answerFight(ctx, campaign.id, fight.id, { type: 'dice', faces: [2], manual: true })
    const log = await battleLogText(ctx, campaign.id, fight.id)
    const run = (text: string) => {
      const path = tempSetup(text)
      const out: string[] = []
      const err: string[] = []
      return { code: verifyCommand([path, '--lang', 'de'], { out: (l) => out.push(l), err: (l) => err.push(l) }), out, err }
    }
    expect(run(log)).toMatchObject({ code: 0, out: ['The log matches its replay.'] })
    const forged = run(log.replace('W6+3 → 5 = 8', 'W6+3 → 6 = 9'))
    expect(forged.code).toBe(1)
    expect(forged.err[0]).toMatch(/missing or changed/i)
    expect(run('no replay data here').err).toEqual(['The text has no replay data'])
  })
})
