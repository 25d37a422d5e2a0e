import type { DicePart, Message } from '../../core/types.ts'
import { dieSides, formatDice, parseDice } from '../../dice/notation.ts'
import type { OdmSetup } from './setup.ts'
import type { OdmSheet } from './sheet.ts'

/** 'defeated': LE at or below the out threshold (ODM-GAP-8); 'dead' only where the campaign's `deadAtLe` says so. */
export type FighterStatus = 'fighting' | 'defeated' | 'dead' | 'surrendered' | 'fled'

/** A combatant during the fight. Dice parts and prompts are built once, because simulation rolls them millions of times. */
export interface Fighter {
  readonly id: string
  readonly name: string
  readonly sideIndex: 0 | 1
  readonly sheet: OdmSheet
  readonly isHero: boolean
  readonly d20Parts: readonly DicePart[]
  readonly damageParts: readonly DicePart[]
  readonly damageNotation: string
  readonly attackPrompt: Message
  readonly defencePrompt: Message
  readonly damagePrompt: Message
  readonly masterlyPrompt: Message
  le: number
  status: FighterStatus
  /** Round in which LE ran out; the 'finishRound' reading of ODM-GAP-3 lets him strike until that round ends. */
  downInRound: number
  /** ODM-MULTI-6: one defence per round: the round in which he used it (0 = not yet), so no reset is needed per round. */
  parriedRound: number
}

type Template = Omit<Fighter, 'le' | 'status' | 'downInRound' | 'parriedRound'>

/** Dice parts and prompts depend only on the (immutable, parsed) setup, so they are built once per setup. */
const templates = new WeakMap<OdmSetup, readonly [readonly Template[], readonly Template[]]>()

function buildTemplates(setup: OdmSetup): readonly [readonly Template[], readonly Template[]] {
  const build = (sideIndex: 0 | 1): Template[] =>
    setup.sides[sideIndex].combatants.map((c) => {
      const damage = parseDice(c.sheet.tp)
      // The Dutch text writes its dice as D20: a sheet's "1W+4" is shown as "D6+4".
      const notation = formatDice(damage, 'D')
      const params = { name: c.name }
      return {
        id: c.id,
        name: c.name,
        sideIndex,
        sheet: c.sheet,
        isHero: c.sheet.kind === 'hero',
        d20Parts: [{ label: c.name, notation: 'D20', sides: [20], modifier: 0 }],
        damageParts: [{ label: c.name, notation, sides: dieSides(damage), modifier: damage.modifier }],
        damageNotation: notation,
        attackPrompt: { key: 'odm.roll.attack', params },
        defencePrompt: { key: 'odm.roll.defence', params },
        damagePrompt: { key: 'odm.roll.damage', params },
        masterlyPrompt: { key: 'odm.roll.masterlyDamage', params }
      }
    })
  return [build(0), build(1)]
}

function fresh(t: Template): Fighter {
  return {
    id: t.id,
    name: t.name,
    sideIndex: t.sideIndex,
    sheet: t.sheet,
    isHero: t.isHero,
    d20Parts: t.d20Parts,
    damageParts: t.damageParts,
    damageNotation: t.damageNotation,
    attackPrompt: t.attackPrompt,
    defencePrompt: t.defencePrompt,
    damagePrompt: t.damagePrompt,
    masterlyPrompt: t.masterlyPrompt,
    le: t.sheet.le.current,
    status: 'fighting',
    downInRound: 0,
    parriedRound: 0
  }
}

export function createFighters(setup: OdmSetup): [Fighter[], Fighter[]] {
  let built = templates.get(setup)
  if (!built) {
    built = buildTemplates(setup)
    templates.set(setup, built)
  }
  return [built[0].map(fresh), built[1].map(fresh)]
}

export function isFighting(f: Fighter): boolean {
  return f.status === 'fighting'
}

export function names(fighters: readonly Fighter[]): string[] {
  return fighters.map((f) => f.name)
}
