import type { Ignorer } from '@stryker-mutator/api/ignore'

export declare const logGuardIgnorer: Ignorer
export declare const strykerPlugins: unknown[]
