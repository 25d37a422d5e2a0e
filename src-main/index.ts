import { existsSync } from 'node:fs'
import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { app, BrowserWindow, dialog, ipcMain, Menu, protocol, screen, session, shell } from 'electron'
import { dialogFileHost } from './electron-files.ts'
import { createRouter } from './ipc/router.ts'
import { OddsJobs } from './odds/jobs.ts'
import oddsWorkerPath from './odds/worker.ts?modulePath'
import type { ServiceContext } from './services/context.ts'
import { appContext, chosenDataFolder, SETTINGS_FILE } from './services/data-folder.ts'
import { startShell } from './shell/app-shell.ts'

let services: ServiceContext | null = null
const configFolder = app.getPath('userData')

// The window, its guards, the menu and the IPC wiring live in shell/, driven here with the real `electron` module.
startShell(
  { app, BrowserWindow, ipcMain, session, shell, Menu, protocol, screen, dialog },
  {
    preload: join(import.meta.dirname, '../preload/preload.cjs'),
    rendererFile: join(import.meta.dirname, '../renderer/index.html'),
    devServer: process.env['ELECTRON_RENDERER_URL'],
    configFolder,
    // The data folder the services work on now (the GM may move it); before they start, the one they will open. While
    // it cannot be found (a removed disk), beside the settings: logging an error never makes the GM's folder anew.
    errorLogFolder: () => {
      const root = services?.dataRoot ?? chosenDataFolder(join(configFolder, SETTINGS_FILE), join(configFolder, 'data'))
      return existsSync(root) ? join(root, 'logs') : join(configFolder, 'logs')
    },
    // Packed, the rules texts sit beside app.asar (electron-builder's extraResources); in development, in the project.
    rulesFolder: app.isPackaged ? join(process.resourcesPath, 'rules') : join(app.getAppPath(), 'resources/rules'),
    flushSaves: async () => services?.close(),
    router: (window) => {
      const odds = new OddsJobs(() => new Worker(oddsWorkerPath))
      services = appContext(configFolder, odds)
      return createRouter(services, dialogFileHost(window))
    }
  }
)
