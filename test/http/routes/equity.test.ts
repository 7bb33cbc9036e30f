// POST /api/equity: answers against the brute-force oracle, refusals by name, Monte Carlo, the pool's fair shares and
// cancellation when the client disconnects.

import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { testConfig } from '../../../src/config.ts'
import { type CardId, parseCard } from '../../../src/core/cards.ts'
import { parseRange } from '../../../src/core/range-notation.ts'
import { createOddsPool, EQUITY_WAITING_PER_CALLER, equityThreads } from '../../../src/workers/odds-pool.ts'
import { naiveRangeEquity } from '../../core/oracles/naive-range-equity.ts'
import { AUTH, buildTestApp, subjectIsToken } from '../../helpers/app.ts'

const JSON_HEADERS = { ...AUTH, 'content-type': 'application/json' }

async function equity(payload: unknown) {
  const app = await buildTestApp(t)
  const response = await app.inject({
    method: 'POST',
    url: '/api/equity',
    headers: JSON_HEADERS,
    payload: JSON.stringify(payload),
  })
  return { status: response.statusCode, body: response.json() }
}

const round4 = (x: number) => Math.round(x * 1e6) / 1e4

t.test('exact answers equal the brute force, per range, rounded to 4 decimals', async (t) => {
  const ranges = ['AA:0.5,KK,AhQh', 'QQ,AKs,JTs', 'T9s:0.25,22']
  const board = ['Ac', '7d', '2h', 'Ts']
  const dead = ['Kd']
  const { status, body } = await equity({ ranges, board, dead })
  t.equal(status, 200)
  t.equal(body.method, 'exact')
  t.equal(body.stopReason, 'complete')
  const cards = (list: string[]) => list.map((c) => parseCard(c) as CardId)
  const oracle = naiveRangeEquity(
    ranges.map((r, i) => parseRange(r, `ranges[${i}]`)),
    cards(board),
    cards(dead),
  )
  t.equal(body.showdowns, oracle.showdowns)
  const total = oracle.byWinners.reduce((x, y) => x + y, 0)
  const expected = ranges.map((range, i) => {
    let share = 0
    let win = 0
    let tie = 0
    oracle.byWinners.forEach((amount, mask) => {
      if (!(mask & (1 << i))) return
      const sharers = mask.toString(2).replace(/0/g, '').length
      share += amount / sharers
      if (sharers === 1) win += amount
      else tie += amount
    })
    return {
      equityPercentage: round4(share / total),
      winPercentage: round4(win / total),
      tiePercentage: round4(tie / total),
      range,
    }
  })
  t.same(
    body.ranges.map((r: Record<string, unknown>) => ({
      range: r.range,
      equityPercentage: r.equityPercentage,
      winPercentage: r.winPercentage,
      tiePercentage: r.tiePercentage,
    })),
    expected,
  )
  // AA less Ac (3) at half, KK less Kd (3), AhQh; QQ, AKs less Ac and Kd (2), JTs less Ts (3); T9s less Ts (3), 22 less
  // 2h (3).
  t.same(
    body.ranges.map((r: { combos: number }) => r.combos),
    [7, 11, 6],
  )
})

t.test('Monte Carlo when exact does not fit the budget, with a standard error per range', async (t) => {
  const { status, body } = await equity({
    ranges: ['random', 'random', 'random', 'random'],
    maxMillis: 100,
    targetStdError: 0.5,
  })
  t.equal(status, 200)
  t.equal(body.method, 'montecarlo')
  t.ok(['targetStdError', 'maxMillis'].includes(body.stopReason), body.stopReason)
  for (const r of body.ranges) {
    t.ok(r.stdError > 0, 'a standard error is given')
    if (body.stopReason === 'targetStdError') t.ok(r.stdError <= 0.5)
    t.ok(Math.abs(r.equityPercentage - 25) < 5 * r.stdError + 0.01, `${r.equityPercentage} near 25`)
  }
})

