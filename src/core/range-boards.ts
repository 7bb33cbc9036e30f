// Exact range equity by boards: every completion of the board visited once (or by rank groups, flush completions
// corrected one by one), the largest range counted in bulk against the combinations of the others.

import { type CardId, DECK_SIZE } from './cards.ts'
import * as tables from './evaluator/tables.ts'
import { countByRankGroups } from './range-boards-grouped.ts'
import { prepareCombinations, symmetryCopies } from './range-boards-setup.ts'
import { bitHi, bitLo, countRunouts, type LiveRange } from './range-common.ts'

/** What the boards strategy counts: the ranges on the board without the dead cards, into `byWinners`. */
export interface BoardsRequest {
  ranges: readonly LiveRange[]
  board: readonly CardId[]
  dead: readonly CardId[]
  /** The suit permutations that map the deal onto itself. */
  symmetries: number[][]
  /** Weight of each set of winners (a bit per range), added to. */
  byWinners: Float64Array
  /** Asked now and then (with the share of the work done, when known): true gives up (the count is then null). */
  stop: (progress?: () => number) => boolean
  /** The largest range is binned when the others form at most this many combinations, else sorted (RangeOptions). */
  binLimit: number
  /** Whether completions with the same ranks are counted together in bin mode; undefined: when it saves work. */
  grouping: boolean | undefined
}

/**
 * Builds the strategy with the evaluator's tables and its scratch arrays as bindings of one function scope (loops
 * reading a module's bindings run slower; see createEquityEngine in equity.ts).
 */
