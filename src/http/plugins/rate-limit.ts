// Rate limit for the protected routes: N requests per minute per verified subject (per client address without
// one), 429 + Retry-After. Requests refused for a missing or invalid token count against their address.
// With a shared Redis the counters hold across instances; while it is unreachable each instance counts alone.

import rateLimit, { type FastifyRateLimitStore } from '@fastify/rate-limit'
import LocalStore from '@fastify/rate-limit/store/LocalStore.js'
import RedisStore from '@fastify/rate-limit/store/RedisStore.js'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { callerKey } from '../../core/callers.ts'

export const RATE_LIMIT_WINDOW_MS = 60_000

/** Addresses and subjects each instance remembers while it counts alone (the plugin's default). */
const LOCAL_KEYS = 5_000

/** The bucket a request counts against: the token subject when verified, else the client address. */
export function rateLimitKey(request: FastifyRequest): string {
  return callerKey(request.identity ?? { verified: false, address: request.ip })
}

/** An Error the one error handler turns into 429 `{"error": message}`; Retry-After is set already. */
function tooManyRequests(_request: FastifyRequest, context: { statusCode: number; max: number; ttl: number }): Error {
  const seconds = Math.max(1, Math.ceil(context.ttl / 1000))
  return Object.assign(new Error(`Too many requests: at most ${context.max} per minute; retry in ${seconds} s.`), {
    statusCode: context.statusCode,
  })
}

/**
 * The counters in Redis, shared by every instance; when a Redis command fails (unreachable, too slow) the request
 * is counted in this instance's memory instead, so the limit never turns off and a request never waits for Redis.
 */
function sharedCounters(redis: Redis): new () => FastifyRateLimitStore {
  return class SharedCounters implements FastifyRateLimitStore {
    private readonly shared = new RedisStore(false, false, redis)
    private readonly local = new LocalStore(false, false, LOCAL_KEYS)
    incr(
      key: string,
      callback: (error: Error | null, result?: { current: number; ttl: number }) => void,
      timeWindow: number,
      max: number,
    ): void {
      this.shared.incr(
        key,
        (error, result) => {
          if (error || !result) this.local.incr(key, callback, timeWindow, max)
          else callback(null, result)
        },
        timeWindow,
        max,
      )
    }
    child(): FastifyRateLimitStore {
      return this
    }
  }
}

/** Counts a request refused for its token against its address; resolves to the 429 Error once the address is over. */
export type RefusalCounter = (request: FastifyRequest, reply: FastifyReply) => Promise<Error | undefined>

export interface RateLimitOptions {
  max: number
  /** Shared counters for all instances; without it each instance counts in memory. */
  redis?: Redis
}

/**
 * Registers the limit in the scope of the protected routes (call it inside that scope, before its routes).
 * It runs at preValidation, after the auth onRequest hook has set request.identity and before any work,
 * so the key is the verified subject. Returns the counter the auth hook calls for refused tokens, or
 * undefined when `max` is 0 (no limit).
 */
export async function registerRateLimit(
  scope: FastifyInstance,
  { max, redis }: RateLimitOptions,
): Promise<RefusalCounter | undefined> {
  if (max === 0) return undefined
  await scope.register(rateLimit, {
    max,
    timeWindow: RATE_LIMIT_WINDOW_MS,
    hook: 'preValidation',
    keyGenerator: rateLimitKey,
    errorResponseBuilder: tooManyRequests,
    ...(redis ? { store: sharedCounters(redis) } : { cache: LOCAL_KEYS }),
  })
  // The same counters and key: a refused request has no identity, so it counts against `ip:<address>`.
  const countRequest = scope.createRateLimit()
  return async (request, reply) => {
    const counted = await countRequest(request)
    if (counted.isAllowed || !counted.isExceeded) return undefined
    reply.header('retry-after', String(counted.ttlInSeconds))
    return tooManyRequests(request, { statusCode: 429, max: counted.max, ttl: counted.ttl })
  }
}
