// `npm run rng:raw -- --bytes N --out FILE`: the generator's raw output for a lab (src/certification/collect.ts): the
// 32-bit integers game after game's shuffle reads, before scaling, 4 bytes each, little-endian, as a binary file
// (dieharder -g 201). Prints the rate.

import { createWriteStream } from 'node:fs'
import { parseArgs } from 'node:util'
import { createRawSource } from '../src/certification/collect.ts'

const { values } = parseArgs({ options: { bytes: { type: 'string' }, out: { type: 'string' } } })
const bytes = Number(values.bytes)
if (!values.out || !Number.isSafeInteger(bytes) || bytes <= 0 || bytes % 4 !== 0) {
  console.error('usage: npm run rng:raw -- --bytes N --out FILE (N a positive multiple of 4)')
  process.exit(2)
}
const source = createRawSource()
const file = createWriteStream(values.out)
const started = performance.now()
const CHUNK = 1 << 22
for (let written = 0; written < bytes; written += CHUNK) {
  const chunk = Buffer.allocUnsafe(Math.min(CHUNK, bytes - written))
  source.fill(chunk)
  if (!file.write(chunk)) await new Promise<void>((resolve) => file.once('drain', () => resolve()))
}
await new Promise<void>((resolve, reject) => file.end((err?: Error | null) => (err ? reject(err) : resolve())))
const seconds = (performance.now() - started) / 1000
console.log(
  `wrote ${bytes} bytes (${source.games()} games' shuffles) to ${values.out} in ${seconds.toFixed(1)} s: ` +
    `${(bytes / 1e6 / seconds).toFixed(1)} MB/s`,
)
