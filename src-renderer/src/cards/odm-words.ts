import type { CardWords } from './types.ts'

/**
 * An ODM weapon's damage as the fight runner writes its dice: the engine rolls `1W+5` as `D6+5` (a W with no sides
 * is a six-sided die), so the card says so too. Text that is no dice stays as the GM typed it.
 */
export function odmDamage(tp: string): string {
  const dice = /^\s*(\d*)\s*[WD](\d*)\s*(?:([+-])\s*(\d+))?\s*$/i.exec(tp)
  if (!dice) return tp
  const [, count = '', sides = '', sign, modifier] = dice
  const many = count === '' || count === '1' ? '' : count
  return `${many}D${sides || '6'}${sign && modifier !== '0' ? `${sign}${modifier}` : ''}`
}

/** AT and PA in the words of the runner's standing column (Dutch: Aanval, Afweer). */
export const odmValues = (words: CardWords, at: unknown, pa: unknown) => [`${words.t('cards.odm.at')} ${at}`, `${words.t('cards.odm.pa')} ${pa}`]
