// Player protection over HTTP: who may read and change what, the answers' shape, bad input, and money refused with a
// body that names the limit (409) or the break and its end (403), with nothing changed.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import type { TokenVerifier } from '../../../src/ports/token-verifier.ts'
import { buildTestApp, type Teardown } from '../../helpers/app.ts'

/** Verified mode without JWTs: the token is the subject; "cashier" carries the operator role. */
const verified: TokenVerifier = {
  mode: 'jwt',
  verify: async (token) =>
    token === 'cashier' ? { verified: true, sub: 'cashier', role: 'service_role' } : { verified: true, sub: token },
  close: async () => {},
}

function caller(app: FastifyInstance) {
  return async (method: 'GET' | 'POST' | 'PUT', url: string, as: string, payload?: unknown) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${as}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
    return { status: response.statusCode, body: response.json() }
  }
}

async function setUp(t: Teardown) {
  const app = await buildTestApp(t, { verifier: verified, config: { operator: { role: 'service_role' } } })
  const call = caller(app)
  const { body } = await call('POST', '/api/tables', 'ann', { numberOfHands: 2, numberOfSeats: 2, maxBetAmount: 50 })
  const tableId = body.tableId as number
  await call('POST', `/api/tables/${tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 100 })
  const isOffered = (p: { odds: number }) => p.odds > 0
  let hole = await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_SETUP' })
  while (!hole.body.handOdds.some(isOffered)) {
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
      await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from })
    hole = await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_SETUP' })
  }
  const hand = (hole.body.handOdds as Array<{ odds: number; handIndex: number }>).find(isOffered)!.handIndex
  const bet = (betAmount: number) =>
    call('POST', `/api/tables/${tableId}/bets`, 'ann', {
      playerId: 'ann',
      gameId: hole.body.gameId,
      bettingStage: 0,
      handIndex: hand,
      betAmount,
    })
  return { call, tableId, bet }
}

t.test('a limit over HTTP: set, read with its use, and a bet past it refused 409 with the limit named', async (t) => {
  const { call, tableId, bet } = await setUp(t)
  const set = await call('PUT', '/api/players/ann/limits', 'ann', { kind: 'WAGER', period: 'DAY', amount: 30 })
  t.equal(set.status, 200)
  t.match(set.body, {
    playerId: 'ann',
    limits: [{ kind: 'WAGER', period: 'DAY', amount: 30, used: 0, remaining: 30 }],
    settings: [{ source: 'PLAYER', kind: 'WAGER', period: 'DAY', amount: 30 }],
  })
  t.equal((await bet(25)).status, 200)
  const refused = await bet(5.01)
  t.equal(refused.status, 409)
  t.same(refused.body, {
    error: "This bet would pass the player's WAGER limit of 30 a DAY: 5 is left in the period.",
    refusal: { reason: 'LIMIT_REACHED', limit: { kind: 'WAGER', period: 'DAY', amount: 30, remaining: 5 } },
  })
  t.equal(
    (await call('GET', `/api/tables/${tableId}`, 'ann')).body.seats[0].seatBalance,
    75,
    'the refused bet took nothing',
  )
  const read = await call('GET', '/api/players/ann/protection', 'ann')
  t.match(read.body.limits, [
    { kind: 'WAGER', period: 'DAY', amount: 30, used: 25, remaining: 5, oldestUseLeavesAt: String },
  ])
  const raised = await call('PUT', '/api/players/ann/limits', 'ann', { kind: 'WAGER', period: 'DAY', amount: 100 })
  t.match(raised.body.settings, [{ amount: 30, pending: { amount: 100, effectiveAt: String } }], 'a rise is pending')
  t.equal(
    Date.parse(raised.body.settings[0].pending.effectiveAt) - Date.parse(raised.body.asOf),
    24 * 3_600_000,
    'for the default 24 hours',
  )
})

t.test('who may act: a player on their own protection only; the operator on anyone, with a reason', async (t) => {
  const { call } = await setUp(t)
  t.equal(
    (await call('PUT', '/api/players/ann/limits', 'bob', { kind: 'LOSS', period: 'WEEK', amount: 10 })).status,
    403,
    "bob cannot set ann's limit",
  )
  t.equal((await call('GET', '/api/players/ann/protection', 'bob')).status, 403, "nor read ann's protection")
  t.equal((await call('POST', '/api/players/ann/timeout', 'bob', { hours: 24 })).status, 403)
  t.equal(
    (
      await call('PUT', '/api/operator/players/ann/limits', 'ann', {
        kind: 'LOSS',
        period: 'WEEK',
        amount: 10,
        reason: 'x',
      })
    ).status,
    403,
    'a player is no operator',
  )
  const noReason = await call('PUT', '/api/operator/players/ann/limits', 'cashier', {
    kind: 'LOSS',
    period: 'WEEK',
    amount: 10,
  })
  t.same(noReason, { status: 400, body: { error: 'reason is required.' } })
  const byOperator = await call('PUT', '/api/operator/players/ann/limits', 'cashier', {
    kind: 'LOSS',
    period: 'WEEK',
    amount: 10,
    reason: 'affordability',
  })
  t.match(byOperator.body.settings, [{ source: 'OPERATOR', kind: 'LOSS', period: 'WEEK', amount: 10 }])
  t.equal((await call('GET', '/api/players/ann/protection', 'cashier')).status, 200, 'the operator reads anyone')
  const history = await call('GET', '/api/players/ann/protection/history', 'ann')
  t.match(history.body.changes, [
    { changeId: 1, actor: 'cashier', source: 'OPERATOR', action: 'LIMIT', reason: 'affordability', before: null },
  ])
})

t.test('bad input names the field and the rule, and changes nothing', async (t) => {
  const { call } = await setUp(t)
  const cases: Array<[string, string, unknown, string]> = [
    [
      'PUT',
      '/api/players/ann/limits',
      { kind: 'SPEND', period: 'DAY', amount: 1 },
      'kind must be DEPOSIT, WAGER or LOSS.',
    ],
    [
      'PUT',
      '/api/players/ann/limits',
      { kind: 'LOSS', period: 'YEAR', amount: 1 },
      'period must be DAY, WEEK or MONTH.',
    ],
    [
      'PUT',
      '/api/players/ann/limits',
      { kind: 'LOSS', period: 'DAY', amount: 1.005 },
      'amount must be null or a positive number of at most 1000000000 with at most 2 decimal places.',
    ],
    [
      'PUT',
      '/api/players/ann/limits',
      { kind: 'LOSS', period: 'DAY', amount: 0 },
      'amount must be null or a positive number of at most 1000000000 with at most 2 decimal places.',
    ],
    ['POST', '/api/players/ann/timeout', { hours: 23 }, 'hours must be an integer between 24 and 1008.'],
    ['POST', '/api/players/ann/timeout', { hours: 1009 }, 'hours must be an integer between 24 and 1008.'],
    ['POST', '/api/players/ann/self-exclusion', { months: 6 }, 'confirm is required.'],
    [
      'POST',
      '/api/players/ann/self-exclusion',
      { months: 6, confirm: false },
      'confirm must be true: a self-exclusion cannot be lifted or shortened.',
    ],
    [
      'POST',
      '/api/players/ann/self-exclusion',
      { months: 61, confirm: true },
      'months must be an integer between 6 and 60.',
    ],
    ['PUT', '/api/players/ann/reality-check', { minutes: 9 }, 'minutes must be null or an integer between 10 and 120.'],
    [
      'PUT',
      '/api/players/ann/reality-check',
      { minutes: 30.5 },
      'minutes must be null or an integer between 10 and 120.',
    ],
    ['PUT', '/api/players/ann/reality-check', {}, 'minutes is required.'],
  ]
  for (const [method, url, body, error] of cases) {
    t.same(await call(method as 'PUT', url, 'ann', body), { status: 400, body: { error } }, `${JSON.stringify(body)}`)
  }
  const { body } = await call('GET', '/api/players/ann/protection', 'ann')
  t.same(
    [body.limits, body.settings, body.timeout, body.selfExclusion, body.realityCheck],
    [[], [], undefined, undefined, { minutes: null, source: 'DEFAULT' }],
    'nothing was set',
  )
  t.same((await call('GET', '/api/players/ann/protection/history', 'ann')).body.changes, [])
})

t.test(
  'a self-exclusion: 403 naming it and its end for bets and sits; leaving works; the operator cannot lift it',
  async (t) => {
    const { call, tableId, bet } = await setUp(t)
    const excluded = await call('POST', '/api/players/ann/self-exclusion', 'ann', { months: 6, confirm: true })
    t.equal(excluded.status, 200)
    const until = excluded.body.selfExclusion.until as string
    t.equal(Date.parse(until) - Date.parse(excluded.body.selfExclusion.startedAt), 6 * 30 * 24 * 3_600_000)
    const refused = await bet(1)
    t.same(refused, {
      status: 403,
      body: {
        error: `The player is self-excluded until ${until}: no bet is accepted until then.`,
        refusal: { reason: 'SELF_EXCLUSION', until },
      },
    })
    t.equal(
      (await call('POST', `/api/tables/${tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 })).status,
      403,
      'no top-up',
    )
    const shorter = await call('POST', '/api/operator/players/ann/self-exclusion', 'cashier', {
      months: 6,
      reason: 'asked to lift it',
    })
    t.equal(shorter.body.selfExclusion.until, until, 'an operator cannot shorten it')
    t.match(
      await call('POST', `/api/tables/${tableId}/leave`, 'ann', { playerId: 'ann' }),
      { status: 200, body: { cashedOut: 100 } },
      'leaving works: the seat goes back to the account',
    )
  },
)

