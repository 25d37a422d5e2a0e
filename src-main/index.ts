import { join } from 'node:path'
import { Worker } from 'node:worker_threads'
import { app, BrowserWindow, ipcMain, session, shell } from 'electron'
import { dialogFileHost } from './electron-files.ts'
import { createRouter } from './ipc/router.ts'
import { OddsJobs } from './odds/jobs.ts'
import oddsWorkerPath from './odds/worker.ts?modulePath'
import { ServiceContext } from './services/context.ts'
import { startShell } from './shell/app-shell.ts'

// The window, its guards and the IPC wiring live in shell/, driven here with the real `electron` module.
startShell({ app, BrowserWindow, ipcMain, session, shell }, {
  preload: join(import.meta.dirname, '../preload/preload.cjs'),
  rendererFile: join(import.meta.dirname, '../renderer/index.html'),
  devServer: process.env['ELECTRON_RENDERER_URL'],
  router: (window) => {
    const odds = new OddsJobs(() => new Worker(oddsWorkerPath))
    return createRouter(new ServiceContext(join(app.getPath('userData'), 'data'), undefined, undefined, odds), dialogFileHost(window))
  }
})
