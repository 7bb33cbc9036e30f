// Metrics adapter on prom-client: the service's counters, odds-engine timings and gauges, and Node's process metrics.

import { performance } from 'node:perf_hooks'
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client'
import { isDomainError } from '../core/errors.ts'
import type { ServiceMetrics } from '../ports/metrics.ts'
import type { OddsEngine } from '../ports/odds-engine.ts'

/** Request latency buckets, in seconds: from a cached health check to a deal that waited in the queue. */
const REQUEST_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const ODDS_TASK_BUCKETS_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/** ServiceMetrics plus the odds-engine instruments, which wrap the engine the app is handed. */
export interface PrometheusMetrics extends ServiceMetrics {
  /**
   * The engine with every task timed (histogram hand_odds_odds_task_seconds by outcome ok, overloaded, failed)
   * and its queue depth and tasks in flight reported as gauges; prices are unchanged.
   */
  observeOdds(engine: OddsEngine): OddsEngine
}

/** Node.js process metrics (CPU, memory, event loop, GC): one collector per process, shared by every app in it. */
let processRegistry: Registry | undefined
function sharedProcessRegistry(): Registry {
  if (!processRegistry) {
    processRegistry = new Registry()
    collectDefaultMetrics({ register: processRegistry })
  }
  return processRegistry
}

const SETTLED_STAGES = ['hole', 'flop', 'turn']

/** The service's instruments, in a registry of their own (many apps in one process do not collide). */
export function createServiceMetrics(): PrometheusMetrics {
  const registry = new Registry()
  let inFlight = 0
  let watched: OddsEngine | undefined
  const requestSeconds = new Histogram({
    name: 'http_request_duration_seconds',
    help: 'request duration in seconds',
    labelNames: ['method', 'route', 'status_code'] as const,
    buckets: REQUEST_BUCKETS_SECONDS,
    registers: [registry],
  })
  const storeErrors = new Counter({
    name: 'hand_odds_store_errors_total',
    help: 'Requests answered 503 because the seat store could not be reached (DomainError STORE_UNAVAILABLE).',
    registers: [registry],
  })
  const shed = new Counter({
    name: 'hand_odds_load_shed_total',
    help: 'Requests refused with 503 by load shedding, by the check that tripped.',
    labelNames: ['reason'] as const,
    registers: [registry],
  })
  const staked = new Counter({
    name: 'hand_odds_settled_staked_cents_total',
    help: 'Stakes of the bets this instance settled (won or lost), in cents, by betting stage (hole, flop, turn).',
    labelNames: ['stage'] as const,
    registers: [registry],
  })
  const returned = new Counter({
    name: 'hand_odds_settled_returned_cents_total',
    help:
      'What the bets this instance settled paid back (stakes included), in cents, by betting stage: returned / ' +
      'staked is the actual RTP.',
    labelNames: ['stage'] as const,
    registers: [registry],
  })
  const gameBets = new Counter({
    name: 'hand_odds_game_bets_total',
    help:
      "A game's bets a PostgreSQL step or state read needed, by where they came from: kept by this instance (as " +
      "of the table's event) or read.",
    labelNames: ['source'] as const,
    registers: [registry],
  })
  const oddsTaskSeconds = new Histogram({
    name: 'hand_odds_odds_task_seconds',
    help: 'Wall time of one odds computation (queue wait plus work), by outcome (ok, overloaded, failed).',
    labelNames: ['outcome'] as const,
    buckets: ODDS_TASK_BUCKETS_SECONDS,
    registers: [registry],
  })
  new Gauge({
    name: 'hand_odds_odds_queue_depth',
    help: 'Odds tasks waiting for a worker thread.',
    registers: [registry],
    collect() {
      this.set(watched?.queueSize() ?? 0)
    },
  })
  new Gauge({
    name: 'hand_odds_odds_tasks_in_flight',
    help: 'Odds tasks queued or running.',
    registers: [registry],
    collect() {
      this.set(inFlight)
    },
  })

  async function timed<T>(task: () => Promise<T>): Promise<T> {
    const start = performance.now()
    inFlight += 1
    let outcome = 'failed'
    try {
      const result = await task()
      outcome = 'ok'
      return result
    } catch (err) {
      if (isDomainError(err) && err.code === 'ODDS_OVERLOADED') outcome = 'overloaded'
      throw err
    } finally {
      inFlight -= 1
      oddsTaskSeconds.observe({ outcome }, (performance.now() - start) / 1000)
    }
  }

  return {
    observeRequest: (method, route, statusCode, seconds) =>
      requestSeconds.observe({ method, route, status_code: statusCode }, seconds),
    countStoreError: () => storeErrors.inc(),
    countShed: (reason) => shed.inc({ reason }),
    countGameBets: (source) => gameBets.inc({ source }),
    countSettled(bets) {
      // Summed by stage first: two counter increments a stage, not two a bet (a game of 1,000 bets is one call).
      const byStage = new Map<string, { staked: number; returned: number }>()
      for (const bet of bets) {
        if (bet.status !== 'WON' && bet.status !== 'LOST') continue
        const stage = SETTLED_STAGES[bet.bettingStage] ?? String(bet.bettingStage)
        const sums = byStage.get(stage) ?? byStage.set(stage, { staked: 0, returned: 0 }).get(stage)!
        sums.staked += bet.stakeCents
        sums.returned += bet.payoutCents ?? 0
      }
      for (const [stage, sums] of byStage) {
        staked.inc({ stage }, sums.staked)
        returned.inc({ stage }, sums.returned)
      }
    },
    async render() {
      const merged = Registry.merge([sharedProcessRegistry(), registry])
      return { contentType: merged.contentType, text: await merged.metrics() }
    },
    observeOdds(engine) {
      watched = engine
      return {
        priceHands: (hands, board) => timed(() => engine.priceHands(hands, board)),
        priceGames: (games, rtpBp) => timed(() => engine.priceGames(games, rtpBp)),
        rangeEquity: (request) => timed(() => engine.rangeEquity(request)),
        queueSize: () => engine.queueSize(),
        close: () => engine.close(),
      }
    },
  }
}
