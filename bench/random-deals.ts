// Seeded random preflop deals and a per-deal timer, shared by `npm run bench` and `npm run bench:http`.

import type { CardId } from '../src/core/cards.ts'
import { dealHands, seededRandom } from '../test/core/oracles/prng.ts'

export type Hands = Array<[CardId, CardId]>

/** `count` preflop deals of `handCount` hands from a fixed seed: the same deals on every run. */
export function randomDeals(handCount: number, count: number, seed = 20_261_122 + handCount): Hands[] {
  const random = seededRandom(seed)
  return Array.from({ length: count }, () => dealHands(random, handCount, 0).hands)
}

export interface DealTiming {
  medianMs: number
  p99Ms: number
  /** Deals per second on one thread: deals / total time of the timed pass. */
  perSecond: number
  /** Sum of a number from every result, printed so that no work can be skipped. */
  checksum: number
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]

/** Times `price` on every deal (after one warm-up pass over all of them): median, p99 and rate on one thread. */
export function timeEachDeal(deals: Hands[], price: (hands: Hands) => number): DealTiming {
  let checksum = 0
  for (const hands of deals) checksum += price(hands)
  checksum = 0
  const times: number[] = []
  const started = performance.now()
  for (const hands of deals) {
    const start = performance.now()
    checksum = (checksum + price(hands)) % 1_000_000_007
    times.push(performance.now() - start)
  }
  const totalMs = performance.now() - started
  times.sort((a, b) => a - b)
  return {
    medianMs: percentile(times, 50),
    p99Ms: percentile(times, 99),
    perSecond: (deals.length * 1000) / totalMs,
    checksum,
  }
}
