/**
 * A simulated chance as a GM reads it at the table. Whole percent in the middle; near either end one decimal, so a
 * fight that is not certain never reads "won 100 %" beside "lost 0.3 %"; below 0.1 % (or above 99.9 %) the bound,
 * so a risk that exists never reads "0 %" or "0.0 %". The decimal sign is the screen language's ("0,3 %" in de).
 */
export function formatChance(p: number, locale: string): string {
  if (p <= 0) return '0 %'
  if (p >= 1) return '100 %'
  const number = (value: number, digits: number) => value.toLocaleString(locale, { minimumFractionDigits: digits, maximumFractionDigits: digits })
  if (p < 0.001) return `< ${number(0.1, 1)} %`
  if (p > 0.999) return `> ${number(99.9, 1)} %`
  return `${number(p * 100, p < 0.01 || p > 0.99 ? 1 : 0)} %`
}
