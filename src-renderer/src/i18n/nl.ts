import type { Messages } from './en.ts'

export const nl: Messages = {
  app: { title: 'Marching Order', tagline: 'Campagnes, marsvolgorde en gevechten voor spelleiders' },
  picker: {
    heading: 'Campagnes',
    empty: 'Nog geen campagne. Maak hieronder de eerste.',
    open: 'Openen',
    day: 'Dag {day}',
    sessions: 'geen sessies | 1 sessie | {n} sessies',
    archived: 'gearchiveerd',
    unreadable: 'Deze campagne kan niet worden geopend',
    restore: 'Reservekopie van {date} terugzetten',
    noBackups: 'Er is geen reservekopie om terug te zetten.',
    create: 'Nieuwe campagne',
    name: 'Naam',
    system: 'Regelsysteem',
    language: 'Taal',
    createButton: 'Campagne maken',
    created: 'Campagne “{name}” gemaakt.',
    restored: 'Reservekopie teruggezet.'
  },
  systems: { ultraquest: 'ULTRA♦QUEST', odm: 'Het Oog des Meesters', thalia: 'Thalia', weltenbuch: 'Das Weltenbuch' },
  languages: { en: 'English', de: 'Deutsch', nl: 'Nederlands', nb: 'Norsk (bokmål)' },
  campaign: { session: 'Sessie {n}', partyName: 'Naam van de groep', createParty: 'Groep maken', restParty: 'Groep rust uit', saved: 'Opgeslagen als {file}', working: 'Even geduld …' },
  party: { front: 'Voorop', rear: 'Achteraan', injuries: 'geen verwondingen | 1 verwonding | {n} verwondingen', ordinary: 'verwonding', cursed: 'vervloekt', dead: 'dood', moveUp: '{name} naar voren', moveDown: '{name} naar achteren', amount: 'Punten voor {name}', nonFighter: 'vecht niet', edit: 'Bewerken', equipment: 'Uitrusting', moveBetween: 'Naar een andere groep', noParty: 'In geen groep', dying: 'stervend', unconscious: 'bewusteloos', lasting: 'blijvend letsel', unusable: 'onbruikbaar' },
  care: { rest: 'Rusten', healingSpell: 'Genezingsspreuk', potion: 'Heiltrank', curseBreaker: 'Fluchbrecher', heal: 'Genezen', setLe: 'LE instellen', sleep: 'Slapen', firstAid: 'Eerste hulp', restWithMedicalHelp: 'Rusten met medische hulp' },
  adventurer: { name: 'Naam', add: 'Avonturier toevoegen', armour: 'Harnas' },
  fight: { heading: 'Gevecht', type: 'Soort gevecht', marker: 'Teken', forced: 'gedwongen', voluntary: 'vrijwillig', fromBehind: 'van achteren', robbers: 'rovers', opponent: 'Tegenstander', count: 'Aantal', kind: 'Soort', start: 'Gevecht beginnen', noParty: 'Maak eerst een groep.', party: 'Groep', fromBestiary: 'Tegenstanders uit het bestiarium', oneOff: 'Een tegenstander die niet in het bestiarium staat', options: 'Hoe het gevecht ontstaat', title: 'Titel' },
  kinds: { normal: 'gewoon', skeleton: 'skelet', zombie: 'zombie', vampire: 'vampier', mummy: 'mummie', blackRider: 'zwarte ruiter', ghost: 'geest', demon: 'demon' },
  runner: { roll: 'Gooien', useFaces: 'Deze ogen gebruiken', confirm: 'Bevestigen', up: 'Omhoog', down: 'Omlaag', undo: 'Ongedaan maken', outcome: 'Uitkomst', apply: 'Toepassen op de campagne', applied: 'Toegepast op de campagne.', exportLog: 'Verslag exporteren', back: 'Terug naar de groep', log: 'Gevechtsverslag', round: 'Ronde {round}' },
  form: { add: '{what} toevoegen', remove: '{what} verwijderen', removeItem: '{what} {n} verwijderen', removeShort: 'verwijderen', clear: 'leegmaken', newKey: 'Nieuwe naam', save: 'Opslaan', cancel: 'Annuleren' },
  validation: { too_small: 'Minstens {limit}', too_big: 'Hoogstens {limit}', invalid_type: 'Hier hoort een waarde van de juiste soort', invalid_format: 'Dit heeft niet de verwachte vorm', invalid_value: 'Kies een van de aangeboden waarden', unrecognized_keys: 'Hier staat een veld dat de regels niet kennen' },
  sections: { party: 'Groepen', fightSetup: 'Nieuw gevecht', bestiary: 'Bestiarium', logs: 'Gevechtsverslagen', journal: 'Journaal & tijd', settings: 'Instellingen', character: 'Personage', equipment: 'Uitrusting' },
  sheet: { edit: '{name} bewerken', notes: 'Notities', remove: 'Uit de campagne verwijderen', removeConfirm: '{name} echt verwijderen?' },
  bestiary: { empty: 'Het bestiarium is leeg.', add: 'Tegenstander toevoegen', toFight: 'Naar een gevecht' },
  settings: { appLanguage: 'Taal van de app', logLanguage: 'Taal van verslagen en journaal', backupsToKeep: 'Te bewaren back-ups', rules: 'Regelinstellingen', rulesHint: 'Open punten in de regeltekst en optionele regels, met de standaard die de regeltekst aanraadt.', resetRules: 'Terug naar de standaard', saved: 'Instellingen opgeslagen.', backups: 'Back-ups', restore: 'Deze back-up terugzetten' },
  errors: { generic: 'Er ging iets mis: {message}', nameRequired: 'Geef de campagne een naam.' }
}
