// The odds calculator the HTTP layer uses: a piscina worker pool, or in-process for tools and tests.

import { performance } from 'node:perf_hooks'
import { Piscina } from 'piscina'
import { DomainError, isDomainError } from '../core/errors.js'
import { computeEquity, type EquityCounts } from '../core/equity.js'
import type { CardId } from '../core/cards.js'

export interface OddsCalculator {
  /** Exact equity counts for hands on a (partial) board; rejects with ODDS_OVERLOADED when the queue is full. */
  compute(hands: Array<[CardId, CardId]>, board: CardId[]): Promise<EquityCounts>
  /** Tasks waiting for a worker. */
  queueSize(): number
  close(): Promise<void>
}

export interface OddsPoolOptions {
  threads: number
  /** Most tasks that may wait for a worker (at least 1); beyond it compute() rejects at once. */
  maxQueue: number
}

const OVERLOADED_MESSAGE = 'The odds engine is at capacity; retry shortly.'

/** A worker pool of `threads` threads, started at once so the first deal pays no start-up cost. */
export function createOddsPool(options: OddsPoolOptions): OddsCalculator {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js'
  const pool = new Piscina({
    filename: new URL(`./odds-worker${ext}`, import.meta.url).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    idleTimeout: Number.POSITIVE_INFINITY,
  })
  return {
    async compute(hands, board) {
      if (pool.queueSize >= options.maxQueue) throw new DomainError('ODDS_OVERLOADED', OVERLOADED_MESSAGE)
      try {
        return (await pool.run({ hands, board })) as EquityCounts
      } catch (err) {
        // Piscina's own bound (it counts a little differently) refuses with a plain Error.
        if (err instanceof Error && /task queue is at limit|no task queue available/i.test(err.message)) {
          throw new DomainError('ODDS_OVERLOADED', OVERLOADED_MESSAGE)
        }
        throw err
      }
    },
    queueSize: () => pool.queueSize,
    close: () => pool.destroy(),
  }
}

/** Runs the engine on the calling thread: for scripts and tests that do not exercise the pool. */
export function createInlineOddsCalculator(): OddsCalculator {
  return {
    async compute(hands, board) {
      return computeEquity(hands, board)
    },
    queueSize: () => 0,
    close: async () => {},
  }
}

export type OddsTaskOutcome = 'ok' | 'overloaded' | 'failed'

/** One finished compute() call: its wall time (queue wait plus work) and how it ended. */
export interface OddsTaskEvent {
  seconds: number
  outcome: OddsTaskOutcome
}

/** A calculator that also counts the tasks in flight (queued or running). */
export interface ObservedOddsCalculator extends OddsCalculator {
  inFlight(): number
}

/** Wraps a calculator so every compute() reports an OddsTaskEvent to `observe` (for metrics); results are unchanged. */
export function observeOddsTasks(calculator: OddsCalculator, observe: (event: OddsTaskEvent) => void): ObservedOddsCalculator {
  let inFlight = 0
  return {
    async compute(hands, board) {
      const start = performance.now()
      inFlight += 1
      let outcome: OddsTaskOutcome = 'failed'
      try {
        const counts = await calculator.compute(hands, board)
        outcome = 'ok'
        return counts
      } catch (err) {
        if (isDomainError(err) && err.code === 'ODDS_OVERLOADED') outcome = 'overloaded'
        throw err
      } finally {
        inFlight -= 1
        observe({ seconds: (performance.now() - start) / 1000, outcome })
      }
    },
    queueSize: () => calculator.queueSize(),
    inFlight: () => inFlight,
    close: () => calculator.close(),
  }
}
