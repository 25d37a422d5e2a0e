// `npm run bridge -- --data <folder> [--port N]`: serves the built renderer and the services on loopback,
// for browser tests and for trying the app where Electron cannot run.
import { resolve } from 'node:path'
import { parseArgs } from 'node:util'
import { startBridge } from './http-bridge.ts'

const { values } = parseArgs({ options: { data: { type: 'string' }, port: { type: 'string', default: '0' } } })
if (!values.data) {
  console.error('Usage: npm run bridge -- --data <folder> [--port N]')
  process.exit(2)
}
const bridge = await startBridge({ dataRoot: resolve(values.data), staticRoot: resolve(import.meta.dirname, '../../out/renderer'), port: Number(values.port) })
console.log(`Marching Order bridge on ${bridge.url}`)
