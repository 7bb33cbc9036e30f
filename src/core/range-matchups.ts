// Exact range equity by matchups: every combination of combos priced by the fixed-hand engine, each class of
// combinations that a suit permutation fixing the board and the dead cards maps onto each other priced once.

import { DECK_SIZE, type CardId } from './cards.ts'
import { computeEquityByWinners } from './equity.ts'
import type { LiveRange } from './range-common.ts'

export function exactByMatchups(
  ranges: readonly LiveRange[],
  board: readonly CardId[],
  dead: readonly CardId[],
  symmetries: number[][],
  byWinners: Float64Array,
  stop: (progress?: () => number) => boolean,
): number | null {
  const n = ranges.length
  const slots = (1 << n) + 1
  const memo = new Map<number | string, Float64Array>()
  const useMemo = symmetries.length > 1
  const hands: Array<[number, number]> = ranges.map(() => [0, 0])
  const chosen = new Int32Array(n)
  const codes = new Int32Array(n)
  const best = new Int32Array(n)
  const scratch = new Float64Array(slots)
  let showdowns = 0
  let visited = 0
  let stopped = false
  // Where the walk is in the first two ranges: the share of the combinations walked so far.
  let first = 0
  let second = 0
  const walked = () => (first + (n > 1 ? second / ranges[1].weight.length : 0)) / ranges[0].weight.length

  const canonicalKey = (): number | string => {
    for (let p = 0; p < symmetries.length; p++) {
      const perm = symmetries[p]
      let smaller = p === 0
      let decided = p === 0
      for (let i = 0; i < n; i++) {
        const [a, b] = hands[i]
        const x = (a & ~3) | perm[a & 3]
        const y = (b & ~3) | perm[b & 3]
        const code = x > y ? x * DECK_SIZE + y : y * DECK_SIZE + x
        codes[i] = code
        if (!decided && code !== best[i]) {
          decided = true
          smaller = code < best[i]
          if (!smaller) break
        }
      }
      if (smaller) best.set(codes)
    }
    if (n <= 4) {
      let key = 0
      for (let i = n - 1; i >= 0; i--) key = key * 2704 + best[i]
      return key
    }
    return best.join(',')
  }

  const leaf = (weight: number): void => {
    let counts: Float64Array
    if (useMemo) {
      const key = canonicalKey()
      let found = memo.get(key)
      if (found === undefined) {
        found = new Float64Array(slots)
        found[slots - 1] = computeEquityByWinners(hands, board, dead, found)
        memo.set(key, found)
      }
      counts = found
    } else {
      scratch.fill(0)
      scratch[slots - 1] = computeEquityByWinners(hands, board, dead, scratch)
      counts = scratch
    }
    for (let m = 1; m < slots - 1; m++) if (counts[m] !== 0) byWinners[m] += weight * counts[m]
    showdowns += counts[slots - 1]
  }

  const walk = (depth: number, lo: number, hi: number, weight: number): void => {
    if (depth === n) {
      if ((++visited & 15) === 0 && stop(walked)) stopped = true
      leaf(weight)
      return
    }
    const range = ranges[depth]
    for (let j = 0; j < range.weight.length && !stopped; j++) {
      if (depth === 0) first = j
      else if (depth === 1) second = j
      if ((range.lo[j] & lo) !== 0 || (range.hi[j] & hi) !== 0) continue
      chosen[depth] = j
      hands[depth][0] = range.first[j]
      hands[depth][1] = range.second[j]
      walk(depth + 1, lo | range.lo[j], hi | range.hi[j], weight * range.weight[j])
    }
  }
  walk(0, 0, 0, 1)
  return stopped ? null : showdowns
}
