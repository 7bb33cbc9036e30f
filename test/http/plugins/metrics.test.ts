// GET /metrics: Prometheus text with request counts/latency by route and status, odds-pool and store instruments, per
// app.

import t from 'tap'
import { loadConfig } from '../../../src/config.ts'
import type { EquityCounts } from '../../../src/core/equity.ts'
import { DomainError } from '../../../src/core/errors.ts'
import { priceHands } from '../../../src/core/hand-odds.ts'
import { createServiceMetrics } from '../../../src/metrics/prometheus.ts'
import type { OddsEngine } from '../../../src/ports/odds-engine.ts'
import type { Store } from '../../../src/ports/store.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { createInlineOddsEngine } from '../../../src/workers/inline-odds.ts'
import { AUTH, buildTestApp } from '../../helpers/app.ts'

/** The value of one sample line (`name{labels} value`), or undefined when absent. */
function sample(text: string, series: string): number | undefined {
  const line = text.split('\n').find((l) => l.startsWith(`${series} `))
  return line === undefined ? undefined : Number(line.slice(series.length + 1))
}

function winsForFirst(handCount: number): EquityCounts {
  const zeros = Array.from({ length: handCount }, () => 0)
  return { boards: 100, wins: zeros.map((_, i) => (i === 0 ? 100 : 0)), ties: zeros, tieShares: zeros }
}

t.test('METRICS_ENABLED: true by default; false or 0 turns it off; other values are start-up errors', async (t) => {
  t.equal(loadConfig({}).metricsEnabled, true)
  t.equal(loadConfig({ METRICS_ENABLED: 'false' }).metricsEnabled, false)
  t.equal(loadConfig({ METRICS_ENABLED: '0' }).metricsEnabled, false)
  t.equal(loadConfig({ METRICS_ENABLED: 'true' }).metricsEnabled, true)
  t.throws(() => loadConfig({ METRICS_ENABLED: 'yes' }), {
    name: 'ConfigError',
    message: /^METRICS_ENABLED must be true or false/,
  })
})

t.test('request counts and latency by method, route template and status', async (t) => {
  const app = await buildTestApp(t)
  await app.inject({
    method: 'POST',
    url: '/api/tables/3/sit',
    headers: AUTH,
    payload: { playerId: 'ann', buyInAmount: 10 },
  })
  await app.inject({
    method: 'POST',
    url: '/api/tables/4/sit',
    headers: AUTH,
    payload: { playerId: 'bob', buyInAmount: 10 },
  })
  await app.inject({ method: 'POST', url: '/api/tables/3/sit', headers: AUTH, payload: { playerId: 'ann' } })
  await app.inject({ method: 'GET', url: '/api/tables/3' })
  await app.inject({ method: 'GET', url: '/api/health' })
  await app.inject({ method: 'HEAD', url: '/api/health' })
  await app.inject({ method: 'GET', url: '/nowhere/1' })

  const response = await app.inject({ method: 'GET', url: '/metrics' })
  t.equal(response.statusCode, 200)
  t.match(response.headers['content-type'], /^text\/plain; version=0\.0\.4/)
  const text = response.body
  const count = (method: string, route: string, status: number) =>
    sample(text, `http_request_duration_seconds_count{method="${method}",route="${route}",status_code="${status}"}`)
  t.equal(count('POST', '/api/tables/:tableId/sit', 200), 2, 'by route template, not by URL')
  t.equal(count('POST', '/api/tables/:tableId/sit', 400), 1)
  t.equal(count('GET', '/api/tables/:tableId', 401), 1)
  t.equal(count('GET', '/api/health', 200), 1)
  t.equal(count('HEAD', '/api/health', 200), 1, 'a HEAD request once, under its own method')
  const seconds = sample(
    text,
    'http_request_duration_seconds_sum{method="POST",route="/api/tables/:tableId/sit",status_code="200"}',
  )
  t.ok(seconds !== undefined && seconds > 0 && seconds < 60, `the time of the two sits, in seconds (${seconds})`)
  t.match(
    text,
    /^http_request_duration_seconds_bucket\{le="0\.005",method="GET",route="\/api\/health",status_code="200"\} \d+$/m,
  )
  t.notMatch(text, /route="\/nowhere/, 'unknown URLs do not create series')
  t.notMatch(text, /route="\/metrics"/, 'scrapes are not timed')
  t.match(text, /^# TYPE process_cpu_user_seconds_total counter$/m, 'Node.js process metrics')
  t.match(text, /^# TYPE nodejs_eventloop_lag_seconds gauge$/m)
  t.equal(sample(text, 'hand_odds_store_errors_total'), 0)
  t.equal(sample(text, 'hand_odds_odds_queue_depth'), 0)
})

t.test("where a game's bets came from, by source", async (t) => {
  const metrics = createServiceMetrics()
  metrics.countGameBets('kept')
  metrics.countGameBets('kept')
  metrics.countGameBets('read')
  const { text } = await metrics.render()
  t.equal(sample(text, 'hand_odds_game_bets_total{source="kept"}'), 2)
  t.equal(sample(text, 'hand_odds_game_bets_total{source="read"}'), 1)
})

t.test('odds pool: task time by outcome, queue depth and tasks in flight', async (t) => {
  let release: () => void = () => {}
  const gate = new Promise<void>((resolve) => (release = resolve))
  let calls = 0
  const odds: OddsEngine = {
    ...createInlineOddsEngine(),
    async priceHands(hands) {
      calls += 1
      if (calls === 2) throw new DomainError('ODDS_OVERLOADED', 'The odds engine is at capacity; retry shortly.')
      if (calls === 3) await gate
      return priceHands(winsForFirst(hands.length), 0)
    },
    queueSize: () => 7,
    close: async () => {},
  }
  const app = await buildTestApp(t, { odds })
  t.equal(
    (await app.inject({ method: 'POST', url: '/api/deal', headers: AUTH, payload: { numberOfHands: 3 } })).statusCode,
    200,
  )
  t.equal((await app.inject({ method: 'POST', url: '/api/deal', headers: AUTH, payload: {} })).statusCode, 503)
  const waiting = app.inject({ method: 'POST', url: '/api/odds', headers: AUTH, payload: { hands: ['AsAd', 'KcKh'] } })
  await new Promise((resolve) => setTimeout(resolve, 50))

  let text = (await app.inject({ method: 'GET', url: '/metrics' })).body
  t.equal(sample(text, 'hand_odds_odds_queue_depth'), 7, 'read from the calculator at scrape time')
  t.equal(sample(text, 'hand_odds_odds_tasks_in_flight'), 1)
  t.equal(sample(text, 'hand_odds_odds_task_seconds_count{outcome="ok"}'), 1)
  t.equal(sample(text, 'hand_odds_odds_task_seconds_count{outcome="overloaded"}'), 1)

  release()
  t.equal((await waiting).statusCode, 200)
  text = (await app.inject({ method: 'GET', url: '/metrics' })).body
  t.equal(sample(text, 'hand_odds_odds_tasks_in_flight'), 0)
  t.equal(sample(text, 'hand_odds_odds_task_seconds_count{outcome="ok"}'), 2)
  t.match(text, /^hand_odds_odds_task_seconds_bucket\{le="0\.01",outcome="ok"\} \d+$/m)
  t.equal(sample(text, 'http_request_duration_seconds_count{method="POST",route="/api/deal",status_code="503"}'), 1)
})

t.test('store errors: each STORE_UNAVAILABLE through the error handler is counted', async (t) => {
  const down: Store = {
    ...createMemoryStore(),
    sit: async () => {
      throw new DomainError('STORE_UNAVAILABLE', 'The seat store is unavailable; retry shortly.')
    },
    getTable: async () => {
      throw new DomainError('STORE_UNAVAILABLE', 'The seat store is unavailable; retry shortly.')
    },
    getTableHead: async () => {
      throw new DomainError('STORE_UNAVAILABLE', 'The seat store is unavailable; retry shortly.')
    },
  }
  const app = await buildTestApp(t, { store: down })
  const sit = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    headers: AUTH,
    payload: { playerId: 'p', buyInAmount: 1 },
  })
  t.equal(sit.statusCode, 503)
  t.equal((await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })).statusCode, 503)
  t.equal((await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })).statusCode, 503)
  const text = (await app.inject({ method: 'GET', url: '/metrics' })).body
  t.equal(sample(text, 'hand_odds_store_errors_total'), 3)
})

