import { ruleSystems } from '../../src-engine/systems/index.ts'
import { SYSTEM_IDS } from '../../src-engine/core/types.ts'
import * as campaigns from '../services/campaigns.ts'
import * as care from '../services/care.ts'
import * as equipment from '../services/equipment.ts'
import * as examples from '../services/examples.ts'
import * as dataFolder from '../services/data-folder.ts'
import type { ServiceContext } from '../services/context.ts'
import * as battleLogs from '../services/battle-logs.ts'
import * as fights from '../services/fights.ts'
import * as odds from '../services/odds.ts'
import * as journal from '../services/journal.ts'
import * as roster from '../services/roster.ts'
import * as time from '../services/time.ts'
import { formSchemas } from '../services/form-schemas.ts'
import { folderStatus } from '../services/folder-status.ts'
import { cardValues } from '../services/roster-cards.ts'
import type { Channel, ChannelAnswer, ChannelOutput, Contract } from './contract.ts'
import type { z } from 'zod'

/** Where files go in and out: a save or open dialog in the app, a folder in the test bridge. */
export interface FileHost {
  /** Asks where to save; returns the path written, or null if the GM cancelled. */
  saveText(suggestedName: string, text: string): Promise<string | null>
  /** Asks for a file to open; returns its text, or null if the GM cancelled. */
  openText(): Promise<string | null>
  /** Asks for a folder (the data folder); absent where there is no dialog, and the GM types the path instead. */
  chooseFolder?(): Promise<string | null>
}

/** Each channel's input as the router validated it, and its answer as the contract types it (the router checks it again). */
type Handlers = { [C in Channel]: (input: z.output<Contract[C]['input']>) => Promise<ChannelAnswer<C>> }

const safeFileName = (name: string) => name.replace(/[^\p{L}\p{N} ._-]+/gu, '_').slice(0, 80) || 'export'

