// Exact equity: enumerates every completion of the board and counts, per hand, wins alone and ties.
import type { CardId } from './cards.js'

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

/**
 * PLACEHOLDER contract (the engine replaces the body):
 * hands: 2..23 pairs of distinct card ids; board: 0, 3, 4 or 5 card ids; all cards distinct.
 */
export function computeEquity(hands: ReadonlyArray<readonly [CardId, CardId]>, board: readonly CardId[]): EquityCounts {
  throw new Error(`not implemented: ${hands.length} hands, ${board.length} board cards`)
}
