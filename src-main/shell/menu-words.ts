// The words of the application menu and of main's own dialogs, in the app's four languages. Rule systems keep their
// own names. `{x}` is filled in by `fill`.

export const SHELL_LANGUAGES = ['en', 'de', 'nl', 'nb'] as const
export type ShellLanguage = (typeof SHELL_LANGUAGES)[number]

const en = {
  file: 'File',
  edit: 'Edit',
  view: 'View',
  window: 'Window',
  help: 'Help',
  newCampaign: 'New campaign',
  openCampaign: 'Open campaign…',
  importCampaign: 'Import campaign…',
  exportCampaign: 'Export campaign…',
  quit: 'Quit Marching Order',
  undo: 'Undo',
  redo: 'Redo',
  cut: 'Cut',
  copy: 'Copy',
  paste: 'Paste',
  pasteAndMatchStyle: 'Paste and match style',
  delete: 'Delete',
  selectAll: 'Select all',
  reload: 'Reload',
  forceReload: 'Force reload',
  devTools: 'Developer tools',
  resetZoom: 'Actual size',
  zoomIn: 'Zoom in',
  zoomOut: 'Zoom out',
  fullScreen: 'Full screen',
  minimize: 'Minimize',
  zoomWindow: 'Zoom',
  front: 'Bring all to front',
  close: 'Close window',
  about: 'About Marching Order',
  hide: 'Hide Marching Order',
  hideOthers: 'Hide others',
  unhide: 'Show all',
  services: 'Services',
  rules: 'Rules: {system}',
  ok: 'OK',
  aboutDetail: 'Campaign manager and fight runner for tabletop game masters.\n\nVersion {app}\nElectron {electron}\nChromium {chrome}\nNode.js {node}',
  rulesMissing: 'The rules text {file} is not there.',
  errorTitle: 'Something went wrong',
  errorBody: '{message}\n\nWhat you saved is kept. The details are in {file}.'
}

export type ShellWords = typeof en

const de: ShellWords = {
  file: 'Datei',
  edit: 'Bearbeiten',
  view: 'Ansicht',
  window: 'Fenster',
  help: 'Hilfe',
  newCampaign: 'Neue Kampagne',
  openCampaign: 'Kampagne öffnen …',
  importCampaign: 'Kampagne importieren …',
  exportCampaign: 'Kampagne exportieren …',
  quit: 'Marching Order beenden',
  undo: 'Rückgängig',
  redo: 'Wiederholen',
  cut: 'Ausschneiden',
  copy: 'Kopieren',
  paste: 'Einfügen',
  pasteAndMatchStyle: 'Einfügen und Stil anpassen',
  delete: 'Löschen',
  selectAll: 'Alles auswählen',
  reload: 'Neu laden',
  forceReload: 'Neu laden erzwingen',
  devTools: 'Entwicklerwerkzeuge',
  resetZoom: 'Originalgröße',
  zoomIn: 'Vergrößern',
  zoomOut: 'Verkleinern',
  fullScreen: 'Vollbild',
  minimize: 'Minimieren',
  zoomWindow: 'Zoomen',
  front: 'Alle nach vorne bringen',
  close: 'Fenster schließen',
  about: 'Über Marching Order',
  hide: 'Marching Order ausblenden',
  hideOthers: 'Andere ausblenden',
  unhide: 'Alle einblenden',
  services: 'Dienste',
  rules: 'Regeln: {system}',
  ok: 'OK',
  aboutDetail: 'Kampagnenverwaltung und Kampfleiter für Spielleiter am Spieltisch.\n\nVersion {app}\nElectron {electron}\nChromium {chrome}\nNode.js {node}',
  rulesMissing: 'Der Regeltext {file} fehlt.',
  errorTitle: 'Etwas ist schiefgegangen',
  errorBody: '{message}\n\nWas du gespeichert hast, bleibt erhalten. Die Einzelheiten stehen in {file}.'
}

