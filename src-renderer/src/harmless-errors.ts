/**
 * Chromium raises these when a ResizeObserver callback (the virtual lists measure their rows) changes a size again in
 * the same frame: the notifications simply come a frame later, nothing is lost, so a GM must not be told of an error.
 */
const HARMLESS_BROWSER_NOTICES = ['ResizeObserver loop completed with undelivered notifications', 'ResizeObserver loop limit exceeded']

/** Whether an uncaught error's message is one of the browser's harmless notices rather than a fault of the app. */
export function isHarmlessBrowserNotice(message: string | undefined): boolean {
  return message !== undefined && HARMLESS_BROWSER_NOTICES.some((notice) => message.includes(notice))
}
