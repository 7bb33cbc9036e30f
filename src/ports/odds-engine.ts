// The odds-engine port: exact prices for hands on a board, computed wherever the adapter runs the engine.

import type { CardId } from '../core/cards.js'
import type { GamePricing } from '../core/game.js'
import type { PricedHand } from '../core/hand-odds.js'

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
  /** Tasks waiting for the engine. */
  queueSize(): number
  close(): Promise<void>
}
