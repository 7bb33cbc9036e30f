// Odds-engine adapter that prices on the calling thread: for scripts and tests that do not need the pool.

import { priceGame } from '../core/game.js'
import { priceBoard } from '../core/hand-odds.js'
import type { OddsEngine } from '../ports/odds-engine.js'

export function createInlineOddsEngine(): OddsEngine {
  return {
    async priceHands(hands, board) {
      return priceBoard(hands, board)
    },
    async priceGames(games, rtpBp) {
      return games.map((game) => priceGame(game.hands, game.board, rtpBp))
    },
    queueSize: () => 0,
    close: async () => {},
  }
}
