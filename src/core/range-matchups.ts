// Exact range equity by matchups: every combination of combos priced by the fixed-hand engine, each class of
// combinations that a suit permutation fixing the board and the dead cards maps onto each other priced once. Two
// ranges preflop with no dead cards read each matchup's showdowns from the heads-up table instead.

import { type CardId, DECK_SIZE } from './cards.ts'
import { computeEquityByWinners } from './equity.ts'
import { HEADS_UP_BOARDS, headsUpPreflop } from './heads-up-preflop.ts'
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
  const hands: Array<[number, number]> = ranges.map(() => [0, 0])
  const codes = new Int32Array(n)
  const best = new Int32Array(n)
  const scratch = new Float64Array(slots)
  let showdowns = 0
  let stopped = false

  const headsUp = n === 2 && board.length === 0 && dead.length === 0

  /** Prices the combination in `hands` and credits it `weight` times (`copies` combinations' showdowns). */
  const price = (weight: number, copies: number): void => {
    if (headsUp) {
      const { wins, ties } = headsUpPreflop(hands[0], hands[1])
      byWinners[1] += weight * wins[0]
      byWinners[2] += weight * wins[1]
      byWinners[3] += weight * ties
      showdowns += copies * HEADS_UP_BOARDS
      return
    }
    scratch.fill(0)
    const count = computeEquityByWinners(hands, board, dead, scratch)
    for (let m = 1; m < slots - 1; m++) if (scratch[m] !== 0) byWinners[m] += weight * scratch[m]
    showdowns += copies * count
  }

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

  /** Calls `leaf(weight)` with `hands` set for every combination of one combo per range that shares no card. */
  const walkCombinations = (leaf: (weight: number) => void): void => {
    const walk = (depth: number, lo: number, hi: number, weight: number): void => {
      if (depth === n) {
        leaf(weight)
        return
      }
      const range = ranges[depth]
      for (let j = 0; j < range.weight.length && !stopped; j++) {
        if (depth === 0) first = j
        else if (depth === 1) second = j
        if ((range.lo[j] & lo) !== 0 || (range.hi[j] & hi) !== 0) continue
        hands[depth][0] = range.first[j]
        hands[depth][1] = range.second[j]
        walk(depth + 1, lo | range.lo[j], hi | range.hi[j], weight * range.weight[j])
      }
    }
    walk(0, 0, 0, 1)
  }
  // Where the walk is in the first two ranges: the share of the combinations walked so far.
  let first = 0
  let second = 0
  let visited = 0

  if (symmetries.length <= 1) {
    // No symmetry: every combination is priced, each about as costly, so the share walked is the share of the work.
    const walked = () => (first + (n > 1 ? second / ranges[1].weight.length : 0)) / ranges[0].weight.length
    walkCombinations((weight) => {
      if ((++visited & 15) === 0 && stop(walked)) {
        stopped = true
        return
      }
      price(weight, 1)
    })
    return stopped ? null : showdowns
  }

  // With symmetries, first the classes: combinations a suit permutation maps onto each other are priced once, by
  // the first of them met, with the weights of all of them. Then the pricing, a class at a time: the classes cost
  // about the same each, so the share priced is the share of the work (the first combinations met are mostly new
  // classes and the later ones mostly repeats, so the share walked would say the work is slower than it is).
  const classes = new Map<number | string, number>()
  const firstMet: number[] = []
  const weights: number[] = []
  const members: number[] = []
  walkCombinations((weight) => {
    if ((++visited & 1023) === 0 && stop()) {
      stopped = true
      return
    }
    const key = canonicalKey()
    const known = classes.get(key)
    if (known !== undefined) {
      weights[known] += weight
      members[known] += 1
      return
    }
    classes.set(key, weights.length)
    for (const [a, b] of hands) firstMet.push(a, b)
    weights.push(weight)
    members.push(1)
  })
  if (stopped) return null
  let priced = 0
  const share = () => priced / weights.length
  for (; priced < weights.length; priced++) {
    if (stop(share)) return null
    for (let i = 0; i < n; i++) {
      hands[i][0] = firstMet[priced * 2 * n + 2 * i]
      hands[i][1] = firstMet[priced * 2 * n + 2 * i + 1]
    }
    price(weights[priced], members[priced])
  }
  return showdowns
}
