// Exact range equity by boards: what a call prepares once before visiting the completions (the other ranges'
// combinations, each combo's part of its value that the board fixes, the cards left, the bulk range by card).

import { type CardId, DECK_SIZE } from './cards.ts'
import { CARD_RANK_KEYS } from './evaluator/tables.ts'
import { BOARD_CARDS, type LiveRange } from './range-common.ts'

/**
 * A hand's suit counters start at 3 each (four 4-bit counters): the fifth card of a suit sets its counter's top bit
 * (0x8888 masks them), which is how a 7-card value finds a flush.
 */
export const SUIT_COUNTERS_START = 0x3333

const comboSuits = (a: number, b: number) => (1 << ((a & 3) << 2)) + (1 << ((b & 3) << 2))

export interface BoardsCombinations {
  /** The largest range, counted in bulk against the combinations of the others; its bit in a set of winners. */
  bulk: number
  bulkBit: number
  /** The other ranges, in order. */
  others: number[]
  /**
   * Every combination of the other ranges' combos that shares no card: combination t holds combo
   * tupleCombos[t * others.length + q] of range others[q], weighs tupleWeights[t], and its cards are tupleLo[t],
   * tupleHi[t] as masks.
   */
  tupleCount: number
  tupleCombos: number[]
  tupleWeights: number[]
  tupleLo: number[]
  tupleHi: number[]
  /** Per range: each combo's rank key and suit counters with the board's cards, the part no completion changes. */
  partKey: Int32Array[]
  partSuits: Int32Array[]
  /** The cards neither on the board nor dead, in order, and how many a completion adds. */
  deck: number[]
  missing: number
  /** The bulk range's combos by card (each under both its cards): those holding c are cardCombos[cardStart[c],
   * cardStart[c + 1]). */
  cardStart: Int32Array
  cardCombos: Int32Array
  /** Few combinations (at most the bin limit): the bulk range is binned by the combinations' best values, not sorted.
   * */
  binMode: boolean
  /** Sorted mode: a bulk combo by its two cards (c1 * 52 + c2, both ways), to put back one a combination took off
   * twice. */
  pairIndex: Int32Array
  /** Cards of each suit on the board. */
  boardSuitCount: number[]
}

/** What exactByBoards needs before the first completion, for these ranges on this board. */
export function prepareCombinations(
  ranges: readonly LiveRange[],
  board: readonly CardId[],
  dead: readonly CardId[],
  binLimit: number,
): BoardsCombinations {
  const sizes = ranges.map((r) => r.weight.length)
  const bulk = sizes.indexOf(Math.max(...sizes))
  const others = ranges.map((_, i) => i).filter((i) => i !== bulk)
  const m = others.length

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

  const boardKey = board.reduce((sum, card) => sum + CARD_RANK_KEYS[card], 0)
  const boardSuits = board.reduce((sum, card) => sum + (1 << ((card & 3) << 2)), SUIT_COUNTERS_START)
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

  const used = new Uint8Array(DECK_SIZE)
  for (const card of [...board, ...dead]) used[card] = 1
  const deck: number[] = []
  for (let c = 0; c < DECK_SIZE; c++) if (!used[c]) deck.push(c)

  const bulkRange = ranges[bulk]
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

  const binMode = tupleWeights.length <= binLimit
  const pairIndex = new Int32Array(binMode ? 0 : DECK_SIZE * DECK_SIZE).fill(-1)
  for (let j = 0; j < bulkRange.weight.length && !binMode; j++) {
    pairIndex[bulkRange.first[j] * DECK_SIZE + bulkRange.second[j]] = j
    pairIndex[bulkRange.second[j] * DECK_SIZE + bulkRange.first[j]] = j
  }
  const boardSuitCount = [0, 0, 0, 0]
  for (const card of board) boardSuitCount[card & 3]++

  return {
    bulk,
    bulkBit: 1 << bulk,
    others,
    tupleCount: tupleWeights.length,
    tupleCombos,
    tupleWeights,
    tupleLo,
    tupleHi,
    partKey,
    partSuits,
    deck,
    missing: BOARD_CARDS - board.length,
    cardStart,
    cardCombos,
    binMode,
    pairIndex,
    boardSuitCount,
  }
}

/**
 * Completions that a symmetry of the whole configuration (a permutation of suits, one per entry of `symmetries`)
 * maps onto each other count alike: only the least of each set is visited. The function returned gives, for the
 * completion in `runout`, how many completions it stands for (the set's size), or 0 when it is not the least.
 */
export function symmetryCopies(symmetries: readonly number[][], runout: Int32Array, missing: number): () => number {
  const images = new Set<number>()
  return () => {
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
}

/** What the count by rank groups shares with exactByBoards: the call's ranges and combinations, scratch and helpers. */
export interface BoardsCall {
  ranges: readonly LiveRange[]
  board: readonly CardId[]
  /** The cards left for the completions, in order. */
  deck: readonly number[]
  /** Cards a completion adds: 1 on the turn, 2 on the flop. */
  missing: number
  /** Scratch: the completion being corrected. */
  runout: Int32Array
  /** The range counted in bulk, and its bit in a set of winners. */
  bulk: number
  bulkBit: number
  /** The other ranges, and their combinations: combo per range, weight, cards as masks, best value (scratch). */
  others: readonly number[]
  tupleCount: number
  tupleCombos: readonly number[]
  tupleWeights: readonly number[]
  tupleLo: readonly number[]
  tupleHi: readonly number[]
  tupleBest: Int32Array
  tupleCards: Int32Array
  /** Scratch per range: each combo's value on the completion counted. */
  values: readonly Int32Array[]
  /** Per range: each combo's rank key with the board's. */
  partKey: readonly Int32Array[]
  /** Scratch: the distinct best values of the combinations, in order. */
  thresholds: Int32Array
  /** The bulk range's combos by card: those holding card c are cardCombos[cardStart[c], cardStart[c + 1]). */
  cardStart: Int32Array
  cardCombos: Int32Array
  /** Cards of each suit on the board. */
  boardSuitCount: readonly number[]
  /** Weighted showdowns by the set of winners (a bit per range): what the count adds to. */
  byWinners: Float64Array
  /** Asked every few groups and completions; true stops the count. */
  stop: () => boolean
  scoreCombination(t: number): number
  addThreshold(best: number, bins: number): number
  binOf(value: number, bins: number): number
  loadCards(t: number): void
  metBefore(x: number, other: number): boolean
  credit(t: number, less: number, equal: number, more: number): void
}
