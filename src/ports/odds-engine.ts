// The odds-engine port: exact prices for hands on a board, computed wherever the adapter runs the engine.

import type { CardId } from '../core/cards.ts'
import type { GamePricing } from '../core/game.ts'
import type { PricedHand } from '../core/hand-odds.ts'
import type { RangeEquityInput, RangeEquityResult } from '../core/range-equity.ts'

/** One range-equity request as the engine takes it (parsed and checked by core/equity-input). */
export interface RangeEquityRequest {
  input: RangeEquityInput
  /** Budget in milliseconds of work (waiting for a thread is not counted). */
  maxMillis: number
  /** Monte Carlo target for every range's standard error, as a fraction (0.0005 = 0.05 percentage points). */
  targetStdError: number
  /** Whose share of the engine the work takes (core/callers callerKey). */
  caller: string
  /** Aborts when the requester has gone: waiting work is dropped, running work stops at its next check. */
  signal: AbortSignal
}

/** The cards of one dealt game: its hands and all five board cards in dealt order. */
export interface DealtCards {
  hands: ReadonlyArray<readonly [CardId, CardId]>
  board: readonly CardId[]
}

export interface OddsEngine {
  /**
   * Every hand priced exactly over every completion of the board (0, 3, 4 or 5 cards), at the stage the board
   * stands at. Inputs are validated by the caller. Rejects with DomainError ODDS_OVERLOADED when the engine's
   * queue is full.
   */
  priceHands(hands: ReadonlyArray<readonly [CardId, CardId]>, board: readonly CardId[]): Promise<PricedHand[]>
  /**
   * Every stage of each dealt game priced with the house margin (core/game priceGame): hands and the five board
   * cards per game, targetRtp in ten-thousandths. Results in the order given. Rejects like priceHands.
   */
  priceGames(games: ReadonlyArray<DealtCards>, rtpBp: number): Promise<GamePricing[]>
  /**
   * Range equity (core/range-equity), never more than the caller's share of the engine at once. Resolves null when the
   * signal aborted first; rejects with DomainError INVALID_INPUT for an impossible deal, CALLER_LIMIT_REACHED when the
   * caller already has too many requests waiting, ODDS_OVERLOADED when the engine's queue is full.
   */
  rangeEquity(request: RangeEquityRequest): Promise<RangeEquityResult | null>
  /** Tasks waiting for the engine. */
  queueSize(): number
  close(): Promise<void>
}
