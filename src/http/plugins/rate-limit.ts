// Rate limit for the protected routes: N requests per minute per verified subject (per client IP without one), 429 + Retry-After.

import rateLimit from '@fastify/rate-limit'
import type { FastifyInstance, FastifyRequest } from 'fastify'

export const RATE_LIMIT_WINDOW_MS = 60_000

/** The bucket a request counts against: the token subject when verified, else the client address. */
export function rateLimitKey(request: FastifyRequest): string {
  const identity = request.identity
  return identity?.verified && identity.sub ? `sub:${identity.sub}` : `ip:${request.ip}`
}

/** An Error the one error handler turns into 429 `{"error": message}`; the plugin has set Retry-After already. */
function tooManyRequests(_request: FastifyRequest, context: { statusCode: number; max: number; ttl: number }): Error {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000))
  const err = new Error(`Too many requests: at most ${context.max} per minute; retry in ${seconds} s.`)
  return Object.assign(err, { statusCode: context.statusCode })
}

/**
 * Registers the limit in the scope of the protected routes (call it inside that scope, before its routes).
 * It runs at preValidation, after the auth onRequest hook has set request.identity and before any work,
 * so the key is the verified subject. `max` 0 registers nothing.
 */
export async function registerRateLimit(scope: FastifyInstance, options: { max: number }): Promise<void> {
  if (options.max === 0) return
  await scope.register(rateLimit, {
    max: options.max,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    hook: 'preValidation',
    keyGenerator: rateLimitKey,
    errorResponseBuilder: tooManyRequests,
  })
}