function createBoardsStrategy() {
  const {
    CARD_RANK_KEYS,
    INDEX_BASE,
    INDEX_BASE_STRIDE,
    HIGH_INDEX,
    HIGH_KEY_BITS,
    HIGH_KEY_MASK,
    NON_FLUSH_VALUES,
    FLUSH_VALUES,
  } = tables
  const SEVEN_BASE = 7 * INDEX_BASE_STRIDE
  /** The suit counters' top bits: set for a suit with five cards (the counters start at 3, SUIT_COUNTERS_START). */
  const FLUSH_BITS = 0x8888

  /** Combos in a range, at most. */
  const MAX_COMBOS = 1326

  /** A combo's 7-card value from its precomputed part (its cards plus the fixed board) and the completion's part. */
  function valueOf(key: number, suits: number, suitMasks: Int32Array, a: number, b: number): number {
    const flushBits = suits & FLUSH_BITS
    if (flushBits !== 0) {
      const s = (31 - Math.clz32(flushBits)) >> 2
      let mask = suitMasks[s]
      if ((a & 3) === s) mask |= 1 << (a >> 2)
      if ((b & 3) === s) mask |= 1 << (b >> 2)
      return FLUSH_VALUES[mask]
    }
    return NON_FLUSH_VALUES[INDEX_BASE[SEVEN_BASE + (key >>> HIGH_KEY_BITS)] + HIGH_INDEX[key & HIGH_KEY_MASK]]
  }

  const values: Int32Array[] = Array.from({ length: 6 }, () => new Int32Array(MAX_COMBOS))
  const sortKeys = new Int32Array(MAX_COMBOS)
  const sortedValue = new Int32Array(MAX_COMBOS)
  const cumWeight = new Float64Array(MAX_COMBOS + 1)
  /** Per card: the bulk range's combos holding it, in value order, and their cumulative weights. */
  const CARD_SLOTS = DECK_SIZE
  const cardLength = new Int32Array(DECK_SIZE)
  const cardValue = new Int32Array(DECK_SIZE * CARD_SLOTS)
  const cardCum = new Float64Array(DECK_SIZE * (CARD_SLOTS + 1))

  function addToCard(card: number, value: number, w: number): void {
    const length = cardLength[card]
    cardValue[card * CARD_SLOTS + length] = value
    const cum = card * (CARD_SLOTS + 1)
    cardCum[cum + length + 1] = cardCum[cum + length] + w
    cardLength[card] = length + 1
  }

  /** First index in sorted[from, from + length) whose value is >= v (or > v when `above`). */
  function bound(sorted: Int32Array, from: number, length: number, v: number, above: boolean): number {
    let lo = 0
    let hi = length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      const x = sorted[from + mid]
      if (x < v || (above && x === v)) lo = mid + 1
      else hi = mid
    }
    return lo
  }

  function exactByBoards({
    ranges,
    board,
    dead,
    symmetries,
    byWinners,
    stop,
    binLimit,
    grouping,
  }: BoardsRequest): number | null {
    const n = ranges.length
    const {
      bulk,
      bulkBit,
      others,
      tupleCount,
      tupleCombos,
      tupleWeights,
      tupleLo,
      tupleHi,
      partKey,
      partSuits,
      deck,
      missing,
      cardStart,
      cardCombos,
      binMode,
      pairIndex,
      boardSuitCount,
    } = prepareCombinations(ranges, board, dead, binLimit)
    const m = others.length
    const tupleBest = new Int32Array(tupleCount)
    const tupleWinners = new Int32Array(tupleCount)
    const thresholds = new Int32Array(tupleCount)
    const binLess = new Float64Array(tupleCount + 1)
    const binEqual = new Float64Array(tupleCount + 1)
    const suitMasks = new Int32Array(4)
    const bulkRange = ranges[bulk]
    const runout = new Int32Array(missing)
    const copiesOf = symmetryCopies(symmetries, runout, missing)
    const tupleCards = new Int32Array(2 * m)
    let showdowns = 0
    let visited = 0
    let stopped = false
    /** How many completions the one being visited stands for (its symmetry class; see symmetryCopies). */
    let copies = 1

    /** Combination t's best value on the current completion (from `values`) and the ranges holding it; returns the
     * value. */
    function scoreCombination(t: number): number {
      let best = -1
      let winners = 0
      for (let q = 0; q < m; q++) {
        const value = values[others[q]][tupleCombos[t * m + q]]
        if (value > best) {
          best = value
          winners = 1 << others[q]
        } else if (value === best) winners |= 1 << others[q]
      }
      tupleBest[t] = best
      tupleWinners[t] = winners
      return best
    }

    /** Adds `best` to the sorted distinct thresholds[0, bins) unless there; returns the new count. */
    function addThreshold(best: number, bins: number): number {
      let at = 0
      while (at < bins && thresholds[at] < best) at++
      if (at < bins && thresholds[at] === best) return bins
      thresholds.copyWithin(at + 1, at, bins)
      thresholds[at] = best
      return bins + 1
    }

    /** The first of thresholds[0, bins) at or above `value` (bins when none is). */
    function binOf(value: number, bins: number): number {
      let lo = 0
      let hi = bins
      while (lo < hi) {
        const mid = (lo + hi) >> 1
        if (thresholds[mid] < value) lo = mid + 1
        else hi = mid
      }
      return lo
    }

    /** Combination t's cards into tupleCards[0, 2m). */
    function loadCards(t: number): void {
      for (let q = 0; q < m; q++) {
        const r = ranges[others[q]]
        const j = tupleCombos[t * m + q]
        tupleCards[2 * q] = r.first[j]
        tupleCards[2 * q + 1] = r.second[j]
      }
    }

    /** Whether a bulk combo holding tupleCards[x] and `other` was met already under an earlier card of the combination.
     * */
    function metBefore(x: number, other: number): boolean {
      for (let y = 0; y < x; y++) if (tupleCards[y] === other) return true
      return false
    }

    /** Bin mode: the distinct best values sorted, the bulk range's weight below and at each, then each combination. */
    function countByBins(
      bulkValues: Int32Array,
      bulkWeights: Float64Array,
      runKey: number,
      runSuits: number,
      runLo: number,
      runHi: number,
    ): void {
      let bins = 0
      for (let t = 0; t < tupleCount; t++) {
        const best = tupleBest[t]
        if (best < 0) continue
        bins = addThreshold(best, bins)
      }
      if (bins === 0) return
      for (let k = 0; k <= bins; k++) {
        binLess[k] = 0
        binEqual[k] = 0
      }
      let all = 0
      let count = 0
      const lowest = thresholds[0]
      const keys = partKey[bulk]
      const suits = partSuits[bulk]
      const { lo: comboLo, hi: comboHi, first, second } = bulkRange
      for (let j = 0; j < bulkWeights.length; j++) {
        if ((comboLo[j] & runLo) !== 0 || (comboHi[j] & runHi) !== 0) {
          bulkValues[j] = -1
          continue
        }
        const value = valueOf(keys[j] + runKey, suits[j] + runSuits, suitMasks, first[j], second[j])
        bulkValues[j] = value
        const w = bulkWeights[j]
        all += w
        count++
        if (value < lowest) {
          binLess[0] += w
          continue
        }
        const lo = binOf(value, bins)
        // binLess[k + 1] collects values between thresholds[k] and thresholds[k + 1]; binEqual[k] those at
        // thresholds[k].
        if (lo < bins && thresholds[lo] === value) binEqual[lo] += w
        else binLess[lo] += w
      }
      // binLess[k] becomes the weight strictly below thresholds[k].
      let below = 0
      for (let k = 0; k < bins; k++) {
        below += binLess[k]
        binLess[k] = below
        below += binEqual[k]
      }
      for (let t = 0; t < tupleCount; t++) {
        const best = tupleBest[t]
        if (best < 0) continue
        let k = 0
        while (thresholds[k] !== best) k++
        let less = binLess[k]
        let equal = binEqual[k]
        let left = all
        let counted = count
        loadCards(t)
        // Take off the bulk combos that share a card with the combination, each once.
        for (let x = 0; x < 2 * m; x++) {
          const card = tupleCards[x]
          for (let p = cardStart[card], end = cardStart[card + 1]; p < end; p++) {
            const j = cardCombos[p]
            const value = bulkValues[j]
            if (value < 0) continue
            const other = bulkRange.first[j] === card ? bulkRange.second[j] : bulkRange.first[j]
            if (metBefore(x, other)) continue
            const w = bulkWeights[j]
            left -= w
            counted--
            if (value < best) less -= w
            else if (value === best) equal -= w
          }
        }
        credit(t, less, equal, left - less - equal)
        showdowns += copies * counted
      }
    }

    const visitRunout = (): void => {
      let runKey = 0
      let runSuits = 0
      let runLo = 0
      let runHi = 0
      for (let s = 0; s < 4; s++) suitMasks[s] = 0
      for (const card of board) suitMasks[card & 3] |= 1 << (card >> 2)
      for (let k = 0; k < missing; k++) {
        const card = runout[k]
        runKey += CARD_RANK_KEYS[card]
        runSuits += 1 << ((card & 3) << 2)
        runLo |= bitLo(card)
        runHi |= bitHi(card)
        suitMasks[card & 3] |= 1 << (card >> 2)
      }
      // The bulk range is valued here only when it is sorted; bin mode values it as it bins it.
      for (let i = 0; i < n; i++) {
        if (i === bulk && binMode) continue
        const r = ranges[i]
        const v = values[i]
        const keys = partKey[i]
        const suits = partSuits[i]
        for (let j = 0; j < r.weight.length; j++) {
          v[j] =
            (r.lo[j] & runLo) !== 0 || (r.hi[j] & runHi) !== 0
              ? -1
              : valueOf(keys[j] + runKey, suits[j] + runSuits, suitMasks, r.first[j], r.second[j])
        }
      }
      // The other ranges' best value and its holders, per combination.
      for (let t = 0; t < tupleCount; t++) {
        if ((tupleLo[t] & runLo) !== 0 || (tupleHi[t] & runHi) !== 0) {
          tupleBest[t] = -1
          continue
        }
        scoreCombination(t)
      }
      const bulkValues = values[bulk]
      const bulkWeights = bulkRange.weight
      if (binMode) {
        countByBins(bulkValues, bulkWeights, runKey, runSuits, runLo, runHi)
        return
      }
      // Sorted: the bulk range by value, overall and per card.
      let live = 0
      for (let j = 0; j < bulkWeights.length; j++) if (bulkValues[j] >= 0) sortKeys[live++] = (bulkValues[j] << 11) | j
      const sorted = sortKeys.subarray(0, live).sort()
      cardLength.fill(0)
      cumWeight[0] = 0
      for (let p = 0; p < live; p++) {
        const j = sorted[p] & 2047
        const value = sorted[p] >> 11
        const w = bulkWeights[j]
        sortedValue[p] = value
        cumWeight[p + 1] = cumWeight[p] + w
        addToCard(bulkRange.first[j], value, w)
        addToCard(bulkRange.second[j], value, w)
      }
      for (let t = 0; t < tupleCount; t++) {
        const best = tupleBest[t]
        if (best < 0) continue
        const lessAt = bound(sortedValue, 0, live, best, false)
        const moreAt = bound(sortedValue, lessAt, live - lessAt, best, true) + lessAt
        let less = cumWeight[lessAt]
        let equal = cumWeight[moreAt] - less
        let all = cumWeight[live]
        let count = live
        loadCards(t)
        for (let x = 0; x < 2 * m; x++) {
          const card = tupleCards[x]
          const length = cardLength[card]
          if (length === 0) continue
          const cum = card * (CARD_SLOTS + 1)
          const cardLess = bound(cardValue, card * CARD_SLOTS, length, best, false)
          const cardMore = bound(cardValue, card * CARD_SLOTS, length, best, true)
          less -= cardCum[cum + cardLess]
          equal -= cardCum[cum + cardMore] - cardCum[cum + cardLess]
          all -= cardCum[cum + length]
          count -= length
          // A bulk combo made of two of the combination's cards was taken off twice: put it back once.
          for (let y = x + 1; y < 2 * m; y++) {
            const j = pairIndex[card * DECK_SIZE + tupleCards[y]]
            if (j < 0) continue
            const value = bulkValues[j]
            if (value < 0) continue
            const w = bulkWeights[j]
            all += w
            count++
            if (value < best) less += w
            else if (value === best) equal += w
          }
        }
        credit(t, less, equal, all - less - equal)
        showdowns += copies * count
      }
    }

    function credit(t: number, less: number, equal: number, more: number): void {
      const weight = tupleWeights[t] * copies
      if (less !== 0) byWinners[tupleWinners[t]] += weight * less
      if (equal !== 0) byWinners[tupleWinners[t] | bulkBit] += weight * equal
      if (more !== 0) byWinners[bulkBit] += weight * more
    }

    const enumerate = (from: number, k: number): void => {
      if (stopped) return
      if (k === missing) {
        if ((++visited & 7) === 0 && stop(enumerated)) {
          stopped = true
          return
        }
        copies = missing === 0 ? 1 : copiesOf()
        if (copies === 0) return
        visitRunout()
        copies = 1
        return
      }
      for (let i = from; i < deck.length && !stopped; i++) {
        runout[k] = deck[i]
        enumerate(i + 1, k + 1)
      }
    }
    // Counting by rank groups (bin mode, turn or flop; range-boards-grouped.ts) when the completions that could make a
    // flush, corrected one by one, are few enough against the completions it saves visiting.
    const { runouts, flushRunouts } = countRunouts(deck, boardSuitCount, missing)
    /** The share of the completions enumerated so far (every one is visited, once or as a symmetry's image). */
    const enumerated = () => visited / runouts
    const groups = missing === 1 ? 13 : 91
    const grouped =
      binMode && (missing === 1 || missing === 2) && (grouping ?? flushRunouts + 1.5 * groups < 0.8 * runouts)
    if (!grouped) {
      enumerate(0, 0)
      return stopped ? null : showdowns
    }
    return countByRankGroups({
      ranges,
      board,
      deck,
      missing,
      runout,
      bulk,
      bulkBit,
      others,
      tupleCount,
      tupleCombos,
      tupleWeights,
      tupleLo,
      tupleHi,
      tupleBest,
      tupleCards,
      values,
      partKey,
      thresholds,
      cardStart,
      cardCombos,
      boardSuitCount,
      byWinners,
      stop,
      scoreCombination,
      addThreshold,
      binOf,
      loadCards,
      metBefore,
      credit,
    })
  }

  return exactByBoards
}

export const exactByBoards = createBoardsStrategy()
