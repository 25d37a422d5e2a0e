/**
 * The names of every IPC channel. Kept apart from the schemas so the sandboxed preload can build its
 * `api` object from them without bundling the validation code.
 */
export const CHANNELS = [
  'systems.list',
  'systems.forms',
  'campaign.list',
  'campaign.create',
  'campaign.read',
  'campaign.rename',
  'campaign.archive',
  'campaign.trash',
  'campaign.settings',
  'campaign.export',
  'campaign.import',
  'campaign.backups',
  'campaign.restore',
  'character.add',
  'character.update',
  'character.remove',
  'character.place',
  'party.create',
  'party.rename',
  'party.remove',
  'party.reorder',
  'party.nonFighters',
  'bestiary.add',
  'bestiary.update',
  'bestiary.remove',
  'session.open',
  'session.close',
  'session.read',
  'journal.note',
  'journal.read',
  'journal.export',
  'time.advance',
  'care.apply',
  'care.restParty',
  'care.undo',
  'equipment.hand',
  'fight.start',
  'fight.view',
  'fight.answer',
  'fight.undo',
  'fight.apply',
  'fight.discard',
  'fight.logText',
  'fight.exportLog',
  'fight.list',
  'odds.start',
  'odds.poll',
  'odds.cancel'
] as const

export type Channel = (typeof CHANNELS)[number]

export const IPC_PREFIX = 'mo:'