t.test('refusals name the field, the range, the item and the rule', async (t) => {
  const refusals: Array<[unknown, string]> = [
    [
      { ranges: ['AA'] },
      'ranges must be an array of 2 to 6 ranges, each a non-empty string of at most 2000 characters such as "QQ+,AKs".',
    ],
    [
      { ranges: ['AA', 'KK', 'QQ', 'JJ', 'TT', '99', '88'] },
      'ranges must be an array of 2 to 6 ranges, each a non-empty string of at most 2000 characters such as "QQ+,AKs".',
    ],
    [
      { ranges: ['AA', 'QQ+,AKx'] },
      'ranges[1] "QQ+,AKx": item "AKx" is not a hand class, span, combo or "random": use a pair ("QQ", "QQ+", ' +
        '"55-99"), a suited, offsuit or either hand ("AKs", "AKo", "AK", "A2s+", "KTo+", "A2s-A5s"), a combo ' +
        '("AhKh") or "random".',
    ],
    [
      { ranges: ['AA:2', 'KK'] },
      'ranges[0] "AA:2": item "AA:2" has a weight that is not a number greater than 0 and at most 1 (as in "AA:0.5").',
    ],
    [{ ranges: ['AA', 'KK'], board: ['2c', '3c'] }, 'board must have 0, 3, 4 or 5 cards; got 2.'],
    [
      { ranges: ['AA', 'KK'], board: ['2c', '3c', '4c'], dead: ['3c'] },
      'Card 3c appears more than once (board[1] and dead[0]).',
    ],
    [
      { ranges: ['AA', 'KK'], dead: ['1c'] },
      'dead[0] must be a card: a rank 2-9, T, J, Q, K or A, then a suit c, d, h or s (e.g. "Ah").',
    ],
    [
      { ranges: ['AA', 'KhKd'], board: ['Kh', '7c', '2d'] },
      'ranges[1] has no combo left: each of its combos shares a card with the board or the dead cards.',
    ],
    [
      { ranges: ['AhKh', 'AhKh'] },
      'No deal is possible: every combination of one combo per range shares a card between two ranges.',
    ],
    [{ ranges: ['AA', 'KK'], maxMillis: 60001 }, 'maxMillis must be an integer from 10 to 60000.'],
    [
      { ranges: ['AA', 'KK'], targetStdError: 0 },
      'targetStdError must be a number of percentage points from 0.001 to 5.',
    ],
    [{ ranges: ['AA', 'KK'], seed: 1 }, 'seed is not an allowed property.'],
  ]
  for (const [payload, error] of refusals)
    t.same(await equity(payload), { status: 400, body: { error } }, JSON.stringify(payload))
})

/** Starts the app on a port, with a real worker pool of `threads` threads. */
async function servedWithPool(t: Test, threads: number, verified = false) {
  const pool = createOddsPool({ threads, maxQueue: 64 })
  t.teardown(() => pool.close())
  // A handler timeout far above the work's own budgets: on a loaded machine a request that waited for a thread must
  // still be answered by the work, not cut by the timeout (which this file does not test).
  const timeouts = { ...testConfig().timeouts, handlerMs: 120_000 }
  const app = await buildTestApp(t, {
    odds: pool,
    config: { timeouts },
    ...(verified ? { verifier: subjectIsToken } : {}),
  })
  await app.listen({ port: 0, host: '127.0.0.1' })
  return { app, pool, port: (app.server.address() as AddressInfo).port }
}

const waitUntil = async (check: () => boolean, what: string) => {
  for (let i = 0; i < 2000 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10))
  if (!check()) throw new Error(`gave up waiting until ${what}`)
}

