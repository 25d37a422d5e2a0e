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
  campaign: { session: 'Sessie {n}', partyName: 'Naam van de groep', createParty: 'Groep maken', restParty: 'Groep rust uit', saved: 'Opgeslagen als {file}' },
  party: { front: 'Voorop', rear: 'Achteraan', injuries: 'geen verwondingen | 1 verwonding | {n} verwondingen', ordinary: 'verwonding', cursed: 'vervloekt', dead: 'dood', moveUp: '{name} naar voren', moveDown: '{name} naar achteren', amount: 'Punten voor {name}' },
  care: { rest: 'Rusten', healingSpell: 'Genezingsspreuk', potion: 'Heiltrank', curseBreaker: 'Fluchbrecher', heal: 'Genezen', setLe: 'LE instellen', sleep: 'Slapen', firstAid: 'Eerste hulp', restWithMedicalHelp: 'Rusten met medische hulp' },
  adventurer: { name: 'Naam', add: 'Avonturier toevoegen', armour: 'Harnas' },
  fight: { heading: 'Gevecht', type: 'Soort gevecht', marker: 'Teken', forced: 'gedwongen', voluntary: 'vrijwillig', fromBehind: 'van achteren', robbers: 'rovers', opponent: 'Tegenstander', count: 'Aantal', kind: 'Soort', start: 'Gevecht beginnen' },
  kinds: { normal: 'gewoon', skeleton: 'skelet', zombie: 'zombie', vampire: 'vampier', mummy: 'mummie', blackRider: 'zwarte ruiter', ghost: 'geest', demon: 'demon' },
  runner: { roll: 'Gooien', useFaces: 'Deze ogen gebruiken', confirm: 'Bevestigen', up: 'Omhoog', down: 'Omlaag', undo: 'Ongedaan maken', outcome: 'Uitkomst', apply: 'Toepassen op de campagne', applied: 'Toegepast op de campagne.', exportLog: 'Verslag exporteren', back: 'Terug naar de groep', log: 'Gevechtsverslag', round: 'Ronde {round}' },
  errors: { generic: 'Er ging iets mis: {message}', nameRequired: 'Geef de campagne een naam.' }
}
