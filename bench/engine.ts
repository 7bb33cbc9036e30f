// Engine benchmark (`npm run bench`): exact equity on fixed deals against a naive exact loop over `phe`; prints
// markdown.
import { cpus } from 'node:os'
import { type CardId, formatCard, parseCard, parseHand } from '../src/core/cards.ts'
import { computeEquity, type EquityCounts } from '../src/core/equity.ts'
import { naiveEquity } from '../test/core/oracles/naive-equity.ts'
import { type Hands, randomDeals, timeEachDeal } from './random-deals.ts'

type Hand = [CardId, CardId]

interface BenchCase {
  name: string
  hands: Hand[]
  board: CardId[]
}

function hands(...texts: string[]): Hand[] {
  return texts.map((text) => {
    const hand = parseHand(text)
    if (!hand) throw new Error(`bad hand ${text}`)
    return hand
  })
}

function board(...texts: string[]): CardId[] {
  return texts.map((text) => parseCard(text)!)
}

/** 23 hands: the deck from the top, two cards at a time (AsAh, AdAc, KsKh, ...). */
const TWENTY_THREE_HANDS: Hand[] = Array.from({ length: 23 }, (_, i) => [51 - 2 * i, 50 - 2 * i])

const FOUR_HANDS = hands('AsKs', 'QhQd', 'JcTc', '9d8d')
const CASES: BenchCase[] = [
  { name: 'heads-up preflop', hands: hands('AsKs', 'QhQd'), board: [] },
  { name: '3 hands preflop', hands: hands('AsKs', 'QhQd', 'JcTc'), board: [] },
  { name: '4 hands preflop', hands: FOUR_HANDS, board: [] },
  { name: '6 hands preflop', hands: hands('AsKs', 'QhQd', 'JcTc', '9d8d', '7s7h', '6c5c'), board: [] },
  {
    name: '10 hands preflop',
    hands: hands('AsKs', 'QhQd', 'JcTc', '9d8d', '7s7h', '6c5c', 'AhKd', '4s4d', 'Js9s', 'Th8h'),
    board: [],
  },
  { name: '23 hands preflop', hands: TWENTY_THREE_HANDS, board: [] },
  { name: '4 hands on the flop', hands: FOUR_HANDS, board: board('Ts', '7d', '2s') },
  { name: '4 hands on the turn', hands: FOUR_HANDS, board: board('Ts', '7d', '2s', '3h') },
]

/** Order-sensitive digest of counts, printed so the work cannot be skipped and runs can be compared. */
function checksum(counts: EquityCounts): number {
  let sum = counts.boards
  for (let i = 0; i < counts.wins.length; i++) sum = (sum * 31 + counts.wins[i] * 7 + counts.ties[i]) % 1_000_000_007
  return sum
}

interface Timing {
  medianMs: number
  minMs: number
  maxMs: number
  runs: number
  result: EquityCounts
}

/**
 * Times `run`: warm-up calls, then `samples` samples; a sample times enough back-to-back calls to last about
 * `sampleMs`, and reports the mean per call of that sample. Median, min and max are over samples.
 */
function time(run: () => EquityCounts, samples: number, sampleMs: number, warmups: number): Timing {
  let result = run()
  for (let i = 1; i < warmups; i++) result = run()
  let perSample = 1
  for (;;) {
    const start = performance.now()
    for (let i = 0; i < perSample; i++) result = run()
    if (performance.now() - start >= sampleMs || perSample >= 1 << 20) break
    perSample *= 2
  }
  const perCall: number[] = []
  let digest = 0
  for (let s = 0; s < samples; s++) {
    const start = performance.now()
    for (let i = 0; i < perSample; i++) {
      result = run()
      digest += result.wins[0]
    }
    perCall.push((performance.now() - start) / perSample)
  }
  if (Number.isNaN(digest)) throw new Error('unreachable: keeps the results alive')
  perCall.sort((a, b) => a - b)
  return {
    medianMs: perCall[Math.floor(perCall.length / 2)],
    minMs: perCall[0],
    maxMs: perCall[perCall.length - 1],
    runs: samples * perSample,
    result,
  }
}

function sameCounts(a: EquityCounts, b: EquityCounts): boolean {
  return (
    a.boards === b.boards &&
    a.wins.every((w, i) => w === b.wins[i]) &&
    a.ties.every((t, i) => t === b.ties[i]) &&
    a.tieShares.every((s, i) => Math.abs(s - b.tieShares[i]) < 1e-6)
  )
}

function formatMs(ms: number): string {
  if (ms >= 100) return ms.toFixed(0)
  if (ms >= 1) return ms.toFixed(2)
  return ms.toPrecision(2)
}

function describe(benchCase: BenchCase): string {
  const dealt =
    benchCase.hands.length > 6
      ? `${benchCase.hands.length} hands`
      : benchCase.hands.map((h) => h.map(formatCard).join('')).join(' ')
  return benchCase.board.length ? `${dealt} / ${benchCase.board.map(formatCard).join(' ')}` : dealt
}

