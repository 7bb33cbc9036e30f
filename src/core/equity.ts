// Exact equity: enumerates every completion of the board and counts, per hand, wins alone and ties.
import { type CardId, DECK_SIZE } from './cards.ts'
import * as tables from './evaluator/tables.ts'
import { MAX_HANDS } from './limits.ts'

/** Counts over every completion of the board (each weighted 1). */
export interface EquityCounts {
  /** Number of board completions, C(remaining cards, 5 - board length). */
  boards: number
  /** Per hand: completions where the hand alone holds the best hand. */
  wins: number[]
  /** Per hand: completions where the hand ties for the best hand with at least one other hand. */
  ties: number[]
  /** Per hand: the sum over tied completions of 1 / (number of hands sharing the pot). */
  tieShares: number[]
}

export const BOARD_CARDS = 5
const NO_CARDS: readonly CardId[] = []

/**
 * Builds the engine. Its tables, scratch state and hot loops are bindings of this one function scope, not of ES
 * modules: V8 runs loops that read an ES module's top-level or imported bindings markedly slower than loops reading a
 * function's own. Written at module level, the compiled engine (what `npm start` and the worker threads run) was
 * markedly slower per deal (docs/performance.md); `npm run bench` watches compiled against loaded.
 */
function createEquityEngine(): { computeEquity: EquityFunction; computeEquityByWinners: ByWinnersFunction } {
  const {
    CARD_RANK_KEYS,
    RANK_COUNT,
    RANK_KEYS,
    RANK_MASK_KEYS,
    RANK_MASK_POPCOUNT,
    RANK_MASKS_BY_POPCOUNT,
    RANK_MASKS_POPCOUNT_START,
    SIZE_INDEX_START,
    SUIT_COUNT,
    INDEX_BASE,
    INDEX_BASE_STRIDE,
    HIGH_INDEX,
    HIGH_KEY_BITS,
    HIGH_KEY_MASK,
    NON_FLUSH_VALUES,
    FLUSH_VALUES,
  } = tables
  // The evaluator's lookups (tables.multisetIndex, evaluate.nonFlushValue and flushValue) on this scope's bindings.
  const multisetIndex = (size: number, key: number): number =>
    INDEX_BASE[size * INDEX_BASE_STRIDE + (key >>> HIGH_KEY_BITS)] + HIGH_INDEX[key & HIGH_KEY_MASK]
  const nonFlushValue = (cardCount: number, key: number): number => NON_FLUSH_VALUES[multisetIndex(cardCount, key)]
  const flushValue = (mask: number): number => FLUSH_VALUES[mask]

  // Scratch state for one call, allocated once so the hot loops allocate nothing. computeEquity runs to completion
  // synchronously, so calls never interleave.
  const MAX_BOARD_MULTISETS = SIZE_INDEX_START[BOARD_CARDS + 1] - SIZE_INDEX_START[BOARD_CARDS]
  /** Per board rank multiset (by slot within its size): best non-flush value, its holders, boards, flush-decided
   * boards. */
  const bestValueOfBoard = new Int32Array(MAX_BOARD_MULTISETS)
  const winnersOfBoard = new Int32Array(MAX_BOARD_MULTISETS)
  const boardsOfBoard = new Float64Array(MAX_BOARD_MULTISETS)
  const flushBoardsOfBoard = new Float64Array(MAX_BOARD_MULTISETS)
  const visitedBoards = new Int32Array(MAX_BOARD_MULTISETS)
  let visitedCount = 0

  const deadCards = new Uint8Array(DECK_SIZE)
  const liveByRank = new Int32Array(RANK_COUNT)
  /** Per hand: rank keys of its two cards plus the fixed board cards. */
  const handKeys = new Int32Array(MAX_HANDS)
  /** Per hand and suit (hand * SUIT_COUNT + suit): ranks of the hand's cards of that suit, as a rank mask. */
  const handSuitMasks = new Int32Array(MAX_HANDS * SUIT_COUNT)
  const boardSuitMasks = new Int32Array(SUIT_COUNT)
  let handCount = 0
  let missingCards = 0
  let missingStart = 0

  /** Winner accumulators: wins by hand; tied boards by hand and number of hands sharing (hand * TIE_STRIDE + sharers).
   * */
  const TIE_STRIDE = MAX_HANDS + 1
  const winsByHand = new Float64Array(MAX_HANDS)
  const tiesBySharers = new Float64Array(MAX_HANDS * TIE_STRIDE)

  const BINOMIAL: number[][] = [[1], [1, 1], [1, 2, 1], [1, 3, 3, 1], [1, 4, 6, 4, 1]]

  /**
   * Missing cards outside the flush suit, as rank multisets of 0, 1 or 2 cards (a flush needs the other missing
   * cards): key sums and how many card combinations give each; restStart[k] is where the k-card ones begin.
   */
  const RESTS_CAPACITY = 1 + RANK_COUNT + (RANK_COUNT * (RANK_COUNT + 1)) / 2
  const restKeys = new Int32Array(RESTS_CAPACITY)
  const restBoards = new Float64Array(RESTS_CAPACITY)
  const restStart = new Int32Array(4)
  const liveOffSuit = new Int32Array(RANK_COUNT)

  /** When set (range equity, at most 6 hands), boards are also counted by their set of winners, a bitmask of hands. */
  let boardsByWinners: Float64Array | null = null

  function credit(winners: number, boards: number): void {
    if (boardsByWinners !== null) boardsByWinners[winners] += boards
    if ((winners & (winners - 1)) === 0) {
      winsByHand[31 - Math.clz32(winners)] += boards
      return
    }
    let sharers = 0
    for (let rest = winners; rest !== 0; rest &= rest - 1) sharers++
    for (let rest = winners; rest !== 0; rest &= rest - 1) {
      tiesBySharers[(31 - Math.clz32(rest & -rest)) * TIE_STRIDE + sharers] += boards
    }
  }

  /** Records one rank multiset of the missing board cards: every hand's best non-flush value on it. */
  function recordBoardRanks(key: number, boards: number): void {
    const slot = multisetIndex(missingCards, key) - missingStart
    let best = -1
    let winners = 0
    for (let i = 0; i < handCount; i++) {
      const k = key + handKeys[i]
      const value = nonFlushValue(7, k)
      if (value > best) {
        best = value
        winners = 1 << i
      } else if (value === best) {
        winners |= 1 << i
      }
    }
    bestValueOfBoard[slot] = best
    winnersOfBoard[slot] = winners
    boardsOfBoard[slot] = boards
    flushBoardsOfBoard[slot] = 0
    visitedBoards[visitedCount++] = slot
  }

  /** Visits every rank multiset of `left` more cards from ranks >= rank, with at most the live cards of each rank. */
  function enumerateBoardRanks(rank: number, left: number, key: number, boards: number): void {
    if (left === 0) {
      recordBoardRanks(key, boards)
      return
    }
    if (rank === RANK_COUNT) return
    enumerateBoardRanks(rank + 1, left, key, boards)
    const live = liveByRank[rank]
    const row = BINOMIAL[live]
    for (let k = 1; k <= live && k <= left; k++) {
      enumerateBoardRanks(rank + 1, left - k, key + k * RANK_KEYS[rank], boards * row[k])
    }
  }

  /** As enumerateBoardRanks(0, missingCards, 0, 1) for 0, 1 or 2 missing cards (the river, turn and flop), in flat
   * loops. */
  function enumerateFewBoardRanks(): void {
    if (missingCards === 0) {
      recordBoardRanks(0, 1)
      return
    }
    for (let r = 0; r < RANK_COUNT; r++) {
      const live = liveByRank[r]
      if (live === 0) continue
      if (missingCards === 1) {
        recordBoardRanks(RANK_KEYS[r], live)
        continue
      }
      if (live >= 2) recordBoardRanks(2 * RANK_KEYS[r], BINOMIAL[live][2])
      for (let q = r + 1; q < RANK_COUNT; q++) {
        if (liveByRank[q] !== 0) recordBoardRanks(RANK_KEYS[r] + RANK_KEYS[q], live * liveByRank[q])
      }
    }
  }

  /** Fills the rest lists for `suit`: every multiset of 0..maxCards missing cards not of that suit. */
  function fillRests(suit: number, maxCards: number): void {
    for (let r = 0; r < RANK_COUNT; r++) liveOffSuit[r] = liveByRank[r] - (deadCards[r * 4 + suit] ? 0 : 1)
    let n = 0
    restStart[0] = 0
    restKeys[n] = 0
    restBoards[n++] = 1
    restStart[1] = n
    if (maxCards >= 1) {
      for (let r = 0; r < RANK_COUNT; r++) {
        if (liveOffSuit[r] === 0) continue
        restKeys[n] = RANK_KEYS[r]
        restBoards[n++] = liveOffSuit[r]
      }
    }
    restStart[2] = n
    if (maxCards >= 2) {
      for (let r = 0; r < RANK_COUNT; r++) {
        const live = liveOffSuit[r]
        if (live === 0) continue
        if (live >= 2) {
          restKeys[n] = 2 * RANK_KEYS[r]
          restBoards[n++] = BINOMIAL[live][2]
        }
        for (let q = r + 1; q < RANK_COUNT; q++) {
          if (liveOffSuit[q] === 0) continue
          restKeys[n] = RANK_KEYS[r] + RANK_KEYS[q]
          restBoards[n++] = live * liveOffSuit[q]
        }
      }
    }
    restStart[3] = n
  }

  /**
   * Boards on which `suit` can make a flush: for every set of missing cards of that suit that lets some hand reach
   * five, finds the best flush, and moves the boards where it beats every non-flush hand from their rank multiset's
   * winners to the flush's winners. Such a board holds three or more cards of the suit, so no board is moved for two
   * suits, and at most two missing cards lie outside the suit (the rest lists).
   */
  function settleFlushes(suit: number): void {
    const boardMask = boardSuitMasks[suit]
    const onBoard = RANK_MASK_POPCOUNT[boardMask]
    let mostInHand = 0
    for (let i = 0; i < handCount; i++) {
      const inHand = RANK_MASK_POPCOUNT[handSuitMasks[i * SUIT_COUNT + suit]]
      if (inHand > mostInHand) mostInHand = inHand
    }
    const fewest = Math.max(0, BOARD_CARDS - onBoard - mostInHand)
    if (fewest > missingCards) return
    let liveMask = 0
    for (let r = 0; r < RANK_COUNT; r++) if (!deadCards[r * 4 + suit]) liveMask |= 1 << r
    fillRests(suit, missingCards - fewest)
    // Walk whichever is shorter: every subset of the live ranks, or the listed masks of the right sizes.
    const listStart = RANK_MASKS_POPCOUNT_START[fewest]
    const listEnd = RANK_MASKS_POPCOUNT_START[missingCards + 1]
    if (1 << RANK_MASK_POPCOUNT[liveMask] < listEnd - listStart) {
      for (let suited = liveMask; ; suited = (suited - 1) & liveMask) {
        const count = RANK_MASK_POPCOUNT[suited]
        if (count >= fewest && count <= missingCards) settleFlushSet(suit, suited)
        if (suited === 0) break
      }
    } else {
      for (let m = listStart; m < listEnd; m++) {
        const suited = RANK_MASKS_BY_POPCOUNT[m]
        if ((suited & liveMask) === suited) settleFlushSet(suit, suited)
      }
    }
  }

  /** The boards whose missing cards of `suit` are exactly the ranks in `suited` (see settleFlushes). */
  function settleFlushSet(suit: number, suited: number): void {
    const seen = boardSuitMasks[suit] | suited
    let best = 0
    let winners = 0
    for (let i = 0; i < handCount; i++) {
      const value = flushValue(seen | handSuitMasks[i * SUIT_COUNT + suit])
      if (value > best) {
        best = value
        winners = 1 << i
      } else if (value === best && value !== 0) {
        winners |= 1 << i
      }
    }
    if (best === 0) return
    const suitedKey = RANK_MASK_KEYS[suited]
    const restCards = missingCards - RANK_MASK_POPCOUNT[suited]
    let flushBoards = 0
    for (let j = restStart[restCards], restEnd = restStart[restCards + 1]; j < restEnd; j++) {
      const key = suitedKey + restKeys[j]
      const slot = multisetIndex(missingCards, key) - missingStart
      if (best > bestValueOfBoard[slot]) {
        flushBoardsOfBoard[slot] += restBoards[j]
        flushBoards += restBoards[j]
      }
    }
    if (flushBoards > 0) credit(winners, flushBoards)
  }

  function computeEquity(
    hands: ReadonlyArray<readonly [CardId, CardId]>,
    board: readonly CardId[],
    dead: readonly CardId[] = NO_CARDS,
  ): EquityCounts {
    handCount = hands.length
    missingCards = BOARD_CARDS - board.length
    missingStart = SIZE_INDEX_START[missingCards]
    deadCards.fill(0)
    boardSuitMasks.fill(0)
    winsByHand.fill(0, 0, handCount)
    tiesBySharers.fill(0, 0, handCount * TIE_STRIDE)
    let boardKey = 0
    for (const card of board) {
      deadCards[card] = 1
      boardKey += CARD_RANK_KEYS[card]
      boardSuitMasks[card & 3] |= 1 << (card >> 2)
    }
    for (let i = 0; i < handCount; i++) {
      const [a, b] = hands[i]
      deadCards[a] = 1
      deadCards[b] = 1
      handKeys[i] = boardKey + CARD_RANK_KEYS[a] + CARD_RANK_KEYS[b]
      for (let s = 0; s < SUIT_COUNT; s++) handSuitMasks[i * SUIT_COUNT + s] = 0
      handSuitMasks[i * SUIT_COUNT + (a & 3)] |= 1 << (a >> 2)
      handSuitMasks[i * SUIT_COUNT + (b & 3)] |= 1 << (b >> 2)
    }
    for (const card of dead) deadCards[card] = 1
    for (let r = 0; r < RANK_COUNT; r++) {
      liveByRank[r] = 4 - deadCards[r * 4] - deadCards[r * 4 + 1] - deadCards[r * 4 + 2] - deadCards[r * 4 + 3]
    }

    // Every rank pattern of the missing cards, scored as if nobody could make a flush.
    visitedCount = 0
    if (missingCards <= 2) enumerateFewBoardRanks()
    else enumerateBoardRanks(0, missingCards, 0, 1)
    // The boards where a flush is possible and decides the pot.
    for (let s = 0; s < SUIT_COUNT; s++) settleFlushes(s)
    // The rest keep the non-flush winners of their rank pattern.
    let boards = 0
    for (let v = 0; v < visitedCount; v++) {
      const slot = visitedBoards[v]
      boards += boardsOfBoard[slot]
      const kept = boardsOfBoard[slot] - flushBoardsOfBoard[slot]
      if (kept > 0) credit(winnersOfBoard[slot], kept)
    }

    const wins: number[] = []
    const ties: number[] = []
    const tieShares: number[] = []
    for (let i = 0; i < handCount; i++) {
      wins.push(winsByHand[i])
      let tied = 0
      let shares = 0
      for (let sharers = 2; sharers <= handCount; sharers++) {
        const count = tiesBySharers[i * TIE_STRIDE + sharers]
        tied += count
        shares += count / sharers
      }
      ties.push(tied)
      tieShares.push(shares)
    }
    return { boards, wins, ties, tieShares }
  }

  function computeEquityByWinners(
    hands: ReadonlyArray<readonly [CardId, CardId]>,
    board: readonly CardId[],
    dead: readonly CardId[],
    out: Float64Array,
  ): number {
    boardsByWinners = out
    try {
      return computeEquity(hands, board, dead).boards
    } finally {
      boardsByWinners = null
    }
  }
  return { computeEquity, computeEquityByWinners }
}

