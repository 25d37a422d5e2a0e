import { readFile, writeFile } from 'node:fs/promises'
import { dialog, type BrowserWindow } from 'electron'
import type { FileHost } from './ipc/handlers.ts'

/** Files in and out of the app go through the system's own dialogs: the renderer never names a path. */
export function dialogFileHost(window: () => BrowserWindow | null): FileHost {
  return {
    async saveText(suggestedName, text) {
      const owner = window()
      const options = { defaultPath: suggestedName }
      const result = owner ? await dialog.showSaveDialog(owner, options) : await dialog.showSaveDialog(options)
      if (result.canceled || !result.filePath) return null
      await writeFile(result.filePath, text, 'utf8')
      return result.filePath
    },
    async openText() {
      const owner = window()
      const options = { properties: ['openFile' as const], filters: [{ name: 'Marching Order', extensions: ['json'] }] }
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options)
      const path = result.filePaths[0]
      return result.canceled || !path ? null : readFile(path, 'utf8')
    },
    async chooseFolder() {
      const owner = window()
      const options = { properties: ['openDirectory' as const, 'createDirectory' as const] }
      const result = owner ? await dialog.showOpenDialog(owner, options) : await dialog.showOpenDialog(options)
      return result.canceled ? null : (result.filePaths[0] ?? null)
    }
  }
}
