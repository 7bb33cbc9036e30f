// Test harness for the shared rate-limit suites: finds the test Redis, skips or fails by CI, isolates each suite's
// keys.

import { randomUUID } from 'node:crypto'
import type { Redis } from 'ioredis'
import type { Test } from 'tap'
import { createRateLimitRedis, redisReady } from '../../src/redis/rate-limit-redis.ts'

export const REDIS_SKIP_MESSAGE =
  'Redis suites skipped: set TEST_REDIS_URL, e.g. TEST_REDIS_URL=redis://127.0.0.1:6390 (see .ci/redis-setup.sh); ' +
  'with CI=true they fail instead.'

export interface RedisTestServer {
  url: string
  /** A client as src/server.ts builds it, on keys of this suite only; quit when the suite ends. */
  connect(keyPrefix?: string): Redis
}

/**
 * Prepares a Redis suite on `t` (call it first). Without TEST_REDIS_URL it plans 0 tests with REDIS_SKIP_MESSAGE,
 * unless CI=true, where it fails; an unreachable Redis fails.
 */
export async function useRedis(t: Test, env: NodeJS.ProcessEnv = process.env): Promise<RedisTestServer | undefined> {
  const url = env.TEST_REDIS_URL
  if (!url) {
    if (env.CI === 'true')
      t.fail('CI=true but TEST_REDIS_URL is not set: the Redis suites must run in CI (.ci/redis-setup.sh).')
    else t.plan(0, REDIS_SKIP_MESSAGE)
    return undefined
  }
  const suitePrefix = `hand-odds-test:${randomUUID()}:`
  const clients: Redis[] = []
  t.teardown(async () => {
    await Promise.allSettled(clients.map((client) => client.quit()))
  })
  const server: RedisTestServer = {
    url,
    connect(keyPrefix = suitePrefix) {
      const client = createRateLimitRedis({ url, keyPrefix })
      clients.push(client)
      return client
    },
  }
  const probe = server.connect()
  try {
    await waitReady(probe)
    await probe.ping()
  } catch (err) {
    t.fail(
      `The test Redis at ${url} is unreachable (${err instanceof Error ? err.message : String(err)}); start it with ` +
        `.ci/redis-setup.sh.`,
    )
    return undefined
  }
  return server
}

/** Resolves once `client` is connected (commands are not queued while it is not), or rejects after 3 s. */
export async function waitReady(client: Redis): Promise<void> {
  if (!(await redisReady(client, 3_000))) throw new Error('not connected after 3 s')
}