const nl: ShellWords = {
  file: 'Bestand',
  edit: 'Bewerken',
  view: 'Beeld',
  window: 'Venster',
  help: 'Help',
  newCampaign: 'Nieuwe campagne',
  openCampaign: 'Campagne openen…',
  importCampaign: 'Campagne importeren…',
  exportCampaign: 'Campagne exporteren…',
  quit: 'Marching Order afsluiten',
  undo: 'Ongedaan maken',
  redo: 'Opnieuw',
  cut: 'Knippen',
  copy: 'Kopiëren',
  paste: 'Plakken',
  pasteAndMatchStyle: 'Plakken en stijl aanpassen',
  delete: 'Verwijderen',
  selectAll: 'Alles selecteren',
  reload: 'Opnieuw laden',
  forceReload: 'Geforceerd opnieuw laden',
  devTools: 'Ontwikkelaarshulpmiddelen',
  resetZoom: 'Werkelijke grootte',
  zoomIn: 'Inzoomen',
  zoomOut: 'Uitzoomen',
  fullScreen: 'Volledig scherm',
  minimize: 'Minimaliseren',
  zoomWindow: 'Zoomen',
  front: 'Alles naar voren',
  close: 'Venster sluiten',
  about: 'Over Marching Order',
  hide: 'Verberg Marching Order',
  hideOthers: 'Verberg andere',
  unhide: 'Toon alles',
  services: 'Voorzieningen',
  rules: 'Regels: {system}',
  ok: 'OK',
  aboutDetail: 'Campagnebeheer en gevechtsleider voor spelleiders aan tafel.\n\nVersie {app}\nElectron {electron}\nChromium {chrome}\nNode.js {node}',
  rulesMissing: 'De regeltekst {file} ontbreekt.',
  errorTitle: 'Er ging iets mis',
  errorBody: '{message}\n\nWat je hebt opgeslagen, blijft bewaard. De details staan in {file}.'
}

const nb: ShellWords = {
  file: 'Fil',
  edit: 'Rediger',
  view: 'Vis',
  window: 'Vindu',
  help: 'Hjelp',
  newCampaign: 'Ny kampanje',
  openCampaign: 'Åpne kampanje …',
  importCampaign: 'Importer kampanje …',
  exportCampaign: 'Eksporter kampanje …',
  quit: 'Avslutt Marching Order',
  undo: 'Angre',
  redo: 'Gjør om',
  cut: 'Klipp ut',
  copy: 'Kopier',
  paste: 'Lim inn',
  pasteAndMatchStyle: 'Lim inn og tilpass stil',
  delete: 'Slett',
  selectAll: 'Merk alt',
  reload: 'Last inn på nytt',
  forceReload: 'Tving ny innlasting',
  devTools: 'Utviklerverktøy',
  resetZoom: 'Faktisk størrelse',
  zoomIn: 'Zoom inn',
  zoomOut: 'Zoom ut',
  fullScreen: 'Fullskjerm',
  minimize: 'Minimer',
  zoomWindow: 'Zoom',
  front: 'Legg alle øverst',
  close: 'Lukk vinduet',
  about: 'Om Marching Order',
  hide: 'Skjul Marching Order',
  hideOthers: 'Skjul andre',
  unhide: 'Vis alle',
  services: 'Tjenester',
  rules: 'Regler: {system}',
  ok: 'OK',
  aboutDetail: 'Kampanjeverktøy og kampleder for spilledere ved bordet.\n\nVersjon {app}\nElectron {electron}\nChromium {chrome}\nNode.js {node}',
  rulesMissing: 'Regelteksten {file} mangler.',
  errorTitle: 'Noe gikk galt',
  errorBody: '{message}\n\nDet du har lagret, er tatt vare på. Detaljene står i {file}.'
}

export const SHELL_WORDS: Record<ShellLanguage, ShellWords> = { en, de, nl, nb }

export function isShellLanguage(value: unknown): value is ShellLanguage {
  return typeof value === 'string' && (SHELL_LANGUAGES as readonly string[]).includes(value)
}

/** The app's language from the system's (`de-AT` → de, Norwegian in any form → nb), English when it is none of the four. */
export function shellLanguageOf(locale: string): ShellLanguage {
  const wanted = locale.slice(0, 2).toLowerCase()
  if (wanted === 'no' || wanted === 'nn') return 'nb'
  return isShellLanguage(wanted) ? wanted : 'en'
}

export function fill(text: string, values: Record<string, string>): string {
  return text.replace(/\{(\w+)\}/g, (whole, key: string) => values[key] ?? whole)
}
