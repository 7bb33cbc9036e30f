// Range-equity benchmark (`npm run bench`, after the engine table): the compiled engine, as the service runs it, on
// the matchups the range-equity issue times OMPEval on; prints markdown with each case's ratio to OMPEval.
import { cpus } from 'node:os'
import { type CardId, parseCard } from '../src/core/cards.ts'
import type { computeEquity as ComputeEquity } from '../src/core/equity.ts'
import type { rangeEquity as RangeEquity } from '../src/core/range-equity.ts'
import type { parseRange as ParseRange } from '../src/core/range-notation.ts'

interface RangeCase {
  ranges: string[]
  board: string
  dead: string
  /** OMPEval's exact enumeration on one thread of this machine kind, ms (measured 2026-11-24, from the issue). */
  ompevalMs: number
  /** Timed runs; the case's median is over these. */
  runs: number
}

const CASES: RangeCase[] = [
  { ranges: ['AKs', 'QQ+'], board: '', dead: '', ompevalMs: 8.0, runs: 31 },
  { ranges: ['KK', 'AKs', 'QQ'], board: '', dead: '', ompevalMs: 12.8, runs: 31 },
  { ranges: ['JJ+,AKs', '22+,AJs+,KQs,AQo+'], board: '', dead: '', ompevalMs: 353, runs: 11 },
  { ranges: ['AhKh', 'random'], board: '', dead: '', ompevalMs: 598, runs: 11 },
  { ranges: ['QQ+,AKs,AcQc', 'A2s+', 'random'], board: '2c4c5h', dead: 'Jc', ompevalMs: 1080, runs: 7 },
  { ranges: ['AA,KK,AK', 'T9s,98s,87s'], board: 'Td8h7c', dead: '', ompevalMs: 0.34, runs: 101 },
  { ranges: ['random', 'AA'], board: 'Ks9d4h2c', dead: '', ompevalMs: 1.3, runs: 101 },
  { ranges: ['AhKh', 'random', 'random'], board: '9h8h2c', dead: '', ompevalMs: 1059, runs: 7 },
  { ranges: ['random', 'random'], board: '', dead: '', ompevalMs: 73_800, runs: 1 },
]

const cards = (text: string): CardId[] => (text.match(/../g) ?? []).map((c) => parseCard(c)!)
const median = (values: number[]) => [...values].sort((x, y) => x - y)[Math.floor(values.length / 2)]
const formatMs = (ms: number) => (ms >= 100 ? ms.toFixed(0) : ms >= 1 ? ms.toFixed(2) : ms.toPrecision(2))

/**
 * Every case is timed in ROUNDS rounds, the cases one after another within a round, so a slow spell of the machine
 * falls on several cases rather than all the runs of one; a case's median is over all its runs. Before the first
 * round each case is warmed up (the JIT compiles the loops) for at least WARMUP_MS. The one-run case runs after the
 * rounds. The reference, timed in the same rounds, is the fixed-hand engine on AsKs v QhQd preflop.
 */
const ROUNDS = 5
const WARMUP_MS = 300

