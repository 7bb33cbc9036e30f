// The randomness battery `npm run certify:rng` runs: the deck tests over whole decks as games deal them, NIST SP
// 800-22 over sequences of the raw output, and dieharder (when installed) over raw output streamed to it; each judged
// at 99%. Its sources are the collection tools' (collect.ts), from the service's real generator unless a seed is given
// (then every deck and integer comes from the provably fair stream of that seed: reproducible, and said so).

import { execFile, spawn } from 'node:child_process'
import type { CardId } from '../core/cards.ts'
import { createDeckSource, createRawSource } from './collect.ts'
import { type DeckTest, deckTests, holm, newTally, tallyDeck } from './decks.ts'
import { bitsOf, judge, SEQUENCE_TESTS } from './nist.ts'

export interface BatteryOptions {
  decks: number
  /** NIST: sequences of `bitsPerSequence` raw bits. */
  sequences: number
  bitsPerSequence: number
  /** dieharder: its tests (-d numbers) and psamples (default its 100); skipped when dieharder is missing. */
  dieharder?: { tests: number[]; psamples?: number }
  /** Reproducible: every deck and integer from the provably fair stream of this seed, not node:crypto's. */
  seed?: string
  /** Decks from elsewhere (a deliberately broken shuffle, in the tests). */
  deckSource?: () => CardId[]
  progress?: (line: string) => void
}

export interface NistRow {
  name: string
  count: number
  passed: number
  proportionLow: number
  /** The chance of this many failures or more by chance alone. */
  proportionP: number
  uniformity: number
  /** Within the standard's bounds for this row alone. */
  ok: boolean
  /** Rejected by Holm's correction over every row's two P-values (the family at 1%). */
  rejected: boolean
}

export interface DieharderRow {
  test: string
  ntup: number
  pValue: number
  assessment: string
}

export interface BatteryResult {
  source: string
  decks: { count: number; tests: Array<DeckTest & { rejected: boolean }>; seconds: number; ok: boolean }
  nist: { sequences: number; bits: number; rows: NistRow[]; seconds: number; ok: boolean }
  dieharder?:
    | { bytes: number; rows: DieharderRow[]; psamples: number; seconds: number; ok: boolean }
    | { missing: string }
  ok: boolean
}

/** The deck tests over `count` decks from `next`. */
export function runDeckTests(count: number, next: () => CardId[]): BatteryResult['decks'] {
  const started = performance.now()
  const tally = newTally()
  for (let i = 0; i < count; i++) tallyDeck(tally, next())
  const tests = deckTests(tally)
  const rejected = holm(tests.map((t) => t.pValue))
  return {
    count,
    tests: tests.map((t, i) => ({ ...t, rejected: rejected[i] })),
    seconds: (performance.now() - started) / 1000,
    ok: !rejected.some(Boolean),
  }
}

/** NIST's tests over `sequences` sequences of raw output, each judged by section 4.2 over the sequences. */
export function runNist(sequences: number, bitsPerSequence: number, seed?: string): BatteryResult['nist'] {
  const started = performance.now()
  const raw = createRawSource(seed)
  const pValues = SEQUENCE_TESTS.map(() => [] as number[][])
  for (let s = 0; s < sequences; s++) {
    const bytes = Buffer.allocUnsafe(bitsPerSequence / 8)
    raw.fill(bytes)
    const bits = bitsOf(bytes)
    SEQUENCE_TESTS.forEach((test, i) => {
      const ps = test.run(bits)
      ps.forEach((p, k) => {
        pValues[i][k] ??= []
        pValues[i][k].push(p)
      })
    })
  }
  const rows: NistRow[] = []
  SEQUENCE_TESTS.forEach((test, i) => {
    pValues[i].forEach((ps, k) => {
      const suffix = test.labels ? `, ${test.labels[k]}` : ''
      rows.push({ name: `${test.name}${suffix}`, ...judge(ps), rejected: false })
    })
  })
  // Many rows each at 1% would raise a false alarm most runs: the family's rate is held at 1% by Holm's correction
  // over every row's two P-values (its proportion of failures and its uniformity).
  const rejected = holm(rows.flatMap((r) => [r.proportionP, r.uniformity]))
  rows.forEach((r, i) => {
    r.rejected = rejected[2 * i] || rejected[2 * i + 1]
  })
  return {
    sequences,
    bits: bitsPerSequence,
    rows,
    seconds: (performance.now() - started) / 1000,
    ok: !rows.some((r) => r.rejected),
  }
}

