// Odds-engine adapter: a piscina pool of worker threads, so pricing never blocks the event loop.

import { Piscina } from 'piscina'
import { DomainError } from '../core/errors.js'
import type { GamePricing } from '../core/game.js'
import type { PricedHand } from '../core/hand-odds.js'
import type { DealtCards, OddsEngine } from '../ports/odds-engine.js'
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

  const copyCards = ({ hands, board }: DealtCards) => ({ hands: hands.map(([a, b]): [number, number] => [a, b]), board: [...board] })

  return {
    priceHands: (hands, board) => run<PricedHand[]>({ kind: 'hands', ...copyCards({ hands, board }) }),
    // Split across the threads: one task per thread's share, so a bulk request uses every core.
    async priceGames(games, rtpBp) {
      const share = Math.ceil(games.length / options.threads)
      const chunks: DealtCards[][] = []
      for (let i = 0; i < games.length; i += share) chunks.push(games.slice(i, i + share))
      const priced = await Promise.all(chunks.map((chunk) => run<GamePricing[]>({ kind: 'games', games: chunk.map(copyCards), rtpBp })))
      return priced.flat()
    },
    queueSize: () => pool.queueSize,
    close: () => pool.destroy(),
  }
}
