// Odds-engine adapter: a piscina pool of worker threads, so pricing never blocks the event loop.

import { Piscina } from 'piscina'
import { DomainError } from '../core/errors.js'
import type { PricedHand } from '../core/hand-odds.js'
import type { OddsEngine } from '../ports/odds-engine.js'
import type { OddsTask } from './odds-worker.js'

export interface OddsPoolOptions {
  threads: number
  /** Most tasks that may wait for a worker (at least 1); beyond it a task is refused at once. */
  maxQueue: number
}

const OVERLOADED_MESSAGE = 'The odds engine is at capacity; retry shortly.'

/** A worker pool of `threads` threads, started at once so the first deal pays no start-up cost. */
export function createOddsPool(options: OddsPoolOptions): OddsEngine {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js'
  const pool = new Piscina({
    filename: new URL(`./odds-worker${ext}`, import.meta.url).href,
    minThreads: options.threads,
    maxThreads: options.threads,
    maxQueue: options.maxQueue,
    idleTimeout: Number.POSITIVE_INFINITY,
  })

  async function run<T>(task: OddsTask): Promise<T> {
    if (pool.queueSize >= options.maxQueue) throw new DomainError('ODDS_OVERLOADED', OVERLOADED_MESSAGE)
    try {
      return (await pool.run(task)) as T
    } catch (err) {
      // Piscina's own bound (it counts a little differently) refuses with a plain Error.
      if (err instanceof Error && /task queue is at limit|no task queue available/i.test(err.message)) {
        throw new DomainError('ODDS_OVERLOADED', OVERLOADED_MESSAGE)
      }
      throw err
    }
  }

  return {
    priceHands: (hands, board) => run<PricedHand[]>({ hands: hands.map(([a, b]) => [a, b]), board: [...board] }),
    queueSize: () => pool.queueSize,
    close: () => pool.destroy(),
  }
}
