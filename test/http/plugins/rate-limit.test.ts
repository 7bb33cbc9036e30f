// Rate limit on the protected routes: per verified subject (per IP without one), 429 {"error"} + Retry-After, health
// exempt.

import t from 'tap'
import { loadConfig } from '../../../src/config.ts'
import { createRateLimitRedis } from '../../../src/redis/rate-limit-redis.ts'
import { AUTH, buildTestApp, subjectIsToken } from '../../helpers/app.ts'

const bearer = (token: string) => ({ authorization: `Bearer ${token}` })

t.test('RATE_LIMIT_MAX: 600 by default, 0 turns it off, anything else is a start-up error naming it', async (t) => {
  t.equal(loadConfig({}).rateLimitMax, 600)
  t.equal(loadConfig({ RATE_LIMIT_MAX: '0' }).rateLimitMax, 0)
  t.equal(loadConfig({ RATE_LIMIT_MAX: '25' }).rateLimitMax, 25)
  for (const bad of ['abc', '-1', '1.5', '1000001']) {
    t.throws(
      () => loadConfig({ RATE_LIMIT_MAX: bad }),
      { name: 'ConfigError', message: /^RATE_LIMIT_MAX must be an integer/ },
      bad,
    )
  }
})

t.test('RATE_LIMIT_REDIS_URL: a redis:// or rediss:// URL, never echoed in the error', async (t) => {
  t.equal(loadConfig({}).rateLimitRedisUrl, undefined)
  t.equal(
    loadConfig({ RATE_LIMIT_REDIS_URL: 'redis://:secret@cache:6379/2' }).rateLimitRedisUrl,
    'redis://:secret@cache:6379/2',
  )
  t.equal(
    loadConfig({ RATE_LIMIT_REDIS_URL: 'rediss://cache.example.com:6380' }).rateLimitRedisUrl,
    'rediss://cache.example.com:6380',
  )
  for (const bad of ['http://:secret@cache:6379', 'cache:6379-secret', 'not a url secret']) {
    t.throws(
      () => loadConfig({ RATE_LIMIT_REDIS_URL: bad }),
      { name: 'ConfigError', message: /^RATE_LIMIT_REDIS_URL must be a redis:\/\/ or rediss:\/\/ URL/ },
      bad,
    )
    try {
      loadConfig({ RATE_LIMIT_REDIS_URL: bad })
    } catch (err) {
      t.notMatch((err as Error).message, /secret/, 'the value is not echoed')
    }
  }
})

t.test('beyond the limit: 429 {"error"} with Retry-After, per client IP in stub mode', async (t) => {
  const app = await buildTestApp(t, { config: { rateLimitMax: 3 } })
  for (let i = 0; i < 3; i++) {
    const ok = await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })
    t.equal(ok.statusCode, 200)
    t.equal(ok.headers['x-ratelimit-limit'], '3')
    t.equal(ok.headers['x-ratelimit-remaining'], String(2 - i))
  }
  const refused = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    headers: AUTH,
    payload: { playerId: 'p', buyInAmount: 5 },
  })
  t.equal(refused.statusCode, 429)
  // The window started with the first refusal: a slow machine may be a second into it.
  t.match(refused.json(), { error: /^Too many requests: at most 3 per minute; retry in (59|60) s\.$/ })
  t.match(refused.headers['retry-after'], /^\d+$/)
  t.ok(Number(refused.headers['retry-after']) >= 1 && Number(refused.headers['retry-after']) <= 60)
  t.match(refused.headers['content-type'], /^application\/json/)

  const table = await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH, remoteAddress: '10.0.0.2' })
  t.equal(table.statusCode, 200, 'another address has its own budget')
  t.same(table.json().seats, [], 'the refused sit changed nothing')
})

t.test('/api/health (and /metrics) are not limited', async (t) => {
  const app = await buildTestApp(t, { config: { rateLimitMax: 1 } })
  for (let i = 0; i < 5; i++) {
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    t.equal(health.statusCode, 200)
    t.equal(health.headers['x-ratelimit-limit'], undefined)
    t.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200)
  }
  t.equal((await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })).statusCode, 200)
  t.equal((await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })).statusCode, 429)
})

