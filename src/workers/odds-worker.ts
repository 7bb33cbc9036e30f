// Worker-thread entry: prices one set of hands on one board with the exact equity engine.

import { computeEquity, type EquityCounts } from '../core/equity.js'

export interface OddsTask {
  /** Hole cards as card ids, two per hand. */
  hands: Array<[number, number]>
  board: number[]
}

export default function priceTask(task: OddsTask): EquityCounts {
  return computeEquity(task.hands, task.board)
}
