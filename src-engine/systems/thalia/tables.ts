/** Table T1 (Mén), T2 (combat distances) and T3 (areas) of the Thalia combat chapter, as data. */

export type BodyLocation = 'hode' | 'overkropp' | 'armer' | 'ben'
export const BODY_LOCATIONS: readonly BodyLocation[] = ['hode', 'overkropp', 'armer', 'ben']

export type Attribute = 'makt' | 'agilitet' | 'intellekt' | 'karisma'

/** What a Mén does to the sheet; only the combat-relevant parts are used by the engine, the rest are flags. */
export interface MenEffects {
  readonly dead?: true
  /** Added to Last Breath (Siste Pust) when rolled right after this Mén (THA-DYING-4). */
  readonly lastBreath?: number
  readonly attributePenalty?: { readonly attribute: Attribute; readonly amount: number }
  /** Disadvantage on tests of these kinds. */
  readonly disadvantageOn?: readonly ('makt' | 'agilitet' | 'refleks' | 'kunnskap' | 'lytte' | 'finmotorikk' | 'arm')[]
  readonly physicalTestModifier?: number
  readonly movement?: { readonly factor?: number; readonly minus?: number }
  readonly cannotRun?: true
  readonly cannotSpeak?: true
  readonly limbLost?: true
  readonly limbUseless?: true
  readonly burden?: number
  readonly unconsciousDays?: string
  readonly dailyDeathChance?: true
  readonly flags?: readonly string[]
}

export interface MenEntry {
  readonly id: string
  readonly rule: string
  /** The original name (bokmål); the system's own term. */
  readonly name: string
  readonly location: BodyLocation
  readonly row: number
  readonly permanent: boolean
  /** Rolled when gained (THA-MEN-4). */
  readonly duration?: { readonly dice: string; readonly unit: 'days' | 'weeks' }
  readonly effects: MenEffects
}

const e = (
  location: BodyLocation,
  row: number,
  rule: string,
  name: string,
  permanent: boolean,
  effects: MenEffects,
  duration?: MenEntry['duration']
): MenEntry => ({ id: `${location}-${row}`, rule, name, location, row, permanent, effects, ...(duration ? { duration } : {}) })

/** Table T1: [location][row − 1]. */
export const MEN_TABLE: Readonly<Record<BodyLocation, readonly MenEntry[]>> = {
  hode: [
    e('hode', 1, 'THA-MEN-5', 'Avhugget', true, { dead: true }),
    e('hode', 2, 'THA-MEN-6', 'Hjerneblødning', false, { unconsciousDays: '1t6', dailyDeathChance: true }, { dice: '1t6', unit: 'days' }),
    e('hode', 3, 'THA-MEN-7', 'Knust Kjeve', true, { attributePenalty: { attribute: 'karisma', amount: -4 }, cannotSpeak: true }),
    e('hode', 4, 'THA-MEN-8', 'Dumslått', true, { attributePenalty: { attribute: 'intellekt', amount: -4 }, flags: ['noComplicatedThoughts'] }),
    e('hode', 5, 'THA-MEN-9', 'Hukommelsestap', false, { disadvantageOn: ['kunnskap'] }, { dice: '1t4', unit: 'weeks' }),
    e('hode', 6, 'THA-MEN-10', 'Øresus', true, { disadvantageOn: ['lytte'] })
  ],
  overkropp: [
    e('overkropp', 1, 'THA-MEN-11', 'Delt i to', true, { dead: true }),
    e('overkropp', 2, 'THA-MEN-12', 'Indre Smerter', true, { physicalTestModifier: -1 }),
    e('overkropp', 3, 'THA-MEN-13', 'Punktert Lunge', true, { attributePenalty: { attribute: 'makt', amount: -4 }, flags: ['shortOfBreath'] }),
    e('overkropp', 4, 'THA-MEN-14', 'Skadet Ryggrad', true, { flags: ['halfCarryingCapacity'] }),
    e('overkropp', 5, 'THA-MEN-15', 'Knekte Ribbein', false, { disadvantageOn: ['makt'] }, { dice: '1t6', unit: 'weeks' }),
    e('overkropp', 6, 'THA-MEN-16', 'Nyreslag', false, { disadvantageOn: ['makt'] }, { dice: '1t4', unit: 'days' })
  ],
  armer: [
    e('armer', 1, 'THA-MEN-17', 'Avhugget', true, { lastBreath: -4, limbLost: true }),
    e('armer', 2, 'THA-MEN-18', 'Lammelse', true, { limbUseless: true }),
    e('armer', 3, 'THA-MEN-19', 'Klo-hånd', true, { flags: ['smallObjectsOnly'] }),
    e('armer', 4, 'THA-MEN-20', 'Ufølsomhet', true, { disadvantageOn: ['arm'] }),
    e('armer', 5, 'THA-MEN-21', 'Ødelagt Hånd', true, { disadvantageOn: ['finmotorikk'] }),
    e('armer', 6, 'THA-MEN-22', 'Revet Bicep', false, { flags: ['noHeavyLifting', 'noTwoHandedWeapons'] }, { dice: '1t4', unit: 'weeks' })
  ],
  ben: [
    e('ben', 1, 'THA-MEN-23', 'Avhugget', true, { lastBreath: -4, limbLost: true }),
    e('ben', 2, 'THA-MEN-24', 'Halt', true, { burden: 1, movement: { factor: 0.5 } }),
    e('ben', 3, 'THA-MEN-25', 'Knust Kneskål', true, { cannotRun: true }),
    e('ben', 4, 'THA-MEN-26', 'Ødelagt Balanse', true, { disadvantageOn: ['agilitet', 'refleks'] }),
    e('ben', 5, 'THA-MEN-27', 'Komplisert Brudd', false, { movement: { factor: 0.25 }, flags: ['splinted'] }, { dice: '1t6', unit: 'weeks' }),
    e('ben', 6, 'THA-MEN-28', 'Muskelskade', false, { movement: { minus: 2 }, flags: ['shortRestHourly'] }, { dice: '1t4', unit: 'weeks' })
  ]
}

