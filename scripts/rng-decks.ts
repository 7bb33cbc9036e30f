// `npm run rng:decks -- --decks N --out FILE`: whole decks for a lab (src/certification/collect.ts), one a line, 52
// cards in dealt order, each shuffled as a game's deck is from the service's real generator. Prints the rate.

import { createWriteStream } from 'node:fs'
import { parseArgs } from 'node:util'
import { createDeckSource, deckLine } from '../src/certification/collect.ts'

const { values } = parseArgs({ options: { decks: { type: 'string' }, out: { type: 'string' } } })
const decks = Number(values.decks)
if (!values.out || !Number.isSafeInteger(decks) || decks <= 0) {
  console.error('usage: npm run rng:decks -- --decks N --out FILE (N a positive integer)')
  process.exit(2)
}
const next = createDeckSource()
const file = createWriteStream(values.out)
const started = performance.now()
const BATCH = 10_000
for (let done = 0; done < decks; done += BATCH) {
  const lines: string[] = []
  for (let i = 0; i < Math.min(BATCH, decks - done); i++) lines.push(deckLine(next()))
  if (!file.write(`${lines.join('\n')}\n`)) await new Promise<void>((resolve) => file.once('drain', () => resolve()))
}
await new Promise<void>((resolve, reject) => file.end((err?: Error | null) => (err ? reject(err) : resolve())))
const seconds = (performance.now() - started) / 1000
console.log(`wrote ${decks} decks to ${values.out} in ${seconds.toFixed(1)} s: ${Math.round(decks / seconds)} decks/s`)
