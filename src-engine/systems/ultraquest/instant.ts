import { emit, type FightContext } from './context.ts'
import type { Fighter } from './declare.ts'
import { markSkillUsed } from './state.ts'

export interface Results {
  party: number
  opponents: number
  opponentRw: number
}

/**
 * KS-SKILL-5 / KS-GAP-27: instant skills are used after both results are known and before damage,
 * when the party has not already won; winner and damage are then worked out again.
 */
export function useInstantSkills(ctx: FightContext, fighters: readonly Fighter[], results: Results): void {
  if (results.party - results.opponents > results.opponentRw) return
  let offers: { fighter: Fighter; skill: string }[] | undefined
  for (const f of fighters) {
    if (f.member.dead || f.member.injuries.length > 0 || f.member.sheet.skills.length === 0) continue
    for (const name of f.member.sheet.skills) {
      const s = ctx.rules.skills[name]
      if (!s || s.activation !== 'instant' || f.member.usedSkills.includes(name)) continue
      const helps = s.resultBonus > 0 || (s.opponentRwMinus > 0 && results.opponentRw > 0 && results.party > results.opponents)
      if (helps) (offers ??= []).push({ fighter: f, skill: name })
    }
  }
  if (offers === undefined) return
  const id = (o: (typeof offers)[number]) => `${o.fighter.member.id}:${o.skill}`
  // Simulation takes the default: every offer.
  const used = ctx.io.simulation ? null : ctx.io.chooseMany({
    key: 'instantSkills',
    round: ctx.round,
    prompt: { key: 'uq.prompt.instantSkills' },
    rule: 'KS-SKILL-5',
    min: 0,
    max: offers.length,
    ordered: false,
    default: offers.map(id),
    options: offers.map((o) => ({ id: id(o), label: { key: 'uq.option.instantSkill', params: { name: o.fighter.member.name, skill: o.skill } } }))
  })
  for (const o of offers) {
    if (used && !used.includes(id(o))) continue
    const s = ctx.rules.skills[o.skill]!
    markSkillUsed(o.fighter.member, o.skill)
    results.party += s.resultBonus
    results.opponentRw = Math.max(0, results.opponentRw - s.opponentRwMinus)
    emit(ctx, 'instantSkill', 'KS-SKILL-5', { name: o.fighter.member.name, skill: o.skill, party: results.party, opponentRw: results.opponentRw })
  }
}
