// The main window opens where the GM left it: size, position and whether it was maximised, kept in a small JSON
// file in the app's config folder, and pulled back onto a screen that is still there.
import { mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface Rectangle {
  x: number
  y: number
  width: number
  height: number
}

export interface WindowState {
  readonly bounds: Rectangle
  readonly maximized: boolean
}

/** The window's size on a first start: the 1366×768 laptop screen everything is made to fit. */
export const DEFAULT_SIZE = { width: 1366, height: 768 }
export const MIN_SIZE = { width: 1024, height: 640 }

export const WINDOW_STATE_FILE = 'window-state.json'

function isRectangle(value: unknown): value is Rectangle {
  if (typeof value !== 'object' || value === null) return false
  const r = value as Record<string, unknown>
  return ['x', 'y', 'width', 'height'].every((k) => typeof r[k] === 'number' && Number.isFinite(r[k]))
}

/** The saved state, or null when there is none or it does not read as one (a first start, a hand-edited file). */
export function readWindowState(file: string): WindowState | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>
    if (!isRectangle(parsed['bounds'])) return null
    return { bounds: parsed['bounds'], maximized: parsed['maximized'] === true }
  } catch {
    return null
  }
}

/** Written whole and renamed into place, so a crash mid-write leaves the old state, never half a file. */
export function writeWindowState(file: string, state: WindowState): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(`${file}.tmp`, JSON.stringify(state))
  renameSync(`${file}.tmp`, file)
}

function overlap(a: Rectangle, b: Rectangle): number {
  const width = Math.min(a.x + a.width, b.x + b.width) - Math.max(a.x, b.x)
  const height = Math.min(a.y + a.height, b.y + b.height) - Math.max(a.y, b.y)
  return width > 0 && height > 0 ? width * height : 0
}

/**
 * Where the window opens: the saved bounds, made to fit the screen it mostly lies on (of the work areas of the displays
 * connected now, the primary first) and moved wholly onto it, so the title bar can always be grabbed even after a
 * display was unplugged or its resolution shrank; without a saved state, centred at the default size on the primary.
 */
export function placeWindow(saved: WindowState | null, workAreas: readonly Rectangle[]): WindowState {
  const primary = workAreas[0] ?? { x: 0, y: 0, ...DEFAULT_SIZE }
  if (!saved) {
    const width = Math.min(DEFAULT_SIZE.width, primary.width)
    const height = Math.min(DEFAULT_SIZE.height, primary.height)
    return {
      bounds: { x: primary.x + Math.round((primary.width - width) / 2), y: primary.y + Math.round((primary.height - height) / 2), width, height },
      maximized: false
    }
  }
  const best = workAreas.reduce((a, b) => (overlap(saved.bounds, b) > overlap(saved.bounds, a) ? b : a), primary)
  const width = Math.max(Math.min(saved.bounds.width, best.width), Math.min(MIN_SIZE.width, best.width))
  const height = Math.max(Math.min(saved.bounds.height, best.height), Math.min(MIN_SIZE.height, best.height))
  // On no screen at all any more (its display unplugged): centred on the primary one instead of stuck at an edge.
  const onScreen = overlap(saved.bounds, best) > 0
  const x = onScreen ? saved.bounds.x : best.x + Math.round((best.width - width) / 2)
  const y = onScreen ? saved.bounds.y : best.y + Math.round((best.height - height) / 2)
  return {
    bounds: {
      x: Math.min(Math.max(x, best.x), best.x + best.width - width),
      y: Math.min(Math.max(y, best.y), best.y + best.height - height),
      width,
      height
    },
    maximized: saved.maximized
  }
}
