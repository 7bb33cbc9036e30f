// Worker-thread entry: prices one set of hands on one board with the exact engine.

import type { CardId } from '../core/cards.js'
import { priceBoard, type PricedHand } from '../core/hand-odds.js'

export interface OddsTask {
  /** Hole cards as card ids, two per hand. */
  hands: Array<[CardId, CardId]>
  board: CardId[]
}

export default function runOddsTask(task: OddsTask): PricedHand[] {
  return priceBoard(task.hands, task.board)
}
