import type { MessageSet } from '../catalog.ts'

export const ultraquestMessages: MessageSet = { en: {}, de: {} }
