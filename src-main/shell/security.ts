// The Electron security checklist (https://www.electronjs.org/docs/latest/tutorial/security), item by item,
// as plain functions over the few parts of Electron they touch, so tests can drive them with fakes.
import type { BrowserWindowConstructorOptions } from 'electron'
import { APP_PAGE_URL } from './app-protocol.ts'

/** Where our own page is: the built renderer's index.html (served as app://), or the dev server while developing. */
export interface OwnPage {
  readonly rendererFile: string
  readonly devServer?: string | undefined
}

/**
 * Web pages the app may hand to the system browser: https only, and only these exact origins. The app links
 * to nothing outside itself today, so the list is empty and every window.open and link is simply refused.
 */
export const EXTERNAL_ORIGINS: readonly string[] = []

/**
 * The main window's options. Checklist: 2 no Node.js in the renderer (nor its workers and frames), 3 context
 * isolation, 4 the process sandbox, 6 web security on, 8 no insecure content, 9 no experimental features,
 * 10 no Blink features, 12 no <webview> at all.
 */
export function windowOptions(preload: string): BrowserWindowConstructorOptions {
  return {
    width: 1366,
    height: 768,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Marching Order',
    webPreferences: {
      preload,
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false,
      nodeIntegrationInWorker: false,
      nodeIntegrationInSubFrames: false,
      webSecurity: true,
      allowRunningInsecureContent: false,
      experimentalFeatures: false,
      webviewTag: false,
      navigateOnDragDrop: false,
      safeDialogs: true
    }
  }
}

function withoutHash(url: string): string | null {
  try {
    const parsed = new URL(url)
    parsed.hash = ''
    return parsed.href
  } catch {
    return null
  }
}

/** Whether a frame's URL is our own page: exactly the renderer's app:// page, or a page of the dev server's origin. */
export function isOwnPage(url: string, page: OwnPage): boolean {
  const href = withoutHash(url)
  if (href === null) return false
  if (page.devServer) return new URL(href).origin === new URL(page.devServer).origin
  return href === APP_PAGE_URL
}

/** Checklist 15: only https pages of the allowed origins, with no user name or password in them, go to the system browser. */
export function externalAllowed(url: string, origins: readonly string[] = EXTERNAL_ORIGINS): boolean {
  let parsed: URL
  try {
    parsed = new URL(url)
  } catch {
    return false
  }
  return parsed.protocol === 'https:' && parsed.username === '' && parsed.password === '' && origins.includes(parsed.origin)
}

export interface GuardedEvent {
  preventDefault(): void
}

/** What the guards touch of a WebContents. */
export interface WebContentsLike {
  setWindowOpenHandler(handler: (details: { url: string }) => { action: 'deny' } | { action: 'allow' }): void
  on(event: 'will-navigate' | 'will-redirect' | 'will-frame-navigate' | 'will-attach-webview', listener: (event: GuardedEvent) => void): unknown
}

/**
 * Checklist 12, 13, 14 and 15 for one WebContents: no navigation away from the page it was loaded with (links,
 * redirects, any frame), no <webview>, and no new windows; a new window for an allowed https page opens in the
 * system browser instead, everything else is dropped.
 */
export function guardWebContents(contents: WebContentsLike, openExternal: (url: string) => unknown, origins: readonly string[] = EXTERNAL_ORIGINS): void {
  contents.setWindowOpenHandler(({ url }) => {
    if (externalAllowed(url, origins)) void Promise.resolve(openExternal(url)).catch(() => {})
    return { action: 'deny' }
  })
  const refuse = (event: GuardedEvent) => event.preventDefault()
  contents.on('will-navigate', refuse)
  contents.on('will-redirect', refuse)
  contents.on('will-frame-navigate', refuse)
  contents.on('will-attach-webview', refuse)
}

/** What the handlers touch of a Session. */
export interface SessionLike {
  setPermissionRequestHandler(handler: (webContents: unknown, permission: string, callback: (granted: boolean) => void, details: unknown) => void): void
  setPermissionCheckHandler(handler: (webContents: unknown, permission: string, requestingOrigin: string, details: unknown) => boolean): void
  setDevicePermissionHandler(handler: (details: unknown) => boolean): void
}

/** Checklist 5: the app needs no permission at all (camera, notifications, clipboard, devices …), so every request and check is denied. */
export function denyPermissions(session: SessionLike): void {
  session.setPermissionRequestHandler((_contents, _permission, callback) => callback(false))
  session.setPermissionCheckHandler(() => false)
  session.setDevicePermissionHandler(() => false)
}

/** What sender validation reads of an IPC event. */
export interface IpcEventLike {
  readonly sender: unknown
  readonly senderFrame: { readonly url: string } | null
}

/**
 * Checklist 17: a call counts only from our window's WebContents, from its top frame (not an iframe), showing
 * our own page.
 */
export function trustedSender(event: IpcEventLike, window: { readonly webContents: { readonly mainFrame: unknown } } | null, page: OwnPage): boolean {
  if (window === null || event.sender !== window.webContents) return false
  const frame = event.senderFrame
  if (frame === null || frame !== window.webContents.mainFrame) return false
  return isOwnPage(frame.url, page)
}
