/**
 * What the GM reads when another program works on the data folder (issue 13): the read-only banner, the campaign
 * file changed behind the app's back, and sync tools' conflict copies. One object per UI language.
 */
const en = {
  readOnlyTitle: 'Read only',
  readOnly:
    'Another Marching Order uses this data folder (process {pid} on “{host}”, since {since}). This window shows everything but saves nothing until that one is closed.',
  readOnlyUnknown: 'Another Marching Order is taking over this data folder just now. This window shows everything but saves nothing until that one is closed.',
  readOnlyButton: 'Read only: another Marching Order uses this data folder',
  refreshed: 'Another program changed this campaign’s file; Marching Order read it again at {time}. The version before is in the backups.',
  conflictTitle: 'Another program changed the campaign file',
  conflictIntro:
    'Another program (a sync tool, an editor, another computer) changed the campaign file after Marching Order had read it, so your last change was not saved. Choose the version to keep; the other one goes to the backups, so nothing is lost.',
  conflictIntroSeen:
    'Another program (a sync tool, an editor, another computer) changed the campaign file after Marching Order had read it, and the file cannot be taken as it is now. Choose the version to keep; the other one goes to the backups, so nothing is lost.',
  mine: 'Your version in Marching Order',
  theirs: 'The file on disk now',
  what: 'What',
  name: 'Name',
  updated: 'Last saved',
  day: 'In-game day',
  sessions: 'Sessions',
  parties: 'Parties',
  characters: 'Characters',
  fights: 'Running fights',
  size: 'Size',
  theirsProblem: 'It cannot be taken: {reason}.',
  problems: {
    notFound: 'it was deleted or moved',
    unreadable: 'it is cut short or damaged',
    invalid: 'it is not a campaign this version can read',
    newerVersion: 'a newer Marching Order wrote it',
    other: 'it cannot be read'
  },
  keepMine: 'Keep my version',
  takeTheirs: 'Take the file on disk',
  later: 'Decide later',
  waiting: 'Another program changed the campaign file: nothing is saved until you choose a version.',
  choose: 'Choose a version…',
  redo: 'Then make your last change again: it was not saved.',
  copiesTitle: 'Conflict copies from a sync tool',
  copiesIntro: 'A sync tool kept two versions of these files, changed on two computers. Keep the copy or the current file; the other goes to the backups.',
  copyOf: 'Copy of {what} by {tool}, changed {date}, {size}',
  kinds: { campaign: 'the campaign file', fight: 'a battle log', session: 'a closed session’s journal' },
  tools: { syncthing: 'Syncthing', nextcloud: 'Nextcloud/ownCloud', dropbox: 'Dropbox', onedrive: 'OneDrive' },
  keepCopy: 'Keep this copy',
  keepCurrent: 'Keep the current one',
  copyUnusable: 'This copy cannot replace the file: {problem}',
  kb: '{n} KB'
}