type EquityFunction = (hands: ReadonlyArray<readonly [CardId, CardId]>, board: readonly CardId[]) => EquityCounts
type ByWinnersFunction = (
  hands: ReadonlyArray<readonly [CardId, CardId]>,
  board: readonly CardId[],
  dead: readonly CardId[],
  out: Float64Array,
) => number

/**
 * Exact showdown counts for every completion of the board.
 * hands: 2..23 pairs of card ids (rank * 4 + suit); board: 0, 3, 4 or 5 card ids; all cards distinct. Not
 * validated here (see validateEquityInput). Each unordered completion counts once, so wins and ties are exact
 * integers and sum over hands of wins + tieShares equals boards (up to floating point in tieShares).
 * Cost grows with the number of board rank patterns, not with the number of boards; synchronous, no I/O.
 */
const engine = createEquityEngine()
export const computeEquity: EquityFunction = engine.computeEquity

/**
 * As computeEquity, for at most 6 hands and with `dead` cards that no completion uses, adding each completion's count
 * to out[winners], where winners is the bitmask
 * of the hands that share the pot (bit i for hands[i]); `out` needs 1 << hands.length entries and is not cleared.
 * Returns the number of completions.
 */
export const computeEquityByWinners: ByWinnersFunction = engine.computeEquityByWinners
