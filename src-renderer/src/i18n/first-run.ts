/**
 * The picker's example campaigns and the app's settings (the data folder), in the four UI languages. Kept apart from
 * the screens' big message files; each language file takes its part under `examples` and `appSettings`.
 */
export const firstRun = {
  en: {
    examples: {
      heading: 'Example campaigns',
      hint: 'One for each rule system: a party with equipment, a bestiary and a fight ready to run. They are marked as examples; remove one when you no longer need it.',
      open: 'Open the example',
      tag: 'Example',
      remove: 'Remove example',
      removed: 'The example “{name}” is in the trash folder.',
      starterBestiary: 'Start with a starter bestiary (the example’s opponents)'
    },
    appSettings: {
      open: 'Settings',
      close: 'Close the settings',
      heading: 'Settings',
      dataFolder: 'Where the campaigns live',
      dataFolderHint:
        'For example a Syncthing or Nextcloud folder your laptop and your desktop share. Moving copies every file, checks each copy, and only then switches; the old folder is kept as it was.',
      current: 'Data folder now',
      fixed: 'This window was started with a fixed data folder; start the app itself to choose another.',
      newPath: 'New data folder (full path)',
      choose: 'Choose a folder…',
      move: 'Move the campaigns there',
      moving: 'Copying and checking every file …',
      moved:
        'Your campaigns are now in {path}: {files} files copied and checked. The old folder {old} is kept as it was; delete it yourself once you no longer need it.',
      holds: '{path} holds campaigns already ({n}). Nothing was copied there. Open those campaigns instead? Yours stay in {old}.',
      openThere: 'Open the campaigns there',
      cancel: 'Cancel',
      opened: 'The app now works with the campaigns in {path}. Your former folder {old} is kept as it was.',
      useFolder: 'Use this folder',
      problemTitle: 'Your campaigns cannot be found',
      folderMissing:
        'The data folder {path} is not there ({detail}). Is the disk plugged in, or the sync folder mounted? Nothing was opened or created in its place.',
      notAFolder: '{path} should be your data folder, but it is a file. Nothing was opened or created in its place.',
      settingsUnreadable: 'The file {path}, which says where your campaigns are, cannot be read ({detail}). No other folder was opened in its place.',
      retry: 'Try again',
      chooseOther: 'Choose another folder',
      stillSame: 'Still the same: looked again just now.'
    }
  },
  de: {
    examples: {
      heading: 'Beispielkampagnen',
      hint: 'Eine je Regelsystem: eine Gruppe mit Ausrüstung, ein Bestiarium und ein Kampf, der bereitsteht. Sie sind als Beispiele markiert; entferne eine, wenn du sie nicht mehr brauchst.',
      open: 'Beispiel öffnen',
      tag: 'Beispiel',
      remove: 'Beispiel entfernen',
      removed: 'Das Beispiel „{name}“ liegt im Papierkorb-Ordner.',
      starterBestiary: 'Mit Start-Bestiarium beginnen (die Gegner des Beispiels)'
    },
    appSettings: {
      open: 'Einstellungen',
      close: 'Einstellungen schließen',
      heading: 'Einstellungen',
      dataFolder: 'Wo die Kampagnen liegen',
      dataFolderHint:
        'Zum Beispiel ein Syncthing- oder Nextcloud-Ordner, den Laptop und Desktop teilen. Beim Umzug wird jede Datei kopiert und jede Kopie geprüft, erst dann wird umgestellt; der alte Ordner bleibt, wie er war.',
      current: 'Datenordner jetzt',
      fixed: 'Dieses Fenster wurde mit einem festen Datenordner gestartet; starte die App selbst, um einen anderen zu wählen.',
      newPath: 'Neuer Datenordner (ganzer Pfad)',
      choose: 'Ordner wählen …',
      move: 'Kampagnen dorthin umziehen',
      moving: 'Jede Datei wird kopiert und geprüft …',
      moved:
        'Deine Kampagnen liegen jetzt in {path}: {files} Dateien kopiert und geprüft. Der alte Ordner {old} bleibt, wie er war; lösche ihn selbst, wenn du ihn nicht mehr brauchst.',
      holds: 'In {path} liegen schon Kampagnen ({n}). Dorthin wurde nichts kopiert. Stattdessen diese Kampagnen öffnen? Deine bleiben in {old}.',
      openThere: 'Die Kampagnen dort öffnen',
      cancel: 'Abbrechen',
      opened: 'Die App arbeitet jetzt mit den Kampagnen in {path}. Dein bisheriger Ordner {old} bleibt, wie er war.',
      useFolder: 'Diesen Ordner verwenden',
      problemTitle: 'Deine Kampagnen sind nicht zu finden',
      folderMissing:
        'Der Datenordner {path} ist nicht da ({detail}). Ist der Datenträger angeschlossen oder der Sync-Ordner eingebunden? Nichts wurde an seiner Stelle geöffnet oder angelegt.',
      notAFolder: '{path} soll dein Datenordner sein, ist aber eine Datei. Nichts wurde an seiner Stelle geöffnet oder angelegt.',
      settingsUnreadable:
        'Die Datei {path}, die sagt, wo deine Kampagnen liegen, ist nicht lesbar ({detail}). Kein anderer Ordner wurde an ihrer Stelle geöffnet.',
      retry: 'Erneut versuchen',
      chooseOther: 'Anderen Ordner wählen',
      stillSame: 'Unverändert: eben noch einmal nachgesehen.'
    }
  },
  nl: {
    examples: {
      heading: 'Voorbeeldcampagnes',
      hint: 'Eén per regelsysteem: een groep met uitrusting, een bestiarium en een gevecht dat klaarstaat. Ze zijn als voorbeeld gemarkeerd; verwijder er een als je hem niet meer nodig hebt.',
      open: 'Voorbeeld openen',
      tag: 'Voorbeeld',
      remove: 'Voorbeeld verwijderen',
      removed: 'Het voorbeeld „{name}” staat in de prullenbakmap.',
      starterBestiary: 'Beginnen met een startbestiarium (de tegenstanders van het voorbeeld)'
    },
    appSettings: {
      open: 'Instellingen',
      close: 'Instellingen sluiten',
      heading: 'Instellingen',
      dataFolder: 'Waar de campagnes staan',
      dataFolderHint:
        'Bijvoorbeeld een Syncthing- of Nextcloud-map die je laptop en je desktop delen. Verhuizen kopieert elk bestand, controleert elke kopie en schakelt pas dan om; de oude map blijft zoals hij was.',
      current: 'Gegevensmap nu',
      fixed: 'Dit venster is gestart met een vaste gegevensmap; start de app zelf om een andere te kiezen.',
      newPath: 'Nieuwe gegevensmap (volledig pad)',
      choose: 'Map kiezen…',
      move: 'Campagnes daarheen verhuizen',
      moving: 'Elk bestand wordt gekopieerd en gecontroleerd …',
      moved:
        'Je campagnes staan nu in {path}: {files} bestanden gekopieerd en gecontroleerd. De oude map {old} blijft zoals hij was; verwijder hem zelf als je hem niet meer nodig hebt.',
      holds: 'In {path} staan al campagnes ({n}). Daar is niets heen gekopieerd. In plaats daarvan die campagnes openen? De jouwe blijven in {old}.',
      openThere: 'De campagnes daar openen',
      cancel: 'Annuleren',
      opened: 'De app werkt nu met de campagnes in {path}. Je vorige map {old} blijft zoals hij was.',
      useFolder: 'Deze map gebruiken',
      problemTitle: 'Je campagnes zijn niet te vinden',
      folderMissing:
        'De gegevensmap {path} is er niet ({detail}). Is de schijf aangesloten, of de synchronisatiemap gekoppeld? Niets is in haar plaats geopend of aangemaakt.',
      notAFolder: '{path} hoort je gegevensmap te zijn, maar is een bestand. Niets is in haar plaats geopend of aangemaakt.',
      settingsUnreadable: 'Het bestand {path}, dat zegt waar je campagnes staan, is niet leesbaar ({detail}). Geen andere map is in zijn plaats geopend.',
      retry: 'Opnieuw proberen',
      chooseOther: 'Een andere map kiezen',
      stillSame: 'Nog steeds hetzelfde: zojuist opnieuw gekeken.'
    }
  },
  nb: {
    examples: {
      heading: 'Eksempelkampanjer',
      hint: 'Én for hvert regelsystem: en gruppe med utstyr, et bestiarium og en kamp som står klar. De er merket som eksempler; fjern en når du ikke trenger den lenger.',
      open: 'Åpne eksempelet',
      tag: 'Eksempel',
      remove: 'Fjern eksempelet',
      removed: 'Eksempelet «{name}» ligger i papirkurvmappen.',
      starterBestiary: 'Begynn med et startbestiarium (eksempelets motstandere)'
    },
    appSettings: {
      open: 'Innstillinger',
      close: 'Lukk innstillingene',
      heading: 'Innstillinger',
      dataFolder: 'Hvor kampanjene ligger',
      dataFolderHint:
        'For eksempel en Syncthing- eller Nextcloud-mappe som laptopen og den stasjonære deler. Flytting kopierer hver fil, kontrollerer hver kopi og bytter først da; den gamle mappen blir værende som den var.',
      current: 'Datamappe nå',
      fixed: 'Dette vinduet ble startet med en fast datamappe; start selve appen for å velge en annen.',
      newPath: 'Ny datamappe (hele stien)',
      choose: 'Velg mappe …',
      move: 'Flytt kampanjene dit',
      moving: 'Hver fil kopieres og kontrolleres …',
      moved:
        'Kampanjene dine ligger nå i {path}: {files} filer kopiert og kontrollert. Den gamle mappen {old} blir værende som den var; slett den selv når du ikke trenger den lenger.',
      holds: 'I {path} ligger det allerede kampanjer ({n}). Ingenting ble kopiert dit. Åpne de kampanjene i stedet? Dine blir værende i {old}.',
      openThere: 'Åpne kampanjene der',
      cancel: 'Avbryt',
      opened: 'Appen arbeider nå med kampanjene i {path}. Den tidligere mappen din {old} blir værende som den var.',
      useFolder: 'Bruk denne mappen',
      problemTitle: 'Kampanjene dine finnes ikke',
      folderMissing:
        'Datamappen {path} er ikke der ({detail}). Er disken koblet til, eller synkroniseringsmappen montert? Ingenting ble åpnet eller opprettet i stedet.',
      notAFolder: '{path} skal være datamappen din, men er en fil. Ingenting ble åpnet eller opprettet i stedet.',
      settingsUnreadable: 'Filen {path}, som sier hvor kampanjene dine ligger, kan ikke leses ({detail}). Ingen annen mappe ble åpnet i stedet.',
      retry: 'Prøv igjen',
      chooseOther: 'Velg en annen mappe',
      stillSame: 'Fortsatt det samme: sjekket igjen akkurat nå.'
    }
  }
}
