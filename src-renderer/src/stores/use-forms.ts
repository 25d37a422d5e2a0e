import { api } from '../app-api.ts'
import { defineFormsStore } from './forms.ts'

export const useForms = defineFormsStore(api)