t.test('each app has its own registry: two apps in one process do not mix their counts', async (t) => {
  const first = await buildTestApp(t)
  const second = await buildTestApp(t)
  t.teardown(() => Promise.all([first.close(), second.close()]))
  for (let i = 0; i < 3; i++) await first.inject({ method: 'GET', url: '/api/health' })
  await second.inject({ method: 'GET', url: '/api/health' })
  const series = 'http_request_duration_seconds_count{method="GET",route="/api/health",status_code="200"}'
  t.equal(sample((await first.inject({ method: 'GET', url: '/metrics' })).body, series), 3)
  t.equal(sample((await second.inject({ method: 'GET', url: '/metrics' })).body, series), 1)
})

t.test('/metrics is public but not part of the OpenAPI document; METRICS_ENABLED=false removes it', async (t) => {
  const app = await buildTestApp(t)
  t.equal((await app.inject({ method: 'GET', url: '/metrics' })).statusCode, 200, 'no Authorization needed')
  const doc = (await app.inject({ method: 'GET', url: '/docs/json' })).json()
  t.notOk(Object.keys(doc.paths).includes('/metrics'))

  const off = await buildTestApp(t, { config: { metricsEnabled: false } })
  const response = await off.inject({ method: 'GET', url: '/metrics' })
  t.equal(response.statusCode, 404)
  t.same(response.json(), { error: 'Route GET /metrics not found.' })
  t.equal((await off.inject({ method: 'GET', url: '/api/health' })).statusCode, 200)
})

t.test(
  'METRICS_TOKEN: /metrics needs the bearer token; in production metrics are off unless protected or asked for',
  async (t) => {
    const token = 'scrape-token-0123456789'
    const app = await buildTestApp(t, { config: { metricsToken: token } })
    const scrape = (authorization?: string) =>
      app.inject({ method: 'GET', url: '/metrics', headers: authorization ? { authorization } : {} })
    t.equal((await scrape(`Bearer ${token}`)).statusCode, 200)
    for (const wrong of [undefined, 'Bearer nope', `Bearer ${token}x`, `Basic ${token}`]) {
      const answer = await scrape(wrong)
      t.same(
        { status: answer.statusCode, body: answer.json(), auth: answer.headers['www-authenticate'] },
        { status: 401, body: { error: 'Missing or invalid Authorization header.' }, auth: 'Bearer' },
        String(wrong),
      )
    }
    t.equal(
      loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'stub' }).metricsEnabled,
      false,
      'production: off without a token',
    )
    t.equal(
      loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'stub', METRICS_TOKEN: token }).metricsEnabled,
      true,
      'production: on with one',
    )
    t.equal(
      loadConfig({ NODE_ENV: 'production', AUTH_MODE: 'stub', METRICS_ENABLED: 'true' }).metricsEnabled,
      true,
      'or when asked for',
    )
    t.throws(() => loadConfig({ METRICS_TOKEN: 'short' }), { message: /^METRICS_TOKEN must be at least 16 characters/ })
  },
)
