// Range equity's shared parts: the public types, a range's live combos as flat arrays, suit symmetries, counting.

import type { CardId } from './cards.ts'
import { DomainError } from './errors.ts'
import { comboKey, type WeightedCombo } from './range-notation.ts'

/** Monte Carlo never stops on its target before this many showdowns (a standard error needs a sample). */
export const MIN_SAMPLES = 1000

export interface RangeEquityInput {
  /** 2..6 ranges; each combo's cards distinct and each range's combos distinct. */
  ranges: ReadonlyArray<readonly WeightedCombo[]>
  /** 0..5 known board cards (the service takes 0, 3, 4 or 5). */
  board: readonly CardId[]
  /** Cards in no hand and on no board. Board and dead cards are distinct. */
  dead: readonly CardId[]
}

export interface RangeEquityOptions {
  /** Budget in milliseconds, from the start of the call. */
  maxMillis: number
  /** Monte Carlo stops once every range's standard error is at most this, as a fraction (0.0005 = 0.05 points). */
  targetStdError: number
  /** 'auto' (exact when the estimate fits the budget) unless a test forces one. */
  method?: 'auto' | 'exact' | 'montecarlo'
  /** Forces an exact strategy (tests compare them). */
  exactStrategy?: 'matchups' | 'boards'
  /** The boards strategy bins the largest range when the other ranges form at most this many combinations, else sorts
   * it (default 64; tests force each). */
  binLimit?: number
  /**
   * Bin mode on the turn and the flop: whether completions with the same ranks are counted together (those that could
   * make a flush are corrected one by one). Default: when it saves work; tests force each.
   */
  grouping?: boolean
  /** Four 32-bit words seeding Monte Carlo (tests); otherwise the caller passes fresh random words. */
  seed: readonly number[]
  /** Milliseconds on a monotonic clock. */
  now: () => number
  /** True once the requester has gone: the work stops with RangeEquityCancelled. */
  cancelled: () => boolean
}

export interface RangeShare {
  /** Wins plus each tie's share, as a fraction of all (weighted) showdowns. */
  equity: number
  /** Showdowns won alone. */
  win: number
  /** Showdowns tied with one or more other ranges. */
  tie: number
  /** Monte Carlo only: the standard error of `equity`. */
  stdError?: number
}

export interface RangeEquityResult {
  method: 'exact' | 'montecarlo'
  /** 'complete' (exact), 'targetStdError' or 'maxMillis' (Monte Carlo). */
  stopReason: 'complete' | 'targetStdError' | 'maxMillis'
  /** Showdowns counted: (combination, completion) pairs for exact, samples for Monte Carlo. */
  showdowns: number
  /** Per range: its combos that share no card with the board or the dead cards. */
  combos: number[]
  ranges: RangeShare[]
  /** Exact only: which strategy counted. */
  strategy?: 'matchups' | 'boards'
  /** The estimated milliseconds of each exact strategy that chose between them and Monte Carlo. */
  estimate?: { matchups: number; boards: number }
  /** Exact only: weighted showdowns by the bitmask of the ranges that share the pot (bit i for ranges[i]). */
  byWinners?: number[]
}

/** Thrown when `cancelled()` turns true: nobody is waiting for the answer. */
export class RangeEquityCancelled extends Error {
  constructor() {
    super('range equity cancelled')
    this.name = 'RangeEquityCancelled'
  }
}

export const invalid = (message: string) => new DomainError('INVALID_INPUT', message)
export const BOARD_CARDS = 5
/** The boards strategy bins the largest range when the other ranges form at most this many combinations. */
export const BIN_LIMIT = 64

/** A range's combos that survive the board and the dead cards, as flat arrays. */
export interface LiveRange {
  first: Int32Array
  second: Int32Array
  weight: Float64Array
  lo: Int32Array
  hi: Int32Array
}

export const bitLo = (card: number): number => (card < 32 ? 1 << card : 0)
export const bitHi = (card: number): number => (card >= 32 ? 1 << (card - 32) : 0)

export function liveRange(combos: readonly WeightedCombo[], blocked: Uint8Array): LiveRange {
  const kept = combos.filter(({ cards: [a, b] }) => !blocked[a] && !blocked[b])
  const range: LiveRange = {
    first: new Int32Array(kept.length),
    second: new Int32Array(kept.length),
    weight: new Float64Array(kept.length),
    lo: new Int32Array(kept.length),
    hi: new Int32Array(kept.length),
  }
  kept.forEach(({ cards: [a, b], weight }, j) => {
    range.first[j] = a
    range.second[j] = b
    range.weight[j] = weight
    range.lo[j] = bitLo(a) | bitLo(b)
    range.hi[j] = bitHi(a) | bitHi(b)
  })
  return range
}

