// Child process for the crash-safety test: saves one change after another and reports each saved one.
import { CampaignStore } from '../../src-main/storage/campaign-store.ts'

const [root, id, start] = process.argv.slice(2)
const store = new CampaignStore(root!)
for (let day = Number(start); ; day++) {
  await store.update(id!, (c) => {
    c.calendar.day = day
    c.characters[0]!.notes = `note ${day} `.repeat(1 + (day % 50))
  })
  process.stdout.write(`saved ${day}\n`)
}
