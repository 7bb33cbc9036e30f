// Exact range equity by boards: every completion of the board visited once (or by rank groups, flush completions
// corrected one by one), the largest range counted in bulk against the combinations of the others.

import { DECK_SIZE, type CardId } from './cards.ts'
import * as tables from './evaluator/tables.ts'
import { BOARD_CARDS, bitHi, bitLo, countRunouts, type LiveRange } from './range-common.ts'

/**
 * Builds the strategy with the evaluator's tables and its scratch arrays as bindings of one function scope (loops
 * reading a module's bindings run slower; see createEquityEngine in equity.ts).
 */
function createBoardsStrategy() {
  const { CARD_RANK_KEYS, RANK_KEYS, INDEX_BASE, INDEX_BASE_STRIDE, HIGH_INDEX, HIGH_KEY_BITS, HIGH_KEY_MASK, NON_FLUSH_VALUES, FLUSH_VALUES } = tables
  const SEVEN_BASE = 7 * INDEX_BASE_STRIDE
  const SUIT_COUNTERS_START = 0x3333
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

  /** A 7-card value with flushes ignored: what every completion with these ranks gives when none can make a flush. */
  const plainValueOf = (key: number): number =>
    NON_FLUSH_VALUES[INDEX_BASE[SEVEN_BASE + (key >>> HIGH_KEY_BITS)] + HIGH_INDEX[key & HIGH_KEY_MASK]]

  const comboSuits = (a: number, b: number) => (1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2))

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

  function exactByBoards(
    ranges: readonly LiveRange[],
    board: readonly CardId[],
    dead: readonly CardId[],
    symmetries: number[][],
    byWinners: Float64Array,
    stop: (progress?: () => number) => boolean,
    binLimit: number,
    grouping: boolean | undefined,
  ): number | null {
    const n = ranges.length
    const sizes = ranges.map((r) => r.weight.length)
    const bulk = sizes.indexOf(Math.max(...sizes))
    const bulkBit = 1 << bulk
    const others = ranges.map((_, i) => i).filter((i) => i !== bulk)
    const m = others.length

    // Every combination of the other ranges' combos that shares no card: combo indexes, weight, cards, mask.
    const tupleCombos: number[] = []
    const tupleWeights: number[] = []
    const tupleLo: number[] = []
    const tupleHi: number[] = []
    const walk = (depth: number, lo: number, hi: number, weight: number, picked: number[]): void => {
      if (depth === m) {
        tupleCombos.push(...picked)
        tupleWeights.push(weight)
        tupleLo.push(lo)
        tupleHi.push(hi)
        return
      }
      const range = ranges[others[depth]]
      for (let j = 0; j < range.weight.length; j++) {
        if ((range.lo[j] & lo) !== 0 || (range.hi[j] & hi) !== 0) continue
        picked.push(j)
        walk(depth + 1, lo | range.lo[j], hi | range.hi[j], weight * range.weight[j], picked)
        picked.pop()
      }
    }
    walk(0, 0, 0, 1, [])
    const tupleCount = tupleWeights.length
    const tupleBest = new Int32Array(tupleCount)
    const tupleWinners = new Int32Array(tupleCount)
    // Few combinations: bin the bulk range by the combinations' best values instead of sorting it.
    const binMode = tupleCount <= binLimit
    const thresholds = new Int32Array(tupleCount)
    const binLess = new Float64Array(tupleCount + 1)
    const binEqual = new Float64Array(tupleCount + 1)

    // Each combo's part of the value that does not depend on the completion.
    const boardKey = board.reduce((sum, card) => sum + CARD_RANK_KEYS[card], 0)
    const boardSuits = board.reduce((sum, card) => sum + (1 << ((card & 3) << 2)), SUIT_COUNTERS_START)
    const suitMasks = new Int32Array(4)
    const partKey: Int32Array[] = []
    const partSuits: Int32Array[] = []
    for (const r of ranges) {
      const keys = new Int32Array(r.weight.length)
      const suits = new Int32Array(r.weight.length)
      for (let j = 0; j < keys.length; j++) {
        keys[j] = boardKey + CARD_RANK_KEYS[r.first[j]] + CARD_RANK_KEYS[r.second[j]]
        suits[j] = boardSuits + comboSuits(r.first[j], r.second[j])
      }
      partKey.push(keys)
      partSuits.push(suits)
    }
    const bulkRange = ranges[bulk]
    const pairIndex = new Int32Array(binMode ? 0 : DECK_SIZE * DECK_SIZE).fill(-1)
    for (let j = 0; j < bulkRange.weight.length && !binMode; j++) {
      pairIndex[bulkRange.first[j] * DECK_SIZE + bulkRange.second[j]] = j
      pairIndex[bulkRange.second[j] * DECK_SIZE + bulkRange.first[j]] = j
    }

    const used = new Uint8Array(DECK_SIZE)
    for (const card of [...board, ...dead]) used[card] = 1
    const deck: number[] = []
    for (let c = 0; c < DECK_SIZE; c++) if (!used[c]) deck.push(c)
    const missing = BOARD_CARDS - board.length
    const runout = new Int32Array(missing)
    const tupleCards = new Int32Array(2 * m)
    let showdowns = 0
    let visited = 0
    let stopped = false
    /** How many completions the one being visited stands for (its symmetry class; see copiesOf). */
    let copies = 1
    /** Grouped counting: the combos a flush lifts on the completion being corrected (stamped), and the changed bulk combos. */
    const patched = ranges.map((r) => new Int32Array(r.weight.length))
    let stamp = 0
    const plainOffset = new Int32Array(n)
    const suitCount = [0, 0, 0, 0]
    /** Grouped counting: each combo's value with flushes ignored, per rank group (groupSlot), kept for the corrections. */
    const slotOfRanks = new Int32Array(13 * 13)
    let slots = 0
    for (let a = 0; a < 13; a++) for (let b = a; b < 13; b++) slotOfRanks[a * 13 + b] = slots++
    const groupSlot = (a: number, b: number) => slotOfRanks[a * 13 + b]
    const groupValues = ranges.map((r) => new Int32Array(binMode && (missing === 1 || missing === 2) ? slots * r.weight.length : 0))
    /**
     * Per range and suit, the combos with at least two (index suit * 2 + 1) or one (suit * 2) cards of that suit:
     * the only ones a completion with three or four cards of the suit beside the board can give a flush.
     */
    const suitLists = ranges.map((r) => {
      const lists: number[][] = Array.from({ length: 8 }, () => [])
      for (let j = 0; j < r.weight.length; j++) {
        for (let s = 0; s < 4; s++) {
          const held = ((r.first[j] & 3) === s ? 1 : 0) + ((r.second[j] & 3) === s ? 1 : 0)
          if (held >= 1) lists[s * 2].push(j)
          if (held >= 2) lists[s * 2 + 1].push(j)
        }
      }
      return lists.map((list) => Int32Array.from(list))
    })
    const changedBulk = new Int32Array(bulkRange.weight.length)

    // The bulk range's combos by card (each combo under both its cards), for taking off what a combination blocks.
    const cardStart = new Int32Array(DECK_SIZE + 1)
    for (let j = 0; j < bulkRange.weight.length; j++) {
      cardStart[bulkRange.first[j] + 1]++
      cardStart[bulkRange.second[j] + 1]++
    }
    for (let c = 0; c < DECK_SIZE; c++) cardStart[c + 1] += cardStart[c]
    const cardCombos = new Int32Array(cardStart[DECK_SIZE])
    const filled = cardStart.slice(0, DECK_SIZE)
    for (let j = 0; j < bulkRange.weight.length; j++) {
      cardCombos[filled[bulkRange.first[j]]++] = j
      cardCombos[filled[bulkRange.second[j]]++] = j
    }

    /** Combination t's best value on the current completion (from `values`) and the ranges holding it; returns the value. */
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

    /** Whether a bulk combo holding tupleCards[x] and `other` was met already under an earlier card of the combination. */
    function metBefore(x: number, other: number): boolean {
      for (let y = 0; y < x; y++) if (tupleCards[y] === other) return true
      return false
    }

    /** Bin mode: the distinct best values sorted, the bulk range's weight below and at each, then each combination. */
    function countByBins(bulkValues: Int32Array, bulkWeights: Float64Array, runKey: number, runSuits: number, runLo: number, runHi: number): void {
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
        // binLess[k + 1] collects values between thresholds[k] and thresholds[k + 1]; binEqual[k] those at thresholds[k].
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

    // Completions that a symmetry of the whole configuration maps onto each other count alike: only the least of
    // each set is visited, counted as many times as the set has members.
    const images = new Set<number>()
    const copiesOf = (): number => {
      if (symmetries.length === 1) return 1
      images.clear()
      let own = 0
      for (let k = 0; k < missing; k++) own = own * DECK_SIZE + runout[k]
      let least = own
      for (const perm of symmetries) {
        const a = (runout[0] & ~3) | perm[runout[0] & 3]
        let code = a
        if (missing === 2) {
          const b = (runout[1] & ~3) | perm[runout[1] & 3]
          code = a < b ? a * DECK_SIZE + b : b * DECK_SIZE + a
        } else if (missing > 2) {
          const mapped = Array.from(runout, (card) => (card & ~3) | perm[card & 3]).sort((x, y) => x - y)
          code = mapped.reduce((sum, card) => sum * DECK_SIZE + card, 0)
        }
        images.add(code)
        if (code < least) least = code
      }
      return least === own ? images.size : 0
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
    // Grouped counting (bin mode, turn or flop): completions with the same ranks give every combo the same value
    // unless one of them could make a flush, which needs three cards of a suit on the board and the completion
    // (a combo adds at most two). Those are counted with the others, then corrected one by one.
    const boardSuitCount = [0, 0, 0, 0]
    for (const card of board) boardSuitCount[card & 3]++
    const boardHasThree = boardSuitCount.some((c) => c >= 3)
    const couldFlush = (): boolean => {
      if (boardHasThree) return true
      const a = runout[0] & 3
      if (boardSuitCount[a] >= 2) return true
      if (missing === 1) return false
      const b = runout[1] & 3
      return boardSuitCount[b] >= 2 || (a === b && boardSuitCount[a] >= 1)
    }
    const { runouts, flushRunouts } = countRunouts(deck, boardSuitCount, missing)
    /** The share of the completions enumerated so far (every one is visited, once or as a symmetry's image). */
    const enumerated = () => visited / runouts
    const groups = missing === 1 ? 13 : 91
    const grouped = binMode && (missing === 1 || missing === 2) && (grouping ?? flushRunouts + 1.5 * groups < 0.8 * runouts)
    if (!grouped) {
      enumerate(0, 0)
      return stopped ? null : showdowns
    }
    countGroups()
    if (stopped) return null
    // The completions that could make a flush, one by one.
    const quiet = (card: number) => boardSuitCount[card & 3] < 2
    for (let i = 0; i < deck.length && !stopped; i++) {
      runout[0] = deck[i]
      if (missing === 1) {
        if (couldFlush()) correctOne()
        continue
      }
      for (let j = i + 1; j < deck.length && !stopped; j++) {
        // Two cards of suits with at most one board card each flush only when they share a suit that has one.
        if (!boardHasThree && quiet(deck[i]) && quiet(deck[j]) && ((deck[i] ^ deck[j]) & 3) !== 0) continue
        runout[1] = deck[j]
        if (couldFlush()) correctOne()
      }
    }
    return stopped ? null : showdowns

    function correctOne(): void {
      if ((++visited & 7) === 0 && stop()) {
        stopped = true
        return
      }
      correctRunout()
    }

    /**
     * One completion that could make a flush, counted above with flushes ignored: only the combos whose value a flush
     * changes move the count. A combination none of whose combos changed keeps its best value, and gains or loses
     * only by the changed bulk combos; a combination with a changed combo is counted again against the whole bulk
     * range, once as it is and once (taken off) with flushes ignored.
     */
    function correctRunout(): void {
      let runLo = 0
      let runHi = 0
      for (let s = 0; s < 4; s++) suitCount[s] = boardSuitCount[s]
      let g1 = 13
      let g2 = 0
      for (let k = 0; k < missing; k++) {
        const card = runout[k]
        runLo |= bitLo(card)
        runHi |= bitHi(card)
        suitCount[card & 3]++
        g1 = Math.min(g1, card >> 2)
        g2 = Math.max(g2, card >> 2)
      }
      const slot = groupSlot(g1, missing === 1 ? g1 : g2)
      // The one suit with three or more cards on the board and the completion; a combo needs the rest of five.
      let suit = 0
      while (suitCount[suit] < 3) suit++
      const needed = 5 - suitCount[suit]
      let boardMask = 0
      for (const card of board) if ((card & 3) === suit) boardMask |= 1 << (card >> 2)
      for (let k = 0; k < missing; k++) if ((runout[k] & 3) === suit) boardMask |= 1 << (runout[k] >> 2)
      // Combos a flush lifts above their value with flushes ignored: patched for this completion (stamp).
      stamp++
      let anyChanged = false
      let changedCount = 0
      for (let i = 0; i < n; i++) {
        const r = ranges[i]
        const size = r.weight.length
        const offset = slot * size
        plainOffset[i] = offset
        const plain = groupValues[i]
        const list = needed <= 0 ? null : suitLists[i][suit * 2 + needed - 1]
        const count = list === null ? size : list.length
        for (let p = 0; p < count; p++) {
          const j = list === null ? p : list[p]
          if ((r.lo[j] & runLo) !== 0 || (r.hi[j] & runHi) !== 0) continue
          let mask = boardMask
          if ((r.first[j] & 3) === suit) mask |= 1 << (r.first[j] >> 2)
          if ((r.second[j] & 3) === suit) mask |= 1 << (r.second[j] >> 2)
          const flush = FLUSH_VALUES[mask]
          if (flush > plain[offset + j]) {
            values[i][j] = flush
            patched[i][j] = stamp
            anyChanged = true
            if (i === bulk) changedBulk[changedCount++] = j
          }
        }
      }
      if (!anyChanged) return
      const bulkPatched = patched[bulk]
      const bulkPatch = values[bulk]
      const bulkPlain = groupValues[bulk]
      const bulkOffset = plainOffset[bulk]
      const bulkWeights = bulkRange.weight
      const { lo: bulkLo, hi: bulkHi } = bulkRange
      for (let t = 0; t < tupleCount; t++) {
        const lo = tupleLo[t]
        const hi = tupleHi[t]
        if ((lo & runLo) !== 0 || (hi & runHi) !== 0) continue
        let realBest = -1
        let realWinners = 0
        let plainBest = -1
        let plainWinners = 0
        let changed = false
        for (let q = 0; q < m; q++) {
          const i = others[q]
          const j = tupleCombos[t * m + q]
          const plain = groupValues[i][plainOffset[i] + j]
          let real = plain
          if (patched[i][j] === stamp) {
            real = values[i][j]
            changed = true
          }
          if (real > realBest) {
            realBest = real
            realWinners = 1 << i
          } else if (real === realBest) realWinners |= 1 << i
          if (plain > plainBest) {
            plainBest = plain
            plainWinners = 1 << i
          } else if (plain === plainBest) plainWinners |= 1 << i
        }
        const weight = tupleWeights[t]
        if (!changed) {
          for (let c = 0; c < changedCount; c++) {
            const j = changedBulk[c]
            if ((bulkLo[j] & (lo | runLo)) !== 0 || (bulkHi[j] & (hi | runHi)) !== 0) continue
            const w = weight * bulkWeights[j]
            settle(realWinners, realBest, bulkPatch[j], w)
            settle(realWinners, realBest, bulkPlain[bulkOffset + j], -w)
          }
          continue
        }
        for (let j = 0; j < bulkWeights.length; j++) {
          if ((bulkLo[j] & (lo | runLo)) !== 0 || (bulkHi[j] & (hi | runHi)) !== 0) continue
          const w = weight * bulkWeights[j]
          const plain = bulkPlain[bulkOffset + j]
          settle(realWinners, realBest, bulkPatched[j] === stamp ? bulkPatch[j] : plain, w)
          settle(plainWinners, plainBest, plain, -w)
        }
      }
    }

    /** Credits `w` to the winners of a combination (best value `best`, holders `winners`) against a bulk combo's value. */
    function settle(winners: number, best: number, value: number, w: number): void {
      if (value < best) byWinners[winners] += w
      else if (value === best) byWinners[winners | bulkBit] += w
      else byWinners[bulkBit] += w
    }

    /**
     * Every completion counted by its ranks, flushes ignored. For ranks g1 (and g2 on the flop), a combination of the
     * other ranges and a bulk combo that share no card meet L - a completions per rank, where L is the rank's cards
     * left beside the board and dead cards and a how many of them the two hold: (L1 - a1) on the turn,
     * (L1 - a1)(L2 - a2) for two ranks, C(L1 - a1, 2) for a pair. So the bulk range is binned by value and by how
     * many cards of each rank a combo holds (its type, a1 * 3 + a2), and each combination weighs the bins.
     */
    function countGroups(): void {
      const liveOfRank = new Int32Array(13)
      for (const card of deck) liveOfRank[card >> 2]++
      const TYPES = 9
      const less = new Float64Array((tupleCount + 1) * TYPES)
      const equal = new Float64Array((tupleCount + 1) * TYPES)
      const allOfType = new Float64Array(TYPES)
      const countOfType = new Float64Array(TYPES)
      const meets = new Float64Array(TYPES)
      const presentTypes = new Int32Array(TYPES)
      const bulkType = new Int32Array(bulkRange.weight.length)
      const bulkValues = values[bulk]
      const bulkWeights = bulkRange.weight
      for (let g1 = 0; g1 < 13 && !stopped; g1++) {
        for (let g2 = missing === 1 ? g1 : g1; g2 < (missing === 1 ? g1 + 1 : 13); g2++) {
          const L1 = liveOfRank[g1]
          const L2 = liveOfRank[g2]
          const pair = missing === 2 && g1 === g2
          if (missing === 1 ? L1 === 0 : pair ? L1 < 2 : L1 === 0 || L2 === 0) continue
          if ((++visited & 7) === 0 && stop()) {
            stopped = true
            return
          }
          const groupKey = missing === 1 ? RANK_KEYS[g1] : RANK_KEYS[g1] + RANK_KEYS[g2]
          const slot = groupSlot(g1, g2)
          for (const i of others) {
            const keys = partKey[i]
            const v = values[i]
            const stored = groupValues[i]
            for (let j = 0, at = slot * keys.length; j < keys.length; j++, at++) {
              const value = plainValueOf(keys[j] + groupKey)
              v[j] = value
              stored[at] = value
            }
          }
          // The combinations' best values and holders, and the distinct best values in order.
          let bins = 0
          for (let t = 0; t < tupleCount; t++) {
            const best = scoreCombination(t)
            bins = addThreshold(best, bins)
          }
          less.fill(0, 0, (bins + 1) * TYPES)
          equal.fill(0, 0, (bins + 1) * TYPES)
          allOfType.fill(0)
          countOfType.fill(0)
          const keys = partKey[bulk]
          const { first, second } = bulkRange
          const bulkGroup = groupValues[bulk]
          const bulkOffset = slot * bulkWeights.length
          for (let j = 0; j < bulkWeights.length; j++) {
            const value = plainValueOf(keys[j] + groupKey)
            bulkValues[j] = value
            bulkGroup[bulkOffset + j] = value
            const r1 = first[j] >> 2
            const r2 = second[j] >> 2
            const a1 = (r1 === g1 ? 1 : 0) + (r2 === g1 ? 1 : 0)
            const a2 = pair || missing === 1 ? 0 : (r1 === g2 ? 1 : 0) + (r2 === g2 ? 1 : 0)
            const type = a1 * 3 + a2
            bulkType[j] = type
            const w = bulkWeights[j]
            allOfType[type] += w
            countOfType[type]++
            const lo = binOf(value, bins)
            if (lo < bins && thresholds[lo] === value) equal[lo * TYPES + type] += w
            else less[lo * TYPES + type] += w
          }
          let typeCount = 0
          for (let type = 0; type < TYPES; type++) if (countOfType[type] !== 0) presentTypes[typeCount++] = type
          // less[k * TYPES + type] becomes the weight strictly below thresholds[k], per type.
          for (let p = 0; p < typeCount; p++) {
            const type = presentTypes[p]
            let below = 0
            for (let k = 0; k < bins; k++) {
              below += less[k * TYPES + type]
              less[k * TYPES + type] = below
              below += equal[k * TYPES + type]
            }
          }
          for (let t = 0; t < tupleCount; t++) {
            const best = tupleBest[t]
            let k = 0
            while (thresholds[k] !== best) k++
            let held1 = 0
            let held2 = 0
            loadCards(t)
            for (let x = 0; x < 2 * m; x++) {
              const rank = tupleCards[x] >> 2
              if (rank === g1) held1++
              else if (rank === g2) held2++
            }
            const A1 = L1 - held1
            const A2 = L2 - held2
            // Completions a bulk combo of each type meets beside this combination.
            let lessSum = 0
            let equalSum = 0
            let allSum = 0
            let counted = 0
            for (let p = 0; p < typeCount; p++) {
              const type = presentTypes[p]
              const x1 = A1 - ((type / 3) | 0)
              const x2 = A2 - (type % 3)
              const times = missing === 1 ? x1 : pair ? (x1 * (x1 - 1)) / 2 : x1 * x2
              meets[type] = times
              if (times <= 0) continue
              lessSum += less[k * TYPES + type] * times
              equalSum += equal[k * TYPES + type] * times
              allSum += allOfType[type] * times
              counted += countOfType[type] * times
            }
            // Take off the bulk combos that share a card with the combination, each once.
            for (let x = 0; x < 2 * m; x++) {
              const card = tupleCards[x]
              for (let p = cardStart[card], end = cardStart[card + 1]; p < end; p++) {
                const j = cardCombos[p]
                const other = bulkRange.first[j] === card ? bulkRange.second[j] : bulkRange.first[j]
                if (metBefore(x, other)) continue
                const times = meets[bulkType[j]]
                if (times <= 0) continue
                const w = bulkWeights[j] * times
                allSum -= w
                counted -= times
                const value = bulkValues[j]
                if (value < best) lessSum -= w
                else if (value === best) equalSum -= w
              }
            }
            if (allSum === 0 && counted === 0) continue
            credit(t, lessSum, equalSum, allSum - lessSum - equalSum)
            showdowns += counted
          }
        }
      }
    }
  }

  return exactByBoards
}

export const exactByBoards = createBoardsStrategy()
