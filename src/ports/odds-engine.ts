// The odds-engine port: exact prices for hands on a board, computed wherever the adapter runs the engine.

import type { CardId } from '../core/cards.js'
import type { PricedHand } from '../core/hand-odds.js'

export interface OddsEngine {
  /**
   * Every hand priced exactly over every completion of the board (0, 3, 4 or 5 cards), at the stage the board
   * stands at. Inputs are validated by the caller. Rejects with DomainError ODDS_OVERLOADED when the engine's
   * queue is full.
   */
  priceHands(hands: ReadonlyArray<readonly [CardId, CardId]>, board: readonly CardId[]): Promise<PricedHand[]>
  /** Tasks waiting for the engine. */
  queueSize(): number
  close(): Promise<void>
}
