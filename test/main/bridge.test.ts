import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs'
import { request } from 'node:http'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startBridge, type Bridge } from '../../src-main/ipc/http-bridge.ts'

let bridge: Bridge
let own: string

beforeAll(async () => {
  const root = mkdtempSync(join(tmpdir(), 'mo-bridge-'))
  const staticRoot = join(root, 'static')
  mkdirSync(staticRoot)
  writeFileSync(join(staticRoot, 'index.html'), '<html><head><title>x</title></head></html>')
  bridge = await startBridge({ dataRoot: join(root, 'data'), staticRoot })
  own = new URL(bridge.url).host
})
afterAll(() => bridge.close())

interface Reply {
  readonly status: number
  readonly body: string
}

/** One request with exactly the headers given (fetch would not let a test choose Host). */
function raw(method: string, path: string, headers: Record<string, string>, body?: Buffer | string): Promise<Reply> {
  const { port } = new URL(bridge.url)
  return new Promise((done, failed) => {
    const req = request({ host: '127.0.0.1', port: Number(port), method, path, headers, setHost: false }, (res) => {
      const chunks: Buffer[] = []
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('end', () => done({ status: res.statusCode ?? 0, body: Buffer.concat(chunks).toString('utf8') }))
      res.on('error', failed)
    })
    req.on('error', failed)
    req.end(body)
  })
}

const api = (channel: string, headers: Record<string, string> = {}, body = '{}') =>
  raw('POST', `/api/${channel}`, { host: own, 'content-type': 'application/json', 'x-mo-token': bridge.token, ...headers }, body)

describe('HTTP bridge: only its own loopback address', () => {
  it('answers its own Host, with or without its own Origin', async () => {
    expect(await api('campaign.list')).toEqual({ status: 200, body: JSON.stringify({ ok: true, value: [] }) })
    expect((await api('campaign.list', { origin: `http://${own}` })).status).toBe(200)
    expect((await raw('GET', '/', { host: own })).body).toContain(`content="${bridge.token}"`)
  })

  it('refuses a foreign Host with 403 — the renderer and its token too (DNS rebinding)', async () => {
    const port = own.split(':')[1]
    for (const host of [`evil.example:${port}`, `localhost:${port}`, '127.0.0.1', `127.0.0.1:${Number(port) + 1}`, `[::1]:${port}`, '']) {
      const call = await api('campaign.list', { host })
      expect({ host, status: call.status }).toEqual({ host, status: 403 })
      expect(JSON.parse(call.body)).toMatchObject({ ok: false, error: { code: 'forbidden' } })
      const page = await raw('GET', '/', { host })
      expect({ host, status: page.status }).toEqual({ host, status: 403 })
      expect(page.body).not.toContain(bridge.token)
    }
  })

  it('refuses a foreign Origin with 403, even with the token and our Host', async () => {
    for (const origin of [
      'http://evil.example',
      `http://evil.example:${own.split(':')[1]}`,
      `https://${own}`,
      'null',
      `http://localhost:${own.split(':')[1]}`
    ]) {
      const call = await api('campaign.create', { origin }, JSON.stringify({ name: 'Pwned', system: 'ultraquest', language: 'en' }))
      expect({ origin, status: call.status }).toEqual({ origin, status: 403 })
      expect((await raw('GET', '/', { host: own, origin })).status).toBe(403)
    }
    expect(JSON.parse((await api('campaign.list')).body).value).toEqual([])
  })
})

describe('HTTP bridge: request limits and malformed requests', () => {
  it('answers 413 to a 100 MB body (not a connection reset), and keeps serving', async () => {
    const big = Buffer.alloc(100 * 1024 * 1024, 0x20)
    const reply = await api('campaign.list', {}, big as unknown as string)
    expect(reply.status).toBe(413)
    expect(JSON.parse(reply.body)).toMatchObject({ ok: false, error: { code: 'tooLarge' } })
    // fetch streams the body too; it hears the 413 as well.
    const fetched = await fetch(`${bridge.url}/api/campaign.list`, { method: 'POST', headers: { 'x-mo-token': bridge.token }, body: big })
    expect(fetched.status).toBe(413)
    expect((await api('campaign.list')).status).toBe(200)
  }, 60_000)

  it('answers 413 to a body past the limit sent without a length (chunked)', async () => {
    const { port } = new URL(bridge.url)
    const status = await new Promise<number>((done, failed) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: Number(port),
          method: 'POST',
          path: '/api/campaign.list',
          headers: { 'x-mo-token': bridge.token, 'transfer-encoding': 'chunked' }
        },
        (res) => {
          res.resume()
          res.on('end', () => done(res.statusCode ?? 0))
        }
      )
      req.on('error', failed)
      const chunk = Buffer.alloc(1024 * 1024, 0x20)
      let sent = 0
      const pump = () => {
        while (sent < 12) {
          sent++
          if (!req.write(chunk)) return req.once('drain', pump)
        }
        req.end()
      }
      pump()
    })
    expect(status).toBe(413)
  }, 30_000)

  it('answers 400, not 500, to a malformed URL or %-encoding', async () => {
    for (const path of ['/api/%E0%A4%A', '/%', '/api/campaign.list%zz', '//']) {
      const reply = await rawLine(`POST ${path} HTTP/1.1\r\nHost: ${own}\r\nx-mo-token: ${bridge.token}\r\nContent-Length: 2\r\nConnection: close\r\n\r\n{}`)
      expect({ path, status: reply.split(' ')[1] }).toEqual({ path, status: '400' })
    }
    for (const path of ['/%E0%A4%A', '/%zz']) {
      expect((await raw('GET', path, { host: own })).status).toBe(400)
    }
  })

  it('answers 400 to a body that is not JSON', async () => {
    expect((await api('campaign.list', {}, '{')).status).toBe(400)
  })
})

/** Sends bytes as they are over a socket and returns the status line and whatever follows. */
function rawLine(text: string): Promise<string> {
  const { port } = new URL(bridge.url)
  return new Promise((done, failed) => {
    const socket = connect(Number(port), '127.0.0.1', () => socket.end(text))
    const chunks: Buffer[] = []
    socket.on('data', (c: Buffer) => chunks.push(c))
    socket.on('end', () => done(Buffer.concat(chunks).toString('utf8')))
    socket.on('error', failed)
  })
}

describe('HTTP bridge: closing', () => {
  it('closes while a client is mid-request and would keep reusing its connection, as the folder poll does', async () => {
    const root = mkdtempSync(join(tmpdir(), 'mo-bridge-close-'))
    const busy = await startBridge({ dataRoot: root })
    const { host, port } = new URL(busy.url)
    const socket = connect(Number(port), '127.0.0.1')
    await new Promise((done) => socket.once('connect', done))
    const body = '{}'
    const head = `POST /api/campaign.list HTTP/1.1\r\nHost: ${host}\r\nx-mo-token: ${busy.token}\r\nContent-Length: ${body.length}\r\n\r\n`
    // A request whose body has not arrived yet when close() is called, then one request after another on the kept connection.
    socket.write(head)
    const closed = busy.close().then(() => 'closed')
    socket.write(body)
    const poll = setInterval(() => socket.writable && socket.write(head + body), 200)
    socket.on('error', () => undefined)
    const outcome = await Promise.race([closed, new Promise((done) => setTimeout(() => done('still open after 8 s'), 8_000))])
    clearInterval(poll)
    socket.destroy()
    expect(outcome).toBe('closed')
  }, 15_000)
})
