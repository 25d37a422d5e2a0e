import type { CombatantCondition, Standing, StandingCombatant, StandingMark, StandingSide, StandingValue } from '../../core/standing.ts'
import type { Message } from '../../core/types.ts'
import { isEngineSide } from './setup.ts'
import type { Fight, Fighter } from './state.ts'
import { menById } from './tables.ts'

/**
 * Where a Thalia fight stands, read from the live fight (state.ts), never from its events: the round (0 before
 * Round 1: the opening and the Overfallsrunde), the phase, the Kampside whose Turn it is and who acts, who is still
 * to act this round, and every Kampside's fighters with HP, Vern, Siste Pust, Kampånd, Mén and conditions.
 * The replay calls it only when the answers run out and at the end; simulation never does.
 *
 * Value keys: `hp` (current/max), `vern`, `lastBreath` (while Døende), `kampand` (DKs and monsters).
 * Mark keys: `men` (harm), `condition` (harm), `coupVulnerable` (harm), `broken` (harm), `prepared`, `special`,
 * `fightsToDeath`, `leader`, `group`.
 */
export function thaliaStanding(fight: Fight): Standing {
  const phase = PHASE_MESSAGES[fight.phase]
  return {
    round: fight.round,
    roundTerm: ROUND_TERM,
    ...(phase ? { phase } : {}),
    acting: fight.acting ? [fight.acting.id] : [],
    ...(fight.actingSide !== null ? { actingSide: fight.actingSide } : {}),
    order: stillToAct(fight),
    sides: fight.sides.map((side) => standingSide(fight, side))
  }
}

const ROUND_TERM: Message = { key: 'thalia.standing.round' }

/** Turns are the plain state of a round: no phase word then, the acting side and fighter say it all. */
const PHASE_MESSAGES: Readonly<Record<Fight['phase'], Message | undefined>> = {
  opening: { key: 'thalia.standing.phase.opening' },
  surpriseRoll: { key: 'thalia.standing.phase.surpriseRoll' },
  ambushRound: { key: 'thalia.standing.phase.ambushRound' },
  initiative: { key: 'thalia.standing.phase.initiative' },
  turns: undefined,
  groupCombat: { key: 'thalia.standing.phase.groupCombat' },
  aftermath: { key: 'thalia.standing.phase.aftermath' },
  over: { key: 'thalia.standing.phase.over' }
}

/**
 * THA-RND-2, THA-RND-3, THA-GAP-1: who is still to take a Turn this round after the one whose Turn it is. The current
 * side's order is its controller's once chosen; the sides after it follow the initiative (or Overfallsrunde) order,
 * each with its able members in setup order, the default until its controller orders them. An SK taking the
 * immediate Action of a defence Triumf before his own Turn keeps that Turn still to come, unless the Triumf's Action
 * replaces it (THA-GAP-19: his next Action is then spent).
 */
function stillToAct(fight: Fight): string[] {
  if (fight.phase !== 'turns' && fight.phase !== 'ambushRound') return []
  const out: string[] = []
  const now = fight.sideIndex
  if (now >= 0 && fight.actingSide !== null) {
    if (fight.members.length > 0) {
      // The one acting here is the one declaring (THA-GAP-2: all declare first): he is not listed beside himself. An SK
      // acting out of turn is never of this side: a Triumf answers the attack of another side's DK or monster.
      for (let i = fight.memberIndex + 1; i < fight.members.length; i++) {
        const m = fight.members[i]!
        if (m !== fight.acting && turnToCome(m)) out.push(m.id)
      }
    } else {
      // The order is being chosen: nobody of the side has had a Turn yet.
      for (const f of fight.fighters) if (f.side === fight.actingSide && turnToCome(f)) out.push(f.id)
    }
  }
  for (let s = Math.max(0, now + 1); s < fight.roundOrder.length; s++) {
    const side = fight.roundOrder[s]!
    for (const f of fight.fighters) if (f.side === side && turnToCome(f)) out.push(f.id)
  }
  return out
}

const turnToCome = (f: Fighter): boolean => f.status === 'active' && !f.skipNextAction

