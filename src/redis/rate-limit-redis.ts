// The Redis connection that the instances share rate-limit counters through (RATE_LIMIT_REDIS_URL).
// Built by src/server.ts; the rate-limit plugin is handed it. A command never waits for Redis: while it is
// unreachable commands fail at once and the plugin counts in the instance's memory instead.

import { Redis } from 'ioredis'

export interface RateLimitRedisOptions {
  url: string
  /** Where the outage and the recovery are logged: one line each, never one per request. */
  logger?: { warn(obj: object, msg: string): void; info(obj: object, msg: string): void }
  /** Prefix of every key this connection writes (tests give each suite its own). */
  keyPrefix?: string
  /** Longest a counter update may take before the request is counted locally instead, in milliseconds. */
  commandTimeoutMs?: number
}

/** The client: no offline queue (a request never waits for a reconnect), a short command deadline, reconnects backing
 * off to 2 s. */
export function createRateLimitRedis({ url, logger, keyPrefix, commandTimeoutMs = 500 }: RateLimitRedisOptions): Redis {
  const redis = new Redis(url, {
    keyPrefix: keyPrefix ?? 'hand-odds:rl:',
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    commandTimeout: commandTimeoutMs,
    connectTimeout: 2_000,
    retryStrategy: (attempt) => Math.min(attempt * 100, 2_000),
  })
  let down = false
  // Without a listener an 'error' event would end the process; reconnect attempts repeat it, so only the change is
  // logged.
  redis.on('error', (err: Error) => {
    if (down) return
    down = true
    logger?.warn({ reason: err.message }, 'rate-limit Redis unreachable: counting in this instance until it is back')
  })
  redis.on('ready', () => {
    if (!down) return
    down = false
    logger?.info({}, 'rate-limit Redis reachable again: counters are shared')
  })
  return redis
}

/** Resolves true once `redis` is connected, or false after `ms` (it keeps connecting in the background). */
export function redisReady(redis: Redis, ms: number): Promise<boolean> {
  if (redis.status === 'ready') return Promise.resolve(true)
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      redis.off('ready', onReady)
      resolve(false)
    }, ms)
    function onReady() {
      clearTimeout(timer)
      resolve(true)
    }
    redis.once('ready', onReady)
  })
}