/** Every cell of Table T1 by id, in table order (hode-1 … ben-6). */
export const MEN_IDS = BODY_LOCATIONS.flatMap((location) => MEN_TABLE[location].map((entry) => entry.id)) as [string, ...string[]]

const LOCATION_NAMES: Readonly<Record<BodyLocation, string>> = { hode: 'Hode', overkropp: 'Overkropp', armer: 'Armer', ben: 'Ben' }

/** Table T1's cells as the book names them ("Armer 2: Lammelse"), the same in every language: what a form offers for a Mén. */
export const MEN_CELL_NAMES: Readonly<Record<string, string>> = Object.fromEntries(
  BODY_LOCATIONS.flatMap((location) => MEN_TABLE[location].map((men) => [men.id, `${LOCATION_NAMES[location]} ${men.row}: ${men.name}`]))
)

export function menEntry(location: BodyLocation, row: number): MenEntry {
  const entry = MEN_TABLE[location][row - 1]
  if (!entry) throw new RangeError(`No Mén at ${location} ${row}`)
  return entry
}

export function menById(id: string): MenEntry | undefined {
  const [location, row] = id.split('-')
  return MEN_TABLE[location as BodyLocation]?.[Number(row) - 1]
}

/** Table T2 (THA-RANGE-2). */
export type DistanceCode = 'NA' | 'KA' | 'MA' | 'LA'
export const DISTANCE_CODES = ['NA', 'KA', 'MA', 'LA'] as const satisfies readonly DistanceCode[]
export const FEET_PER_STEP = 5
export const DISTANCES: Readonly<Record<DistanceCode, { readonly name: string; readonly feet: number; readonly steps: number }>> = {
  NA: { name: 'Nær Avstand', feet: 5, steps: 1 },
  KA: { name: 'Kort Avstand', feet: 30, steps: 6 },
  MA: { name: 'Medium Avstand', feet: 60, steps: 12 },
  LA: { name: 'Long Avstand', feet: 90, steps: 18 }
}

/** Table T2's rows as the book names them ("KA: Kort Avstand, 6 skritt"), the same in every language: what a form offers for a weapon's range. */
export const DISTANCE_NAMES: Readonly<Record<DistanceCode, string>> = Object.fromEntries(
  DISTANCE_CODES.map((code) => [code, `${code}: ${DISTANCES[code].name}, ${DISTANCES[code].steps} skritt`])
) as Record<DistanceCode, string>

/** Table T3 (THA-RANGE-4), printed feet/metres kept as printed (THA-GAP-30: they are side lengths). */
export type AreaCode = 'LO' | 'MO' | 'SO' | 'EO'
export const AREAS: Readonly<
  Record<AreaCode, { readonly name: string; readonly side: number | null; readonly printedFeet: number | null; readonly printedMetres: number | null }>
> = {
  LO: { name: 'Lite Område', side: 3, printedFeet: 15, printedMetres: 6 },
  MO: { name: 'Medium Område', side: 5, printedFeet: 25, printedMetres: 10 },
  SO: { name: 'Stort Område', side: 7, printedFeet: 35, printedMetres: 14 },
  EO: { name: 'Egendefinert Område', side: null, printedFeet: null, printedMetres: null }
}
