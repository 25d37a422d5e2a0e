import type { FightEvent, Message } from '../core/types.ts'
import type { Lang } from './catalog.ts'
import { translator } from './translator.ts'

export {
  LANGUAGES,
  Translator,
  formatTemplate,
  pluralBlocks,
  pluralCategory,
  type Lang,
  type Catalog,
  type MessageSet,
  type PluralBlock,
  type PluralCategory,
  type PluralForms
} from './catalog.ts'
export { messageSets, translator } from './translator.ts'
export { outcomeLines } from './outcome/index.ts'

/** One log line for an event, in the campaign's language, ending with the rule it applied. */
export function eventLine(event: FightEvent, lang: Lang): string {
  const manualMark = event.params['manual'] === true ? translator.text({ key: 'dice.manualMark' }, lang) : ''
  const text = translator.text({ key: `event.${event.type}`, params: { ...event.params, manualMark } }, lang)
  return `${text} [${event.rule}]`
}

/** A round's heading in the system's own word (Gevechtsronde 2, Kampfabschnitt 3) where its standing names it. */
export function roundHeading(round: number, lang: Lang, roundTerm: Message = { key: 'log.round' }): string {
  return translator.text({ key: roundTerm.key, params: { ...roundTerm.params, round } }, lang)
}

/** The log as a referee would write it: a heading per round, then its lines. */
export function battleLog(events: readonly FightEvent[], lang: Lang, roundTerm?: Message): string[] {
  const lines: string[] = []
  let round = -1
  for (const event of events) {
    if (event.round !== round) {
      round = event.round
      if (round > 0) lines.push(roundHeading(round, lang, roundTerm))
    }
    lines.push(event.round > 0 ? `  ${eventLine(event, lang)}` : eventLine(event, lang))
  }
  return lines
}
export { standingLines, standingText, type StandingText, type StandingSideText, type StandingCombatantText } from './standing.ts'
