import { defineStore } from 'pinia'
import { shallowRef } from 'vue'
import type { SystemId } from '../../../src-engine/core/types.ts'
import type { Api, ChannelOutput } from '../../../src-main/ipc/contract.ts'
import type { JsonSchema } from '../forms/json-schema.ts'
import { call } from '../api.ts'

export type FormSchemas = { readonly [K in keyof ChannelOutput<'systems.forms'>]: JsonSchema }

/** The JSON Schemas of each system's forms, fetched once per system: they only change with the app. */
export function defineFormsStore(api: Api) {
  return defineStore('forms', () => {
    const bySystem = shallowRef<Partial<Record<SystemId, FormSchemas>>>({})
    async function load(system: SystemId): Promise<FormSchemas> {
      const known = bySystem.value[system]
      if (known) return known
      const schemas = (await call(api, 'systems.forms', { system })) as FormSchemas
      bySystem.value = { ...bySystem.value, [system]: schemas }
      return schemas
    }
    return { bySystem, load }
  })
}