const de: typeof en = {
  readOnlyTitle: 'Nur lesen',
  readOnly:
    'Ein anderes Marching Order benutzt diesen Datenordner (Prozess {pid} auf „{host}“, seit {since}). Dieses Fenster zeigt alles, speichert aber nichts, bis jenes geschlossen ist.',
  readOnlyUnknown:
    'Ein anderes Marching Order übernimmt gerade diesen Datenordner. Dieses Fenster zeigt alles, speichert aber nichts, bis jenes geschlossen ist.',
  readOnlyButton: 'Nur lesen: Ein anderes Marching Order benutzt diesen Datenordner',
  refreshed:
    'Ein anderes Programm hat die Datei dieser Kampagne geändert; Marching Order hat sie um {time} neu gelesen. Der Stand davor liegt in den Sicherungen.',
  conflictTitle: 'Ein anderes Programm hat die Kampagnendatei geändert',
  conflictIntro:
    'Ein anderes Programm (ein Sync-Programm, ein Editor, ein anderer Rechner) hat die Kampagnendatei geändert, nachdem Marching Order sie gelesen hatte; deine letzte Änderung wurde deshalb nicht gespeichert. Wähle, welcher Stand bleibt; der andere kommt in die Sicherungen, es geht also nichts verloren.',
  conflictIntroSeen:
    'Ein anderes Programm (ein Sync-Programm, ein Editor, ein anderer Rechner) hat die Kampagnendatei geändert, nachdem Marching Order sie gelesen hatte, und so, wie sie jetzt ist, kann sie nicht übernommen werden. Wähle, welcher Stand bleibt; der andere kommt in die Sicherungen, es geht also nichts verloren.',
  mine: 'Dein Stand in Marching Order',
  theirs: 'Die Datei, wie sie jetzt ist',
  what: 'Was',
  name: 'Name',
  updated: 'Zuletzt gespeichert',
  day: 'Spieltag',
  sessions: 'Spielabende',
  parties: 'Gruppen',
  characters: 'Figuren',
  fights: 'Laufende Kämpfe',
  size: 'Größe',
  theirsProblem: 'Sie kann nicht übernommen werden. {reason}.',
  problems: {
    notFound: 'Sie wurde gelöscht oder verschoben',
    unreadable: 'Sie ist abgeschnitten oder beschädigt',
    invalid: 'Sie ist keine Kampagne, die diese Version lesen kann',
    newerVersion: 'Ein neueres Marching Order hat sie geschrieben',
    other: 'Sie kann nicht gelesen werden'
  },
  keepMine: 'Meinen Stand behalten',
  takeTheirs: 'Die Datei übernehmen',
  later: 'Später entscheiden',
  waiting: 'Ein anderes Programm hat die Kampagnendatei geändert: Nichts wird gespeichert, bis du einen Stand wählst.',
  choose: 'Stand wählen …',
  redo: 'Mach danach deine letzte Änderung noch einmal: Sie wurde nicht gespeichert.',
  copiesTitle: 'Konfliktkopien eines Sync-Programms',
  copiesIntro:
    'Ein Sync-Programm hat von diesen Dateien zwei Stände behalten, geändert auf zwei Rechnern. Behalte die Kopie oder die jetzige Datei; die andere kommt in die Sicherungen.',
  copyOf: 'Kopie von {what} durch {tool}, geändert {date}, {size}',
  kinds: { campaign: 'der Kampagnendatei', fight: 'einem Kampfprotokoll', session: 'dem Journal eines abgeschlossenen Spielabends' },
  tools: { syncthing: 'Syncthing', nextcloud: 'Nextcloud/ownCloud', dropbox: 'Dropbox', onedrive: 'OneDrive' },
  keepCopy: 'Diese Kopie behalten',
  keepCurrent: 'Die jetzige behalten',
  copyUnusable: 'Diese Kopie kann die Datei nicht ersetzen: {problem}',
  kb: '{n} KB'
}

const nl: typeof en = {
  readOnlyTitle: 'Alleen lezen',
  readOnly:
    'Een andere Marching Order gebruikt deze gegevensmap (proces {pid} op „{host}”, sinds {since}). Dit venster toont alles, maar bewaart niets tot die gesloten is.',
  readOnlyUnknown: 'Een andere Marching Order neemt deze gegevensmap net over. Dit venster toont alles, maar bewaart niets tot die gesloten is.',
  readOnlyButton: 'Alleen lezen: een andere Marching Order gebruikt deze gegevensmap',
  refreshed:
    'Een ander programma heeft het bestand van deze campagne veranderd; Marching Order heeft het om {time} opnieuw gelezen. De versie daarvoor staat bij de reservekopieën.',
  conflictTitle: 'Een ander programma heeft het campagnebestand veranderd',
  conflictIntro:
    'Een ander programma (een synchronisatieprogramma, een editor, een andere computer) heeft het campagnebestand veranderd nadat Marching Order het had gelezen; je laatste wijziging is daarom niet bewaard. Kies welke versie blijft; de andere gaat naar de reservekopieën, er gaat dus niets verloren.',
  conflictIntroSeen:
    'Een ander programma (een synchronisatieprogramma, een editor, een andere computer) heeft het campagnebestand veranderd nadat Marching Order het had gelezen, en zoals het nu is kan het niet overgenomen worden. Kies welke versie blijft; de andere gaat naar de reservekopieën, er gaat dus niets verloren.',
  mine: 'Jouw versie in Marching Order',
  theirs: 'Het bestand zoals het nu is',
  what: 'Wat',
  name: 'Naam',
  updated: 'Laatst bewaard',
  day: 'Speldag',
  sessions: 'Sessies',
  parties: 'Groepen',
  characters: 'Personages',
  fights: 'Lopende gevechten',
  size: 'Grootte',
  theirsProblem: 'Het kan niet overgenomen worden: {reason}.',
  problems: {
    notFound: 'het is verwijderd of verplaatst',
    unreadable: 'het is afgebroken of beschadigd',
    invalid: 'het is geen campagne die deze versie kan lezen',
    newerVersion: 'een nieuwere Marching Order heeft het geschreven',
    other: 'het kan niet gelezen worden'
  },
  keepMine: 'Mijn versie houden',
  takeTheirs: 'Het bestand overnemen',
  later: 'Later beslissen',
  waiting: 'Een ander programma heeft het campagnebestand veranderd: er wordt niets bewaard tot je een versie kiest.',
  choose: 'Versie kiezen…',
  redo: 'Doe daarna je laatste wijziging opnieuw: die is niet bewaard.',
  copiesTitle: 'Conflictkopieën van een synchronisatieprogramma',
  copiesIntro:
    'Een synchronisatieprogramma heeft van deze bestanden twee versies gehouden, veranderd op twee computers. Houd de kopie of het huidige bestand; het andere gaat naar de reservekopieën.',
  copyOf: 'Kopie van {what} door {tool}, veranderd {date}, {size}',
  kinds: { campaign: 'het campagnebestand', fight: 'een gevechtslog', session: 'het journaal van een gesloten sessie' },
  tools: { syncthing: 'Syncthing', nextcloud: 'Nextcloud/ownCloud', dropbox: 'Dropbox', onedrive: 'OneDrive' },
  keepCopy: 'Deze kopie houden',
  keepCurrent: 'Het huidige houden',
  copyUnusable: 'Deze kopie kan het bestand niet vervangen: {problem}',
  kb: '{n} KB'
}

