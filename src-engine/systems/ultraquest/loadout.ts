import { addDice, parseDice, withModifier, NO_DICE, type DiceExpr } from '../../dice/notation.ts'
import type { AdventurerSheet, InjuryKind, Item, Opponent } from './sheet.ts'

/** What the KS and RW rules read of an adventurer: his sheet, or his state in the middle of a fight. */
export interface Loadout {
  readonly st: number
  readonly ks: AdventurerSheet['ks']
  readonly skills: readonly string[]
  readonly injuries: readonly InjuryKind[]
  readonly equipment: readonly (Item | null)[]
}
import type { RuleSettings } from './rules.ts'

export type Mode = 'NK' | 'FK'

export interface OpponentSide {
  /** "4× Goblin, Troll": who the game master rolls for. */
  readonly label: string
  readonly ks: DiceExpr
  readonly count: number
  readonly undead: boolean
  readonly ghostOrDemon: boolean
  readonly demon: boolean
  readonly cursed: boolean
  readonly neverExhausted: boolean
}

const UNDEAD = new Set(['skeleton', 'zombie', 'vampire', 'mummy', 'blackRider', 'ghost', 'demon'])
const CURSING = new Set(['ghost', 'demon', 'mummy', 'blackRider'])

/** KS-STR-2 sums the group's KS; KS-GAP-17 sets a side flag when any opponent has that kind. */
export function opponentSide(opponents: readonly Opponent[], flags: Partial<Record<keyof OpponentSide, boolean>>): OpponentSide {
  const any = (test: (o: Opponent) => boolean) => opponents.some(test)
  const undead = flags.undead ?? any((o) => UNDEAD.has(o.kind))
  return {
    label: opponents.map((o) => (o.count > 1 ? `${o.count}× ${o.name}` : o.name)).join(', '),
    ks: addDice(...opponents.flatMap((o) => Array.from({ length: o.count }, () => parseDice(o.ks)))),
    count: opponents.reduce((n, o) => n + o.count, 0),
    undead,
    ghostOrDemon: flags.ghostOrDemon ?? any((o) => o.kind === 'ghost' || o.kind === 'demon'),
    demon: flags.demon ?? any((o) => o.kind === 'demon'),
    cursed: flags.cursed ?? any((o) => CURSING.has(o.kind)),
    neverExhausted: flags.neverExhausted ?? undead
  }
}

const items = (a: Loadout): Item[] => a.equipment.filter((i): i is Item => i !== null)

export function heldMeleeWeapons(a: Loadout): Item[] {
  const held: Item[] = []
  for (const i of a.equipment) if (i !== null && i.held && i.kind === 'weapon' && !i.ranged) held.push(i)
  return held
}

/** KS-GAP-24: for ranged fighting the best ready ranged weapon is used. */
export function rangedWeapon(a: Loadout): Item | undefined {
  return items(a)
    .filter((i) => i.ready && i.kind === 'weapon' && i.ranged)
    .sort((x, y) => y.ksBonus - x.ksBonus)[0]
}

export function modeWeapons(a: Loadout, mode: Mode): Item[] {
  if (mode === 'NK') return heldMeleeWeapons(a)
  const bow = rangedWeapon(a)
  return bow ? [bow] : []
}

/**
 * KS of one adventurer in a mode, as printed or derived (KS-GAP-2: NK = W6 + ST + weapons in hand,
 * FK = W6 + ranged weapon), before the opponent's effects and skills.
 */
export interface PrintedKs {
  readonly NK: DiceExpr | undefined
  readonly FK: DiceExpr | undefined
}

const printedKs = new WeakMap<Loadout['ks'], PrintedKs>()

/** The KS printed on a sheet, parsed once per sheet: simulation asks for it every round of every fight. */
export function printedKsOf(ks: Loadout['ks']): PrintedKs {
  let parsed = printedKs.get(ks)
  if (!parsed) {
    parsed = { NK: ks.nk === undefined ? undefined : parseDice(ks.nk), FK: ks.fk === undefined ? undefined : parseDice(ks.fk) }
    printedKs.set(ks, parsed)
  }
  return parsed
}

