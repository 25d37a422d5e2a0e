import type { Campaign } from '../../stores/campaign.ts'

/**
 * Systems whose rules heal with passing days (ODM rest days, Thalia rested days, Weltenbuch sleep): there a
 * night's rest is simply one day passing. ULTRA♦QUEST heals nothing by days alone; its rest is a care action,
 * so there the journal offers each party's rest instead.
 */
const DAYS_HEAL: readonly Campaign['system'][] = ['odm', 'thalia', 'weltenbuch']

export const daysHeal = (system: Campaign['system']) => DAYS_HEAL.includes(system)
