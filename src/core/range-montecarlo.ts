// Range equity by Monte Carlo: combinations sampled in proportion to their weights (by rejection, so card removal is
// exact), the rest of the board uniformly, until a standard-error target or the budget.

import { type CardId, DECK_SIZE } from './cards.ts'
import { evaluate7 } from './evaluator/evaluate.ts'
import {
  BOARD_CARDS,
  invalid,
  type LiveRange,
  MIN_SAMPLES,
  RangeEquityCancelled,
  type RangeEquityOptions,
} from './range-common.ts'

/** A fast seeded generator (xoshiro128**) of 32-bit words, for Monte Carlo sampling only (not for dealing). */
function xoshiro128(seed: readonly number[]): () => number {
  let a = seed[0] | 0 || 1
  let b = seed[1] | 0
  let c = seed[2] | 0
  let d = seed[3] | 0
  return () => {
    const result = Math.imul(rotl(Math.imul(b, 5), 7), 9)
    const t = b << 9
    c ^= a
    d ^= b
    b ^= c
    a ^= d
    c ^= t
    d = rotl(d, 11)
    return result >>> 0
  }
}
const rotl = (x: number, k: number) => (x << k) | (x >>> (32 - k))

function createMonteCarlo() {
  interface Sampled {
    showdowns: number
    shares: Float64Array
    squares: Float64Array
    wins: Float64Array
    ties: Float64Array
    stopReason: 'targetStdError' | 'maxMillis'
  }

  function monteCarlo(
    ranges: readonly LiveRange[],
    board: readonly CardId[],
    dead: readonly CardId[],
    options: RangeEquityOptions,
    deadline: number,
  ): Sampled {
    const n = ranges.length
    const next = xoshiro128(options.seed)
    const cumulative = ranges.map((r) => {
      const cum = new Float64Array(r.weight.length)
      let sum = 0
      for (let j = 0; j < r.weight.length; j++) cum[j] = sum += r.weight[j]
      return cum
    })
    const pick = (i: number): number => {
      const cum = cumulative[i]
      const target = (next() / 4294967296) * cum[cum.length - 1]
      let lo = 0
      let hi = cum.length - 1
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (cum[mid] > target) hi = mid
        else lo = mid + 1
      }
      return lo
    }
    const fixed = new Uint8Array(DECK_SIZE)
    for (const card of [...board, ...dead]) fixed[card] = 1
    const taken = new Uint8Array(DECK_SIZE)
    const full = new Int32Array(BOARD_CARDS)
    board.forEach((card, k) => (full[k] = card))
    const picked = new Int32Array(n)
    const shares = new Float64Array(n)
    const squares = new Float64Array(n)
    const wins = new Float64Array(n)
    const ties = new Float64Array(n)
    const target2 = options.targetStdError * options.targetStdError
    let samples = 0
    let redraws = 0
    const BATCH = 2048
    for (;;) {
      for (let s = 0; s < BATCH; s++) {
        // A combination in proportion to its weight: independent picks, all redrawn when two share a card.
        let lo = 0
        let hi = 0
        for (let i = 0; i < n; ) {
          const j = pick(i)
          const r = ranges[i]
          if ((r.lo[j] & lo) !== 0 || (r.hi[j] & hi) !== 0) {
            lo = 0
            hi = 0
            i = 0
            if ((++redraws & 0xffff) === 0) {
              if (options.cancelled()) throw new RangeEquityCancelled()
              if (samples + s === 0 && options.now() >= deadline)
                throw invalid(
                  'No deal was found within the time budget: nearly every combination of one combo per range shares ' +
                    'a card between two ranges.',
                )
            }
            continue
          }
          lo |= r.lo[j]
          hi |= r.hi[j]
          picked[i++] = j
        }
        taken.set(fixed)
        for (let i = 0; i < n; i++) {
          taken[ranges[i].first[picked[i]]] = 1
          taken[ranges[i].second[picked[i]]] = 1
        }
        for (let k = board.length; k < BOARD_CARDS; k++) {
          let card: number
          do card = Math.floor((next() / 4294967296) * DECK_SIZE)
          while (taken[card])
          taken[card] = 1
          full[k] = card
        }
        let best = -1
        let winners = 0
        for (let i = 0; i < n; i++) {
          const r = ranges[i]
          const a = r.first[picked[i]]
          const b = r.second[picked[i]]
          const value = evaluate7(a, b, full[0], full[1], full[2], full[3], full[4])
          if (value > best) {
            best = value
            winners = 1 << i
          } else if (value === best) winners |= 1 << i
        }
        let sharers = 0
        for (let rest = winners; rest !== 0; rest &= rest - 1) sharers++
        const share = 1 / sharers
        for (let rest = winners; rest !== 0; rest &= rest - 1) {
          const i = 31 - Math.clz32(rest & -rest)
          shares[i] += share
          squares[i] += share * share
          if (sharers === 1) wins[i]++
          else ties[i]++
        }
      }
      samples += BATCH
      if (options.cancelled()) throw new RangeEquityCancelled()
      if (samples >= MIN_SAMPLES) {
        let worst = 0
        for (let i = 0; i < n; i++) worst = Math.max(worst, variance(shares[i], squares[i], samples) / samples)
        if (worst <= target2) return { showdowns: samples, shares, squares, wins, ties, stopReason: 'targetStdError' }
      }
      if (options.now() >= deadline) return { showdowns: samples, shares, squares, wins, ties, stopReason: 'maxMillis' }
    }
  }

  return monteCarlo
}

export const monteCarlo = createMonteCarlo()

/** Sample variance of a share from its sum and sum of squares over `count` samples. */
export function variance(sum: number, squares: number, count: number): number {
  const mean = sum / count
  return Math.max(0, (squares / count - mean * mean) * (count / (count - 1)))
}
