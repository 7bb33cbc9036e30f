// GET /metrics and the per-route request histogram, reported to the metrics the app is handed.

import fastifyMetricsModule, { type IMetricsPluginOptions } from 'fastify-metrics'
import type { FastifyInstance, FastifyPluginAsync } from 'fastify'
import type { ServiceMetrics } from '../../ports/metrics.js'

// fastify-metrics is CommonJS with an ES-style default export.
const fastifyMetrics = (fastifyMetricsModule as unknown as { default: FastifyPluginAsync<Partial<IMetricsPluginOptions>> }).default

export const METRICS_PATH = '/metrics'

/** Request latency buckets, in seconds: from a cached health check to a deal that waited in the queue. */
const REQUEST_BUCKETS_SECONDS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10]

/**
 * Times every request to a registered route (histogram http_request_duration_seconds by method, route
 * template and status code) and serves every metric at GET /metrics, which is public, left out of the
 * OpenAPI document, and neither timed nor shed. Register before the routes.
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
  app.get(
    METRICS_PATH,
    { schema: { hide: true }, logLevel: 'warn', config: { disableMetrics: true } },
    async (_request, reply) => {
      const { contentType, text } = await metrics.render()
      return reply.type(contentType).send(text)
    },
  )
}
