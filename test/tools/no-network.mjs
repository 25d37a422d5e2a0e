// Loaded into electron-builder by `npm run package:check` (NODE_OPTIONS=--import): any attempt to reach another
// machine fails loudly, so the check proves packing needs nothing from the internet.
import dns from 'node:dns'
import net from 'node:net'

function refuse(what) {
  throw new Error(`package:check: electron-builder tried to reach ${what}; packing must work offline`)
}

const connect = net.Socket.prototype.connect
net.Socket.prototype.connect = function (...args) {
  const options = typeof args[0] === 'object' && args[0] !== null ? args[0] : { port: args[0], host: args[1] }
  // Local pipes and sockets (child processes, npm's own IPC) are fine; TCP to anywhere is not.
  if (options.path !== undefined) return connect.apply(this, args)
  refuse(`${options.host ?? 'localhost'}:${options.port}`)
}
dns.lookup = (host) => refuse(host)
dns.promises.lookup = async (host) => refuse(host)
