// Worker-thread entry: prices hands on a board, or whole games at every stage, with the exact engine; or range equity.

import type { CardId } from '../core/cards.ts'
import { DomainError, isDomainError } from '../core/errors.ts'
import { type GamePricing, priceGame } from '../core/game.ts'
import { type PricedHand, priceBoard } from '../core/hand-odds.ts'
import {
  RangeEquityCancelled,
  type RangeEquityInput,
  type RangeEquityResult,
  rangeEquity,
} from '../core/range-equity.ts'

export interface EquityTask {
  kind: 'equity'
  input: RangeEquityInput
  maxMillis: number
  /** As a fraction. */
  targetStdError: number
  seed: number[]
  /** Element 0 turns 1 when the requester has gone. */
  cancel: Int32Array
}

export type OddsTask =
  | { kind: 'hands-batch'; deals: Array<{ hands: Array<[CardId, CardId]>; board: CardId[] }> }
  | { kind: 'games'; games: Array<{ hands: Array<[CardId, CardId]>; board: CardId[] }>; rtpBp: number }
  | EquityTask

/** What an equity task answers across the thread boundary (errors do not keep their class there). */
export type EquityOutcome =
  | { kind: 'done'; result: RangeEquityResult }
  | { kind: 'cancelled' }
  | { kind: 'refused'; message: string }

export function runEquityTask(task: EquityTask): EquityOutcome {
  try {
    const result = rangeEquity(task.input, {
      maxMillis: task.maxMillis,
      targetStdError: task.targetStdError,
      seed: task.seed,
      now: () => performance.now(),
      cancelled: () => Atomics.load(task.cancel, 0) !== 0,
    })
    return { kind: 'done', result }
  } catch (err) {
    if (err instanceof RangeEquityCancelled) return { kind: 'cancelled' }
    if (isDomainError(err) && err.code === 'INVALID_INPUT') return { kind: 'refused', message: err.message }
    throw err
  }
}

/** The task's answer on the requesting thread: the result, null when cancelled, or the refusal as a DomainError. */
export function equityOutcomeResult(outcome: EquityOutcome): RangeEquityResult | null {
  if (outcome.kind === 'done') return outcome.result
  if (outcome.kind === 'cancelled') return null
  throw new DomainError('INVALID_INPUT', outcome.message)
}

export default function runOddsTask(task: OddsTask): PricedHand[] | PricedHand[][] | GamePricing[] | EquityOutcome {
  if (task.kind === 'hands-batch') return task.deals.map((deal) => priceBoard(deal.hands, deal.board))
  if (task.kind === 'equity') return runEquityTask(task)
  return task.games.map((game) => priceGame(game.hands, game.board, task.rtpBp))
}
