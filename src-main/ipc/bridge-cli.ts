// `npm run bridge -- --data <folder> [--port N] [--settings <file>]`: serves the built renderer and the services on
// loopback, for browser tests and for trying the app where Electron cannot run. With --settings the GM may move the
// data folder, and the file remembers where it went (as the app's config folder does). npm runs it bundled
// (out/bridge/bridge.mjs, esbuild without keepNames, which makes the rules' named closures slower under tsx).
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startBridge } from './http-bridge.ts'

const { values } = parseArgs({ options: { data: { type: 'string' }, port: { type: 'string', default: '0' }, settings: { type: 'string' } } })
if (!values.data) {
  console.error('Usage: npm run bridge -- --data <folder> [--port N] [--settings <file>]')
  process.exit(2)
}
// Two folders below the project both as source and bundled.
const bridge = await startBridge({
  dataRoot: resolve(values.data),
  staticRoot: resolve(import.meta.dirname, '../../out/renderer'),
  port: Number(values.port),
  ...(values.settings ? { settingsFile: resolve(values.settings) } : {})
})
console.log(`Marching Order bridge on ${bridge.url}`)
