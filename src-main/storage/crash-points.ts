/**
 * The moments between two steps of a write that a crash could fall into: before a temp file is written, before
 * it is renamed into place, after the rename, before a staged folder is moved in … Production code only names
 * them; the kill tests install a hook that ends the process at one of them (SIGKILL, so nothing is flushed or
 * cleaned up), to prove that every such moment leaves files the app recovers from.
 */
type Hook = (point: string, path?: string) => void

let hook: Hook | null = null

/** Installs (or, with null, removes) the hook called at every crash point. For tests and the soak script only. */
export function onCrashPoint(next: Hook | null): void {
  hook = next
}

/** A crash point: `point` names the moment, `path` the file being written, if one is. */
export function crashPoint(point: string, path?: string): void {
  if (hook) hook(point, path)
}
