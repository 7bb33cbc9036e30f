// Load shedding: when the event loop lags or memory runs high, refuse new work at once with 503 + Retry-After.

import { monitorEventLoopDelay } from 'node:perf_hooks'
import v8 from 'node:v8'
import type { FastifyInstance } from 'fastify'
import type { LoadSheddingConfig } from '../../config.ts'

/** How often the event-loop delay and memory are sampled; a shed client is told to retry after 1 s. */
const SAMPLE_INTERVAL_MS = 500
/** Resolution of the event-loop delay histogram, in ms (subtracted from its mean). */
const DELAY_RESOLUTION_MS = 10

export const SHED_MESSAGE = 'The service is overloaded; retry after the Retry-After header.'
/** The code of the error a shed request fails with; the error handler answers it 503 + Retry-After. */
export const LOAD_SHED_ERROR_CODE = 'FST_UNDER_PRESSURE'

export const CLOSING_MESSAGE = 'The service is shutting down; retry shortly.'
/** The code of the error a request arriving during shutdown fails with; answered like a shed request. */
export const CLOSING_ERROR_CODE = 'SERVICE_CLOSING'

/** Routes that keep answering under pressure: health keeps its own 200/503 semantics, and metrics must stay scrapeable.
 * */
const EXEMPT_ROUTES = new Set(['/api/health', '/metrics'])

export interface LoadSheddingOptions extends LoadSheddingConfig {
  /** Called for each refused request with the check that tripped (eventLoopDelay, heapUsedBytes, rssBytes). */
  onShed?: (reason: string) => void
}

/**
 * Samples the event-loop delay (mean over the last interval), the V8 heap in use and the resident set size every
 * 500 ms, and refuses new requests in a root onRequest hook while one is over its threshold, so a refused request
 * costs no auth, parsing or work. A sample that cannot be read (no file descriptor left for reading the RSS during
 * a connection flood) keeps the previous value: no resource error can end the process from here. Start-up (the
 * serializers compiled in ready()) blocks the loop once; the samples that cover it do not refuse. With every
 * threshold 0 nothing is registered. (@fastify/under-pressure, used before, read the RSS in a timer without a
 * guard, and one EMFILE there ended the process.)
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes, onShed } = options
  if (maxEventLoopDelayMs === 0 && maxHeapUsedBytes === 0 && maxRssBytes === 0) return
  const histogram = monitorEventLoopDelay({ resolution: DELAY_RESOLUTION_MS })
  histogram.enable()
  let eventLoopDelayMs = 0
  let heapUsedBytes = 0
  let rssBytes = 0
  let readyAt = Number.POSITIVE_INFINITY
  const sample = () => {
    const mean = histogram.mean / 1e6 - DELAY_RESOLUTION_MS
    eventLoopDelayMs = Number.isNaN(mean) ? 0 : Math.max(0, mean)
    histogram.reset()
    heapUsedBytes = v8.getHeapStatistics().used_heap_size
    try {
      rssBytes = process.memoryUsage.rss()
    } catch {
      // keep the last reading
    }
  }
  sample()
  const timer = setInterval(sample, SAMPLE_INTERVAL_MS).unref()
  app.addHook('onReady', async () => {
    readyAt = performance.now()
  })
  app.addHook('onClose', async () => {
    clearInterval(timer)
    histogram.disable()
  })
  const measuresStartUp = () => performance.now() - readyAt < 2 * SAMPLE_INTERVAL_MS
  const pressure = (): string | undefined => {
    if (maxEventLoopDelayMs > 0 && eventLoopDelayMs > maxEventLoopDelayMs && !measuresStartUp()) return 'eventLoopDelay'
    if (maxHeapUsedBytes > 0 && heapUsedBytes > maxHeapUsedBytes) return 'heapUsedBytes'
    if (maxRssBytes > 0 && rssBytes > maxRssBytes) return 'rssBytes'
    return undefined
  }
  // Exempt routes pass; the rest fail with an error the one error handler maps to 503 `{"error": ...}`.
  app.addHook('onRequest', (request, _reply, done) => {
    const reason = pressure()
    if (reason === undefined || EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) {
      done()
      return
    }
    onShed?.(reason)
    request.log.debug({ check: reason }, 'load shed: request refused')
    done(Object.assign(new Error(SHED_MESSAGE), { code: LOAD_SHED_ERROR_CODE, statusCode: 503 }))
  })
}

/**
 * While the app closes, a request that still arrives (on a kept-alive connection, or on one accepted just before
 * the listener closed) is answered 503 `{"error": ...}` + Retry-After (in place of Fastify's return503OnClosing,
 * whose body has other keys), with `Connection: close`; requests accepted before keep running to the end (a request
 * pipelined behind one gets its 503 too), and each connection is closed as soon as it is idle. /api/health answers
 * as usual (its 503 has its own body); once the listener is closed, new connections are refused anyway.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (!closing || request.routeOptions.url === '/api/health') {
      done()
      return
    }
    reply.header('connection', 'close')
    done(Object.assign(new Error(CLOSING_MESSAGE), { code: CLOSING_ERROR_CODE, statusCode: 503 }))
  })
}
