export * from './notation.ts'
export * from './rng.ts'
