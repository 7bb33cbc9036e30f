// GET /metrics and the per-route request histogram, reported to the metrics the app is handed.

import { createHash, timingSafeEqual } from 'node:crypto'
import fastifyMetricsModule, { type IMetricsPluginOptions } from 'fastify-metrics'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { ServiceMetrics } from '../../ports/metrics.ts'

// fastify-metrics is CommonJS with an ES-style default export.
const fastifyMetrics = (fastifyMetricsModule as unknown as { default: FastifyPluginAsync<Partial<IMetricsPluginOptions>> }).default

export const METRICS_PATH = '/metrics'

/** Request latency buckets, in seconds: from a cached health check to a deal that waited in the queue. */
const REQUEST_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/** True when `header` is `Bearer <token>`; compared in constant time (as digests, whatever the lengths). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(sent), digest(token))
}

/**
 * Times every request to a registered route (histogram http_request_duration_seconds by method, route
 * template and status code) and serves every metric at GET /metrics: behind `Authorization: Bearer <token>`
 * when options.token is set, else public; left out of the OpenAPI document, neither timed nor shed. Register
 * before the routes.
 */
export async function registerMetrics(app: FastifyInstance, metrics: ServiceMetrics, options: { token?: string } = {}): Promise<void> {
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
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, logLevel: 'warn', config: { disableMetrics: true } },
    async (request, reply) => {
      if (options.token !== undefined && !bearerMatches(request.headers.authorization, options.token)) {
        return reply.code(401).header('www-authenticate', 'Bearer').send({ error: 'Missing or invalid Authorization header.' })
      }
      const { contentType, text } = await metrics.render()
      return reply.type(contentType).send(text)
    },
  )
}
