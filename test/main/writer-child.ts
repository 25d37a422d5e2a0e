// Child process of the data-folder lock tests: a second app (or the bridge) on the same data folder.
// `notes <label> <n>`: adds n notes, one line each: "ok <i>" or "refused <problem> <message>".
// `hold`: saves one change (taking the lock), says "holding", and waits until it is killed or its stdin closes.
import { ServiceContext } from '../../src-main/services/context.ts'
import { addNote } from '../../src-main/services/time.ts'
import { StorageError } from '../../src-main/storage/errors.ts'

const [root, campaignId, mode, label, count] = process.argv.slice(2) as [string, string, string, string?, string?]
const ctx = new ServiceContext(root)
const say = (line: string) => process.stdout.write(`${line}\n`)

if (mode === 'notes') {
  for (let i = 0; i < Number(count); i++) {
    try {
      await addNote(ctx, campaignId, `${label}-${i}`)
      say(`ok ${i}`)
    } catch (error) {
      if (!(error instanceof StorageError)) throw error
      say(`refused ${error.problem} ${error.message.replaceAll('\n', ' ')}`)
    }
  }
} else {
  await addNote(ctx, campaignId, 'holding')
  say('holding')
  process.stdin.resume()
  await new Promise((done) => process.stdin.on('end', done))
}
