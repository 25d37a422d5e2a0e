import type { Option } from '../../core/types.ts'
import { endIfSideEmpty, type FightContext } from './context.ts'
import { isFighting, type Fighter, type FighterStatus } from './fighter.ts'

/** Moments at which the end-of-fight question can come, from the finest to the coarsest. */
export type EndMoment = 'roll' | 'part' | 'round'

const MOMENT_FOR_SETTING = { everyRoll: 'roll', everyPart: 'part', everyRound: 'round' } as const

interface EndChoices {
  readonly version: number
  readonly options: readonly Option[]
}

const cache = new WeakMap<FightContext, EndChoices>()
/** Options while everyone still fights depend only on the setup; most simulated fights never need others. */
const openingOptions = new WeakMap<FightContext['setup'], readonly Option[]>()

/** fight / break off, then per side surrender and flee, then per member when a side has several still fighting. */
function endOptions(ctx: FightContext): readonly Option[] {
  if (ctx.version === 0) {
    let opening = openingOptions.get(ctx.setup)
    if (!opening) {
      opening = buildEndOptions(ctx)
      openingOptions.set(ctx.setup, opening)
    }
    return opening
  }
  const cached = cache.get(ctx)
  if (cached && cached.version === ctx.version) return cached.options
  const options = buildEndOptions(ctx)
  cache.set(ctx, { version: ctx.version, options })
  return options
}

function buildEndOptions(ctx: FightContext): readonly Option[] {
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
  const options = endOptions(ctx)
  const choice = ctx.io.chooseOne({
    key: 'end',
    round: ctx.round,
    prompt: END_PROMPT,
    rule: 'ODM-END-1',
    options,
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
    ctx.version++
    if (ctx.io.recording) {
      ctx.io.emit({ type: verb === 'surrender' ? 'odm.surrenderSide' : 'odm.fleeSide', rule: 'ODM-END-2', round: ctx.round, params: { side: ctx.sideNames[sideIndex]! } })
    }
    ctx.over = true
    return
  }
  const fighter = findFighter(ctx, id)
  leave(ctx, fighter, status)
  if (ctx.io.recording) {
    ctx.io.emit({ type: verb === 'surrender' ? 'odm.surrenderOne' : 'odm.fleeOne', rule: 'ODM-END-2', round: ctx.round, params: { name: fighter.name } })
  }
  endIfSideEmpty(ctx, true)
}

function findFighter(ctx: FightContext, id: string): Fighter {
  for (const side of ctx.sides) for (const f of side) if (f.id === id) return f
  throw new RangeError(`No combatant "${id}"`)
}

export function leave(ctx: FightContext, fighter: Fighter, status: FighterStatus): void {
  fighter.status = status
  ctx.version++
}
