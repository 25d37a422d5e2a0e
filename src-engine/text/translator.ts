import { Translator, type MessageSet } from './catalog.ts'
import { coreMessages } from './messages/core.ts'
import { odmMessages } from './messages/odm.ts'
import { thaliaMessages } from './messages/thalia.ts'
import { ultraquestMessages } from './messages/ultraquest.ts'
import { weltenbuchMessages } from './messages/weltenbuch.ts'

export const messageSets: readonly MessageSet[] = [coreMessages, ultraquestMessages, odmMessages, weltenbuchMessages, thaliaMessages]

export const translator = new Translator(messageSets)
