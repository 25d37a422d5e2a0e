import { randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { bundledOddsWorker } from '../odds/bundled-worker.ts'
import { OddsJobs } from '../odds/jobs.ts'
import { ServiceContext } from '../services/context.ts'
import { settingsContext } from '../services/data-folder.ts'
import type { FileHost } from './handlers.ts'
import { createRouter } from './router.ts'

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.json': 'application/json'
}
export interface Bridge {
  readonly url: string
  readonly token: string
  close(): Promise<void>
}

export interface BridgeOptions {
  readonly dataRoot: string
  /** The built renderer (out/renderer), served at / with the bridge token in a meta tag. */
  readonly staticRoot?: string
  readonly port?: number
  readonly context?: ServiceContext
  /** Where the GM's choice of data folder is kept: honoured at start (instead of dataRoot) and written by a move. */
  readonly settingsFile?: string
}

/** Files "saved" through the bridge land in dataRoot/exports; "opened" files are taken from dataRoot/imports. */
function folderFileHost(dataRoot: string): FileHost {
  return {
    async saveText(name, text) {
      const folder = join(dataRoot, 'exports')
      await mkdir(folder, { recursive: true })
      const path = join(folder, name)
      await writeFile(path, text)
      return path
    },
    async openText() {
      const folder = join(dataRoot, 'imports')
      const names = await readdir(folder).catch(() => [] as string[])
      const newest = names.sort().at(-1)
      return newest === undefined ? null : readFile(join(folder, newest), 'utf8')
    }
  }
}

/** Bodies past MAX_BODY get 413; what follows is read and thrown away, so the client hears the answer instead of a reset. */
const MAX_BODY = 5 * 1024 * 1024
/** Past this much thrown-away body the connection is cut: a loopback client that streams on and on gets nothing more. */
const MAX_DRAIN = 1024 * 1024 * 1024

type Body = { readonly text: string } | { readonly tooLarge: true }

/**
 * Reads a request body up to `limit` bytes. A larger one (by its Content-Length or as it arrives) resolves as
 * too large at once, and the rest is drained so the 413 can be answered on a connection still open.
 */
function readBody(req: IncomingMessage, limit = MAX_BODY): Promise<Body> {
  return new Promise((done, failed) => {
    let size = 0
    const chunks: Buffer[] = []
    const drain = () => {
      chunks.length = 0
      req.removeListener('data', collect)
      req.on('data', (c: Buffer) => {
        size += c.length
        if (size > MAX_DRAIN) req.socket.destroy()
      })
      done({ tooLarge: true })
    }
    const collect = (c: Buffer) => {
      size += c.length
      if (size > limit) drain()
      else chunks.push(c)
    }
    req.on('error', failed)
    if (Number(req.headers['content-length']) > limit) return drain()
    req.on('data', collect)
    req.on('end', () => {
      if (size <= limit) done({ text: Buffer.concat(chunks).toString('utf8') })
    })
  })
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
  res.end(body)
}

function refuse(res: ServerResponse, status: number, code: string, message: string): void {
  send(res, status, JSON.stringify({ ok: false, error: { code, message } }))
}

/**
 * Whether a request is addressed to this bridge by its own loopback address: the Host header must be
 * `127.0.0.1:<port>`, and an Origin, when the browser sends one, `http://127.0.0.1:<port>`. A page under another
 * host name that resolves to 127.0.0.1 (DNS rebinding) sends its own name as Host and Origin, so it gets neither
 * the renderer with its token nor an answer from the services.
 */
export function addressedToUs(headers: IncomingMessage['headers'], own: string): boolean {
  const host = headers.host?.toLowerCase()
  const origin = headers.origin
  return host === own && (origin === undefined || origin.toLowerCase() === `http://${own}`)
}

/** A request target as a URL and its path decoded; null for one that is not a valid URL or not valid %-encoding. */
function target(req: IncomingMessage, own: string): { url: URL; path: string } | null {
  try {
    const url = new URL(req.url ?? '/', `http://${own}`)
    return { url, path: decodeURIComponent(url.pathname) }
  } catch {
    return null
  }
}

/**
 * The same router as the app's IPC, behind a loopback HTTP server, so the real renderer and the real
 * services can be tested together in a browser. Only calls carrying the bridge's token, sent to the bridge's
 * own address, are trusted.
 */
export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const token = randomBytes(24).toString('hex')
  const ctx =
    options.context ??
    (options.settingsFile
      ? settingsContext(options.settingsFile, options.dataRoot, new OddsJobs(bundledOddsWorker))
      : new ServiceContext(options.dataRoot, undefined, undefined, new OddsJobs(bundledOddsWorker)))
  const router = createRouter(ctx, folderFileHost(options.dataRoot))
  const trusted = (req: IncomingMessage) => {
    const given = Buffer.from(String(req.headers['x-mo-token'] ?? ''))
    const expected = Buffer.from(token)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  const staticRoot = options.staticRoot ? resolve(options.staticRoot) : undefined
  /** `127.0.0.1:<port>`, known once the server listens. */
  let own = ''

  const server = createServer(async (req, res) => {
    try {
      if (!addressedToUs(req.headers, own)) return refuse(res, 403, 'forbidden', `Only http://${own} may call this bridge`)
      const parsed = target(req, own)
      if (!parsed) return refuse(res, 400, 'badRequest', 'The request URL is malformed')
      const { url, path: pathname } = parsed
      if (req.method === 'POST' && url.pathname.startsWith('/api/')) {
        const channel = pathname.slice(5)
        const body = await readBody(req)
        if (!('text' in body)) return refuse(res, 413, 'tooLarge', `The request body is larger than ${MAX_BODY} bytes`)
        let payload: unknown
        try {
          payload = JSON.parse(body.text || '{}')
        } catch {
          return refuse(res, 400, 'badRequest', 'The request body is not JSON')
        }
        return send(res, 200, JSON.stringify(await router.handle(channel, payload, { trusted: trusted(req) })))
      }
      if (req.method !== 'GET' || !staticRoot) return send(res, 404, 'not found', 'text/plain')
      const path = normalize(join(staticRoot, url.pathname === '/' ? 'index.html' : pathname))
      if (!path.startsWith(staticRoot + sep) || !(await stat(path).catch(() => null))?.isFile()) return send(res, 404, 'not found', 'text/plain')
      let body: string | Buffer = await readFile(path)
      if (path.endsWith('index.html')) body = body.toString('utf8').replace('<head>', `<head>\n    <meta name="mo-bridge-token" content="${token}" />`)
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
      res.end(body)
    } catch (error) {
      if (res.headersSent) res.destroy()
      else refuse(res, 500, 'internal', (error as Error).message)
    }
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  own = `127.0.0.1:${port}`
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: async () => {
      await ctx.odds?.close()
      const closed = new Promise<void>((done) => server.close(() => done()))
      // close() alone waits for every busy connection, and a page that polls on a kept-alive connection never lets it go.
      server.closeAllConnections()
      await closed
    }
  }
}
