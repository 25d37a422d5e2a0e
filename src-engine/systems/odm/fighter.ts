import type { DicePart, Message } from '../../core/types.ts'
import { dieSides, formatDice, parseDice, type DiceExpr } from '../../dice/notation.ts'
import { MOMENT_FOR_SETTING } from './context.ts'
import { partySide, type OdmSetup } from './setup.ts'
import type { OdmSheet } from './sheet.ts'

/** 'defeated': LE at or below the out threshold (ODM-GAP-8); 'dead' only where the campaign's `deadAtLe` says so. */
export type FighterStatus = 'fighting' | 'defeated' | 'dead' | 'surrendered' | 'fled'

/** A combatant during the fight. Dice parts and prompts are built once, because simulation rolls them millions of times. */
export interface Fighter {
  readonly id: string
  readonly name: string
  readonly sideIndex: 0 | 1
  readonly sheet: OdmSheet
  // The sheet's values, copied: sheets differ in shape (a weapon or not), fighters never do, so the rules read these.
  readonly courage: number
  readonly at: number
  readonly pa: number
  readonly bw: number
  /** LE at the start of the fight, and at most. */
  readonly leStart: number
  readonly leMax: number
  readonly isHero: boolean
  /** The highest D20 that still hits (ODM-GAP-4: at or under AT, or under it, by the campaign's setting). */
  readonly hitsAt: number
  /** The highest D20 that still parries (ODM-GAP-5). */
  readonly parriesAt: number
  /** A hero's 1 or 2 is a masterly blow, where the campaign plays them (ODM-MASTER-1). */
  readonly masterly: boolean
  /** The weapon's hit points (ODM-GAP-6) as parsed dice: simulation draws them straight from the generator (rollSum). */
  readonly tp: DiceExpr
  /** For a weapon of one die plus a bonus (1W+4), its sides, so simulation draws it without a loop; else 0. */
  readonly tpDie: number
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

/** What every fight of a setup shares (prepare). */
export interface Prepared {
  readonly setup: OdmSetup
  /** Dice parts and prompts of every combatant, per side. */
  readonly templates: readonly [readonly Template[], readonly Template[]]
  /** The GM's party (partySide). */
  readonly party: 0 | 1
  /** Both sides' ids, and how a message names each (`sideWord`). */
  readonly sideIds: readonly [string, string]
  readonly sideWords: readonly [SideWord, SideWord]
  /** Per side, the LE its combatants bring into the fight: what "losing" is measured against (the odds' policies). */
  readonly startLe: readonly [number, number]
  /**
   * The end question's answer while the party is losing, as the setup's `policy.whenLosing` says: `surrender:<party>`,
   * `flee:<party>`, or null to fight on (ODM-END-2).
   */
  readonly giveWay: string | null
  /** The setup's `policy.breakOffAfterRound`, read here: a policy's setup differs in shape (`whenLosing`). */
  readonly breakOffAfterRound: number
  /** When the end question comes (`rules.endQuestion`). */
  readonly endMoment: 'attack' | 'part' | 'between'
  /** More than two participants: section 7 (ODM-MULTI-1) applies. */
  readonly multi: boolean
}

/** A side in a message's parameters: its name from the setup, or, where the setup gives none, its part in the fight as a message key. */
export type SideWord = { readonly side: string } | { readonly sideKey: string }

function sideWord(setup: OdmSetup, s: 0 | 1, party: 0 | 1): SideWord {
  const name = setup.sides[s].name
  return name !== undefined ? { side: name } : { sideKey: s === party ? 'odm.side.heroes' : 'odm.side.opponents' }
}

/** The same side as a heading or at the head of a line: "Helden", where a sentence says "de helden" (`odm.standing.side.*`). */
export function sideHeading(word: SideWord): SideWord {
  return 'side' in word ? word : { sideKey: word.sideKey.replace('odm.side.', 'odm.standing.side.') }
}

/**
 * What every fight of a setup shares, worked out from the (immutable, parsed) setup alone: a replay prepares it for its
 * one fight, a simulation (simulation.ts) once for all of its fights.
 */
export function prepare(setup: OdmSetup): Prepared {
  const party = partySide(setup)
  const le = (s: 0 | 1): number => setup.sides[s].combatants.reduce((sum, c) => sum + Math.max(0, c.sheet.le.current), 0)
  const whenLosing = setup.policy.whenLosing ?? 'fight'
  return {
    setup,
    templates: buildTemplates(setup),
    party,
    sideIds: [setup.sides[0].id, setup.sides[1].id],
    sideWords: [sideWord(setup, 0, party), sideWord(setup, 1, party)],
    startLe: [le(0), le(1)],
    giveWay: whenLosing === 'fight' ? null : `${whenLosing}:${setup.sides[party].id}`,
    breakOffAfterRound: setup.policy.breakOffAfterRound,
    endMoment: MOMENT_FOR_SETTING[setup.rules.endQuestion],
    multi: setup.sides[0].combatants.length + setup.sides[1].combatants.length > 2
  }
}

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
        courage: c.sheet.courage,
        at: c.sheet.at,
        pa: c.sheet.pa,
        bw: c.sheet.bw,
        leStart: c.sheet.le.current,
        leMax: c.sheet.le.max,
        isHero: c.sheet.kind === 'hero',
        hitsAt: setup.rules.attackRoll === 'atOrUnder' ? c.sheet.at : c.sheet.at - 1,
        parriesAt: setup.rules.defenceRoll === 'atOrUnder' ? c.sheet.pa : c.sheet.pa - 1,
        masterly: setup.rules.masterlyBlow && c.sheet.kind === 'hero',
        tp: damage,
        tpDie: damage.groups.length === 1 && damage.groups[0]!.count === 1 ? damage.groups[0]!.sides : 0,
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
    courage: t.courage,
    at: t.at,
    pa: t.pa,
    bw: t.bw,
    leStart: t.leStart,
    leMax: t.leMax,
    isHero: t.isHero,
    hitsAt: t.hitsAt,
    parriesAt: t.parriesAt,
    masterly: t.masterly,
    tp: t.tp,
    tpDie: t.tpDie,
    d20Parts: t.d20Parts,
    damageParts: t.damageParts,
    damageNotation: t.damageNotation,
    attackPrompt: t.attackPrompt,
    defencePrompt: t.defencePrompt,
    damagePrompt: t.damagePrompt,
    masterlyPrompt: t.masterlyPrompt,
    le: t.leStart,
    status: 'fighting',
    downInRound: 0,
    parriedRound: 0
  }
}

/** Both sides' fighters as a fight of the prepared setup starts. */
export function createFighters(prep: Prepared): [Fighter[], Fighter[]] {
  const built = prep.templates
  return [built[0].map(fresh), built[1].map(fresh)]
}

/** A spare fighter back to how the fight starts. */
export function resetFighter(f: Fighter): void {
  f.le = f.leStart
  f.status = 'fighting'
  f.downInRound = 0
  f.parriedRound = 0
}

export function isFighting(f: Fighter): boolean {
  return f.status === 'fighting'
}

export function names(fighters: readonly Fighter[]): string[] {
  return fighters.map((f) => f.name)
}
