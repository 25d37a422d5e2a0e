import { Translator, type MessageSet } from './catalog.ts'
import { beforePluralsMessages } from './messages/before-plurals.ts'
import { coreMessages } from './messages/core.ts'
import { odmMessages } from './messages/odm.ts'
import { thaliaMessages } from './messages/thalia.ts'
import { ultraquestMessages } from './messages/ultraquest.ts'
import { weltenbuchMessages } from './messages/weltenbuch.ts'

export const messageSets: readonly MessageSet[] = [coreMessages, ultraquestMessages, odmMessages, weltenbuchMessages, thaliaMessages]

export const translator = new Translator(messageSets)

/**
 * The log as it was worded before counts had plural forms, for checking battle logs exported before then: a line of
 * the replayed fight matches an old log if it reads as `translator` or as this one words it.
 */
export const translatorBeforePlurals = new Translator([...messageSets, beforePluralsMessages])
