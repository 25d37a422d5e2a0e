import { formatDice, NO_DICE, type DiceExpr } from '../../dice/notation.ts'
import type { Option } from '../../core/types.ts'
import { asks, participants, type FightContext } from './context.ts'
import { baseKs, ksInRound, ksZeroBecause, silverCounts, type Loadout, type Mode, type PrintedKs } from './loadout.ts'
import type { RuleSettings } from './rules.ts'
import { markSkillUsed, partyChanged, type Member, type SimCall } from './state.ts'

const blockId = (block: readonly Member[]) => (block.length === 0 ? 'none' : block.map((m) => m.id).join('+'))

/**
 * KS-NONFIGHT-4/5: non-fighters form a block at the rear (at the front when attacked from behind);
 * KS-GAP-15: somebody must fight unless the campaign allows otherwise. Blocks are named by their size.
 */
const NOBODY: readonly Member[] = []

function blockOf(members: readonly Member[], size: number, fromBehind: boolean): Member[] {
  return fromBehind ? members.slice(0, size) : members.slice(members.length - size)
}

function chooseNonFighters(ctx: FightContext, members: readonly Member[]): readonly Member[] {
  const fromBehind = ctx.setup.fight.fromBehind
  const largest = ctx.rules.allowEveryoneOut ? members.length : members.length - 1
  if (largest <= 0) return NOBODY
  const defaultBlock = defaultBlockSize(ctx, members, largest, fromBehind)
  // Simulation takes the default block.
  if (ctx.io.simulation) return defaultBlock === 0 ? NOBODY : blockOf(members, defaultBlock, fromBehind)
  return askNonFighters(ctx, members, largest, defaultBlock, fromBehind)
}

/**
 * The default: the party board's non-fighters if they form a block that may stay out; otherwise keep out the
 * injured who stand in that block (KS-GAP-4): they add nothing and would die.
 */
function defaultBlockSize(ctx: FightContext, members: readonly Member[], largest: number, fromBehind: boolean): number {
  let size = 0
  while (size < largest && members[fromBehind ? size : members.length - 1 - size]!.injuries.length > 0) size++
  const preferred = ctx.setup.fight.preferredNonFighters
  if (preferred && preferred.length > 0) {
    for (let s = 1; s <= largest; s++) {
      const b = blockOf(members, s, fromBehind)
      if (b.length === preferred.length && b.every((m) => preferred.includes(m.id))) size = s
    }
  }
  return size
}

function askNonFighters(ctx: FightContext, members: readonly Member[], largest: number, defaultBlock: number, fromBehind: boolean): readonly Member[] {
  const block = (size: number) => blockOf(members, size, fromBehind)
  const choice = asks.chooseOne(ctx.io, {
    key: 'nonFighters',
    round: ctx.round,
    prompt: fromBehind ? 'nonFightersFront' : 'nonFighters',
    rule: fromBehind ? 'KS-NONFIGHT-5' : 'KS-NONFIGHT-4',
    default: defaultBlock === 0 ? 'none' : blockId(block(defaultBlock)),
    options: (): Option[] =>
      Array.from({ length: largest + 1 }, (_, size) => {
        const b = block(size)
        return {
          id: blockId(b),
          label: size === 0 ? { key: 'ultraquest.option.everyoneFights' } : { key: 'ultraquest.option.staysOut', params: { names: b.map((m) => m.name) } }
        }
      })
  })
  return choice === 'none' ? NOBODY : block(choice.split('+').length)
}

const average = (ks: DiceExpr) => ks.modifier + ks.groups.reduce((n, g) => n + (g.count * (g.sides + 1)) / 2, 0)

const ONLY_NK: Mode[] = ['NK']
const ONLY_FK: Mode[] = ['FK']
const BOTH: Mode[] = ['NK', 'FK']

type ModeChoice = { readonly mode: Mode | 'sitOut'; readonly slowActionRow?: number }
const FIGHTS_NK: ModeChoice = { mode: 'NK' }
const FIGHTS_FK: ModeChoice = { mode: 'FK' }
// A comparison, not a lookup by key: this runs for every fighter in every round.
const fights = (mode: Mode) => (mode === 'NK' ? FIGHTS_NK : FIGHTS_FK)

