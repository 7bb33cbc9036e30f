// Load shedding: under pressure or with the odds queue full, 503 {"error"} + Retry-After at once; /api/health keeps its
// own answer.

import t from 'tap'
import { type LoadSheddingConfig, loadConfig } from '../../../src/config.ts'
import type { EquityCounts } from '../../../src/core/equity.ts'
import { DomainError } from '../../../src/core/errors.ts'
import { priceHands } from '../../../src/core/hand-odds.ts'
import { SHED_MESSAGE } from '../../../src/http/plugins/load-shedding.ts'
import type { OddsEngine } from '../../../src/ports/odds-engine.ts'
import { createInlineOddsEngine } from '../../../src/workers/inline-odds.ts'
import { createOddsPool } from '../../../src/workers/odds-pool.ts'
import { AUTH, buildTestApp } from '../../helpers/app.ts'

const OFF: LoadSheddingConfig = { maxEventLoopDelayMs: 0, maxHeapUsedBytes: 0, maxRssBytes: 0 }
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
/** Longer than the load-shedding sample interval (500 ms), so the first sample has been taken. */
const AFTER_FIRST_SAMPLE_MS = 700

/** Counts that price as valid hands: hand 0 wins every board. */
function winsForFirst(handCount: number): EquityCounts {
  const zeros = Array.from({ length: handCount }, () => 0)
  return { boards: 100, wins: zeros.map((_, i) => (i === 0 ? 100 : 0)), ties: zeros, tieShares: zeros }
}
const quickOdds: OddsEngine = {
  ...createInlineOddsEngine(),
  priceHands: async (hands) => priceHands(winsForFirst(hands.length), 0),
  queueSize: () => 0,
  close: async () => {},
}

t.test('config: documented defaults, 0 turns a check off, bad values name the variable', async (t) => {
  const defaults = loadConfig({})
  t.equal(defaults.loadShedding.maxEventLoopDelayMs, 200)
  t.ok(defaults.loadShedding.maxHeapUsedBytes > 100 * 1024 * 1024, 'heap: 90% of the V8 heap limit')
  t.ok(defaults.loadShedding.maxRssBytes >= 0, 'rss: 90% of the container limit, or 0 without one')
  t.equal(defaults.oddsQueueMax, defaults.oddsWorkers * 16)
  const set = loadConfig({
    SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    SHED_MAX_HEAP_USED_MB: '512',
    SHED_MAX_RSS_MB: '1024',
    ODDS_WORKERS: '2',
    ODDS_QUEUE_MAX: '5',
  })
  t.same(set.loadShedding, {
    maxEventLoopDelayMs: 0,
    maxHeapUsedBytes: 512 * 1024 * 1024,
    maxRssBytes: 1024 * 1024 * 1024,
  })
  t.equal(set.oddsQueueMax, 5)
  t.equal(loadConfig({ ODDS_WORKERS: '3' }).oddsQueueMax, 48)
  for (const [name, value] of [
    ['SHED_MAX_EVENT_LOOP_DELAY_MS', 'fast'],
    ['SHED_MAX_HEAP_USED_MB', '-5'],
    ['SHED_MAX_RSS_MB', '1e3'],
    ['ODDS_QUEUE_MAX', '0'],
  ]) {
    t.throws(
      () => loadConfig({ [name]: value }),
      { name: 'ConfigError', message: new RegExp(`^${name} must be`) },
      `${name}=${value}`,
    )
  }
})

t.test(
  'over a memory threshold: 503 {"error"} + Retry-After before auth or work; health and metrics still answer',
  async (t) => {
    let computed = 0
    const odds: OddsEngine = {
      ...quickOdds,
      priceHands: async (hands) => (computed++, priceHands(winsForFirst(hands.length), 0)),
    }
    const app = await buildTestApp(t, { odds, config: { loadShedding: { ...OFF, maxHeapUsedBytes: 1 } } })
    await sleep(AFTER_FIRST_SAMPLE_MS)

    const deal = await app.inject({
      method: 'POST',
      url: '/api/deal',
      headers: { ...AUTH, origin: 'https://game.example.com' },
      payload: { numberOfHands: 2 },
    })
    t.equal(deal.statusCode, 503)
    t.same(deal.json(), { error: SHED_MESSAGE })
    t.equal(deal.headers['retry-after'], '1')
    t.equal(deal.headers['access-control-allow-origin'], '*', 'the browser client can read the 503')
    t.equal(computed, 0, 'no odds work was done')

    const anonymous = await app.inject({
      method: 'POST',
      url: '/api/tables/1/sit',
      payload: { playerId: 'p', buyInAmount: 1 },
    })
    t.equal(anonymous.statusCode, 503, 'shed before authentication')

    const health = await app.inject({ method: 'GET', url: '/api/health' })
    t.equal(health.statusCode, 200, 'health keeps its own semantics')
    t.match(health.json(), { status: 'ok', store: { ok: true } })

    const metrics = await app.inject({ method: 'GET', url: '/metrics' })
    t.equal(metrics.statusCode, 200)
    t.match(metrics.body, /^hand_odds_load_shed_total\{reason="heapUsedBytes"\} 2$/m)
  },
)

