import { fightCommand, FIGHT_USAGE } from './fight-command.ts'
import { oddsCommand, ODDS_USAGE } from './odds-command.ts'
import { schemaCommand, SCHEMA_USAGE } from './schema-command.ts'
import { verifyCommand, VERIFY_USAGE } from './verify-command.ts'

// A reader that stops early (`mo fight … | head`) is not an error.
process.stdout.on('error', (error: NodeJS.ErrnoException) => {
  if (error.code === 'EPIPE') process.exit(0)
  throw error
})

const [command, ...args] = process.argv.slice(2)
const io = { out: (line: string) => process.stdout.write(`${line}\n`), err: (line: string) => process.stderr.write(`${line}\n`) }

if (command === 'fight') {
  process.exitCode = fightCommand(args, io)
} else if (command === 'odds') {
  process.exitCode = oddsCommand(args, io)
} else if (command === 'schema') {
  process.exitCode = schemaCommand(args, io)
} else if (command === 'verify') {
  process.exitCode = verifyCommand(args, io)
} else {
  io.err(`Marching Order command line\n${FIGHT_USAGE}\n${ODDS_USAGE}\n${SCHEMA_USAGE}\n${VERIFY_USAGE}`)
  process.exitCode = command === undefined || command === '--help' ? 0 : 2
}