export const modesOf = (type: FightContext['setup']['fight']['type']): readonly Mode[] => (type === 'NK+FK' ? BOTH : type === 'NK' ? ONLY_NK : ONLY_FK)

function hasBackpack(m: Member): boolean {
  for (let i = 0; i < m.equipment.length; i++) if (m.equipment[i]?.ready === false) return true
  return false
}

/** KS-TYPE-5: the default mode, the one with the better average KS (the first of equals). */
export function defaultMode(a: Loadout & { readonly printed?: PrintedKs }, modes: readonly Mode[]): Mode {
  return modes.length === 1 ? modes[0]! : modes.reduce((x, y) => (average(baseKs(a, y)) > average(baseKs(a, x)) ? y : x))
}

/** KS-TYPE-5 / KS-ACTION-4: how an adventurer fights when there is a choice (two types, or a slow action). */
function chooseMode(ctx: FightContext, m: Member, modes: readonly Mode[]): ModeChoice {
  const best = defaultMode(m, modes)
  // Simulation takes the default, the mode with the better average.
  if (ctx.io.simulation) return fights(best)
  const backpack = m.equipment.flatMap((item, i) => (item && !item.ready ? [{ item, row: i + 1 }] : []))
  const sheet = m
  ctx.asking = m
  const mode = asks.chooseOne(ctx.io, {
    key: `mode:${m.id}`,
    round: ctx.round,
    actor: m.id,
    prompt: 'mode',
    params: { name: m.name },
    rule: 'KS-TYPE-5',
    default: best,
    options: (): Option[] => {
      return [
        ...modes.map((mode) => ({ id: mode, label: { key: `ultraquest.option.mode${mode}`, params: { ks: formatDice(baseKs(sheet, mode)) } } })),
        ...(backpack.length > 0 ? [{ id: 'sitOut', label: { key: 'ultraquest.option.sitOut' } }] : [])
      ]
    }
  }) as Mode | 'sitOut'
  if (mode !== 'sitOut') {
    ctx.asking = null
    return fights(mode)
  }
  const row = asks.chooseOne(ctx.io, {
    key: `slowAction:${m.id}`,
    round: ctx.round,
    actor: m.id,
    prompt: 'slowAction',
    params: { name: m.name },
    rule: 'KS-ACTION-4',
    default: `row${backpack[0]!.row}`,
    options: backpack.map((b) => ({ id: `row${b.row}`, label: { key: 'ultraquest.option.takeOut', params: { item: b.item.name, row: b.row } } }))
  })
  ctx.asking = null
  return { mode, slowActionRow: Number(row.slice(3)) }
}

/** Whether a skill may be called this round: a called skill not used before (in `used`) that helps in the mode. */
function callable(ctx: FightContext, name: string, mode: Mode, used: readonly string[]): boolean {
  const s = ctx.rules.skills[name]
  if (!s || s.activation !== 'called' || used.includes(name)) return false
  if (s.onlyInRound !== undefined && s.onlyInRound !== ctx.round) return false
  if (s.minOpponents !== undefined && ctx.side.count < s.minOpponents) return false
  return (mode === 'NK' ? s.nkBonus : s.fkBonus) !== 0
}

