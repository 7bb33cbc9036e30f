// RATE_LIMIT_REDIS_URL: instances sharing one Redis share one budget; with Redis unreachable each instance still
// limits.

import t, { type Test } from 'tap'
import { createRateLimitRedis } from '../../../src/redis/rate-limit-redis.ts'
import { buildTestApp, subjectIsToken } from '../../helpers/app.ts'
import { useRedis, waitReady } from '../../helpers/redis.ts'
import { call, startServer } from '../../helpers/server-process.ts'

const redisServer = await useRedis(t)

const verifier = subjectIsToken
type App = Awaited<ReturnType<typeof buildTestApp>>

const get = (app: App, token: string, remoteAddress = '10.1.0.1') =>
  app.inject({ method: 'GET', url: '/api/tables/3', headers: { authorization: `Bearer ${token}` }, remoteAddress })

/** Statuses of `count` requests taking turns between two instances. */
async function alternate([a, b]: App[], count: number, token: string, remoteAddress?: string): Promise<number[]> {
  const codes: number[] = []
  for (let i = 0; i < count; i++) codes.push((await get(i % 2 === 0 ? a : b, token, remoteAddress)).statusCode)
  return codes
}

if (redisServer) {
  /** Two app instances, each with its own client of one Redis under a fresh key prefix. */
  const twoInstancesOnRedis = async (t: Test, name: string, rateLimitMax: number): Promise<App[]> => {
    const prefix = `rl-${name}:${Date.now()}:`
    const clients = [redisServer.connect(prefix), redisServer.connect(prefix)]
    await Promise.all(clients.map(waitReady))
    return Promise.all(
      clients.map((rateLimitRedis) => buildTestApp(t, { config: { rateLimitMax }, verifier, rateLimitRedis })),
    )
  }

  t.test('two instances on one Redis: RATE_LIMIT_MAX in all, not per instance', async (t) => {
    const [a, b] = await twoInstancesOnRedis(t, 'two', 5)
    t.same(await alternate([a, b], 12, 'alice'), [200, 200, 200, 200, 200, 429, 429, 429, 429, 429, 429, 429])
    const concurrent = await Promise.all(Array.from({ length: 40 }, (_, i) => get(i % 2 === 0 ? a : b, 'bob')))
    t.equal(
      concurrent.filter((r) => r.statusCode === 200).length,
      5,
      '40 concurrent requests over both instances: exactly 5 admitted',
    )
    t.equal(concurrent.filter((r) => r.statusCode === 429).length, 35)
  })

  t.test('without Redis each instance counts alone (as before): twice the budget over two instances', async (t) => {
    const a = await buildTestApp(t, { config: { rateLimitMax: 5 }, verifier })
    const b = await buildTestApp(t, { config: { rateLimitMax: 5 }, verifier })
    t.equal((await alternate([a, b], 12, 'alice')).filter((c) => c === 200).length, 10)
  })

  t.test('refused tokens count per address across instances', async (t) => {
    const instances = await twoInstancesOnRedis(t, 'bad', 4)
    t.same(await alternate(instances, 10, 'bad', '10.1.0.66'), [401, 401, 401, 401, 429, 429, 429, 429, 429, 429])
  })

  t.test(
    'Redis lost mid-traffic: requests never wait for it and never fail; each instance limits alone meanwhile',
    async (t) => {
      const redis = redisServer.connect(`rl-lost:${Date.now()}:`)
      await waitReady(redis)
      const app = await buildTestApp(t, { config: { rateLimitMax: 3 }, verifier, rateLimitRedis: redis })
      t.equal((await get(app, 'carol')).statusCode, 200, 'counted in Redis')
      redis.disconnect()
      const codes: number[] = []
      for (let i = 0; i < 6; i++) codes.push((await get(app, 'carol')).statusCode)
      t.same(codes, [200, 200, 200, 429, 429, 429], 'counted in memory while Redis is away: still limited, no 500')
    },
  )
}

if (redisServer) {
  t.test('two server processes with RATE_LIMIT_REDIS_URL share the budget, and each exits 0 on SIGTERM', async (t) => {
    // A database number of its own, emptied first, so earlier runs' counters cannot interfere.
    const url = `${redisServer.url.replace(/\/\d*$/, '')}/3`
    const flush = createRateLimitRedis({ url })
    await waitReady(flush)
    await flush.flushdb()
    await flush.quit()
    const env = { RATE_LIMIT_MAX: '3', RATE_LIMIT_REDIS_URL: url }
    const [one, two] = await Promise.all([startServer(t, env), startServer(t, env)])
    const statuses: number[] = []
    for (let i = 0; i < 8; i++)
      statuses.push((await call(i % 2 === 0 ? one.base : two.base, 'GET', '/api/tables/1')).status)
    t.same(statuses, [200, 200, 200, 429, 429, 429, 429, 429])
    for (const server of [one, two]) {
      server.child.kill('SIGTERM')
      t.equal((await server.exited).code, 0, 'the Redis connection is closed with the rest')
    }
  })
}
