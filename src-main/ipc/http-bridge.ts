import { randomBytes, timingSafeEqual } from 'node:crypto'
import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import { extname, join, normalize, resolve, sep } from 'node:path'
import { bundledOddsWorker } from '../odds/bundled-worker.ts'
import { OddsJobs } from '../odds/jobs.ts'
import { ServiceContext } from '../services/context.ts'
import type { FileHost } from './handlers.ts'
import { createRouter } from './router.ts'

const TYPES: Record<string, string> = { '.html': 'text/html; charset=utf-8', '.js': 'text/javascript', '.css': 'text/css', '.svg': 'image/svg+xml', '.png': 'image/png', '.json': 'application/json' }
const MAX_BODY = 5 * 1024 * 1024

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

function readBody(req: IncomingMessage): Promise<string> {
  return new Promise((done, failed) => {
    let size = 0
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => {
      size += c.length
      if (size > MAX_BODY) {
        failed(new Error('request too large'))
        req.destroy()
      } else chunks.push(c)
    })
    req.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    req.on('error', failed)
  })
}

function send(res: ServerResponse, status: number, body: string, type = 'application/json'): void {
  res.writeHead(status, { 'content-type': type, 'cache-control': 'no-store', 'x-content-type-options': 'nosniff' })
  res.end(body)
}

/**
 * The same router as the app's IPC, behind a loopback HTTP server, so the real renderer and the real
 * services can be tested together in a browser. Only calls carrying the bridge's token are trusted.
 */
export async function startBridge(options: BridgeOptions): Promise<Bridge> {
  const token = randomBytes(24).toString('hex')
  const ctx = options.context ?? new ServiceContext(options.dataRoot, undefined, undefined, new OddsJobs(bundledOddsWorker))
  const router = createRouter(ctx, folderFileHost(options.dataRoot))
  const trusted = (req: IncomingMessage) => {
    const given = Buffer.from(String(req.headers['x-mo-token'] ?? ''))
    const expected = Buffer.from(token)
    return given.length === expected.length && timingSafeEqual(given, expected)
  }
  const staticRoot = options.staticRoot ? resolve(options.staticRoot) : undefined

  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://localhost')
      if (req.method === 'POST' && url.pathname.startsWith('/api/')) {
        const channel = decodeURIComponent(url.pathname.slice(5))
        let payload: unknown
        try {
          payload = JSON.parse((await readBody(req)) || '{}')
        } catch {
          return send(res, 400, JSON.stringify({ ok: false, error: { code: 'badRequest', message: 'The request body is not JSON' } }))
        }
        return send(res, 200, JSON.stringify(await router.handle(channel, payload, { trusted: trusted(req) })))
      }
      if (req.method !== 'GET' || !staticRoot) return send(res, 404, 'not found', 'text/plain')
      const path = normalize(join(staticRoot, url.pathname === '/' ? 'index.html' : decodeURIComponent(url.pathname)))
      if (!path.startsWith(staticRoot + sep) || !(await stat(path).catch(() => null))?.isFile()) return send(res, 404, 'not found', 'text/plain')
      let body: string | Buffer = await readFile(path)
      if (path.endsWith('index.html')) body = body.toString('utf8').replace('<head>', `<head>\n    <meta name="mo-bridge-token" content="${token}" />`)
      res.writeHead(200, { 'content-type': TYPES[extname(path)] ?? 'application/octet-stream', 'cache-control': 'no-store' })
      res.end(body)
    } catch (error) {
      send(res, 500, JSON.stringify({ ok: false, error: { code: 'internal', message: (error as Error).message } }))
    }
  })
  await new Promise<void>((done) => server.listen(options.port ?? 0, '127.0.0.1', done))
  const address = server.address()
  const port = typeof address === 'object' && address ? address.port : 0
  return {
    url: `http://127.0.0.1:${port}`,
    token,
    close: async () => {
      await ctx.odds?.close()
      await new Promise<void>((done) => server.close(() => done()))
    }
  }
}