async function main(): Promise<void> {
  const dist = (path: string) => new URL(`../dist/src/core/${path}`, import.meta.url).href
  const { rangeEquity } = (await import(dist('range-equity.js'))) as { rangeEquity: typeof RangeEquity }
  const { parseRange } = (await import(dist('range-notation.js'))) as { parseRange: typeof ParseRange }
  const { computeEquity } = (await import(dist('equity.js'))) as { computeEquity: typeof ComputeEquity }
  const prepared = CASES.map((benchCase) => {
    const input = {
      ranges: benchCase.ranges.map((text, i) => parseRange(text, `ranges[${i}]`)),
      board: cards(benchCase.board),
      dead: cards(benchCase.dead),
    }
    const run = () =>
      rangeEquity(input, {
        maxMillis: 600_000,
        targetStdError: 0.0005,
        method: 'exact',
        seed: [1, 2, 3, 4],
        now: () => performance.now(),
        cancelled: () => false,
      })
    return { benchCase, run, times: [] as number[], result: undefined as ReturnType<typeof run> | undefined }
  })
  const referenceHands: Array<[CardId, CardId]> = [cards('AsKs') as [CardId, CardId], cards('QhQd') as [CardId, CardId]]
  const reference = { run: () => computeEquity(referenceHands, []), times: [] as number[] }
  const timeOnce = (run: () => unknown): number => {
    const start = performance.now()
    run()
    return performance.now() - start
  }
  for (const item of [...prepared.filter((p) => p.benchCase.runs > 1), reference]) {
    const start = performance.now()
    do item.run()
    while (performance.now() - start < WARMUP_MS)
  }
  for (let round = 0; round < ROUNDS; round++) {
    for (let i = 0; i < 20; i++) reference.times.push(timeOnce(reference.run))
    for (const item of prepared) {
      if (item.benchCase.runs === 1) continue
      for (let i = 0; i < Math.ceil(item.benchCase.runs / ROUNDS); i++)
        item.times.push(timeOnce(() => (item.result = item.run())))
    }
  }
  for (const item of prepared)
    if (item.benchCase.runs === 1) item.times.push(timeOnce(() => (item.result = item.run())))

  const referenceMs = median(reference.times)
  console.log(
    `node ${process.version}, ${cpus()[0]?.model ?? 'unknown CPU'} (${cpus().length} logical CPUs), single thread, ` +
      `compiled engine (dist/)`,
  )
  console.log(
    `reference in the same run: fixed-hand engine, AsKs v QhQd preflop, median ${formatMs(referenceMs)} ms over ` +
      `${reference.times.length} calls`,
  )
  console.log('')
  console.log(
    '| ranges | board / dead | strategy | showdowns | median ms (min-max), runs | / reference | OMPEval exact ms | ' +
      'OMPEval / ours | equities % |',
  )
  console.log('|---|---|---|---:|---:|---:|---:|---:|---|')
  for (const { benchCase, times, result } of prepared) {
    const ours = median(times)
    console.log(
      `| \`${benchCase.ranges.join('` v `')}\` | ${benchCase.board || '-'} / ${benchCase.dead || '-'} | ` +
        `${result!.strategy} | ${result!.showdowns.toLocaleString('en-US')} | ` +
        (`${formatMs(ours)} (${formatMs(Math.min(...times))}-${formatMs(Math.max(...times))}), ${times.length} | ` +
          `${(ours / referenceMs).toFixed(1)} | `) +
        (`${formatMs(benchCase.ompevalMs)} | ${(benchCase.ompevalMs / ours).toFixed(2)}x | ` +
          `${result!.ranges.map((r) => (r.equity * 100).toFixed(3)).join(' / ')} |`),
    )
  }

  // Exact kept when it fits: the default method (auto) with budgets a step up a ladder of multiples of the case's
  // exact time in this run, on the real clock; the smallest budget at which all of TRIES answers were exact.
  console.log('')
  console.log(
    `Exact kept when it fits: the smallest budget (a multiple of the exact time above) at which the default method ` +
      `answered exact in ${TRIES} of ${TRIES} tries`,
  )
  console.log('')
  console.log(
    '| ranges | exact alone, median ms | smallest budget answered exact / exact alone | answers at the rung below |',
  )
  console.log('|---|---:|---:|---|')
  for (const { benchCase, times, result } of prepared) {
    if (result!.strategy !== 'matchups' || benchCase.runs === 1) continue
    const exactMs = median(times)
    const input = {
      ranges: benchCase.ranges.map((text, i) => parseRange(text, `ranges[${i}]`)),
      board: cards(benchCase.board),
      dead: cards(benchCase.dead),
    }
    let below = '-'
    let kept = 'above the ladder'
    for (const factor of BUDGET_LADDER) {
      const methods = Array.from(
        { length: TRIES },
        () =>
          rangeEquity(input, {
            maxMillis: factor * exactMs,
            targetStdError: 0.0005,
            seed: [1, 2, 3, 4],
            now: () => performance.now(),
            cancelled: () => false,
          }).method,
      )
      if (methods.every((method) => method === 'exact')) {
        kept = `${factor}x`
        break
      }
      below = `${factor}x: ${methods.filter((method) => method === 'exact').length} exact of ${TRIES}`
    }
    console.log(`| \`${benchCase.ranges.join('` v `')}\` | ${formatMs(exactMs)} | ${kept} | ${below} |`)
  }
}

const BUDGET_LADDER = [1.1, 1.25, 1.5, 2, 3, 5, 8, 13]
const TRIES = 5

await main()