/**
 * One dieharder test reading raw output from its standard input (-g 200): fed from the generator until it has read
 * what it needs (so it never rewinds a file), its result lines parsed, the bytes it read counted.
 */
function dieharderTest(test: number, psamples: number | undefined, seed?: string) {
  return new Promise<{ rows: DieharderRow[]; bytes: number; code: number }>((resolve, reject) => {
    const args = ['-g', '200', '-d', String(test), ...(psamples === undefined ? [] : ['-p', String(psamples)])]
    const child = spawn('dieharder', args, { stdio: ['pipe', 'pipe', 'ignore'] })
    const raw = createRawSource(seed)
    let bytes = 0
    let stdout = ''
    let done = false
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
    child.stdin.on('error', () => {}) // EPIPE once dieharder has read enough
    const feed = () => {
      while (!done) {
        const chunk = Buffer.allocUnsafe(1 << 16)
        raw.fill(chunk)
        bytes += chunk.length
        if (!child.stdin.write(chunk)) return void child.stdin.once('drain', feed)
      }
    }
    child.on('error', reject)
    child.on('close', (code) => {
      done = true
      const rows: DieharderRow[] = []
      for (const line of stdout.split('\n')) {
        const cells = line.split('|').map((c) => c.trim())
        if (cells.length >= 6 && /^[0-9.]+$/.test(cells[4]))
          rows.push({ test: cells[0], ntup: Number(cells[1]), pValue: Number(cells[4]), assessment: cells[5] })
      }
      resolve({ rows, bytes, code: code ?? 1 })
    })
    feed()
  })
}

/**
 * dieharder's `tests` on raw output streamed to it (-g 200), each test on fresh output; `psamples` fewer than its 100
 * for a quick run. Missing when dieharder is not installed.
 */
export async function runDieharder(
  tests: readonly number[],
  psamples?: number,
  seed?: string,
): Promise<NonNullable<BatteryResult['dieharder']>> {
  const installed = await new Promise<boolean>((resolve) => execFile('dieharder', ['-l'], (err) => resolve(!err)))
  if (!installed) return { missing: 'dieharder is not installed (Debian: apt-get install dieharder)' }
  const started = performance.now()
  const rows: DieharderRow[] = []
  let bytes = 0
  let failed = false
  for (const test of tests) {
    const result = await dieharderTest(test, psamples, seed)
    rows.push(...result.rows)
    bytes += result.bytes
    if (result.code !== 0 || result.rows.length === 0) failed = true
  }
  // dieharder's own verdicts: FAILED below 0.000001 (or above 1 - 0.000001); WEAK is one in a few hundred.
  return {
    bytes,
    rows,
    psamples: psamples ?? 100,
    seconds: (performance.now() - started) / 1000,
    ok: !failed && rows.every((r) => r.assessment !== 'FAILED'),
  }
}

export async function runBattery(options: BatteryOptions): Promise<BatteryResult> {
  const say = options.progress ?? (() => {})
  say(`decks: ${options.decks}`)
  const decks = runDeckTests(options.decks, options.deckSource ?? createDeckSource(options.seed))
  say(`NIST: ${options.sequences} sequences of ${options.bitsPerSequence} bits`)
  const nist = runNist(options.sequences, options.bitsPerSequence, options.seed)
  let dieharder: BatteryResult['dieharder']
  if (options.dieharder) {
    say(`dieharder: tests ${options.dieharder.tests.join(', ')}`)
    dieharder = await runDieharder(options.dieharder.tests, options.dieharder.psamples, options.seed)
  }
  const source = options.deckSource
    ? 'a shuffle given by the caller'
    : options.seed
      ? `the provably fair stream of seed ${JSON.stringify(options.seed)} ` +
        "(reproducible; not the service's node:crypto seeds)"
      : "the service's generator: a node:crypto server seed and a random client seed for every game"
  const dieharderOk = !dieharder || 'missing' in dieharder || dieharder.ok
  return { source, decks, nist, ...(dieharder ? { dieharder } : {}), ok: decks.ok && nist.ok && dieharderOk }
}