function standingSide(fight: Fight, side: string): StandingSide {
  const fighters = fight.fighters.filter((f) => f.side === side)
  const members = new Map<string, number>()
  for (const f of fighters) {
    const group = f.kind === 'pc' ? '' : f.group
    members.set(group, (members.get(group) ?? 0) + 1)
  }
  // A DK's or monster's group is worth showing where the side is more than that one group (allies, several groups),
  // and the group more than the one fighter (a lone ally's group is his own name, "gruppen Sigrun"); one given no group
  // is in his side's, its id, and has nothing to be told apart by.
  const groupShown = (f: Fighter) => f.kind !== 'pc' && f.group !== f.side && members.size > 1 && members.get(f.group)! > 1
  return {
    id: side,
    name: isEngineSide(side) ? { key: `thalia.standing.side.${side}` } : side,
    party: side === fight.playerSide,
    combatants: fighters.map((f) => standingCombatant(fight, f, groupShown(f)))
  }
}

const label = (key: string, params?: Message['params']): Message => (params ? { key: `thalia.standing.${key}`, params } : { key: `thalia.standing.${key}` })
const HP = label('hp')
const VERN = label('vern')
const LAST_BREATH = label('lastBreath')
const KAMPAND = label('kampand')

function values(f: Fighter): StandingValue[] {
  const out: StandingValue[] = [
    { key: 'hp', label: HP, current: f.hp, max: f.maxHp },
    { key: 'vern', label: VERN, current: f.vern }
  ]
  if (f.status === 'dying' && f.lastBreath !== null) out.push({ key: 'lastBreath', label: LAST_BREATH, current: f.lastBreath })
  // THA-MORALE-1: Kampånd belongs to DKs and monsters.
  if (f.kind !== 'pc') out.push({ key: 'kampand', label: KAMPAND, current: f.kampand })
  return out
}

/** THA-DYING-1, THA-DYING-7, THA-GAP-26, THA-END-1: the state words of a fighter; able to act is none. */
function conditions(f: Fighter): CombatantCondition[] {
  switch (f.status) {
    case 'dying':
      return ['dying']
    case 'stabilised':
      return ['stabilised', 'unconscious']
    case 'dead':
      return ['dead']
    case 'fled':
      return ['fled']
    case 'out':
      // An SK who came to the fight unconscious; a DK or monster at 0 HP under THA-GAP-26 "out".
      return f.kind === 'pc' ? ['unconscious'] : ['out']
    default:
      return []
  }
}

function marks(fight: Fight, f: Fighter, showGroup: boolean): StandingMark[] {
  const out: StandingMark[] = []
  for (const injury of f.injuries) {
    const entry = menById(injury.id)
    const limbKey = injury.side && entry ? `thalia.limbSide.${entry.location}.${injury.side}` : 'thalia.limbSide.none'
    out.push({ key: 'men', label: label('mark.men', { injury: entry?.name ?? injury.id, limbKey }), harm: true })
  }
  for (const c of f.conditions) out.push({ key: 'condition', label: label('mark.condition', { condition: c.name }), harm: true })
  if (f.coupVulnerable) out.push({ key: 'coupVulnerable', label: label('mark.coupVulnerable'), harm: true })
  if (fight.rules.brokenAtZeroDurability) {
    f.weapons.forEach((w, i) => {
      if (f.weaponDurability[i] === 0) out.push({ key: 'broken', label: label('mark.broken', { item: w.name }), harm: true })
    })
    if (f.shieldName !== null && f.shieldDurability === 0) out.push({ key: 'broken', label: label('mark.broken', { item: f.shieldName }), harm: true })
  }
  // What a fighter still does: a dead one fights no more, to the death or otherwise.
  if (f.status === 'active') {
    if (f.prepared) out.push({ key: 'prepared', label: label('mark.prepared') })
    if (f.busyUntilRound >= fight.round) out.push({ key: 'special', label: label('mark.special') })
    if (f.fightsToDeath) out.push({ key: 'fightsToDeath', label: label('mark.fightsToDeath') })
  }
  if (f.leader) out.push({ key: 'leader', label: label('mark.leader') })
  if (showGroup) out.push({ key: 'group', label: label('mark.group', { group: f.group }) })
  return out
}

function standingCombatant(fight: Fight, f: Fighter, showGroup: boolean): StandingCombatant {
  return { id: f.id, name: f.name, values: values(f), conditions: conditions(f), marks: marks(fight, f, showGroup) }
}
