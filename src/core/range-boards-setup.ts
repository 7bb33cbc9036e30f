// Exact range equity by boards: what a call prepares once before visiting the completions (the other ranges'
// combinations, each combo's part of its value that the board fixes, the cards left, the bulk range by card).

import { DECK_SIZE, type CardId } from './cards.ts'
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
  /** The bulk range's combos by card (each under both its cards): those holding c are cardCombos[cardStart[c], cardStart[c + 1]). */
  cardStart: Int32Array
  cardCombos: Int32Array
}

/** What exactByBoards needs before the first completion, for these ranges on this board. */
export function prepareCombinations(ranges: readonly LiveRange[], board: readonly CardId[], dead: readonly CardId[]): BoardsCombinations {
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
  }
}