const nb: typeof en = {
  readOnlyTitle: 'Bare lesing',
  readOnly:
    'En annen Marching Order bruker denne datamappen (prosess {pid} på «{host}», siden {since}). Dette vinduet viser alt, men lagrer ingenting før den er lukket.',
  readOnlyUnknown: 'En annen Marching Order tar over denne datamappen akkurat nå. Dette vinduet viser alt, men lagrer ingenting før den er lukket.',
  readOnlyButton: 'Bare lesing: en annen Marching Order bruker denne datamappen',
  refreshed:
    'Et annet program endret filen til denne kampanjen; Marching Order leste den på nytt kl. {time}. Versjonen fra før ligger blant sikkerhetskopiene.',
  conflictTitle: 'Et annet program har endret kampanjefilen',
  conflictIntro:
    'Et annet program (et synkroniseringsprogram, en editor, en annen datamaskin) endret kampanjefilen etter at Marching Order hadde lest den, så den siste endringen din ble ikke lagret. Velg hvilken versjon som skal bli; den andre legges blant sikkerhetskopiene, så ingenting går tapt.',
  conflictIntroSeen:
    'Et annet program (et synkroniseringsprogram, en editor, en annen datamaskin) endret kampanjefilen etter at Marching Order hadde lest den, og slik den er nå, kan den ikke tas i bruk. Velg hvilken versjon som skal bli; den andre legges blant sikkerhetskopiene, så ingenting går tapt.',
  mine: 'Din versjon i Marching Order',
  theirs: 'Filen slik den er nå',
  what: 'Hva',
  name: 'Navn',
  updated: 'Sist lagret',
  day: 'Spilldag',
  sessions: 'Spilløkter',
  parties: 'Grupper',
  characters: 'Figurer',
  fights: 'Pågående kamper',
  size: 'Størrelse',
  theirsProblem: 'Den kan ikke tas i bruk: {reason}.',
  problems: {
    notFound: 'den er slettet eller flyttet',
    unreadable: 'den er avkortet eller skadet',
    invalid: 'den er ikke en kampanje denne versjonen kan lese',
    newerVersion: 'en nyere Marching Order skrev den',
    other: 'den kan ikke leses'
  },
  keepMine: 'Behold min versjon',
  takeTheirs: 'Ta filen på disken',
  later: 'Bestem senere',
  waiting: 'Et annet program har endret kampanjefilen: ingenting lagres før du velger en versjon.',
  choose: 'Velg versjon …',
  redo: 'Gjør så den siste endringen din på nytt: den ble ikke lagret.',
  copiesTitle: 'Konfliktkopier fra et synkroniseringsprogram',
  copiesIntro:
    'Et synkroniseringsprogram har tatt vare på to versjoner av disse filene, endret på to datamaskiner. Behold kopien eller den nåværende filen; den andre legges blant sikkerhetskopiene.',
  copyOf: 'Kopi av {what} fra {tool}, endret {date}, {size}',
  kinds: { campaign: 'kampanjefilen', fight: 'en kamplogg', session: 'journalen til en avsluttet spilløkt' },
  tools: { syncthing: 'Syncthing', nextcloud: 'Nextcloud/ownCloud', dropbox: 'Dropbox', onedrive: 'OneDrive' },
  keepCopy: 'Behold denne kopien',
  keepCurrent: 'Behold den nåværende',
  copyUnusable: 'Denne kopien kan ikke erstatte filen: {problem}',
  kb: '{n} KB'
}

export const folderTexts = { en, de, nl, nb }
