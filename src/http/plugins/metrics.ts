// GET /metrics and the per-route request histogram, reported to the metrics the app is handed.

import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyInstance, onResponseHookHandler } from 'fastify'
import type { ServiceMetrics } from '../../ports/metrics.ts'

export const METRICS_PATH = '/metrics'

/** True when `header` is `Bearer <token>`; compared in constant time (as digests, whatever the lengths). */
function bearerMatches(header: string | undefined, token: string): boolean {
  const sent = /^Bearer[ \t]+(\S+)[ \t]*$/i.exec(header ?? '')?.[1] ?? ''
  const digest = (text: string) => createHash('sha256').update(text).digest()
  return timingSafeEqual(digest(sent), digest(token))
}

/**
 * Times every request to a registered route (histogram http_request_duration_seconds by method, route template and
 * status code, from routing to the answer's last byte: Fastify's `reply.elapsedTime`) and serves every metric at
 * GET /metrics: behind `Authorization: Bearer <token>` when options.token is set, else public; left out of the OpenAPI
 * document, neither timed nor shed. Register before the routes: each route gets its own onResponse hook with its
 * template bound, so a request pays one observation and nothing else (fastify-metrics, used before, built a timer
 * and a label object per request and read Fastify's routeOptions, which builds an object on each read, four times:
 * about a third of what Fastify alone costs a request). Unknown URLs have no route and are not recorded.
 */
export async function registerMetrics(
  app: FastifyInstance,
  metrics: ServiceMetrics,
  options: { token?: string } = {},
): Promise<void> {
  app.addHook('onRoute', (route) => {
    if (route.url === METRICS_PATH) return
    const template = route.url
    const observe: onResponseHookHandler = (request, reply, done) => {
      metrics.observeRequest(request.method, template, reply.statusCode, reply.elapsedTime / 1000)
      done()
    }
    route.onResponse = route.onResponse === undefined ? [observe] : [...[route.onResponse].flat(), observe]
  })
  app.get(METRICS_PATH, { schema: { hide: true }, logLevel: 'warn' }, async (request, reply) => {
    if (options.token !== undefined && !bearerMatches(request.headers.authorization, options.token)) {
      return reply
        .code(401)
        .header('www-authenticate', 'Bearer')
        .send({ error: 'Missing or invalid Authorization header.' })
    }
    const { contentType, text } = await metrics.render()
    return reply.type(contentType).send(text)
  })
}
