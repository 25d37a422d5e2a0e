import { CareRefusal } from '../../core/campaign.ts'
import type { Message } from '../../core/types.ts'
import type { OdmRules } from './settings.ts'
import type { OdmSheet } from './sheet.ts'

/**
 * What the GM does to a sheet between fights. The source has no healing rule (section 9), so rest
 * heals only the campaign's rate (default none), and the GM can heal n points or set LE outright.
 */
export type OdmHealing =
  { readonly type: 'rest'; readonly days: number } | { readonly type: 'heal'; readonly points: number } | { readonly type: 'setLe'; readonly le: number }

export interface OdmHealingResult {
  readonly sheet: OdmSheet
  readonly leBefore: number
  readonly leAfter: number
  /** Log text for the session record. */
  readonly description: Message
}

function wholeAtLeastZero(value: number, what: string): void {
  if (!Number.isInteger(value) || value < 0) throw new CareRefusal('amount', `${what} must be a whole number of 0 or more, not ${value}`)
}

/** LE never rises above max LE; a sheet is returned changed, never changed in place. */
export function healOdm(sheet: OdmSheet, healing: OdmHealing, rules: Pick<OdmRules, 'restLePerDay'>): OdmHealingResult {
  const before = sheet.le.current
  let after: number
  let description: Message
  switch (healing.type) {
    case 'rest': {
      wholeAtLeastZero(healing.days, 'days')
      after = Math.max(before, Math.min(sheet.le.max, before + healing.days * rules.restLePerDay))
      description = { key: 'odm.heal.rest', params: { days: healing.days, healed: after - before, le: after, max: sheet.le.max } }
      break
    }
    case 'heal': {
      wholeAtLeastZero(healing.points, 'points')
      after = Math.max(before, Math.min(sheet.le.max, before + healing.points))
      description = { key: 'odm.heal.points', params: { points: healing.points, healed: after - before, le: after, max: sheet.le.max } }
      break
    }
    case 'setLe': {
      if (!Number.isInteger(healing.le) || healing.le > sheet.le.max) {
        throw new CareRefusal('leTooHigh', `LE must be a whole number no higher than max LE ${sheet.le.max}, not ${healing.le}`, { max: sheet.le.max })
      }
      after = healing.le
      description = { key: 'odm.heal.set', params: { from: before, le: after, max: sheet.le.max } }
      break
    }
  }
  return { sheet: { ...sheet, le: { current: after, max: sheet.le.max } }, leBefore: before, leAfter: after, description }
}
