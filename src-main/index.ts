import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { app, BrowserWindow, ipcMain, session, shell, type IpcMainInvokeEvent } from 'electron'
import { dialogFileHost } from './electron-files.ts'
import { CHANNELS, IPC_PREFIX } from './ipc/channels.ts'
import { createRouter } from './ipc/router.ts'
import { Worker } from 'node:worker_threads'
import { OddsJobs } from './odds/jobs.ts'
import oddsWorkerPath from './odds/worker.ts?modulePath'
import { ServiceContext } from './services/context.ts'

// One running copy owns the campaign files; a second launch just focuses the first window.
if (!app.requestSingleInstanceLock()) {
  app.quit()
}

let mainWindow: BrowserWindow | null = null
const devServer = process.env['ELECTRON_RENDERER_URL']
const rendererPage = join(import.meta.dirname, '../renderer/index.html')

function createWindow(): BrowserWindow {
  const window = new BrowserWindow({
    width: 1366,
    height: 768,
    minWidth: 1024,
    minHeight: 640,
    show: false,
    title: 'Marching Order',
    webPreferences: {
      preload: join(import.meta.dirname, '../preload/preload.cjs'),
      contextIsolation: true,
      sandbox: true,
      nodeIntegration: false
    }
  })
  window.once('ready-to-show', () => window.show())
  window.webContents.setWindowOpenHandler(({ url }) => {
    if (url.startsWith('https://')) void shell.openExternal(url)
    return { action: 'deny' }
  })
  window.webContents.on('will-navigate', (event) => event.preventDefault())
  if (devServer) void window.loadURL(devServer)
  else void window.loadFile(rendererPage)
  return window
}

/** Only our own page in our own window may call the services. */
function fromOurWindow(event: IpcMainInvokeEvent): boolean {
  const url = event.senderFrame?.url ?? ''
  const ours = devServer ? url.startsWith(devServer) : url === pathToFileURL(rendererPage).href
  return mainWindow !== null && event.sender === mainWindow.webContents && ours
}

app.on('second-instance', () => {
  if (!mainWindow) return
  if (mainWindow.isMinimized()) mainWindow.restore()
  mainWindow.focus()
})

void app.whenReady().then(() => {
  session.defaultSession.setPermissionRequestHandler((_wc, _permission, callback) => callback(false))
  const odds = new OddsJobs(() => new Worker(oddsWorkerPath))
  const router = createRouter(new ServiceContext(join(app.getPath('userData'), 'data'), undefined, undefined, odds), dialogFileHost(() => mainWindow))
  for (const channel of CHANNELS) {
    ipcMain.handle(IPC_PREFIX + channel, (event, payload: unknown) => router.handle(channel, payload, { trusted: fromOurWindow(event) }))
  }
  mainWindow = createWindow()
})

app.on('window-all-closed', () => app.quit())
