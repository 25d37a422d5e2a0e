/**
 * Controls that only read or move around (the rail, going back, opening a campaign, viewing a log, searching, the
 * app's own language, rule texts, exports to a file the GM picks): they stay usable while the folder is read-only.
 * A control elsewhere that only reads says so with `data-reads`.
 */
const READS = [
  '.rail button',
  'button.link:not(.danger)',
  'input[type=search]',
  'select[name=app-language]',
  '[data-test=campaign] button.primary',
  '[data-test=archived-campaign] button.primary',
  '.logs__actions button:not(.primary)',
  '[data-reads]',
  '[data-reads] *'
].join(', ')

const CONTROLS = 'button, input, select, textarea'
/** Marks what the lock disabled, so that lifting it gives back only those. */
const MARK = 'data-read-only-disabled'

type Control = HTMLButtonElement | HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement

/**
 * While another Marching Order holds the data folder, every control under `root` that would save something is
 * disabled (and so looks it, and says it to a screen reader), including controls that appear later. Main refuses
 * such saves anyway; this is so the GM is not offered them. Returns what lifts the lock.
 */
export function lockWrites(root: HTMLElement): () => void {
  const lock = () => {
    for (const control of root.querySelectorAll<Control>(CONTROLS)) {
      if (control.disabled || control.matches(READS)) continue
      control.disabled = true
      control.setAttribute(MARK, '')
    }
  }
  lock()
  // Screens change and buttons re-enable themselves when a task ends: each change is locked again.
  const observer = new MutationObserver(lock)
  observer.observe(root, { subtree: true, childList: true, attributes: true, attributeFilter: ['disabled'] })
  return () => {
    observer.disconnect()
    for (const control of root.querySelectorAll<Control>(`[${MARK}]`)) {
      control.disabled = false
      control.removeAttribute(MARK)
    }
  }
}
