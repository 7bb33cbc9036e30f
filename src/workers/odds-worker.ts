// Worker-thread entry: prices hands on a board, or whole games at every stage, with the exact engine.

import type { CardId } from '../core/cards.js'
import { priceGame, type GamePricing } from '../core/game.js'
import { priceBoard, type PricedHand } from '../core/hand-odds.js'

export type OddsTask =
  | { kind: 'hands'; hands: Array<[CardId, CardId]>; board: CardId[] }
  | { kind: 'games'; games: Array<{ hands: Array<[CardId, CardId]>; board: CardId[] }>; rtpBp: number }

export default function runOddsTask(task: OddsTask): PricedHand[] | GamePricing[] {
  if (task.kind === 'hands') return priceBoard(task.hands, task.board)
  return task.games.map((game) => priceGame(game.hands, game.board, task.rtpBp))
}
