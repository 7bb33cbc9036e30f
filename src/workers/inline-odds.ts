// Odds-engine adapter that prices on the calling thread: for scripts and tests that do not need the pool.

import { priceGame } from '../core/game.ts'
import { priceBoard } from '../core/hand-odds.ts'
import type { OddsEngine } from '../ports/odds-engine.ts'
import { equityOutcomeResult, runEquityTask } from './odds-worker.ts'
import { randomSeed } from './seed.ts'

export function createInlineOddsEngine(): OddsEngine {
  return {
    async priceHands(hands, board) {
      return priceBoard(hands, board)
    },
    async priceGames(games, rtpBp) {
      return games.map((game) => priceGame(game.hands, game.board, rtpBp))
    },
    // On the calling thread the work cannot notice a disconnect while it runs; only one that came before is honoured.
    async rangeEquity({ input, maxMillis, targetStdError, signal }) {
      if (signal.aborted) return null
      const cancel = new Int32Array(1)
      return equityOutcomeResult(
        runEquityTask({ kind: 'equity', input, maxMillis, targetStdError, seed: randomSeed(), cancel }),
      )
    },
    queueSize: () => 0,
    close: async () => {},
  }
}