/** Each channel's work: a call into the services, nothing else. */
export function handlers(ctx: ServiceContext, files: FileHost): Handlers {
  const changed = async <T>(p: Promise<{ campaign: ChannelOutput<'campaign.read'>; result: T }>) => {
    const { campaign, result } = await p
    return typeof result === 'string' ? { campaign, createdId: result } : { campaign }
  }
  /** A change between fights that reports what it changed and how to undo it (care, rest, days passing). */
  const reported = async (p: Promise<{ campaign: ChannelOutput<'campaign.read'>; result: care.CareReport }>) => {
    const { campaign, result } = await p
    return { campaign, changes: [...result.changes], journaled: result.journaled, undo: result.undo }
  }
  const folderInfo = async () => ({ ...(await dataFolder.dataFolderInfo(ctx)), canChoose: files.chooseFolder !== undefined })
  return {
    'systems.list': async () =>
      SYSTEM_IDS.filter((id) => ruleSystems[id]).map((id) => ({
        id,
        campaigns: ruleSystems[id]!.campaign !== undefined,
        careActions: (ruleSystems[id]!.campaign?.careActions ?? []).map((a) => ({ ...a })),
        daysHeal: ruleSystems[id]!.campaign?.daysHeal ?? false,
        equipmentRows: ruleSystems[id]!.campaign?.handOver !== undefined
      })),
    // A JsonSchema is an interface (no index signature) yet plain JSON, the record of objects the contract names.
    'systems.forms': async (i) => formSchemas(i.system) as ChannelAnswer<'systems.forms'>,
    'campaign.list': () => ctx.store.list(),
    'campaign.create': async ({ starterBestiary, ...i }) => {
      const campaign = await campaigns.createCampaign(ctx, i)
      return starterBestiary ? examples.addStarterBestiary(ctx, campaign.id) : campaign
    },
    'campaign.read': (i) => odds.readCampaignWarmingOdds(ctx, i.campaignId),
    'campaign.rename': (i) => campaigns.renameCampaign(ctx, i.campaignId, i.name),
    'campaign.archive': (i) => campaigns.setArchived(ctx, i.campaignId, i.archived),
    'campaign.trash': async (i) => {
      await ctx.store.trash(i.campaignId)
      return { ok: true as const }
    },
    'campaign.settings': (i) => campaigns.updateSettings(ctx, i.campaignId, i),
    'campaign.export': async (i) => {
      const campaign = await ctx.store.read(i.campaignId)
      const file = await files.saveText(`${safeFileName(campaign.name)}.marching-order.json`, await campaigns.exportCampaign(ctx, i.campaignId))
      return { saved: file !== null, file }
    },
    'campaign.import': async () => {
      const text = await files.openText()
      return { campaign: text === null ? null : await campaigns.importCampaign(ctx, text) }
    },
    'campaign.backups': (i) => ctx.store.backupsOf(i.campaignId).list(),
    'campaign.restore': (i) => ctx.store.restore(i.campaignId, i.file),
    'examples.list': () => examples.exampleOffers(ctx),
    'examples.add': (i) => examples.addExampleCampaign(ctx, i.system),
    'examples.remove': (i) => examples.removeExampleCampaign(ctx, i.campaignId),
    'dataFolder.show': () => folderInfo(),
    'dataFolder.retry': async () => {
      await dataFolder.retryDataFolder(ctx)
      return folderInfo()
    },
    'dataFolder.choose': async () => ({ path: files.chooseFolder ? await files.chooseFolder() : null }),
    'dataFolder.change': (i) => dataFolder.changeDataFolder(ctx, i.path, i.mode),
    'character.add': (i) => changed(roster.addCharacter(ctx, i.campaignId, { sheet: i.sheet, ...(i.partyId ? { partyId: i.partyId } : {}) })),
    'character.update': (i) =>
      changed(
        roster.updateCharacter(ctx, i.campaignId, i.characterId, {
          ...(i.sheet ? { sheet: i.sheet } : {}),
          ...(i.notes !== undefined ? { notes: i.notes } : {})
        })
      ),
    'character.remove': (i) => changed(roster.removeCharacter(ctx, i.campaignId, i.characterId)),
    'character.place': (i) => changed(roster.placeCharacter(ctx, i.campaignId, i.characterId, i.partyId, i.position)),
    'party.create': (i) => changed(roster.createParty(ctx, i.campaignId, i.name)),
    'party.rename': (i) => changed(roster.renameParty(ctx, i.campaignId, i.partyId, i.name)),
    'party.remove': (i) => changed(roster.removeParty(ctx, i.campaignId, i.partyId)),
    'party.reorder': (i) => changed(roster.reorderParty(ctx, i.campaignId, i.partyId, i.members)),
    'party.nonFighters': (i) => changed(roster.markNonFighters(ctx, i.campaignId, i.partyId, i.members)),
    'bestiary.add': (i) => changed(roster.addOpponent(ctx, i.campaignId, i.opponent, i.notes)),
    'bestiary.update': (i) => changed(roster.updateOpponent(ctx, i.campaignId, i.opponentId, i.opponent, i.notes)),
    'bestiary.remove': (i) => changed(roster.removeOpponent(ctx, i.campaignId, i.opponentId)),
    'session.open': (i) => changed(time.openSession(ctx, i.campaignId)),
    'session.close': (i) => changed(time.closeSession(ctx, i.campaignId)),
    'session.read': (i) => time.readSession(ctx, i.campaignId, i.sessionId),
    'journal.note': (i) => changed(time.addNote(ctx, i.campaignId, i.text)),
    'journal.read': (i) => journal.readJournal(ctx, i.campaignId, i.sessionId),
    'journal.readClosed': (i) => journal.readClosedJournals(ctx, i.campaignId),
    'journal.export': async (i) => {
      const recap = await journal.journalRecap(ctx, i.campaignId, i.sessionId)
      const file = await files.saveText(`${safeFileName(recap.fileName)}.txt`, recap.text)
      return { saved: file !== null, file }
    },
    'time.advance': (i) => reported(time.advanceDays(ctx, i.campaignId, i.days, i.lang)),
    'care.apply': (i) =>
      reported(care.careFor(ctx, i.campaignId, i.characterId, i.action, i.amount, { ...(i.by ? { by: i.by } : {}), ...(i.lang ? { lang: i.lang } : {}) })),
    'care.restParty': (i) => reported(care.restParty(ctx, i.campaignId, i.partyId, i.lang ? { lang: i.lang } : {})),
    'care.undo': (i) => reported(care.undoCare(ctx, i.campaignId, i.undo, i.lang ? { lang: i.lang } : {})),
    'equipment.hand': (i) => changed(equipment.handItem(ctx, i.campaignId, { fromId: i.fromId, toId: i.toId, row: i.row })),
    'equipment.handTargets': (i) => equipment.handTargets(ctx, i.campaignId, i.characterId),
    'fight.start': (i) =>
      fights.startFight(ctx, i.campaignId, { partyId: i.partyId, opponents: i.opponents, options: i.options, ...(i.title ? { title: i.title } : {}) }, i.lang),
    'fight.view': (i) => fights.fightView(ctx, i.campaignId, i.fightId, i.lang),
    'fight.answer': (i) => fights.answerFight(ctx, i.campaignId, i.fightId, i.answer, i.lang),
    'fight.undo': (i) => fights.undoFight(ctx, i.campaignId, i.fightId, i.lang),
    'fight.apply': (i) => fights.applyFight(ctx, i.campaignId, i.fightId, i.lang),
    'fight.discard': (i) => fights.discardFight(ctx, i.campaignId, i.fightId, i.lang),
    'fight.logText': async (i) => ({ text: await fights.battleLogText(ctx, i.campaignId, i.fightId) }),
    'fight.exportLog': async (i) => {
      const campaign = await ctx.store.read(i.campaignId)
      const view = await fights.fightView(ctx, i.campaignId, i.fightId)
      const file = await files.saveText(`${safeFileName(`${campaign.name} - ${view.title}`)}.txt`, await fights.battleLogText(ctx, i.campaignId, i.fightId))
      return { saved: file !== null, file }
    },
    'fight.list': (i) => battleLogs.listFights(ctx, i.campaignId, i.lang),
    'roster.cardValues': async (i) => cardValues(await ctx.store.read(i.campaignId)),
    'odds.start': (i) => odds.startOdds(ctx, i.campaignId, i.request, i.lang),
    'odds.poll': (i) => odds.pollOdds(ctx, i.campaignId, i.jobId, i.lang),
    'odds.cancel': async (i) => odds.cancelOdds(ctx, i.jobId),
    'folder.status': (i) => folderStatus(ctx, i.campaignId),
    'campaign.conflict': (i) => ctx.store.conflictOf(i.campaignId),
    'campaign.resolveConflict': (i) => campaigns.resolveCampaignConflict(ctx, i.campaignId, i.keep),
    'campaign.conflictCopies': (i) => campaigns.listConflictCopies(ctx, i.campaignId),
    'campaign.resolveConflictCopy': (i) => campaigns.resolveConflictCopy(ctx, i.campaignId, i.file, i.keep)
  }
}
