// Load shedding: when the event loop lags or memory runs high, refuse new work at once with 503 + Retry-After.

import underPressure from '@fastify/under-pressure'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { LoadSheddingConfig } from '../../config.js'

/** How often the event-loop delay and memory are sampled; a shed client is told to retry after 1 s. */
const SAMPLE_INTERVAL_MS = 500

export const SHED_MESSAGE = 'The service is overloaded; retry after the Retry-After header.'
/** The code of the error a shed request fails with; the error handler answers it 503 + Retry-After. */
export const LOAD_SHED_ERROR_CODE = 'FST_UNDER_PRESSURE'

export const CLOSING_MESSAGE = 'The service is shutting down; retry shortly.'
/** The code of the error a request arriving during shutdown fails with; answered like a shed request. */
export const CLOSING_ERROR_CODE = 'SERVICE_CLOSING'

/** Routes that keep answering under pressure: health keeps its own 200/503 semantics, and metrics must stay scrapeable. */
const EXEMPT_ROUTES = new Set(['/api/health', '/metrics'])

export interface LoadSheddingOptions extends LoadSheddingConfig {
  /** Called for each refused request with the check that tripped (eventLoopDelay, heapUsedBytes, rssBytes). */
  onShed?: (reason: string) => void
}

/**
 * Registers @fastify/under-pressure as a root onRequest hook, so a refused request costs no auth,
 * parsing or work. With every threshold 0 nothing is registered.
 */
export async function registerLoadShedding(app: FastifyInstance, options: LoadSheddingOptions): Promise<void> {
  const { maxEventLoopDelayMs, maxHeapUsedBytes, maxRssBytes, onShed } = options
  if (maxEventLoopDelayMs === 0 && maxHeapUsedBytes === 0 && maxRssBytes === 0) return
  // Start-up (compiling every route's serializers in ready()) blocks the loop once; the samples that cover it
  // measure start-up, not load, and must not refuse the first requests.
  let readyAt = Number.POSITIVE_INFINITY
  app.addHook('onReady', async () => {
    readyAt = performance.now()
  })
  const measuresStartUp = () => performance.now() - readyAt < 2 * SAMPLE_INTERVAL_MS
  await app.register(underPressure, {
    maxEventLoopDelay: maxEventLoopDelayMs,
    maxHeapUsedBytes,
    maxRssBytes,
    sampleInterval: SAMPLE_INTERVAL_MS,
    // Exempt routes pass; the rest fail with an error the one error handler maps to 503 `{"error": ...}`.
    pressureHandler: async (request: FastifyRequest, _reply: FastifyReply, type: string) => {
      if (EXEMPT_ROUTES.has(request.routeOptions.url ?? '')) return
      if (type === 'eventLoopDelay' && measuresStartUp()) return
      onShed?.(type)
      request.log.debug({ check: type }, 'load shed: request refused')
      throw Object.assign(new Error(SHED_MESSAGE), { code: LOAD_SHED_ERROR_CODE, statusCode: 503 })
    },
  })
}

/**
 * While the app closes, a request that still arrives on a kept-alive connection is answered 503
 * `{"error": ...}` + Retry-After + `Connection: close` (in place of Fastify's return503OnClosing, whose
 * body has other keys); requests accepted before keep running to the end. /api/health answers as usual
 * (its 503 has its own body); once the listener is closed, new connections are refused anyway.
 */
export function refuseWhileClosing(app: FastifyInstance): void {
  let closing = false
  app.addHook('preClose', async () => {
    closing = true
  })
  app.addHook('onRequest', async (request, reply) => {
    if (!closing || request.routeOptions.url === '/api/health') return
    reply.header('connection', 'close')
    throw Object.assign(new Error(CLOSING_MESSAGE), { code: CLOSING_ERROR_CODE, statusCode: 503 })
  })
}
