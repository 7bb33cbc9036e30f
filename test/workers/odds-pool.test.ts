// The worker-pool odds engine prices off the event loop: results equal in-process ones, and health answers meanwhile.

import t from 'tap'
import { priceBoard } from '../../src/core/hand-odds.ts'
import { createOddsPool } from '../../src/workers/odds-pool.ts'
import { AUTH, buildTestApp } from '../helpers/app.ts'

t.test('the pool returns exactly what the engine returns in-process', async (t) => {
  const pool = createOddsPool({ threads: 1, maxQueue: 4 })
  t.teardown(() => pool.close())
  const hands: Array<[number, number]> = [
    [51, 50],
    [47, 46],
    [0, 5],
  ]
  t.same(await pool.priceHands(hands, [10, 20, 30]), priceBoard(hands, [10, 20, 30]))
  t.same(await pool.priceHands(hands, []), priceBoard(hands, []))
})

t.test('a full queue is refused at once with ODDS_OVERLOADED', async (t) => {
  const pool = createOddsPool({ threads: 1, maxQueue: 1 })
  t.teardown(() => pool.close())
  const heavy: Array<[number, number]> = [
    [51, 50],
    [47, 46],
  ]
  const runs = Array.from({ length: 6 }, () => pool.priceHands(heavy, []))
  const results = await Promise.allSettled(runs)
  const refused = results.filter((r) => r.status === 'rejected')
  t.ok(refused.length >= 1, 'some requests beyond the queue bound are refused')
  for (const r of refused) t.match((r as PromiseRejectedResult).reason, { code: 'ODDS_OVERLOADED' })
  t.ok(
    results.some((r) => r.status === 'fulfilled'),
    'queued work still completes',
  )
})

t.test('/api/health answers while deals are being priced in workers', async (t) => {
  const pool = createOddsPool({ threads: 2, maxQueue: 32 })
  t.teardown(() => pool.close())
  const app = await buildTestApp(t, { odds: pool })
  const deals = Array.from({ length: 8 }, () =>
    app.inject({ method: 'POST', url: '/api/deal', headers: AUTH, payload: { numberOfHands: 2 } }),
  )
  let dealsDone = false
  const all = Promise.all(deals).then((r) => ((dealsDone = true), r))
  const health = await app.inject({ method: 'GET', url: '/api/health' })
  const healthAnsweredBeforeDealsFinished = !dealsDone
  t.equal(health.statusCode, 200)
  t.ok(healthAnsweredBeforeDealsFinished, 'health did not wait for the deals')
  for (const response of await all) t.equal(response.statusCode, 200)
})
