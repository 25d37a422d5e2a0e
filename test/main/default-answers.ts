import type { ServiceContext } from '../../src-main/services/context.ts'
import { answerFight, type FightView } from '../../src-main/services/fights.ts'

/** What a GM who accepts every default gives: the seeded roll for dice, the default for a decision. */
export function defaultAnswer(view: FightView) {
  const r = view.request!
  if (r.type === 'dice') return { type: 'roll' as const }
  if (r.type === 'chooseOne') return { type: 'chooseOne' as const, option: r.default }
  if (r.type === 'chooseMany') return { type: 'chooseMany' as const, options: [...r.default] }
  return { type: 'confirm' as const }
}

/** Answers every request with its default until the fight is over (or maxAnswers, so a loop cannot hang a test). */
export async function playOut(ctx: ServiceContext, campaignId: string, view: FightView, maxAnswers = 5000): Promise<FightView> {
  for (let answered = 0; view.request && answered < maxAnswers; answered++) view = await answerFight(ctx, campaignId, view.id, defaultAnswer(view))
  return view
}
