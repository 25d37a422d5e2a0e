// The application menu, laid out the way each platform's own apps do it: on macOS the app's menu first (About,
// Services, Hide, Quit) and a Window menu; elsewhere File, Edit, View, Help with Quit under File.
import type { MenuItemConstructorOptions } from 'electron'
import { fill, type ShellWords } from './menu-words.ts'

/** What File's campaign items ask of the window; the renderer does them with the actions it already has. */
export const MENU_COMMANDS = ['campaign.new', 'campaign.open', 'campaign.import', 'campaign.export'] as const
export type MenuCommand = (typeof MENU_COMMANDS)[number]

/** The rules texts under Help, by the systems' own names (resources/rules/<id>.md). */
export const RULES_TEXTS = [
  { id: 'ultraquest', name: 'ULTRA♦QUEST' },
  { id: 'odm', name: 'Het Oog des Meesters' },
  { id: 'thalia', name: 'Thalia' },
  { id: 'weltenbuch', name: 'Das Weltenbuch' }
] as const

export interface MenuActions {
  command(command: MenuCommand): void
  openRules(system: string): void
  about(): void
}

export interface MenuOptions {
  readonly platform: NodeJS.Platform
  /** Reload and the developer tools only while developing: in the GM's app a reload could drop what is being typed. */
  readonly dev: boolean
}

export function menuTemplate(words: ShellWords, options: MenuOptions, actions: MenuActions): MenuItemConstructorOptions[] {
  const mac = options.platform === 'darwin'
  const separator: MenuItemConstructorOptions = { type: 'separator' }
  const about: MenuItemConstructorOptions = { label: words.about, click: () => actions.about() }
  const quit: MenuItemConstructorOptions = { role: 'quit', label: words.quit, ...(mac ? {} : { accelerator: 'Ctrl+Q' }) }
  const command = (label: string, accelerator: string, id: MenuCommand): MenuItemConstructorOptions => ({
    label,
    accelerator,
    click: () => actions.command(id)
  })

  const appMenu: MenuItemConstructorOptions = {
    role: 'appMenu',
    label: 'Marching Order',
    submenu: [
      about,
      separator,
      { role: 'services', label: words.services },
      separator,
      { role: 'hide', label: words.hide },
      { role: 'hideOthers', label: words.hideOthers },
      { role: 'unhide', label: words.unhide },
      separator,
      quit
    ]
  }
  const file: MenuItemConstructorOptions = {
    role: 'fileMenu',
    label: words.file,
    submenu: [
      command(words.newCampaign, 'CmdOrCtrl+N', 'campaign.new'),
      command(words.openCampaign, 'CmdOrCtrl+O', 'campaign.open'),
      separator,
      command(words.importCampaign, 'CmdOrCtrl+I', 'campaign.import'),
      command(words.exportCampaign, 'CmdOrCtrl+E', 'campaign.export'),
      separator,
      mac ? { role: 'close', label: words.close } : quit
    ]
  }
  // Roles, so cut, copy and paste work in every field of the page (and in the system's own dialogs on macOS).
  const edit: MenuItemConstructorOptions = {
    role: 'editMenu',
    label: words.edit,
    submenu: [
      { role: 'undo', label: words.undo },
      { role: 'redo', label: words.redo },
      separator,
      { role: 'cut', label: words.cut },
      { role: 'copy', label: words.copy },
      { role: 'paste', label: words.paste },
      ...(mac ? [{ role: 'pasteAndMatchStyle', label: words.pasteAndMatchStyle } as const] : []),
      { role: 'delete', label: words.delete },
      separator,
      { role: 'selectAll', label: words.selectAll }
    ]
  }
  const development: MenuItemConstructorOptions[] = options.dev
    ? [{ role: 'reload', label: words.reload }, { role: 'forceReload', label: words.forceReload }, { role: 'toggleDevTools', label: words.devTools }, separator]
    : []
  const view: MenuItemConstructorOptions = {
    role: 'viewMenu',
    label: words.view,
    submenu: [
      ...development,
      { role: 'resetZoom', label: words.resetZoom, accelerator: 'CmdOrCtrl+0' },
      { role: 'zoomIn', label: words.zoomIn, accelerator: 'CmdOrCtrl+Plus' },
      // CmdOrCtrl+= is where + sits unshifted on US keyboards; hidden, it zooms in too.
      { role: 'zoomIn', label: words.zoomIn, accelerator: 'CmdOrCtrl+=', visible: false, acceleratorWorksWhenHidden: true },
      { role: 'zoomOut', label: words.zoomOut, accelerator: 'CmdOrCtrl+-' },
      separator,
      { role: 'togglefullscreen', label: words.fullScreen, accelerator: mac ? 'Ctrl+Cmd+F' : 'F11' }
    ]
  }
  const windowMenu: MenuItemConstructorOptions = {
    role: 'windowMenu',
    label: words.window,
    submenu: [{ role: 'minimize', label: words.minimize }, { role: 'zoom', label: words.zoomWindow }, separator, { role: 'front', label: words.front }]
  }
  const rules = RULES_TEXTS.map(({ id, name }): MenuItemConstructorOptions => ({
    label: fill(words.rules, { system: name }),
    click: () => actions.openRules(id)
  }))
  const help: MenuItemConstructorOptions = { role: 'help', label: words.help, submenu: mac ? rules : [...rules, separator, about] }

  return mac ? [appMenu, file, edit, view, windowMenu, help] : [file, edit, view, help]
}
