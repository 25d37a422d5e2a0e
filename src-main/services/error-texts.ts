/**
 * Every refusal a GM can meet, by key, in English. The key and its params travel to the screen, which words
 * the refusal in the GM's language from `errors.service.<key>` (see src-renderer/src/i18n); the English text
 * here is the error's `message` for logs, the command line and tests. Params are written `{name}`, as
 * vue-i18n writes them, so one text serves both.
 */
export const SERVICE_ERROR_TEXTS = {
  // Campaigns, import
  systemNoCampaigns: 'Campaigns for {system} are not available yet',
  importNotJson: 'The file is not valid JSON: {detail}',
  importNotExport: 'The file is not a Marching Order campaign export ({detail})',
  importCampaignInvalid: 'The campaign in the file fails validation: {detail}',
  importFightInvalid: 'Fight {n} in the file fails validation: {detail}',
  // Things that are no longer there
  characterNotFound: 'No character "{id}" in this campaign',
  partyNotFound: 'No party "{id}" in this campaign',
  opponentNotFound: 'No opponent "{id}" in the bestiary',
  sessionNotFound: 'No session "{id}" in this campaign',
  // Forms (the field problems travel as issues beside the message)
  formSheet: 'Character sheet: {problem}',
  formOpponent: 'Bestiary entry: {problem}',
  formRuleSettings: 'Rule settings: {problem}',
  formEquipment: 'Sheet of {name}: {problem}',
  // Party and marching order
  notAMember: '"{id}" is not a member of {party}',
  characterInFight: 'This character is in a fight that is still running: finish or discard it first',
  partyInFight: 'This party is in a fight that is still running',
  reorderInFight: 'The marching order changes inside a running fight only as the rules allow: finish the fight first',
  reorderMembers: 'A new marching order must list exactly the party’s members, each once',
  // Equipment (ULTRA♦QUEST)
  equipmentRow: 'An equipment row is a number from 1 to {max}',
  handToSelf: 'An adventurer cannot hand an item to himself',
  handOtherSystem: 'Handing items along the marching order is an ULTRA♦QUEST rule; this campaign plays another system',
  handFightOpen: 'A fight of this party is still open: hand items over in the fight itself, or apply or discard the fight first',
  handGiverDead: '{name} is dead and cannot hand anything over',
  handTakerDead: '{name} is dead and cannot take anything',
  handGiverInjured: '{name} is injured and cannot act until healed (KS-INJURY-1)',
  handNotSameParty: '{giver} and {taker} are not in the same party',
  handNotAdjacent: '{taker} is not directly in front of or behind {giver}: items pass only to an adjacent adventurer (KS-ACTION-2)',
  handRowEmpty: 'Row {row} of {name} is empty',
  handNotReady: '{item} is in {name}’s backpack: only ready items can be handed over (KS-ACTION-2). Make it ready first.',
  handNoFreeRow: '{name} has no free equipment row: all {max} are taken',
  // Fights
  fightRunning: '{party} is already in a fight that is still running',
  fightCannotStart: 'The fight cannot start: {detail}',
  fightCannotStartSheet: 'The fight cannot start: the sheet of {name} does not fit the rules ({detail})',
  fightCannotStartOpponent: 'The fight cannot start: an opponent does not fit the rules ({detail})',
  fightCannotStartOptions: 'The fight cannot start: the fight options do not fit the rules ({detail})',
  fightCannotStartRules: 'The fight cannot start: the rule settings do not fit ({detail})',
  fightClosed: 'This fight is closed: its outcome has been applied or it was discarded',
  fightOver: 'This fight is over: it takes no more answers',
  fightWantsDecision: 'The fight is waiting for a decision, not for dice',
  answerDoesNotFit: 'This answer does not fit the question: {detail}',
  nothingToUndo: 'Nothing to undo',
  oddsUnavailable: 'Odds are not available here: {detail}',
  oddsGone: 'These odds are no longer being worked out; ask for them again',
  fightNotApplicable: 'Only a finished fight whose outcome has not been applied can be applied',
  fightNotFinished: 'The fight is not finished',
  // Sessions, journal, time and care
  sessionAlreadyOpen: 'A session is open already: close it first',
  noSessionOpen: 'No session is open',
  noteEmpty: 'A note needs some text',
  daysRange: 'Days must be a whole number from {min} to {max}',
  unknownCareAction: 'Unknown care action "{action}"',
  careDead: '{name} is dead: healing cannot help (KS-DEATH-1)',
  careNoInjury: '{name} has no injury to heal',
  careNoPotion: 'Row {row} of {name}’s equipment holds no healing potion',
  careNoCurse: '{name} has no cursed injury',
  careLeTooHigh: 'LE of {name} must be a whole number no higher than max LE {max}',
  careAmount: 'The amount for {name} must be a whole number of 0 or more',
  careRefused: 'The rules refuse this care for {name}: {detail}',
  noPartyRest: 'This rule system has no rest for a whole party',
  careUndoGone: 'This care can no longer be undone: it was undone already, or the character or the session changed since',
  // Requests the router turns away, and failures inside the app
  forbidden: 'This request did not come from the Marching Order window',
  unknownChannel: 'There is no channel "{channel}"',
  badRequest: '{channel}: {detail}',
  internalContract: 'Something went wrong inside Marching Order; nothing was changed by the failed step',
  internal: 'Something went wrong inside Marching Order: {detail}',
  // Files on disk (StorageError, by its problem)
  storageNotFound: '{file}: {detail}',
  storageUnreadable: '{file}: {detail}',
  storageInvalid: '{file}: {detail}',
  storageNewerVersion: '{file}: {detail}',
  storageExists: '{file}: {detail}',
  storageConflict: '{file}: {detail}',
  storageChangedOutside: '{file}: {detail}',
  storageReadOnly: '{file}: {detail}',
  storageUnavailable: '{file}: {detail}',
  // Names and titles (what a file, a screen and a log can show safely)
  nameTooLong: 'A name or title is at most {max} characters long; this one has {length}',
  nameBadCharacters: 'A name or title cannot hold control characters or text-direction overrides (character {position} is U+{code})',
  // Import, all or nothing
  importBadId: 'The file names a {kind} with the id "{id}", which is not a valid id: nothing was imported',
  importDuplicateId: 'The file holds two {kind}s with the id "{id}": nothing was imported',
  importMissingFight: 'The campaign in the file lists the fight "{id}", which the file does not hold: nothing was imported',
  importSessionInvalid: 'The journal of session {n} in the file fails validation: {detail}',
  // Another program's version of a file: a sync tool's conflict copy, or a changed campaign file
  conflictCopyNotFound: 'There is no conflict copy "{file}" in this campaign',
  conflictCopyUnusable: 'The conflict copy "{file}" cannot be kept: {detail}',
  noCampaignConflict: 'The campaign file was not changed by another program: there is nothing to choose',
  // Example campaigns
  notAnExample: '"{name}" is not an example campaign: move it to the trash instead',
  // Moving the data folder (nothing is switched and nothing deleted when one of these is refused)
  dataFolderFixed: 'The data folder cannot be changed here: this app was started with a fixed data folder',
  dataFolderNotAbsolute: 'Give the whole path of the folder, from the top of the drive: "{path}" is not one',
  dataFolderSame: '"{path}" is the data folder already',
  dataFolderNested: 'The new data folder "{path}" cannot lie inside the current one "{old}", nor hold it',
  dataFolderMissing: 'There is no folder "{path}"',
  dataFolderNotAFolder: '"{path}" is a file, not a folder',
  dataFolderNotWritable: 'The app cannot write into "{path}" ({detail}): choose a folder you may write to',
  dataFolderHeld: 'Another Marching Order (process {pid} on {host}) works in "{path}": close it first',
  dataFolderNoCampaigns: '"{path}" holds no campaigns to open',
  dataFolderCopyFailed: 'Copying the campaigns to "{path}" failed at {file} ({detail}). Nothing was switched: the campaigns stay in "{old}", as they were'
} as const

export type ServiceErrorKey = keyof typeof SERVICE_ERROR_TEXTS
export type ErrorParams = Readonly<Record<string, string | number>>

/** The English text of a refusal with its params filled in; a param that is missing stays visible as `{name}`. */
export function englishText(key: ServiceErrorKey, params: ErrorParams = {}): string {
  return SERVICE_ERROR_TEXTS[key].replace(/\{(\w+)\}/g, (whole, name: string) => (name in params ? String(params[name]) : whole))
}