/** KS-SKILL-1..4: skills called before the roll; each usable once per game turn, i.e. once in this fight. */
function callSkills(ctx: FightContext, m: Member, mode: Mode): number {
  if (m.skills.length === 0) return 0
  if (ctx.io.simulation) {
    // Simulation takes the default, every eligible skill, without building the list: eligible as the round
    // started (the used skills before this call), in the sheet's order. callable() of the candidates worked out for
    // the setup (simCalls), which are called skills with a bonus in this mode.
    const used = m.usedSkills
    const calls = m.base.simCalls[mode]
    let bonus = 0
    for (let i = 0; i < calls.length; i++) {
      const { name, skill: s } = calls[i]!
      if (used.includes(name)) continue
      if (s.onlyInRound !== undefined && s.onlyInRound !== ctx.round) continue
      if (s.minOpponents !== undefined && ctx.side.count < s.minOpponents) continue
      markSkillUsed(m, name)
      bonus += calls[i]!.bonus
    }
    return bonus
  }
  const used = m.usedSkills
  const eligible = m.skills.filter((name) => callable(ctx, name, mode, used))
  if (eligible.length === 0) return 0
  ctx.asking = m
  const called = asks.chooseMany(ctx.io, {
    key: `skills:${m.id}`,
    round: ctx.round,
    actor: m.id,
    prompt: 'skills',
    params: { name: m.name },
    rule: 'KS-SKILL-4',
    min: 0,
    max: eligible.length,
    ordered: false,
    default: eligible,
    options: eligible.map((name) => ({ id: name, label: { key: 'ultraquest.option.skill', params: { skill: name } } }))
  })
  ctx.asking = null
  let bonus = 0
  for (const name of called) {
    const s = ctx.rules.skills[name]!
    markSkillUsed(m, name)
    bonus += mode === 'NK' ? s.nkBonus : s.fkBonus
    asks.emit(ctx.io, ctx.round, 'skillCalled', s.onlyInRound !== undefined || s.minOpponents !== undefined ? 'KS-SKILL-3' : 'KS-SKILL-2', {
      name: m.name,
      skill: name
    })
  }
  return bonus
}

/** The members not among `left`, in order (a function of its own, so declareRound makes no closure context each round). */
function without(members: readonly Member[], left: readonly Member[]): Member[] {
  return members.filter((m) => !left.includes(m))
}

/**
 * KS-ROLL-1 / KS-GAP-10: before every round, who fights how and with which skills. Sets the round's
 * ctx.fighting and ctx.nonFighters, and roundMode, roundKs and slowActionRow of every fighter.
 */
export function declareRound(ctx: FightContext): void {
  ctx.step = 'declare'
  const kept = ctx.kept
  // Simulation of a party this fight has not changed: declared as the last time, if that is the declaration kept.
  const keepable = kept !== null && ctx.io.simulation !== undefined && !partyChanged(ctx.order)
  if (keepable && kept.current && kept.order === ctx.order) {
    ctx.fighting = kept.fighting
    ctx.nonFighters = kept.nonFighters
    ctx.slowActions = 0
    return
  }
  declareAnew(ctx)
  if (kept !== null) {
    kept.current = keepable
    if (keepable) {
      kept.order = ctx.order
      kept.fighting = ctx.fighting
      kept.nonFighters = ctx.nonFighters
    }
  }
}

