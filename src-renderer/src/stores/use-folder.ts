import { api } from '../app-api.ts'
import { defineFolderStore } from './folder.ts'

/** The data folder's state (read-only, outside changes, conflict copies) wired to the real services. */
export const useFolder = defineFolderStore(api)