async function main(): Promise<void> {
  console.log(
    `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} logical CPUs), single thread`,
  )
  console.log('')
  console.log(
    '| case | deal | boards | engine median ms (min-max) | naive phe median ms (min-max) | naive / engine | checksum |',
  )
  console.log('|---|---|---:|---:|---:|---:|---|')
  for (const benchCase of CASES) {
    const engine = time(() => computeEquity(benchCase.hands, benchCase.board), 31, 5, 20)
    const boards = engine.result.boards
    // Fewer naive samples on the big cases: the naive loop takes time proportional to boards * hands.
    const naiveWork = boards * benchCase.hands.length
    const naiveSamples = naiveWork > 1e6 ? 3 : naiveWork > 1e5 ? 7 : 31
    const naive = time(() => naiveEquity(benchCase.hands, benchCase.board), naiveSamples, 0, naiveWork > 1e6 ? 1 : 5)
    const agree = sameCounts(engine.result, naive.result)
    if (!agree) {
      console.error(`MISMATCH on ${benchCase.name}`, engine.result, naive.result)
      process.exitCode = 1
    }
    console.log(
      `| ${benchCase.name} | ${describe(benchCase)} | ${boards.toLocaleString('en-US')} | ` +
        `${formatMs(engine.medianMs)} (${formatMs(engine.minMs)}-${formatMs(engine.maxMs)}) | ` +
        `${formatMs(naive.medianMs)} (${formatMs(naive.minMs)}-${formatMs(naive.maxMs)}) | ` +
        `${Math.round(naive.medianMs / engine.medianMs).toLocaleString('en-US')}x | ` +
        `${checksum(engine.result)}${agree ? '' : ' MISMATCH'} |`,
    )
  }
  randomDealRuns()
  await compiledRuns()
}

/** Random preflop deals cost more than the fixed ones above (fewer shared ranks, more flush draws): seeded, per hand
 * count. */
function randomDealRuns(): void {
  const count = 500
  console.log('')
  console.log(`Random preflop deals (seeded, ${count} per row, each timed once after a warm-up pass; single thread):`)
  console.log('')
  console.log('| hands | median ms | p99 ms | deals/s on one thread | checksum |')
  console.log('|---:|---:|---:|---:|---|')
  for (const handCount of [2, 3, 4, 6, 10]) {
    const timing = timeEachDeal(randomDeals(handCount, count), (hands) => checksum(computeEquity(hands, [])))
    console.log(
      `| ${handCount} | ${formatMs(timing.medianMs)} | ${formatMs(timing.p99Ms)} | ` +
        `${Math.round(timing.perSecond).toLocaleString('en-US')} | ${timing.checksum} |`,
    )
  }
}

/**
 * The service runs the compiled ES modules (`npm start`, the worker threads), where V8 treats module-level bindings
 * differently from the TypeScript loader's output. The same seeded deals through both: after a warm-up pass each,
 * 9 rounds of one pass through the compiled engine then one through this script's; the ratio is the median of the
 * rounds' ratios, so a slow spell of the machine weighs on both sides of a round alike.
 */
async function compiledRuns(): Promise<void> {
  const compiled = (await import(new URL('../dist/src/core/equity.js', import.meta.url).href)) as {
    computeEquity: typeof computeEquity
  }
  const count = 500
  const rounds = 9
  const pass = (engine: typeof computeEquity, deals: Hands[]): [number, number] => {
    let sum = 0
    const start = performance.now()
    for (const hands of deals) sum = (sum + checksum(engine(hands, []))) % 1_000_000_007
    return [performance.now() - start, sum]
  }
  const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]
  console.log('')
  console.log(
    `The compiled engine, as the service runs it (dist/, built by npm run bench), against this script's, on the ` +
      `same ` +
      `` +
      `${count} seeded preflop deals per row:`,
  )
  console.log('')
  console.log('| hands | compiled ESM ms per deal (median of rounds) | tsx ms per deal | compiled / tsx time |')
  console.log('|---:|---:|---:|---:|')
  for (const handCount of [2, 4, 6]) {
    const deals = randomDeals(handCount, count)
    pass(compiled.computeEquity, deals)
    pass(computeEquity, deals)
    const viaDist: number[] = []
    const viaTsx: number[] = []
    for (let round = 0; round < rounds; round++) {
      const [distMs, distSum] = pass(compiled.computeEquity, deals)
      const [tsxMs, tsxSum] = pass(computeEquity, deals)
      if (distSum !== tsxSum) {
        console.error(`MISMATCH between the compiled and the loaded engine on ${handCount} hands`)
        process.exitCode = 1
      }
      viaDist.push(distMs)
      viaTsx.push(tsxMs)
    }
    const ratio = median(viaDist.map((ms, i) => ms / viaTsx[i]))
    console.log(
      `| ${handCount} | ${formatMs(median(viaDist) / count)} | ${formatMs(median(viaTsx) / count)} | ` +
        `${ratio.toFixed(2)} |`,
    )
  }
}

await main()