/** The declaration worked out from the members as they are. */
function declareAnew(ctx: FightContext): void {
  const members = participants(ctx)
  const nonFighters = chooseNonFighters(ctx, members)
  if (nonFighters.length > 0) asks.emit(ctx.io, ctx.round, 'nonFighters', 'KS-NONFIGHT-1', { names: nonFighters.map((m) => m.name) })
  // Everyone takes part but the non-fighters; without any, the list of participants serves as it is.
  const fighting: readonly Member[] = nonFighters.length === 0 ? members : without(members, nonFighters)
  ctx.fighting = fighting
  ctx.nonFighters = nonFighters
  ctx.slowActions = 0
  const modes = modesOf(ctx.setup.fight.type)
  const sim = ctx.io.simulation !== undefined
  for (let i = 0; i < fighting.length; i++) {
    const m = fighting[i]!
    m.slowActionRow = 0
    if (m.injuries.length > 0 && ctx.rules.injuredContributeNothing) {
      if (ctx.io.recording) asks.emit(ctx.io, ctx.round, 'ksZeroInjured', 'KS-GAP-4', { name: m.name })
      m.roundMode = null
      m.roundKs = NO_DICE
      continue
    }
    // Simulation with the sheet's equipment: the declaration worked out for the setup, in the default mode
    // (simulation never sits out); with skills, their bonus on it.
    if (sim && m.equipment === m.base.equipment) {
      const base = m.base
      const bonus = m.skills.length === 0 ? 0 : callSkills(ctx, m, base.simDefaultMode)
      if (bonus === 0) {
        m.roundMode = base.simMode
        m.roundKs = base.simKs
      } else {
        const ks = simKsWithBonus(ctx, m, bonus)
        m.roundMode = rollsDice(ks) ? base.simDefaultMode : null
        m.roundKs = ks
      }
      continue
    }
    // One fight type and nothing in the backpack: nothing to choose.
    const { mode, slowActionRow } = modes.length === 1 && !hasBackpack(m) ? fights(modes[0]!) : chooseMode(ctx, m, modes)
    if (mode === 'sitOut') {
      asks.emit(ctx.io, ctx.round, 'sitsOut', 'KS-ACTION-4', { name: m.name })
      m.roundMode = null
      m.roundKs = NO_DICE
      // A round sat out is always for a slow action: chooseMode gives its row.
      m.slowActionRow = slowActionRow ?? 0
      ctx.slowActions++
      continue
    }
    const bonus = m.skills.length === 0 ? 0 : callSkills(ctx, m, mode)
    const ks = ksInRound(m, mode, ctx.side, ctx.rules, bonus)
    if (ctx.io.recording) {
      const zero = ksZeroBecause(m, mode, ctx.side, ctx.rules)
      // The injured out with KS 0 (KS-GAP-4) were dealt with above: zero is KS-GHOST-2 or nothing.
      if (zero === 'KS-GHOST-2') asks.emit(ctx.io, ctx.round, 'ksZeroNoMagic', 'KS-GHOST-2', { name: m.name })
      else if (silverCounts(m, mode, ctx.side, ctx.rules)) asks.emit(ctx.io, ctx.round, 'silver', 'KS-SILVER-1', { name: m.name, bonus: ctx.rules.silverBonus })
    }
    m.roundMode = rollsDice(ks) ? mode : null
    m.roundKs = ks
  }
}

/** The skills of a sheet that the rules have as called with a bonus in `mode`, in the sheet's order (AdventurerBase.simCalls). */
export function simulatedCalls(skills: readonly string[], mode: Mode, rules: RuleSettings): readonly SimCall[] {
  const calls: SimCall[] = []
  for (const name of skills) {
    const skill = rules.skills[name]
    const bonus = skill === undefined ? 0 : mode === 'NK' ? skill.nkBonus : skill.fkBonus
    if (skill?.activation === 'called' && bonus !== 0) calls.push({ name, skill, bonus })
  }
  return calls
}

/**
 * Simulation's KS of an adventurer with his sheet's equipment and a skill bonus, kept on his base for the next fight.
 * He is unhurt here or his injuries do not count (injuredContributeNothing is off), so it is the KS of his sheet.
 */
function simKsWithBonus(ctx: FightContext, m: Member, bonus: number): DiceExpr {
  const base = m.base
  const known = base.simBonusKs
  if (known !== null && known.bonus === bonus) return known.ks
  const ks = ksInRound(m, base.simDefaultMode, ctx.side, ctx.rules, bonus)
  base.simBonusKs = { bonus, ks }
  return ks
}

/** Every group of an expression holds at least one die, so a KS without groups and bonus rolls nothing. */
const rollsDice = (ks: DiceExpr) => ks.groups.length > 0 || ks.modifier !== 0

/**
 * What simulation declares for an adventurer who is neither out injured nor has skills, in every round
 * while he keeps this equipment: the default mode (chooseMode) and his KS in it (ksInRound without a bonus).
 * Worked out for his sheet, with no injuries: injuries only count when they keep him out, checked first.
 */
export function simulatedDeclaration(
  a: Loadout & { readonly printed: PrintedKs },
  modes: readonly Mode[],
  side: FightContext['side'],
  rules: FightContext['rules']
): { mode: Mode | null; ks: DiceExpr; defaultMode: Mode } {
  const unhurt = { st: a.st, ks: a.ks, skills: a.skills, injuries: [], equipment: a.equipment, printed: a.printed }
  const mode = defaultMode(unhurt, modes)
  const ks = ksInRound(unhurt, mode, side, rules, 0)
  return { mode: rollsDice(ks) ? mode : null, ks, defaultMode: mode }
}
