#!/usr/bin/env node
// The CLI runs the TypeScript sources directly, so `mo` never drifts from the engine the app uses.
import { register } from 'tsx/esm/api'

register()
await import('./mo.ts')