t.test('reality checks over HTTP: the choice, the session it shows, and the acknowledgement', async (t) => {
  const { call, bet } = await setUp(t)
  const set = await call('PUT', '/api/players/ann/reality-check', 'ann', { minutes: 30 })
  t.same(set.body.realityCheck, { minutes: 30, source: 'PLAYER' })
  t.equal(
    (await call('PUT', '/api/players/ann/reality-check', 'bob', { minutes: 30 })).status,
    403,
    "bob cannot choose ann's",
  )
  t.equal((await bet(1)).status, 200)
  const read = await call('GET', '/api/players/ann/protection', 'ann')
  const session = read.body.realityCheck.session
  t.equal(Date.parse(session.dueAt) - Date.parse(session.startedAt), 30 * 60_000, 'due 30 minutes into the session')
  const acknowledged = await call('POST', '/api/players/ann/reality-check/ack', 'ann')
  t.equal(
    Date.parse(acknowledged.body.realityCheck.session.dueAt) -
      Date.parse(acknowledged.body.realityCheck.session.lastAcknowledgedAt),
    30 * 60_000,
    'then 30 minutes after the acknowledgement',
  )
  t.match((await call('GET', '/api/players/ann/protection/history', 'ann')).body.changes, [
    { action: 'REALITY_CHECK', before: null, after: 30 },
  ])
})

