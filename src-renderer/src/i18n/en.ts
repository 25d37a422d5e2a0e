export const en = {
  app: { title: 'Marching Order', tagline: 'Campaigns, marching order and fights for game masters' },
  picker: {
    heading: 'Campaigns',
    empty: 'No campaign yet. Create the first one below.',
    open: 'Open',
    day: 'Day {day}',
    sessions: 'no sessions | 1 session | {n} sessions',
    archived: 'archived',
    unreadable: 'This campaign cannot be opened',
    restore: 'Restore backup of {date}',
    noBackups: 'There is no backup to restore.',
    create: 'New campaign',
    name: 'Name',
    system: 'Rule system',
    language: 'Language',
    createButton: 'Create campaign',
    created: 'Campaign “{name}” created.',
    restored: 'Backup restored.'
  },
  systems: { ultraquest: 'ULTRA♦QUEST', odm: 'Het Oog des Meesters', thalia: 'Thalia', weltenbuch: 'Das Weltenbuch' },
  languages: { en: 'English', de: 'Deutsch', nl: 'Nederlands', nb: 'Norsk (bokmål)' },
  campaign: { session: 'Session {n}', partyName: 'Party name', createParty: 'Create party', restParty: 'Rest the party', saved: 'Saved to {file}' },
  party: { front: 'Front', rear: 'Rear', injuries: 'no injuries | 1 injury | {n} injuries', ordinary: 'injury', cursed: 'cursed', dead: 'dead', moveUp: 'Move {name} forward', moveDown: 'Move {name} back', amount: 'Points for {name}' },
  care: { rest: 'Rest', healingSpell: 'Healing spell', potion: 'Heiltrank', curseBreaker: 'Fluchbrecher', heal: 'Heal', setLe: 'Set LE', sleep: 'Sleep', firstAid: 'First aid', restWithMedicalHelp: 'Rest with medical help' },
  adventurer: { name: 'Name', add: 'Add adventurer', armour: 'Armour' },
  fight: { heading: 'Fight', type: 'Fight type', marker: 'Marker', forced: 'forced', voluntary: 'voluntary', fromBehind: 'from behind', robbers: 'robbers', opponent: 'Opponent', count: 'How many', kind: 'Kind', start: 'Start the fight' },
  kinds: { normal: 'ordinary', skeleton: 'skeleton', zombie: 'zombie', vampire: 'vampire', mummy: 'mummy', blackRider: 'black rider', ghost: 'ghost', demon: 'demon' },
  runner: { roll: 'Roll', useFaces: 'Use these faces', confirm: 'Confirm', up: 'Up', down: 'Down', undo: 'Undo', outcome: 'Outcome', apply: 'Apply to campaign', applied: 'Applied to the campaign.', exportLog: 'Export log', back: 'Back to the party', log: 'Battle log', round: 'Round {round}' },
  errors: { generic: 'Something went wrong: {message}', nameRequired: 'Give the campaign a name.' }
}
export type Messages = typeof en
