import seedrandom from 'seedrandom'

/** Alea generator state: four numbers, plain JSON, so a fight can save and restore it mid-roll. */
export interface RngState {
  readonly c: number
  readonly s0: number
  readonly s1: number
  readonly s2: number
}

export interface DiceRoller {
  /** One face of a die with `sides` sides, 1..sides. */
  face(sides: number): number
  state(): RngState
}

function wrap(prng: seedrandom.StatefulPRNG<seedrandom.State.Alea>): DiceRoller {
  return {
    face: (sides) => Math.floor(prng() * sides) + 1,
    state: () => ({ ...prng.state() }) as RngState
  }
}

export function seededRoller(seed: string | number): DiceRoller {
  return wrap(seedrandom.alea(String(seed), { state: true }))
}

export function restoreRoller(state: RngState): DiceRoller {
  if (![state?.c, state?.s0, state?.s1, state?.s2].every((n) => typeof n === 'number' && Number.isFinite(n))) {
    throw new Error('Dice generator state must be an object with the numbers c, s0, s1 and s2')
  }
  return wrap(seedrandom.alea('', { state: { ...state } }))
}
