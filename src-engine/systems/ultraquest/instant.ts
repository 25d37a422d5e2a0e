import { asks, type FightContext } from './context.ts'
import { markSkillUsed, type Member } from './state.ts'

export interface Results {
  party: number
  opponents: number
  opponentRw: number
}

/**
 * KS-SKILL-5 / KS-GAP-27: instant skills are used after both results are known and before damage,
 * when the party has not already won; winner and damage are then worked out again. Returns the results
 * the skills changed, or null when nobody had one to use (the common case, which allocates nothing).
 */
export function useInstantSkills(ctx: FightContext, fighters: readonly Member[], party: number, opponents: number, opponentRw: number): Results | null {
  if (party - opponents > opponentRw) return null
  let offers: { fighter: Member; skill: string }[] | undefined
  for (let i = 0; i < fighters.length; i++) {
    const f = fighters[i]!
    if (f.dead || f.injuries.length > 0 || f.sheet.skills.length === 0) continue
    for (const name of f.sheet.skills) {
      const s = ctx.rules.skills[name]
      if (!s || s.activation !== 'instant' || f.usedSkills.includes(name)) continue
      const helps = s.resultBonus > 0 || (s.opponentRwMinus > 0 && opponentRw > 0 && party > opponents)
      if (helps) (offers ??= []).push({ fighter: f, skill: name })
    }
  }
  if (offers === undefined) return null
  const results: Results = { party, opponents, opponentRw }
  const id = (o: (typeof offers)[number]) => `${o.fighter.id}:${o.skill}`
  // Simulation takes the default: every offer.
  const used = ctx.io.simulation
    ? null
    : asks.chooseMany(ctx.io, {
        key: 'instantSkills',
        round: ctx.round,
        prompt: 'instantSkills',
        rule: 'KS-SKILL-5',
        min: 0,
        max: offers.length,
        ordered: false,
        default: offers.map(id),
        options: offers.map((o) => ({ id: id(o), label: { key: 'ultraquest.option.instantSkill', params: { name: o.fighter.name, skill: o.skill } } }))
      })
  for (const o of offers) {
    if (used && !used.includes(id(o))) continue
    const s = ctx.rules.skills[o.skill]!
    markSkillUsed(o.fighter, o.skill)
    results.party += s.resultBonus
    results.opponentRw = Math.max(0, results.opponentRw - s.opponentRwMinus)
    asks.emit(ctx.io, ctx.round, 'instantSkill', 'KS-SKILL-5', { name: o.fighter.name, skill: o.skill, party: results.party, opponentRw: results.opponentRw })
  }
  return results
}