t.test('a blocked event loop sheds new requests until the delay falls again', async (t) => {
  const app = await buildTestApp(t, { odds: quickOdds, config: { loadShedding: { ...OFF, maxEventLoopDelayMs: 20 } } })
  await sleep(AFTER_FIRST_SAMPLE_MS)
  t.equal(
    (await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })).statusCode,
    200,
    'not under pressure at first',
  )

  // 1.5 s blocked: whatever the phase of the 500 ms sample, its mean delay exceeds 20 ms (an idle loop's is about 0).
  const until = Date.now() + 1500
  while (Date.now() < until) {
    // Block the event loop, as a synchronous computation on the main thread would.
  }
  // The block is recorded when the loop turns again, which may come after the overdue sample has run: the sample that
  // covers it is then the next one, within one interval. Requests until then may pass; none after it until it ends.
  let shed = await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })
  for (let waited = 0; shed.statusCode !== 503 && waited < 1000; waited += 25) {
    await sleep(25)
    shed = await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })
  }
  t.equal(shed.statusCode, 503)
  t.same(shed.json(), { error: SHED_MESSAGE })
  t.equal(shed.headers['retry-after'], '1')
  t.equal((await app.inject({ method: 'GET', url: '/api/health' })).statusCode, 200)

  await sleep(1200)
  t.equal((await app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })).statusCode, 200, 'recovers')
})

t.test('every threshold 0: no load shedding at all', async (t) => {
  const app = await buildTestApp(t, { odds: quickOdds, config: { loadShedding: OFF } })
  t.notOk(app.hasDecorator('isUnderPressure'))
})

t.test('a full odds queue: 503 {"error"} + Retry-After', async (t) => {
  const overloaded: OddsEngine = {
    ...quickOdds,
    priceHands: async () => {
      throw new DomainError('ODDS_OVERLOADED', 'The odds engine is at capacity; retry shortly.')
    },
  }
  const app = await buildTestApp(t, { odds: overloaded })
  const response = await app.inject({ method: 'POST', url: '/api/deal', headers: AUTH, payload: {} })
  t.equal(response.statusCode, 503)
  t.same(response.json(), { error: 'The odds engine is at capacity; retry shortly.' })
  t.equal(response.headers['retry-after'], '1')
})

t.test('the real worker pool: a burst beyond ODDS_QUEUE_MAX is refused at once, the rest is priced', async (t) => {
  // One worker and room for two waiting tasks: of 16 concurrent deals at most 3 are priced in the burst.
  const pool = createOddsPool({ threads: 1, maxQueue: 2 })
  t.teardown(() => pool.close())
  const app = await buildTestApp(t, { odds: pool })
  let answered = 0
  const answers = await Promise.all(
    Array.from({ length: 16 }, async () => {
      const response = await app.inject({
        method: 'POST',
        url: '/api/deal',
        headers: AUTH,
        payload: { numberOfHands: 2 },
      })
      return {
        status: response.statusCode,
        body: response.json(),
        retryAfter: response.headers['retry-after'],
        order: answered++,
      }
    }),
  )
  const refused = answers.filter((a) => a.status === 503)
  const priced = answers.filter((a) => a.status === 200)
  t.equal(refused.length + priced.length, answers.length, `only 200 and 503: ${answers.map((a) => a.status).join(',')}`)
  t.ok(priced.length >= 1 && priced.length <= 3, `${priced.length} priced`)
  t.equal(refused.length, answers.length - priced.length)
  for (const answer of refused) {
    t.same(answer.body, { error: 'The odds engine is at capacity; retry shortly.' })
    t.equal(answer.retryAfter, '1')
  }
  // Order of answering, not time: every refusal was answered before any priced deal, so none waited for the work.
  const lastRefusal = Math.max(...refused.map((a) => a.order))
  const firstPriced = Math.min(...priced.map((a) => a.order))
  t.ok(
    lastRefusal < firstPriced,
    `refusals (answered up to #${lastRefusal}) did not wait for the work (first priced #${firstPriced})`,
  )
})