/** `printed`: the sheet's KS already parsed, as a fight's members carry it. */
export function baseKs(a: Loadout & { readonly printed?: PrintedKs }, mode: Mode): DiceExpr {
  const printed = a.printed ?? printedKsOf(a.ks)
  const fromSheet = mode === 'NK' ? printed.NK : printed.FK
  if (fromSheet !== undefined) return fromSheet
  const weaponBonus = modeWeapons(a, mode).reduce((n, w) => n + w.ksBonus, 0)
  return withModifier(parseDice('W6'), weaponBonus + (mode === 'NK' ? a.st : 0))
}

/** Whether a weapon of the mode (modeWeapons) is magic (else: silver); without building the list, as every round asks. */
function modeWeaponIs(a: Loadout, mode: Mode, magic: boolean): boolean {
  if (mode === 'FK') {
    const bow = rangedWeapon(a)
    return bow !== undefined && (magic ? bow.magic : bow.silver)
  }
  for (const w of a.equipment) if (w !== null && w.held && w.kind === 'weapon' && !w.ranged && (magic ? w.magic : w.silver)) return true
  return false
}

/** Why an adventurer's KS is 0 this round, when it is: KS-GAP-4 (injured) or KS-GHOST-2 (no magic weapon). */
export function ksZeroBecause(a: Loadout, mode: Mode, side: OpponentSide, rules: RuleSettings): 'KS-GHOST-2' | 'KS-GAP-4' | undefined {
  if (a.injuries.length > 0 && rules.injuredContributeNothing) return 'KS-GAP-4'
  // KS-GAP-19: the weapon of the assigned mode must be magic; KS 0 means no die and no bonus. Only the
  // ghost-or-demon flag decides (KS-GAP-17): a side flagged so without the undead flag is no different.
  if (side.ghostOrDemon && !modeWeaponIs(a, mode, true)) return 'KS-GHOST-2'
  return undefined
}

/** KS-SILVER-1 / KS-GAP-18: a silver weapon of the mode against undead. */
export function silverCounts(a: Loadout, mode: Mode, side: OpponentSide, rules: RuleSettings): boolean {
  return rules.silverBonus > 0 && side.undead && modeWeaponIs(a, mode, false)
}

/** The KS an adventurer rolls this round in a mode, with called skills' bonus (KS-SKILL), silver and KS-GAP-1. */
export function ksInRound(a: Loadout & { readonly printed?: PrintedKs }, mode: Mode, side: OpponentSide, rules: RuleSettings, skillBonus: number): DiceExpr {
  if (ksZeroBecause(a, mode, side, rules) !== undefined) return NO_DICE
  let ks = withModifier(baseKs(a, mode), skillBonus)
  if (silverCounts(a, mode, side, rules)) ks = withModifier(ks, rules.silverBonus)
  if (!rules.ksIncludesDie) ks = addDice(ks, parseDice('W6'))
  return ks
}

/** KS-DMG-2: armour + shield in hand + skill bonuses; KS-DEMON-2: only magic items count against demons. */
export function armourValue(a: Loadout, side: OpponentSide, rules: RuleSettings): number {
  // One pass without allocating: this runs for every adventurer damage reaches, in every simulated fight.
  let armour = 0
  let shields = 0
  for (const i of a.equipment) {
    if (i === null || (side.demon && !i.magic)) continue
    if (i.kind === 'armour' && i.ready && i.rw > armour) armour = i.rw
    else if (i.kind === 'shield' && i.held) shields += i.rw
  }
  let skills = 0
  if (!side.demon || rules.skillRwAgainstDemons) {
    for (const name of a.skills) {
      const skill = rules.skills[name]
      if (skill?.activation === 'passive') skills += skill.rwBonus
    }
  }
  return armour + shields + skills
}

export function hasSkill(a: Loadout, rules: RuleSettings, test: (s: RuleSettings['skills'][string]) => boolean): boolean {
  return a.skills.some((name) => {
    const skill = rules.skills[name]
    return skill !== undefined && test(skill)
  })
}
