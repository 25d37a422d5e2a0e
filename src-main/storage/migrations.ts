import { CAMPAIGN_SCHEMA_VERSION } from './campaign-schema.ts'

type Json = Record<string, unknown>

/**
 * Each step moves a document from version n to n+1. Steps never validate: the result of the last one is
 * checked against the current schema.
 */
const steps: Record<number, (doc: Json) => Json> = {
  // Version 1 kept the in-game day, the rule settings and the backup count loose at the top level.
  1: ({ inGameDay, ruleSettings, backupsToKeep, fights, sessions, ...rest }) => ({
    ...rest,
    schemaVersion: 2,
    sessions: Array.isArray(sessions) ? sessions.map((s) => ({ fightIds: [], archived: false, ...s })) : [],
    activeFights: Array.isArray(fights) ? fights : [],
    calendar: { day: typeof inGameDay === 'number' ? inGameDay : 0 },
    settings: { rules: ruleSettings ?? {}, backupsToKeep: typeof backupsToKeep === 'number' ? backupsToKeep : 10 }
  })
}

export function schemaVersionOf(doc: unknown): number | undefined {
  const version = (doc as Json | null)?.['schemaVersion']
  return typeof version === 'number' && Number.isInteger(version) ? version : undefined
}

export function migrate(doc: Json): Json {
  let current = doc
  for (let version = schemaVersionOf(current)!; version < CAMPAIGN_SCHEMA_VERSION; version++) {
    const step = steps[version]
    if (!step) throw new Error(`no migration from schema version ${version}`)
    current = step(current)
  }
  return current
}
