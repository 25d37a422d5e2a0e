import { addDice, parseDice, withModifier, NO_DICE, type DiceExpr } from '../../dice/notation.ts'
import type { AdventurerSheet, Item, Opponent } from './sheet.ts'

/** What the KS and RW rules read of an adventurer: his sheet, or his state in the middle of a fight. */
export type Loadout = Pick<AdventurerSheet, 'st' | 'ks' | 'skills' | 'injuries' | 'equipment'>
import type { RuleSettings } from './rules.ts'

export type Mode = 'NK' | 'FK'

export interface OpponentSide {
  /** "4× Goblin, Troll": who the reader rolls for. */
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
  const fromSheet = (a.printed ?? printedKsOf(a.ks))[mode]
  if (fromSheet !== undefined) return fromSheet
  const weaponBonus = modeWeapons(a, mode).reduce((n, w) => n + w.ksBonus, 0)
  return withModifier(parseDice('W6'), weaponBonus + (mode === 'NK' ? a.st : 0))
}

export interface KsInRound {
  readonly ks: DiceExpr
  /** Why the KS is 0, when it is: KS-GHOST-2 (no magic weapon) or KS-GAP-4 (injured). */
  readonly zeroBecause?: 'KS-GHOST-2' | 'KS-GAP-4'
  readonly silver: boolean
}

export function ksInRound(a: Loadout & { readonly printed?: PrintedKs }, mode: Mode, side: OpponentSide, rules: RuleSettings, skillBonus: number): KsInRound {
  if (a.injuries.length > 0 && rules.injuredContributeNothing) return { ks: NO_DICE, zeroBecause: 'KS-GAP-4', silver: false }
  let magic = false
  let silverWeapon = false
  if (side.undead) {
    // modeWeapons without building the list: every round of every fight against undead asks.
    if (mode === 'NK') {
      for (const w of a.equipment) {
        if (w === null || !w.held || w.kind !== 'weapon' || w.ranged) continue
        magic ||= w.magic
        silverWeapon ||= w.silver
      }
    } else {
      const bow = rangedWeapon(a)
      magic = bow?.magic ?? false
      silverWeapon = bow?.silver ?? false
    }
  }
  // KS-GAP-19: the weapon of the assigned mode must be magic; KS 0 means no die and no bonus.
  if (side.ghostOrDemon && !magic) return { ks: NO_DICE, zeroBecause: 'KS-GHOST-2', silver: false }
  let ks = withModifier(baseKs(a, mode), skillBonus)
  const silver = rules.silverBonus > 0 && silverWeapon
  if (silver) ks = withModifier(ks, rules.silverBonus)
  if (!rules.ksIncludesDie) ks = addDice(ks, parseDice('W6'))
  return { ks, silver }
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