t.test(
  "a verified player's own event stream announces a reality check as it falls due; other streams never carry it",
  async (t) => {
    const { createMemoryStore } = await import('../../../src/store/memory/index.ts')
    const { publicChangeView } = await import('../../../src/http/game-views.ts')
    const { openSse, dataOf } = await import('../../helpers/sse.ts')
    let ahead = 0
    const store = createMemoryStore({ realityCheckMinutes: 10 }, () => Date.now() + ahead, publicChangeView)
    const app = await buildTestApp(t, { store, verifier: verified })
    const base = await app.listen({ host: '127.0.0.1', port: 0 })
    const call = caller(app)
    const { body } = await call('POST', '/api/tables', 'ann', { numberOfHands: 2, numberOfSeats: 2, maxBetAmount: 50 })
    const tableId = body.tableId as number
    await call('POST', `/api/tables/${tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 100 })
    await call('POST', `/api/tables/${tableId}/sit`, 'bob', { playerId: 'bob', buyInAmount: 100 })
    let hole = await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_SETUP' })
    while (!hole.body.handOdds.some((p: { odds: number }) => p.odds > 0)) {
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
        await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from })
      hole = await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_SETUP' })
    }
    const hand = (hole.body.handOdds as Array<{ odds: number; handIndex: number }>).find((p) => p.odds > 0)!.handIndex
    const bet = (as: string) =>
      call('POST', `/api/tables/${tableId}/bets`, as, {
        playerId: as,
        gameId: hole.body.gameId,
        bettingStage: 0,
        handIndex: hand,
        betAmount: 1,
      })
    const annStream = await openSse(`${base}/api/tables/${tableId}/events`, { authorization: 'Bearer ann' })
    const bobStream = await openSse(`${base}/api/tables/${tableId}/events`, { authorization: 'Bearer bob' })
    t.teardown(() => {
      annStream.close()
      bobStream.close()
    })
    await annStream.next((m) => m.event === 'snapshot')
    const started = Date.now() + ahead
    await bet('ann')
    await bet('bob')
    // Nine minutes and 59.7 seconds on, ann bets again: her session goes on, and its check falls due 0.3 s later.
    ahead += 10 * 60_000 - 300
    await bet('ann')
    const announced = await annStream.next((m) => m.event === 'reality-check', 5_000)
    t.equal(announced.id, undefined, 'no id: not a change of the table')
    const data = dataOf(announced)
    t.match(data, { type: 'reality-check', playerId: 'ann', session: { minutesPlayed: 10 } })
    t.ok(Math.abs(Date.parse(data.dueAt) - (started + 10 * 60_000)) < 1_000, 'due ten minutes into the session')
    t.equal((await bet('ann')).status, 409, 'and the next bet is refused until acknowledged')
    await bobStream.next(
      (m) =>
        m.event === 'bet' && dataOf(m).eventId > 0 && bobStream.messages.filter((x) => x.event === 'bet').length >= 3,
      5_000,
    )
    t.notOk(bobStream.text().includes('reality-check'), "bob's stream never carries ann's check")
  },
)
