// `npm run certify:rng [-- --short] [--seed TEXT] [--out FILE]`: the randomness battery (src/certification/battery.ts)
// and its Markdown report (to FILE, else standard output). Full: 1,000,000 decks, NIST SP 800-22 on 100 sequences of
// 1,000,000 raw bits, dieharder's tests 0, 4, 8, 15, 100, 101 and 102 on raw output streamed to it. --short (CI):
// 50,000 decks, 10 sequences, dieharder's test 0 on 10 psamples. --seed: reproducible, from the provably fair
// stream of that seed.
// Exits 1 when the battery fails.

import { writeFile } from 'node:fs/promises'
import { parseArgs } from 'node:util'
import { runBattery } from '../src/certification/battery.ts'
import { batteryReport } from '../src/certification/report.ts'

const { values } = parseArgs({
  options: { short: { type: 'boolean' }, seed: { type: 'string' }, out: { type: 'string' } },
})
const short = values.short === true
const result = await runBattery({
  decks: short ? 50_000 : 1_000_000,
  sequences: short ? 10 : 100,
  bitsPerSequence: 1_000_000,
  dieharder: short ? { tests: [0], psamples: 10 } : { tests: [0, 4, 8, 15, 100, 101, 102] },
  ...(values.seed === undefined ? {} : { seed: values.seed }),
  progress: (line) => console.error(`certify:rng: ${line}`),
})
const command = `npm run certify:rng${process.argv.length > 2 ? ` -- ${process.argv.slice(2).join(' ')}` : ''}`
const report = batteryReport(result, command)
if (values.out) await writeFile(values.out, report)
else process.stdout.write(report)
console.error(`certify:rng: ${result.ok ? 'PASS' : 'FAIL'}`)
process.exit(result.ok ? 0 : 1)
