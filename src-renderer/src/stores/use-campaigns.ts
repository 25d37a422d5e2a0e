import { api } from '../app-api.ts'
import { defineCampaignsStore } from './campaigns.ts'

/** The campaigns store wired to the real services (IPC in the app, the bridge in a browser). */
export const useCampaigns = defineCampaignsStore(api)