t.test('verified tokens: the budget is per subject, whatever the address', async (t) => {
  const app = await buildTestApp(t, { config: { rateLimitMax: 2 }, verifier: subjectIsToken })
  const get = (sub: string, remoteAddress: string) =>
    app.inject({ method: 'GET', url: '/api/tables/7', headers: bearer(sub), remoteAddress })
  t.equal((await get('alice', '10.0.0.1')).statusCode, 200)
  t.equal((await get('alice', '10.0.0.2')).statusCode, 200)
  t.equal((await get('alice', '10.0.0.3')).statusCode, 429, 'alice used her budget from two addresses')
  t.equal((await get('bob', '10.0.0.1')).statusCode, 200, 'bob on the same address as alice is not affected')
  t.equal((await get('bob', '10.0.0.1')).statusCode, 200)
  t.equal((await get('bob', '10.0.0.1')).statusCode, 429)
})

t.test('requests refused for their token count against their address: a flood of bad tokens meets 429', async (t) => {
  const app = await buildTestApp(t, { config: { rateLimitMax: 3 }, verifier: subjectIsToken })
  const get = (headers: Record<string, string>, remoteAddress = '10.0.0.9') =>
    app.inject({ method: 'GET', url: '/api/tables/1', headers, remoteAddress })
  t.equal((await get(bearer('bad'))).statusCode, 401)
  t.equal((await get({})).statusCode, 401, 'no Authorization header counts too')
  t.equal((await get({ authorization: 'Basic abc' })).statusCode, 401)
  const codes: number[] = []
  for (let i = 0; i < 50; i++) codes.push((await get(bearer('bad'))).statusCode)
  t.same(new Set(codes), new Set([429]), 'beyond 3 a minute every refused request from the address is 429')
  const refused = await get(bearer('bad'))
  // The window started with the first refusal: a slow machine may be a second into it.
  t.match(refused.json(), { error: /^Too many requests: at most 3 per minute; retry in (59|60) s\.$/ })
  t.ok(Number(refused.headers['retry-after']) >= 1 && Number(refused.headers['retry-after']) <= 60)

  t.equal((await get(bearer('alice'))).statusCode, 200, 'a valid token from the same address has its own budget')
  t.equal((await get(bearer('bad'), '10.0.0.10')).statusCode, 401, 'another address is not affected')
})

t.test('invalid requests count too (the limit runs before validation)', async (t) => {
  const app = await buildTestApp(t, { config: { rateLimitMax: 2 } })
  const bad = () => app.inject({ method: 'POST', url: '/api/deal', headers: AUTH, payload: { numberOfHands: 'x' } })
  t.equal((await bad()).statusCode, 400)
  t.equal((await bad()).statusCode, 400)
  const third = await bad()
  t.equal(third.statusCode, 429)
  t.same(Object.keys(third.json()), ['error'])
})

t.test('RATE_LIMIT_MAX=0: no limit and no rate-limit headers', async (t) => {
  const app = await buildTestApp(t, { config: { rateLimitMax: 0 } })
  for (let i = 0; i < 50; i++) {
    const response = await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })
    t.equal(response.statusCode, 200)
    t.equal(response.headers['x-ratelimit-limit'], undefined)
  }
})

t.test('a Redis that never answers: the limit still holds in memory and the outage is logged once', async (t) => {
  const lines: Array<{ msg: string }> = []
  const logger = {
    warn: (_: object, msg: string) => void lines.push({ msg }),
    info: (_: object, msg: string) => void lines.push({ msg }),
  }
  // Port 1 on loopback refuses connections: the client keeps reconnecting in the background.
  const redis = createRateLimitRedis({ url: 'redis://127.0.0.1:1', logger })
  t.teardown(() => redis.disconnect())
  const app = await buildTestApp(t, { config: { rateLimitMax: 2 }, verifier: subjectIsToken, rateLimitRedis: redis })
  const codes: number[] = []
  for (let i = 0; i < 5; i++)
    codes.push(
      (await app.inject({ method: 'GET', url: '/api/tables/3', headers: { authorization: 'Bearer dave' } })).statusCode,
    )
  t.same(codes, [200, 200, 429, 429, 429])
  await new Promise((resolve) => setTimeout(resolve, 500))
  t.equal(
    lines.filter((l) => /unreachable/.test(l.msg)).length,
    1,
    'one line for the outage, whatever the reconnect attempts',
  )
})
