// Odds-engine adapter: a piscina pool of worker threads, so pricing never blocks the event loop.

import { Piscina } from 'piscina'
import { DomainError } from '../core/errors.ts'
import type { GamePricing } from '../core/game.ts'
import type { PricedHand } from '../core/hand-odds.ts'
import type { DealtCards, OddsEngine } from '../ports/odds-engine.ts'
import { createFairShare, JobAbandoned, type FairShare } from './fair-share.ts'
import { equityOutcomeResult, type EquityOutcome, type OddsTask } from './odds-worker.ts'
import { randomSeed } from './seed.ts'

export interface OddsPoolOptions {
  threads: number
  /** Most tasks that may wait for a worker (at least 1); beyond it a task is refused at once. */
  maxQueue: number
}

/** Range-equity requests one caller may have waiting for a thread. */
export const EQUITY_WAITING_PER_CALLER = 4

const OVERLOADED_MESSAGE = 'The odds engine is at capacity; retry shortly.'

/** The threads range equity may hold at once out of `threads` (at least 1): half, rounded up. */
export function equityThreads(threads: number): number {
  return Math.ceil(threads / 2)
}

/** A worker pool of `threads` threads, started at once so the first deal pays no start-up cost. */
export function createOddsPool(options: OddsPoolOptions): OddsEngine & { equityShares: FairShare } {
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

  // Range equity may run for a minute a request: it gets at most half the threads (at least one), so deals and the
  // tables' game pricing always find the other half free.
  const shares = createFairShare({ slots: equityThreads(options.threads), maxWaitingPerCaller: EQUITY_WAITING_PER_CALLER })

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
    rangeEquity({ input, maxMillis, targetStdError, caller, signal }) {
      return shares
        .submit(caller, signal, async () => {
          // Shared with the worker: set when the requester goes, read by the work at its checks.
          const cancel = new Int32Array(new SharedArrayBuffer(4))
          const onAbort = () => Atomics.store(cancel, 0, 1)
          if (signal.aborted) return null
          signal.addEventListener('abort', onAbort, { once: true })
          try {
            return equityOutcomeResult(await run<EquityOutcome>({ kind: 'equity', input, maxMillis, targetStdError, seed: randomSeed(), cancel }))
          } finally {
            signal.removeEventListener('abort', onAbort)
          }
        })
        .catch((err: unknown) => {
          if (err instanceof JobAbandoned) return null
          throw err
        })
    },
    equityShares: shares,
    queueSize: () => pool.queueSize,
    close: () => pool.destroy(),
  }
}
