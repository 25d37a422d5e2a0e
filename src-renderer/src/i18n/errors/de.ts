import type { ServiceErrorKey } from '../../../../src-main/services/error-texts.ts'

export const serviceErrorsDe: Record<ServiceErrorKey, string> = {
  systemNoCampaigns: 'Kampagnen für {system} gibt es noch nicht. Wähle ein anderes Regelsystem.',
  importNotJson: 'Diese Datei ist kein Kampagnen-Export (sie ist nicht einmal JSON). Wähle eine Datei, die Marching Order mit „Exportieren“ gespeichert hat.',
  importNotExport: 'Diese Datei ist kein Kampagnen-Export von Marching Order. Wähle eine Datei, die Marching Order mit „Exportieren“ gespeichert hat.',
  importCampaignInvalid:
    'Die Kampagne in dieser Datei ist beschädigt oder wurde von Hand geändert, deshalb wurde nichts importiert. Exportiere sie noch einmal oder wähle eine andere Datei.',
  importFightInvalid:
    'Kampf {n} in dieser Datei ist beschädigt oder wurde von Hand geändert, deshalb wurde nichts importiert. Exportiere die Kampagne noch einmal oder wähle eine andere Datei.',
  characterNotFound: 'Dieser Charakter ist nicht mehr in der Kampagne. Öffne „Gruppen“ neu, um zu sehen, wer da ist.',
  partyNotFound: 'Diese Gruppe ist nicht mehr in der Kampagne. Öffne „Gruppen“ neu, um die vorhandenen Gruppen zu sehen.',
  opponentNotFound: 'Dieser Gegner steht nicht mehr im Bestiarium. Öffne das Bestiarium neu oder wähle einen anderen Gegner.',
  sessionNotFound: 'Diese Sitzung gibt es in der Kampagne nicht. Wähle eine der Sitzungen unter „Journal & Zeit“.',
  formSheet: 'Der Charakterbogen enthält einen Wert, den die Regeln nicht erlauben; das Feld ist markiert. Berichtige es und speichere noch einmal.',
  formOpponent: 'Der Bestiariumseintrag enthält einen Wert, den die Regeln nicht erlauben; das Feld ist markiert. Berichtige es und speichere noch einmal.',
  formRuleSettings:
    'Eine Regeleinstellung hat einen Wert, den die Regeln nicht erlauben; das Feld ist markiert. Berichtige es oder geh zurück zu den Vorgaben.',
  formEquipment: 'Mit dieser Änderung würde der Bogen von {name} gegen die Regeln verstoßen; das Feld ist markiert. Berichtige es und versuche es noch einmal.',
  notAMember: '„{id}“ gehört nicht zu {party}. Öffne „Gruppen“ neu und markiere nur Mitglieder dieser Gruppe.',
  characterInFight: 'Dieser Charakter steckt in einem Kampf, der noch läuft. Beende oder verwirf den Kampf zuerst.',
  partyInFight: 'Diese Gruppe steckt in einem Kampf, der noch läuft. Beende oder verwirf den Kampf zuerst.',
  reorderInFight:
    'Diese Gruppe steckt in einem laufenden Kampf; dort ändert sich die Marschordnung nur so, wie die Regeln es erlauben. Beende oder verwirf den Kampf zuerst.',
  reorderMembers: 'Die neue Marschordnung nennt nicht genau die Mitglieder der Gruppe, jedes einmal. Öffne „Gruppen“ neu und ordne noch einmal.',
  equipmentRow: 'Eine Ausrüstungszeile ist eine Zahl von 1 bis {max}. Wähle eine der Zeilen auf dem Bogen.',
  handToSelf: 'Ein Abenteurer kann sich selbst nichts geben. Wähle den Abenteurer direkt davor oder dahinter.',
  handOtherSystem: 'Gegenstände entlang der Marschordnung weitergeben ist eine Regel von ULTRA♦QUEST; diese Kampagne spielt ein anderes System.',
  handFightOpen: 'Ein Kampf dieser Gruppe ist noch offen. Gib Gegenstände im Kampf selbst weiter, oder übernimm oder verwirf den Kampf zuerst.',
  handGiverDead: '{name} ist tot und kann nichts weitergeben. Bearbeite seinen Bogen, um ihm Gegenstände abzunehmen.',
  handTakerDead: '{name} ist tot und kann nichts annehmen. Gib den Gegenstand jemand anderem.',
  handGiverInjured: '{name} ist verletzt und kann nicht handeln, bis er geheilt ist (KS-INJURY-1). Heile ihn zuerst.',
  handNotSameParty: '{giver} und {taker} sind nicht in derselben Gruppe. Bring sie zuerst in eine Gruppe.',
  handNotAdjacent:
    '{taker} steht nicht direkt vor oder hinter {giver}: Gegenstände gehen nur an einen benachbarten Abenteurer (KS-ACTION-2). Ändere die Marschordnung oder gib den Gegenstand Schritt für Schritt weiter.',
  handRowEmpty: 'Zeile {row} von {name} ist leer: Es gibt nichts weiterzugeben.',
  handNotReady:
    '{item} steckt im Rucksack von {name}: Nur griffbereite Gegenstände können weitergegeben werden (KS-ACTION-2). Nimm ihn zuerst aus dem Rucksack.',
  handNoFreeRow: '{name} hat keine freie Ausrüstungszeile: Alle {max} sind belegt. Leere zuerst eine Zeile auf seinem Bogen.',
  fightRunning: '{party} steckt schon in einem Kampf, der noch läuft. Setze ihn unter „Kampfprotokolle“ fort, oder beende oder verwirf ihn zuerst.',
  fightCannotStart:
    'Der Kampf kann nicht beginnen: Die Gegner oder die Kampfoptionen passen nicht zu den Regeln ({detail}). Berichtige sie und beginne noch einmal.',
  fightCannotStartSheet:
    'Der Kampf kann nicht beginnen: Der Bogen von {name} passt nicht zu den Regeln ({detail}). Berichtige ihn bei den Gruppen und beginne dann noch einmal: dieses Formular behält seine Werte.',
  fightCannotStartOpponent:
    'Der Kampf kann nicht beginnen: Ein Gegner passt nicht zu den Regeln ({detail}). Berichtige ihn oben oder im Bestiarium und beginne noch einmal.',
  fightCannotStartOptions: 'Der Kampf kann nicht beginnen: Die Kampfoptionen passen nicht zu den Regeln ({detail}). Ändere sie oben und beginne noch einmal.',
  fightCannotStartRules:
    'Der Kampf kann nicht beginnen: Die Regeleinstellungen der Kampagne passen nicht ({detail}). Berichtige sie unter Einstellungen und beginne dann noch einmal: dieses Formular behält seine Werte.',
  fightClosed: 'Dieser Kampf ist abgeschlossen: Sein Ergebnis wurde übernommen oder er wurde verworfen. Sein Protokoll steht unter „Kampfprotokolle“.',
  fightOver: 'Dieser Kampf ist vorbei und nimmt keine Antworten mehr an. Übernimm sein Ergebnis in die Kampagne oder verwirf ihn.',
  fightWantsDecision: 'Der Kampf wartet auf eine Entscheidung, nicht auf Würfel. Wähle eine der angebotenen Antworten.',
  answerDoesNotFit: 'Diese Antwort passt nicht zur Frage ({detail}). Antworte noch einmal.',
  nothingToUndo: 'Es gibt nichts rückgängig zu machen: Dieser Kampf hat noch keine Antwort.',
  oddsUnavailable: 'Die Chancen lassen sich hier nicht berechnen ({detail}). Der Kampf selbst ist davon nicht betroffen.',
  oddsGone: 'Diese Chancen werden nicht mehr berechnet. Öffne die Ansicht erneut für neue Chancen.',
  fightNotApplicable: 'Nur ein beendeter Kampf, dessen Ergebnis noch nicht übernommen ist, kann übernommen werden. Spiele den Kampf zuerst zu Ende.',
  fightNotFinished: 'Der Kampf ist noch nicht zu Ende. Spiele ihn zu Ende und übernimm ihn dann.',
  sessionAlreadyOpen: 'Es ist schon eine Sitzung offen. Beende sie zuerst.',
  noSessionOpen: 'Es ist keine Sitzung offen, also gibt es keine zu beenden.',
  noteEmpty: 'Die Notiz ist leer. Schreib zuerst etwas hinein.',
  daysRange: 'Tage sind eine ganze Zahl von {min} bis {max}. Gib eine solche Zahl ein.',
  unknownCareAction: 'Die Regeln dieser Kampagne kennen keine Pflege „{action}“. Nimm die Pflege-Knöpfe auf der Karte.',
  careDead: '{name} ist tot: Heilung kann nicht mehr helfen (KS-DEATH-1).',
  careNoInjury: '{name} hat keine Verletzung, die zu heilen wäre.',
  careNoPotion: 'In Zeile {row} der Ausrüstung von {name} ist kein Heiltrank. Wähle die Zeile mit dem Heiltrank.',
  careNoCurse: '{name} hat keine verfluchte Verletzung: Der Fluchbrecher hat nichts zu brechen.',
  careLeTooHigh: 'Die LE von {name} kann nicht höher sein als die maximale LE {max}. Gib einen niedrigeren Wert ein.',
  careAmount: 'Gib für {name} eine ganze Zahl von 0 oder mehr ein.',
  careRefused: 'Die Regeln erlauben diese Pflege für {name} nicht ({detail}).',
  noPartyRest: 'Dieses Regelsystem kennt keine Rast für eine ganze Gruppe. Nimm die Pflege-Knöpfe auf jeder Karte.',
  careUndoGone:
    'Diese Behandlung lässt sich nicht mehr rückgängig machen: Sie wurde schon zurückgenommen, oder die Figur oder die Sitzung hat sich seitdem geändert. Ändere den Bogen notfalls von Hand.',
  forbidden: 'Diese Anfrage kam nicht aus dem Fenster von Marching Order und wurde abgelehnt. Starte Marching Order neu.',
  unknownChannel:
    'Das Fenster hat Marching Order um etwas gebeten, das es nicht kennt („{channel}“). Starte Marching Order neu; passiert es wieder, installiere es neu.',
  badRequest: 'Marching Order konnte diese Anfrage nicht annehmen ({detail}). Prüfe deine Eingaben und versuche es noch einmal.',
  internalContract:
    'In Marching Order ist etwas schiefgegangen; der fehlgeschlagene Schritt hat nichts verändert. Versuche es noch einmal; passiert es wieder, starte die App neu.',
  internal: 'In Marching Order ist etwas schiefgegangen ({detail}). Versuche es noch einmal; passiert es wieder, starte die App neu.',
  storageNotFound:
    '{file} wurde nicht gefunden; vielleicht wurde die Datei verschoben oder gelöscht. Geh zurück zur Kampagnenliste und öffne die Kampagne neu.',
  storageUnreadable:
    '{file} lässt sich nicht lesen: Die Datei ist beschädigt, oder Laufwerk oder ein anderes Programm stehen im Weg. Stelle eine Sicherung wieder her oder prüfe das Laufwerk und versuche es noch einmal.',
  storageInvalid:
    '{file} ist beschädigt oder wurde außerhalb von Marching Order geändert. Stelle eine ihrer Sicherungen wieder her (in der Kampagnenliste oder unter „Einstellungen“).',
  storageNewerVersion: '{file} wurde von einem neueren Marching Order geschrieben. Aktualisiere die App oder stelle eine Sicherung wieder her.',
  storageExists: '{file} gibt es schon, deshalb wurde nichts überschrieben. Versuche es noch einmal.',
  storageConflict: '{file} wurde im selben Moment von einem anderen Schritt geändert. Versuche es noch einmal.',
  storageChangedOutside:
    '{file} wurde von einem anderen Programm (einem Sync-Werkzeug oder einem Editor) geändert, gelöscht oder gekürzt, nachdem Marching Order sie gelesen hatte. Deine Änderung wurde deshalb nicht gespeichert, und nichts wurde überschrieben. Wähle, welche Fassung bleiben soll; die andere kommt zu den Sicherungen.',
  storageReadOnly:
    'Ein anderes Marching Order schreibt gerade in diesen Datenordner ({detail}), deshalb liest dieses Fenster ihn nur. Schließe das andere oder arbeite dort.',
  storageUnavailable: 'Der Datenordner {file} ist nicht erreichbar ({detail}), deshalb wurde nichts gespeichert. Die Kampagnenliste sagt, was zu tun ist.',
  nameTooLong: 'Dieser Name ist zu lang: {length} Zeichen, höchstens {max}. Kürze ihn.',
  nameBadCharacters: 'Dieser Name enthält ein unsichtbares Steuerzeichen oder eine Umkehrung der Schreibrichtung (Zeichen {position}). Tippe ihn ohne neu ein.',
  importBadId:
    'Die Datei nennt etwas mit der Kennung „{id}“, die keine gültige Kennung ist, deshalb wurde nichts importiert. Exportiere die Kampagne noch einmal.',
  importDuplicateId: 'Die Datei enthält die Kennung „{id}“ zweimal, deshalb wurde nichts importiert. Exportiere die Kampagne noch einmal.',
  importMissingFight:
    'Die Kampagne in der Datei nennt den Kampf „{id}“, aber die Datei enthält ihn nicht, deshalb wurde nichts importiert. Exportiere die Kampagne noch einmal.',
  importSessionInvalid:
    'Das Journal von Sitzung {n} in dieser Datei ist beschädigt oder wurde von Hand geändert, deshalb wurde nichts importiert. Exportiere die Kampagne noch einmal.',
  conflictCopyNotFound: 'Die Konfliktkopie „{file}“ ist nicht mehr da. Öffne die Kampagne neu, um die übrigen Kopien zu sehen.',
  conflictCopyUnusable:
    'Die Konfliktkopie „{file}“ kann nicht übernommen werden: Sie ist beschädigt oder gehört zu etwas anderem ({detail}). Behalte stattdessen das Original.',
  noCampaignConflict: 'Die Kampagnendatei wurde von keinem anderen Programm geändert, es gibt also nichts zu wählen.',
  notAnExample: '„{name}“ ist keine Beispielkampagne. Lege sie stattdessen in den Papierkorb.',
  dataFolderFixed: 'Der Datenordner lässt sich hier nicht ändern: Diese App wurde mit einem festen Datenordner gestartet.',
  dataFolderNotAbsolute: 'Gib den ganzen Pfad des Ordners an, vom Anfang des Laufwerks: „{path}“ ist keiner.',
  dataFolderSame: '„{path}“ ist schon der Datenordner.',
  dataFolderNested: 'Der neue Datenordner „{path}“ darf nicht im bisherigen („{old}“) liegen und ihn nicht enthalten. Wähle einen Ordner daneben.',
  dataFolderMissing: 'Es gibt keinen Ordner „{path}“.',
  dataFolderNotAFolder: '„{path}“ ist eine Datei, kein Ordner.',
  dataFolderNotWritable: 'Die App kann nicht in „{path}“ schreiben ({detail}). Wähle einen Ordner, in den du schreiben darfst.',
  dataFolderHeld: 'Ein anderes Marching Order (Prozess {pid} auf {host}) arbeitet in „{path}“. Schließe es zuerst.',
  dataFolderNoCampaigns: 'In „{path}“ liegen keine Kampagnen zum Öffnen.',
  dataFolderCopyFailed:
    'Das Kopieren der Kampagnen nach „{path}“ ist bei {file} gescheitert ({detail}). Nichts wurde umgestellt: Deine Kampagnen bleiben unverändert in „{old}“.'
}
