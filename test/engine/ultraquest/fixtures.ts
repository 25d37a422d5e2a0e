import { playScript, replay, type Decisions, type FightEvent } from '../../../src-engine/core/index.ts'
import { ultraquestSystem, type UltraquestOutcome, type UltraquestSetupInput } from '../../../src-engine/systems/ultraquest/index.ts'
import { battleLog } from '../../../src-engine/text/index.ts'

type AdventurerInput = UltraquestSetupInput['party'][number]
type ItemInput = NonNullable<NonNullable<AdventurerInput['equipment']>[number]>

/** An adventurer with printed KS and plain leather-like armour of the given RW. */
export function adventurer(id: string, options: Partial<AdventurerInput> & { rw?: number; items?: ItemInput[] } = {}): AdventurerInput {
  const { rw = 0, items = [], ...rest } = options
  const armour: ItemInput[] = rw > 0 ? [{ name: 'Rüstung', kind: 'armour', rw }] : []
  return {
    id,
    name: id[0]!.toUpperCase() + id.slice(1),
    ks: { nk: 'W6+1', fk: 'W6' },
    ...rest,
    equipment: rest.equipment ?? [...armour, ...items]
  }
}

export function setupOf(input: Partial<UltraquestSetupInput> & Pick<UltraquestSetupInput, 'party'>): UltraquestSetupInput {
  return {
    opponents: [{ name: 'Goblin', ks: 'W6+1', count: 2 }],
    ...input,
    fight: { type: 'NK', marker: '!', ...input.fight }
  }
}

export interface Played {
  readonly outcome: UltraquestOutcome
  readonly events: readonly FightEvent[]
  readonly log: string
  readonly answers: number
  byId(id: string): UltraquestOutcome['adventurers'][number]
  rules(): string[]
  has(type: string): boolean
}

/** Plays a fight with hand-typed dice faces and scripted decisions (defaults for the rest). */
export function play(input: UltraquestSetupInput, dice: number[], decisions: Decisions = {}): Played {
  const setup = ultraquestSystem.parseSetup(input)
  const { state, answers } = playScript(ultraquestSystem, setup, { dice, decisions })
  if (state.status !== 'finished') throw new Error('fight did not finish')
  const outcome = state.outcome
  return {
    outcome,
    events: state.events,
    log: battleLog(state.events, 'en').join('\n'),
    answers: answers.length,
    byId: (id) => outcome.adventurers.find((a) => a.id === id)!,
    rules: () => state.events.map((e) => e.rule),
    has: (type) => state.events.some((e) => e.type === type)
  }
}

/** The first request the fight asks for after the given answers. */
export function pendingAfter(input: UltraquestSetupInput, answers: unknown[] = []) {
  const state = replay(ultraquestSystem, ultraquestSystem.parseSetup(input), answers)
  if (state.status !== 'pending') throw new Error('fight is over')
  return state.request
}
