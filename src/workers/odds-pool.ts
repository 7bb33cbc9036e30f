// Odds-engine adapter: a piscina pool of worker threads, so pricing never blocks the event loop.

import { Piscina } from 'piscina'
import { DomainError } from '../core/errors.ts'
import type { GamePricing } from '../core/game.ts'
import type { PricedHand } from '../core/hand-odds.ts'
import type { DealtCards, OddsEngine } from '../ports/odds-engine.ts'
import { createFairShare, type FairShare, JobAbandoned } from './fair-share.ts'
import { type EquityOutcome, equityOutcomeResult, type OddsTask } from './odds-worker.ts'
import { randomSeed } from './seed.ts'

export interface OddsPoolOptions {
  threads: number
  /** Most tasks that may wait for a worker (at least 1); beyond it a task is refused at once. */
  maxQueue: number
}

/** Range-equity requests one caller may have waiting for a thread. */
export const EQUITY_WAITING_PER_CALLER = 4

const OVERLOADED_MESSAGE = 'The odds engine is at capacity; retry shortly.'

/** The threads of `threads` that take range equity (at least 1): half, rounded up. */
export function equityThreads(threads: number): number {
  return Math.ceil(threads / 2)
}

/** The threads of `threads` that price deals and games (at least 1): the other half; with one thread in all, that one.
 * */
export function pricingThreads(threads: number): number {
  return Math.max(1, threads - equityThreads(threads))
}

/** Tasks one pricing thread holds at once: it starts the next the moment one ends, without waiting for the main thread.
 * */
export const PRICING_TASKS_PER_THREAD = 4

/**
 * Two pools of worker threads (one when `threads` is 1), started at once so the first deal pays no start-up cost:
 * `pricingThreads(threads)`
 * price deals and games, each holding a few tasks so it never idles between them; `equityThreads(threads)` take range
 * equity, one task each (a task may run for a minute, and no deal waits behind it). Hand pricing asked for within one
 * turn of the event loop goes to the pricing threads as one task per thread.
 */
export function createOddsPool(options: OddsPoolOptions): OddsEngine & { equityShares: FairShare } {
  const ext = import.meta.url.endsWith('.ts') ? '.ts' : '.js'
  const filename = new URL(`./odds-worker${ext}`, import.meta.url).href
  const pricingCount = pricingThreads(options.threads)
  const pricing = new Piscina({
    filename,
    minThreads: pricingCount,
    maxThreads: pricingCount,
    concurrentTasksPerWorker: PRICING_TASKS_PER_THREAD,
    maxQueue: options.maxQueue,
    idleTimeout: Number.POSITIVE_INFINITY,
  })
  const equityCount = equityThreads(options.threads)
  // One thread in all (ODDS_WORKERS=1): it prices and takes range equity too, as a single thread must.
  const equity =
    options.threads === 1
      ? pricing
      : new Piscina({
          filename,
          minThreads: equityCount,
          maxThreads: equityCount,
          maxQueue: options.maxQueue,
          idleTimeout: Number.POSITIVE_INFINITY,
        })

  async function run<T>(pool: Piscina, task: OddsTask): Promise<T> {
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

  const copyCards = ({ hands, board }: DealtCards) => ({
    hands: hands.map(([a, b]): [number, number] => [a, b]),
    board: [...board],
  })

  // Hand pricing waiting for the end of this turn of the event loop, then sent as one task per pricing thread.
  let batch: Array<{
    cards: ReturnType<typeof copyCards>
    resolve: (priced: PricedHand[]) => void
    reject: (err: unknown) => void
  }> = []
  let handsInFlight = 0
  function sendBatch(): void {
    const waiting = batch
    batch = []
    const share = Math.ceil(waiting.length / pricingCount)
    for (let i = 0; i < waiting.length; i += share) {
      const part = waiting.slice(i, i + share)
      run<PricedHand[][]>(pricing, { kind: 'hands-batch', deals: part.map(({ cards }) => cards) }).then(
        (priced) => part.forEach(({ resolve }, k) => resolve(priced[k])),
        (err: unknown) => part.forEach(({ reject }) => reject(err)),
      )
    }
  }

  // Range equity may run for a minute a request; a caller gets its share of the equity threads.
  const shares = createFairShare({ slots: equityCount, maxWaitingPerCaller: EQUITY_WAITING_PER_CALLER })

  return {
    // Beyond one deal being priced per thread, at most maxQueue wait; more are refused at once.
    priceHands(hands, board) {
      if (handsInFlight >= options.maxQueue + pricingCount)
        return Promise.reject(new DomainError('ODDS_OVERLOADED', OVERLOADED_MESSAGE))
      handsInFlight++
      return new Promise<PricedHand[]>((resolve, reject) => {
        if (batch.length === 0) setImmediate(sendBatch)
        batch.push({ cards: copyCards({ hands, board }), resolve, reject })
      }).finally(() => {
        handsInFlight--
      })
    },
    // Split across the pricing threads: one task per thread's share, so a bulk request uses every core.
    async priceGames(games, rtpBp) {
      const share = Math.ceil(games.length / pricingCount)
      const chunks: DealtCards[][] = []
      for (let i = 0; i < games.length; i += share) chunks.push(games.slice(i, i + share))
      const priced = await Promise.all(
        chunks.map((chunk) => run<GamePricing[]>(pricing, { kind: 'games', games: chunk.map(copyCards), rtpBp })),
      )
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
            return equityOutcomeResult(
              await run<EquityOutcome>(equity, {
                kind: 'equity',
                input,
                maxMillis,
                targetStdError,
                seed: randomSeed(),
                cancel,
              }),
            )
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
    queueSize: () =>
      Math.max(0, handsInFlight - pricingCount) + pricing.queueSize + (equity === pricing ? 0 : equity.queueSize),
    close: async () => {
      await Promise.all([...new Set([pricing, equity])].map((pool) => pool.destroy()))
    },
  }
}
