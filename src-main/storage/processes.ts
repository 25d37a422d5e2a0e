import { randomBytes } from 'node:crypto'
import { hostname } from 'node:os'

/** This process among all that ever touch a data folder: its id, a random token (ids are reused) and the host. */
export const PROCESS_TOKEN = randomBytes(4).toString('hex')
export const HOST = hostname()

/** Whether a process with this id runs on this machine (a process we may not signal runs too). */
export function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false
  if (pid === process.pid) return true
  try {
    process.kill(pid, 0)
    return true
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
}
