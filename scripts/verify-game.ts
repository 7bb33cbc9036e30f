// `npm run verify-game -- <record.json>` (or `-` for standard input): checks a finished game's record, as a player
// would.
//
// The record is the JSON of GET /api/tables/{tableId}/games/{gameId}. Exits 0 when the commitment and every card
// match the deck recomputed from the seeds, 1 otherwise, 2 on bad input.

import { readFile } from 'node:fs/promises'
import { type VerifiableGame, verifyGame } from '../src/client/verify-game.ts'

async function readInput(path: string | undefined): Promise<string> {
  if (path === undefined || path === '-') {
    const chunks: Buffer[] = []
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer)
    return Buffer.concat(chunks).toString('utf8')
  }
  return readFile(path, 'utf8')
}

let record: VerifiableGame
try {
  record = JSON.parse(await readInput(process.argv[2])) as VerifiableGame
} catch (err) {
  console.error(`Cannot read the game record: ${(err as Error).message}`)
  process.exit(2)
}
const result = await verifyGame(record)
console.log(`deck from the seeds: ${result.deck.join(' ')}`)
if (result.ok) {
  console.log(
    `OK: serverSeed matches serverSeedHash, and the ${record.hands.length} hands and the board are the seeds' deal.`,
  )
} else {
  for (const problem of result.problems) console.log(`MISMATCH: ${problem}`)
  process.exitCode = 1
}
