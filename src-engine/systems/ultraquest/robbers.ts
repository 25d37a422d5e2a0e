import { asks, type FightContext } from './context.ts'
import { markRobbed, setRow } from './state.ts'

/** KS-ROBBER-1..3 / KS-GAP-20: every adventurer injured in this fight, dead or alive, loses the item in a W10 row. */
export function robInjured(ctx: FightContext): void {
  if (!ctx.setup.fight.robbers) return
  ctx.step = 'robbers'
  for (const m of ctx.order) {
    const injured = m.newInjuries.length > 0 || m.healed > 0 || (ctx.rules.robPriorInjured && m.injuries.length > 0)
    if (!injured) continue
    const sim = ctx.io.simulation
    const [row] = sim
      ? [sim.face(10)]
      : asks.roll(ctx.io, {
          key: `robbery:${m.id}`,
          round: ctx.round,
          actor: m.id,
          prompt: 'robbery',
          params: { name: m.name },
          rule: 'KS-ROBBER-2',
          notation: 'W10',
          parts: [{ label: m.name, notation: 'W10', sides: [10], modifier: 0 }]
        })
    const item = m.equipment[row! - 1] ?? null
    markRobbed(m, row!, item)
    if (item) {
      setRow(m, row! - 1, null)
      asks.emit(ctx.io, ctx.round, 'robbed', 'KS-ROBBER-2', { name: m.name, row: row!, item: item.name })
    } else {
      asks.emit(ctx.io, ctx.round, 'robbedNothing', 'KS-ROBBER-3', { name: m.name, row: row! })
    }
  }
}