t.test('a client that disconnects cancels its work: the thread is free long before the budget ends', async (t) => {
  const { pool, port } = await servedWithPool(t, 1)
  // Monte Carlo to an unreachable target: without cancellation it would hold the only thread for 60 seconds.
  const body = JSON.stringify({ ranges: ['random', 'random', 'random'], maxMillis: 60_000, targetStdError: 0.001 })
  const request = http.request({
    port,
    host: '127.0.0.1',
    method: 'POST',
    path: '/api/equity',
    headers: { ...JSON_HEADERS, 'content-length': Buffer.byteLength(body) },
  })
  request.on('error', () => {})
  request.end(body)
  await waitUntil(() => pool.equityShares.runningCount() === 1, 'the work runs')
  const started = performance.now()
  request.destroy()
  await waitUntil(() => pool.equityShares.runningCount() === 0, 'the work stops')
  t.ok(performance.now() - started < 30_000, 'stopped well within the 60-second budget')
  // The one thread serves the next request.
  const answer = await fetch(`http://127.0.0.1:${port}/api/equity`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ ranges: ['AA', 'KK'] }),
  })
  t.equal(answer.status, 200)
  t.equal((await answer.json()).method, 'exact')
})

t.test(
  'a caller cannot hold more than its share: its extra requests wait, and beyond the waiting bound are refused',
  async (t) => {
    // Four threads: range equity may hold two of them.
    const { app, pool } = await servedWithPool(t, 4, true)
    const slow = { ranges: ['random', 'random', 'random'], maxMillis: 400, targetStdError: 0.001 }
    const send = (who: string) =>
      app.inject({
        method: 'POST',
        url: '/api/equity',
        headers: { authorization: `Bearer ${who}`, 'content-type': 'application/json' },
        payload: JSON.stringify(slow),
      })
    const flood = Array.from({ length: 2 + EQUITY_WAITING_PER_CALLER + 1 }, () => send('alice'))
    await waitUntil(() => pool.equityShares.runningOf('sub:alice') === 2, 'alice holds both equity threads while alone')
    const bob = send('bob')
    // As soon as one of alice's requests ends, bob's starts, and alice then holds one thread, not two.
    await waitUntil(() => pool.equityShares.runningOf('sub:bob') === 1, 'bob runs')
    t.equal(pool.equityShares.runningOf('sub:alice'), 1, 'alice is down to her share of one thread')
    const answers = await Promise.all([...flood, bob])
    const refused = answers.filter((a) => a.statusCode === 429)
    t.equal(refused.length, 1, 'one request beyond the waiting bound')
    t.match(refused[0].json().error, /already have 4 range-equity requests waiting/)
    t.ok(answers.filter((a) => a.statusCode === 200).length === answers.length - 1, 'the rest are answered')
  },
)

t.test('range equity holds at most half the threads: deals are priced while long range-equity work runs', async (t) => {
  const { app, pool } = await servedWithPool(t, 2)
  t.equal(equityThreads(2), 1)
  t.equal(equityThreads(1), 1)
  t.equal(equityThreads(5), 3)
  // Two requests that each keep a thread for 1.5 s (five deals take milliseconds): one runs, the other waits for the
  // one equity thread (both are answered within the handler timeout).
  const long = { ranges: ['random', 'random', 'random'], maxMillis: 1_500, targetStdError: 0.001 }
  let equityAnswered = 0
  const work = [0, 1].map(() =>
    app
      .inject({ method: 'POST', url: '/api/equity', headers: JSON_HEADERS, payload: JSON.stringify(long) })
      .then((answer) => {
        equityAnswered++
        return answer
      }),
  )
  await waitUntil(() => pool.equityShares.runningCount() === 1, 'one range-equity request runs')
  t.equal(pool.equityShares.runningCount(), 1, 'the second waits: equity never takes the other thread')
  // Deals go to the free thread instead of queueing behind a minute of range equity.
  for (let i = 0; i < 5; i++) {
    const deal = await app.inject({
      method: 'POST',
      url: '/api/deal',
      headers: JSON_HEADERS,
      payload: JSON.stringify({ numberOfHands: 4 }),
    })
    t.equal(deal.statusCode, 200)
  }
  t.equal(equityAnswered, 0, 'every deal was answered while the range-equity work still ran')
  for (const answer of await Promise.all(work)) t.equal(answer.statusCode, 200)
})
