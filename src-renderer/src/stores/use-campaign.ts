import { api } from '../app-api.ts'
import { defineCampaignStore } from './campaign.ts'

/** The open campaign's store wired to the real services. */
export const useCampaign = defineCampaignStore(api)
