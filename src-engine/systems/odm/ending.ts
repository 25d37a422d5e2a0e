import type { Option } from '../../core/types.ts'
import { endIfSideEmpty, type FightContext } from './context.ts'
import { isFighting, type Fighter, type FighterStatus } from './fighter.ts'

/** Moments at which the end-of-fight question can come, from the finest to the coarsest. */
export type EndMoment = 'roll' | 'part' | 'round'

const MOMENT_FOR_SETTING = { everyRoll: 'roll', everyPart: 'part', everyRound: 'round' } as const

/**
 * fight / break off, then per side surrender and flee, then per member when a side has several still
 * fighting. Built only when someone reads the question (replay, UI); simulation never does.
 */
export function buildEndOptions(ctx: FightContext): readonly Option[] {
  const options: Option[] = [
    { id: 'fight', label: { key: 'odm.option.fight' } },
    { id: 'stop', label: { key: 'odm.option.stop' } }
  ]
  ctx.sides.forEach((side, s) => {
    const fighting = side.filter(isFighting)
    if (fighting.length === 0) return
    const sideParams = { side: ctx.sideNames[s]! }
    options.push({ id: `surrender:${ctx.setup.sides[s]!.id}`, label: { key: 'odm.option.surrenderSide', params: sideParams } })
    options.push({ id: `flee:${ctx.setup.sides[s]!.id}`, label: { key: 'odm.option.fleeSide', params: sideParams } })
    if (fighting.length < 2) return
    for (const f of fighting) {
      options.push({ id: `surrender:${f.id}`, label: { key: 'odm.option.surrenderOne', params: { name: f.name } } })
      options.push({ id: `flee:${f.id}`, label: { key: 'odm.option.fleeOne', params: { name: f.name } } })
    }
  })
  return options
}

const END_PROMPT = { key: 'odm.prompt.end' }

/**
 * ODM-END-1 / ODM-GAP-10: a fight can always be ended. The GM is asked at the moments the campaign's
 * setting names; surrender and flight take effect at once, with no free attack.
 */
export function offerEnd(ctx: FightContext, moment: EndMoment): void {
  if (ctx.over || MOMENT_FOR_SETTING[ctx.rules.endOffer] !== moment) return
  const choice = ctx.io.chooseOne({
    key: 'end',
    round: ctx.round,
    prompt: END_PROMPT,
    rule: 'ODM-END-1',
    // A function: only a request someone reads (never in simulation) builds its options.
    options: () => buildEndOptions(ctx),
    default: ctx.round > ctx.setup.policy.breakOffAfterRound ? 'stop' : 'fight'
  })
  if (choice === 'fight') return
  applyEnd(ctx, choice)
}

function applyEnd(ctx: FightContext, choice: string): void {
  if (choice === 'stop') {
    ctx.brokenOff = true
    if (ctx.io.recording) ctx.io.emit({ type: 'odm.brokenOff', rule: 'ODM-END-1', round: ctx.round, params: {} })
    ctx.over = true
    return
  }
  const [verb, id] = choice.split(':') as ['surrender' | 'flee', string]
  const status: FighterStatus = verb === 'surrender' ? 'surrendered' : 'fled'
  const sideIndex = ctx.setup.sides.findIndex((s) => s.id === id)
  if (sideIndex >= 0) {
    for (const f of ctx.sides[sideIndex]!) if (isFighting(f)) f.status = status
    if (ctx.io.recording) {
      ctx.io.emit({ type: verb === 'surrender' ? 'odm.surrenderSide' : 'odm.fleeSide', rule: 'ODM-END-2', round: ctx.round, params: { side: ctx.sideNames[sideIndex]! } })
    }
    ctx.over = true
    return
  }
  const fighter = findFighter(ctx, id)
  fighter.status = status
  if (ctx.io.recording) {
    ctx.io.emit({ type: verb === 'surrender' ? 'odm.surrenderOne' : 'odm.fleeOne', rule: 'ODM-END-2', round: ctx.round, params: { name: fighter.name } })
  }
  endIfSideEmpty(ctx, true)
}

function findFighter(ctx: FightContext, id: string): Fighter {
  for (const side of ctx.sides) for (const f of side) if (f.id === id) return f
  throw new RangeError(`No combatant "${id}"`)
}
