// Prometheus metrics: request counts and latency by route and status, odds-pool and store gauges/counters, at GET /metrics.

import fastifyMetricsModule, { type IMetricsPluginOptions } from 'fastify-metrics'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client'
import type { ObservedOddsCalculator, OddsTaskEvent } from '../../workers/odds-pool.js'

// fastify-metrics is CommonJS with an ES-style default export.
const fastifyMetrics = (fastifyMetricsModule as unknown as { default: FastifyPluginAsync<Partial<IMetricsPluginOptions>> }).default

export const METRICS_PATH = '/metrics'

/** Request latency buckets, in seconds: from a cached health check to a deal that waited in the queue. */
const REQUEST_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]
const ODDS_TASK_BUCKETS_SECONDS = [0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

/** The service's own instruments, in a registry of this app (many apps in one process do not collide). */
export interface ServiceMetrics {
  readonly registry: Registry
  /** A DomainError STORE_UNAVAILABLE answered 503. */
  countStoreError(): void
  /** A request refused by load shedding; `reason` is under-pressure's check (eventLoopDelay, heapUsedBytes, ...). */
  countShed(reason: string): void
  /** One finished odds task. */
  observeOddsTask(event: OddsTaskEvent): void
  /** The calculator whose queue depth and tasks in flight the gauges report at scrape time. */
  watchOdds(calculator: ObservedOddsCalculator): void
}

export function createServiceMetrics(): ServiceMetrics {
  const registry = new Registry()
  let odds: ObservedOddsCalculator | undefined
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
      this.set(odds?.queueSize() ?? 0)
    },
  })
  new Gauge({
    name: 'hand_odds_odds_tasks_in_flight',
    help: 'Odds tasks queued or running.',
    registers: [registry],
    collect() {
      this.set(odds?.inFlight() ?? 0)
    },
  })
  return {
    registry,
    countStoreError: () => storeErrors.inc(),
    countShed: (reason) => shed.inc({ reason }),
    observeOddsTask: ({ seconds, outcome }) => oddsTaskSeconds.observe({ outcome }, seconds),
    watchOdds: (calculator) => {
      odds = calculator
    },
  }
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

/**
 * Times every request to a registered route (histogram http_request_duration_seconds by method, route
 * template and status code) and serves the process and service metrics at GET /metrics, which is public,
 * left out of the OpenAPI document, and neither timed nor shed. Register before the routes.
 */
export async function registerMetrics(app: FastifyInstance, metrics: ServiceMetrics): Promise<void> {
  await app.register(fastifyMetrics, {
    endpoint: null,
    defaultMetrics: { enabled: false },
    routeMetrics: {
      enabled: { histogram: true, summary: false },
      registeredRoutesOnly: true,
      routeBlacklist: [METRICS_PATH],
      // The summary is built even when disabled: keep it out of every registry (the global one too).
      overrides: { histogram: { buckets: REQUEST_BUCKETS_SECONDS, registers: [metrics.registry] }, summary: { registers: [] } },
    },
  })
  const processMetrics = sharedProcessRegistry()
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, logLevel: 'warn', config: { disableMetrics: true } },
    async (_request, reply) => {
      const merged = Registry.merge([processMetrics, metrics.registry])
      return reply.type(merged.contentType).send(await merged.metrics())
    },
  )
}
