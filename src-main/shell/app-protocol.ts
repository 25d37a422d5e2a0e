// Checklist 18: the renderer comes from our own app:// scheme, not file://, so the page is one origin of its own and
// can read nothing on disk but the built renderer folder.
import { readFile } from 'node:fs/promises'
import { extname, isAbsolute, relative, resolve } from 'node:path'

export const APP_SCHEME = 'app'
const APP_HOST = 'marching-order'
/** The page the window loads; every file of the built renderer is served below this origin. */
export const APP_PAGE_URL = `${APP_SCHEME}://${APP_HOST}/index.html`

/** Registered before the app is ready: a standard, secure scheme (so 'self', ES modules and fetch work as on https). */
export const APP_SCHEME_PRIVILEGES = { scheme: APP_SCHEME, privileges: { standard: true, secure: true, supportFetchAPI: true } } as const

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8'
}

/**
 * The file an app:// URL names inside `folder`, or null: another host, a path that climbs out of the folder (`..`,
 * its encoded forms, a backslash), a NUL byte, or a URL that does not parse.
 */
export function appFilePath(url: string, folder: string): string | null {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return null
  }
  if (parsed.protocol !== `${APP_SCHEME}:` || parsed.host !== APP_HOST) return null
  let path: string
  try {
    path = decodeURIComponent(parsed.pathname)
  } catch {
    return null
  }
  if (path.includes('\0') || path.includes('\\') || path.split('/').includes('..')) return null
  const root = resolve(folder)
  const file = resolve(root, `.${path === '/' ? '/index.html' : path}`)
  const inside = relative(root, file)
  return inside !== '' && !inside.startsWith('..') && !isAbsolute(inside) ? file : null
}

/** Answers one app:// request from the renderer folder: the file, 404 for what is not there, 403 for what is outside. */
export async function serveAppRequest(url: string, folder: string): Promise<Response> {
  const file = appFilePath(url, folder)
  if (file === null) return new Response('Forbidden', { status: 403, headers: { 'content-type': 'text/plain' } })
  try {
    const body = await readFile(file)
    return new Response(new Uint8Array(body), { status: 200, headers: { 'content-type': TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream' } })
  } catch {
    return new Response('Not found', { status: 404, headers: { 'content-type': 'text/plain' } })
  }
}
