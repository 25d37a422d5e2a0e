import type { ServiceErrorKey } from '../../../../src-main/services/error-texts.ts'

export const serviceErrorsNl: Record<ServiceErrorKey, string> = {
  systemNoCampaigns: 'Campagnes voor {system} zijn er nog niet. Kies een ander regelsysteem.',
  importNotJson: 'Dit bestand is geen campagne-export (het is zelfs geen JSON). Kies een bestand dat Marching Order met „Exporteren” heeft opgeslagen.',
  importNotExport: 'Dit bestand is geen campagne-export van Marching Order. Kies een bestand dat Marching Order met „Exporteren” heeft opgeslagen.',
  importCampaignInvalid:
    'De campagne in dit bestand is beschadigd of met de hand veranderd, daarom is er niets geïmporteerd. Exporteer haar opnieuw of kies een ander bestand.',
  importFightInvalid:
    'Gevecht {n} in dit bestand is beschadigd of met de hand veranderd, daarom is er niets geïmporteerd. Exporteer de campagne opnieuw of kies een ander bestand.',
  characterNotFound: 'Dit personage zit niet meer in de campagne. Open „Groepen” opnieuw om te zien wie er is.',
  partyNotFound: 'Deze groep zit niet meer in de campagne. Open „Groepen” opnieuw om de groepen te zien die er zijn.',
  opponentNotFound: 'Deze tegenstander staat niet meer in het bestiarium. Open het bestiarium opnieuw of kies een andere tegenstander.',
  sessionNotFound: 'Deze sessie bestaat niet in de campagne. Kies een van de sessies onder „Journaal & tijd”.',
  formSheet: 'Het personageblad bevat een waarde die de regels niet toestaan; het veld is gemarkeerd. Verbeter het en sla opnieuw op.',
  formOpponent: 'De bestiariumregel bevat een waarde die de regels niet toestaan; het veld is gemarkeerd. Verbeter het en sla opnieuw op.',
  formRuleSettings: 'Een regelinstelling heeft een waarde die de regels niet toestaan; het veld is gemarkeerd. Verbeter het, of ga terug naar de standaard.',
  formEquipment: 'Met deze wijziging zou het blad van {name} de regels breken; het veld is gemarkeerd. Verbeter het en probeer het opnieuw.',
  notAMember: '„{id}” is geen lid van {party}. Open „Groepen” opnieuw en markeer alleen leden van deze groep.',
  characterInFight: 'Dit personage zit in een gevecht dat nog loopt. Maak het gevecht eerst af of verwerp het.',
  partyInFight: 'Deze groep zit in een gevecht dat nog loopt. Maak het gevecht eerst af of verwerp het.',
  reorderInFight:
    'Deze groep zit in een lopend gevecht; daar verandert de marsvolgorde alleen zoals de regels het toestaan. Maak het gevecht eerst af of verwerp het.',
  reorderMembers: 'De nieuwe marsvolgorde noemt niet precies de leden van de groep, elk één keer. Open „Groepen” opnieuw en zet ze nog eens op volgorde.',
  equipmentRow: 'Een uitrustingsregel is een getal van 1 tot {max}. Kies een van de regels op het blad.',
  handToSelf: 'Een avonturier kan zichzelf niets geven. Kies de avonturier direct ervoor of erachter.',
  handOtherSystem: 'Voorwerpen langs de marsvolgorde doorgeven is een regel van ULTRA♦QUEST; deze campagne speelt een ander systeem.',
  handFightOpen: 'Een gevecht van deze groep is nog open. Geef voorwerpen in het gevecht zelf door, of pas het gevecht eerst toe of verwerp het.',
  handGiverDead: '{name} is dood en kan niets doorgeven. Bewerk zijn blad om hem voorwerpen af te nemen.',
  handTakerDead: '{name} is dood en kan niets aannemen. Geef het voorwerp aan iemand anders.',
  handGiverInjured: '{name} is gewond en kan niet handelen tot hij genezen is (KS-INJURY-1). Genees hem eerst.',
  handNotSameParty: '{giver} en {taker} zitten niet in dezelfde groep. Zet ze eerst in één groep.',
  handNotAdjacent:
    '{taker} staat niet direct voor of achter {giver}: voorwerpen gaan alleen naar een aangrenzende avonturier (KS-ACTION-2). Verander de marsvolgorde, of geef het voorwerp stap voor stap door.',
  handRowEmpty: 'Regel {row} van {name} is leeg: er is niets om door te geven.',
  handNotReady:
    '{item} zit in de rugzak (Rucksack) van {name}: alleen voorwerpen bij de hand (griffbereit) kunnen worden doorgegeven (KS-ACTION-2). Haal het eerst uit de rugzak.',
  handNoFreeRow: '{name} heeft geen vrije uitrustingsregel: alle {max} zijn bezet. Maak eerst een regel op zijn blad leeg.',
  fightRunning: '{party} zit al in een gevecht dat nog loopt. Hervat het onder „Gevechtsverslagen”, of maak het eerst af of verwerp het.',
  fightCannotStart: 'Het gevecht kan niet beginnen: de tegenstanders of de gevechtsopties passen niet bij de regels ({detail}). Verbeter ze en begin opnieuw.',
  fightCannotStartSheet:
    'Het gevecht kan niet beginnen: het blad van {name} past niet bij de regels ({detail}). Verbeter het bij de groepen en begin dan opnieuw: dit formulier houdt zijn waarden.',
  fightCannotStartOpponent:
    'Het gevecht kan niet beginnen: een tegenstander past niet bij de regels ({detail}). Verbeter hem hierboven of in het bestiarium en begin opnieuw.',
  fightCannotStartOptions: 'Het gevecht kan niet beginnen: de gevechtsopties passen niet bij de regels ({detail}). Pas ze hierboven aan en begin opnieuw.',
  fightCannotStartRules:
    'Het gevecht kan niet beginnen: de regelinstellingen van de campagne passen niet ({detail}). Verbeter ze onder Instellingen en begin dan opnieuw: dit formulier houdt zijn waarden.',
  fightClosed: 'Dit gevecht is gesloten: de uitkomst is toegepast of het is verworpen. Het verslag staat onder „Gevechtsverslagen”.',
  fightOver: 'Dit gevecht is voorbij en neemt geen antwoorden meer aan. Pas de uitkomst toe op de campagne, of verwerp het.',
  fightWantsDecision: 'Het gevecht wacht op een beslissing, niet op dobbelstenen. Kies een van de aangeboden antwoorden.',
  answerDoesNotFit: 'Dit antwoord past niet bij de vraag ({detail}). Antwoord opnieuw.',
  nothingToUndo: 'Er is niets ongedaan te maken: dit gevecht heeft nog geen antwoord.',
  oddsUnavailable: 'De kansen kunnen hier niet berekend worden ({detail}). Het gevecht zelf merkt er niets van.',
  oddsGone: 'Deze kansen worden niet meer berekend. Open het scherm opnieuw voor nieuwe kansen.',
  fightNotApplicable: 'Alleen een afgelopen gevecht waarvan de uitkomst nog niet is toegepast, kan worden toegepast. Speel het gevecht eerst uit.',
  fightNotFinished: 'Het gevecht is nog niet afgelopen. Speel het uit en pas het dan toe.',
  sessionAlreadyOpen: 'Er is al een sessie open. Sluit die eerst.',
  noSessionOpen: 'Er is geen sessie open, dus er is er geen om te sluiten.',
  noteEmpty: 'De notitie is leeg. Schrijf er eerst iets in.',
  daysRange: 'Dagen zijn een geheel getal van {min} tot {max}. Vul zo’n getal in.',
  unknownCareAction: 'De regels van deze campagne kennen geen verzorging „{action}”. Gebruik de knoppen op de kaart.',
  careDead: '{name} is dood: genezing helpt niet meer (KS-DEATH-1).',
  careNoInjury: '{name} heeft geen verwonding om te genezen.',
  careNoPotion: 'In regel {row} van de uitrusting van {name} zit geen Heiltrank. Kies de regel met de Heiltrank.',
  careNoCurse: '{name} heeft geen vervloekte verwonding: de Fluchbrecher heeft niets te breken.',
  careLeTooHigh: 'De LE van {name} kan niet hoger zijn dan de maximale LE {max}. Vul een lagere waarde in.',
  careAmount: 'Vul voor {name} een geheel getal van 0 of meer in.',
  careRefused: 'De regels staan deze verzorging voor {name} niet toe ({detail}).',
  noPartyRest: 'Dit regelsysteem kent geen rust voor een hele groep. Gebruik de knoppen op elke kaart.',
  careUndoGone:
    'Deze verzorging kan niet meer ongedaan worden gemaakt: ze is al teruggedraaid, of het personage of de sessie is sindsdien veranderd. Pas het blad zo nodig met de hand aan.',
  forbidden: 'Dit verzoek kwam niet uit het venster van Marching Order en is geweigerd. Start Marching Order opnieuw.',
  unknownChannel:
    'Het venster vroeg Marching Order om iets dat het niet kent („{channel}”). Start Marching Order opnieuw; gebeurt het weer, installeer het dan opnieuw.',
  badRequest: 'Marching Order kon dit verzoek niet aannemen ({detail}). Controleer wat je hebt ingevuld en probeer het opnieuw.',
  internalContract:
    'Er ging iets mis in Marching Order; de mislukte stap heeft niets veranderd. Probeer het opnieuw; gebeurt het weer, start de app dan opnieuw.',
  internal: 'Er ging iets mis in Marching Order ({detail}). Probeer het opnieuw; gebeurt het weer, start de app dan opnieuw.',
  storageNotFound: '{file} is niet gevonden; misschien is het bestand verplaatst of verwijderd. Ga terug naar de campagnelijst en open de campagne opnieuw.',
  storageUnreadable:
    '{file} kan niet gelezen worden: het bestand is beschadigd, of de schijf of een ander programma zit in de weg. Zet een back-up terug, of controleer de schijf en probeer het opnieuw.',
  storageInvalid: '{file} is beschadigd of buiten Marching Order veranderd. Zet een van de back-ups terug (in de campagnelijst of onder „Instellingen”).',
  storageNewerVersion: '{file} is geschreven door een nieuwere Marching Order. Werk de app bij, of zet een back-up terug.',
  storageExists: '{file} bestaat al, daarom is er niets overschreven. Probeer het opnieuw.',
  storageConflict: '{file} is op hetzelfde moment door een andere stap veranderd. Probeer het opnieuw.',
  storageChangedOutside:
    '{file} is door een ander programma (een synchronisatieprogramma of een editor) veranderd, verwijderd of ingekort nadat Marching Order het had gelezen. Je wijziging is daarom niet opgeslagen en er is niets overschreven. Kies welke versie je houdt; de andere gaat naar de back-ups.',
  storageReadOnly: 'Een andere Marching Order schrijft in deze gegevensmap ({detail}), daarom leest dit venster haar alleen. Sluit de andere, of werk daar.',
  storageUnavailable: 'De gegevensmap {file} is niet bereikbaar ({detail}), daarom is niets bewaard. De campagnelijst zegt wat je kunt doen.',
  nameTooLong: 'Deze naam is te lang: {length} tekens, hoogstens {max}. Maak hem korter.',
  nameBadCharacters: 'Deze naam bevat een onzichtbaar stuurteken of een omkering van de schrijfrichting (teken {position}). Typ hem opnieuw zonder.',
  importBadId: 'Het bestand noemt iets met de id „{id}”, wat geen geldige id is, daarom is er niets geïmporteerd. Exporteer de campagne opnieuw.',
  importDuplicateId: 'Het bestand bevat de id „{id}” twee keer, daarom is er niets geïmporteerd. Exporteer de campagne opnieuw.',
  importMissingFight:
    'De campagne in het bestand noemt het gevecht „{id}”, maar het bestand bevat het niet, daarom is er niets geïmporteerd. Exporteer de campagne opnieuw.',
  importSessionInvalid:
    'Het journaal van sessie {n} in dit bestand is beschadigd of met de hand veranderd, daarom is er niets geïmporteerd. Exporteer de campagne opnieuw.',
  conflictCopyNotFound: 'De conflictkopie „{file}” is er niet meer. Open de campagne opnieuw om de overige kopieën te zien.',
  conflictCopyUnusable:
    'De conflictkopie „{file}” kan niet gehouden worden: ze is beschadigd of hoort bij iets anders ({detail}). Houd in plaats daarvan het origineel.',
  noCampaignConflict: 'Het campagnebestand is niet door een ander programma veranderd, er valt dus niets te kiezen.',
  notAnExample: '„{name}” is geen voorbeeldcampagne. Verplaats hem in plaats daarvan naar de prullenbak.',
  dataFolderFixed: 'De gegevensmap kan hier niet worden gewijzigd: deze app is gestart met een vaste gegevensmap.',
  dataFolderNotAbsolute: 'Geef het volledige pad van de map, vanaf het begin van de schijf: „{path}” is dat niet.',
  dataFolderSame: '„{path}” is al de gegevensmap.',
  dataFolderNested: 'De nieuwe gegevensmap „{path}” mag niet in de huidige („{old}”) liggen en die ook niet bevatten. Kies een map ernaast.',
  dataFolderMissing: 'Er is geen map „{path}”.',
  dataFolderNotAFolder: '„{path}” is een bestand, geen map.',
  dataFolderNotWritable: 'De app kan niet schrijven in „{path}” ({detail}). Kies een map waarin je mag schrijven.',
  dataFolderHeld: 'Een andere Marching Order (proces {pid} op {host}) werkt in „{path}”. Sluit die eerst.',
  dataFolderNoCampaigns: 'In „{path}” staan geen campagnes om te openen.',
  dataFolderCopyFailed:
    'Het kopiëren van de campagnes naar „{path}” is mislukt bij {file} ({detail}). Er is niets omgezet: je campagnes blijven ongewijzigd in „{old}”.'
}