/** Whether some combination of one combo per range shares no card; undefined if the search gave up. */
export function someDealExists(ranges: readonly LiveRange[]): boolean | undefined {
  const order = ranges.map((_, i) => i).sort((x, y) => ranges[x].weight.length - ranges[y].weight.length)
  let nodes = 0
  const search = (depth: number, lo: number, hi: number): boolean | undefined => {
    if (depth === order.length) return true
    const range = ranges[order[depth]]
    let unknown = false
    for (let j = 0; j < range.weight.length; j++) {
      if ((range.lo[j] & lo) !== 0 || (range.hi[j] & hi) !== 0) continue
      if (++nodes > 200_000) return undefined
      const found = search(depth + 1, lo | range.lo[j], hi | range.hi[j])
      if (found) return true
      if (found === undefined) unknown = true
    }
    return unknown ? undefined : false
  }
  return search(0, 0, 0)
}

/** The 24 permutations of the four suits. */
export const SUIT_PERMUTATIONS: number[][] = []
for (let a = 0; a < 4; a++)
  for (let b = 0; b < 4; b++)
    for (let c = 0; c < 4; c++)
      for (let d = 0; d < 4; d++) if (new Set([a, b, c, d]).size === 4) SUIT_PERMUTATIONS.push([a, b, c, d])

/** The suit permutations that map the board onto itself and the dead cards onto themselves (identity first). */
export function stabilizer(board: readonly CardId[], dead: readonly CardId[]): number[][] {
  const fixes = (perm: number[], cards: readonly CardId[]) => {
    const set = new Set(cards)
    return cards.every((card) => set.has((card & ~3) | perm[card & 3]))
  }
  return SUIT_PERMUTATIONS.filter((perm) => fixes(perm, board) && fixes(perm, dead))
}

/** Of `perms`, those that map every range onto itself with its weights: the configuration's own symmetries. */
export function rangeSymmetries(perms: number[][], ranges: readonly LiveRange[]): number[][] {
  const weights = ranges.map((r) => {
    const byKey = new Map<number, number>()
    for (let j = 0; j < r.weight.length; j++) byKey.set(comboKey(r.first[j], r.second[j]), r.weight[j])
    return byKey
  })
  const map = (perm: number[], card: number) => (card & ~3) | perm[card & 3]
  return perms.filter((perm) =>
    ranges.every((r, i) => {
      for (let j = 0; j < r.weight.length; j++) {
        if (weights[i].get(comboKey(map(perm, r.first[j]), map(perm, r.second[j]))) !== r.weight[j]) return false
      }
      return true
    }),
  )
}

export function binomial(n: number, k: number): number {
  if (k < 0 || k > n) return 0
  let result = 1
  for (let i = 1; i <= k; i++) result = (result * (n - k + i)) / i
  return Math.round(result)
}

/**
 * How many completions of `missing` cards (1 or 2) the deck gives, and how many of them could make a flush: three or
 * more cards of one suit on the board and the completion together (a combo adds at most two).
 */
export function countRunouts(
  deck: readonly number[],
  boardSuitCount: readonly number[],
  missing: number,
): { runouts: number; flushRunouts: number } {
  const liveOfSuit = [0, 0, 0, 0]
  for (const card of deck) liveOfSuit[card & 3]++
  const runouts = binomial(deck.length, missing)
  if (missing !== 1 && missing !== 2) return { runouts, flushRunouts: runouts }
  if (boardSuitCount.some((c) => c >= 3)) return { runouts, flushRunouts: runouts }
  // Cards that cannot start a flush alone: of suits with at most one card on the board.
  let quiet = 0
  let sameSuitPairs = 0
  for (let s = 0; s < 4; s++) {
    if (boardSuitCount[s] >= 2) continue
    quiet += liveOfSuit[s]
    if (boardSuitCount[s] === 1) sameSuitPairs += binomial(liveOfSuit[s], 2)
  }
  const calm = missing === 1 ? quiet : binomial(quiet, 2) - sameSuitPairs
  return { runouts, flushRunouts: runouts - calm }
}
