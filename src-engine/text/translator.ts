import { Translator, type MessageSet } from './catalog.ts'
import { coreMessages } from './messages/core.ts'
import { ultraquestMessages } from './messages/ultraquest.ts'

export const messageSets: readonly MessageSet[] = [coreMessages, ultraquestMessages]

export const translator = new Translator(messageSets)
