// The odds calculator the HTTP layer uses: a piscina worker pool, or in-process for tools and tests.

import { Piscina } from 'piscina'
import { DomainError } from '../core/errors.js'
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
  /** Most tasks that may wait for a worker; beyond it compute() rejects at once. */
  maxQueue: number
}

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
      if (pool.queueSize >= options.maxQueue) {
        throw new DomainError('ODDS_OVERLOADED', 'The odds engine is at capacity; retry shortly.')
      }
      return (await pool.run({ hands, board })) as EquityCounts
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
