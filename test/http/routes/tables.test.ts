// POST /api/tables/{tableId}/sit and GET /api/tables/{tableId}: seat rules, money in cents, idempotency, validation.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { AUTH, buildTestApp } from '../../helpers/app.ts'

async function freshApp(seats?: number): Promise<FastifyInstance> {
  const app = await buildTestApp(t, seats ? { config: { tableSeats: seats } } : {})
  return app
}

async function sit(
  app: FastifyInstance,
  body: unknown,
  { tableId = '1', headers = {} as Record<string, string> } = {},
) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/tables/${tableId}/sit`,
    headers: { ...AUTH, ...headers },
    payload: body as object,
  })
  return { status: response.statusCode, body: response.json() }
}

async function table(app: FastifyInstance, tableId = '1') {
  return (await app.inject({ method: 'GET', url: `/api/tables/${tableId}`, headers: AUTH })).json()
}

t.test('first sit: lowest free seat, balance equals the buy-in', async (t) => {
  const app = await freshApp()
  t.same(await sit(app, { playerId: 'alice', buyInAmount: 100 }), {
    status: 200,
    body: { acknowledgement: 'ACK', seatId: 1, seatBalance: 100 },
  })
  t.same(await sit(app, { playerId: 'bob', buyInAmount: 0.5 }), {
    status: 200,
    body: { acknowledgement: 'ACK', seatId: 2, seatBalance: 0.5 },
  })
  t.same(await sit(app, { playerId: 'carol', buyInAmount: 1 }, { tableId: '2' }), {
    status: 200,
    body: { acknowledgement: 'ACK', seatId: 1, seatBalance: 1 },
  })
})

t.test('re-sit keeps the seat and adds the buy-in, exactly in cents', async (t) => {
  const app = await freshApp()
  await sit(app, { playerId: 'alice', buyInAmount: 0.1 })
  t.same((await sit(app, { playerId: 'alice', buyInAmount: 0.2 })).body, {
    acknowledgement: 'ACK',
    seatId: 1,
    seatBalance: 0.3,
  })
  let balance = 0.3
  for (let i = 0; i < 10; i++) balance = (await sit(app, { playerId: 'alice', buyInAmount: 0.07 })).body.seatBalance
  t.equal(balance, 1, '0.3 + 10 x 0.07 is exactly 1.00')
  t.same(await table(app), { tableId: 1, seatCount: 6, seats: [{ seatId: 1, playerId: 'alice', seatBalance: 1 }] })
})

t.test('a full table answers 409 and changes nothing', async (t) => {
  const app = await freshApp(2)
  await sit(app, { playerId: 'a', buyInAmount: 1 })
  await sit(app, { playerId: 'b', buyInAmount: 2 })
  const full = await sit(app, { playerId: 'c', buyInAmount: 3 })
  t.equal(full.status, 409)
  t.same(full.body, { error: 'Table is full: all 2 seats are taken.' })
  t.same((await sit(app, { playerId: 'b', buyInAmount: 1 })).body.seatBalance, 3, 'a seated player can still top up')
  t.same(await table(app), {
    tableId: 1,
    seatCount: 2,
    seats: [
      { seatId: 1, playerId: 'a', seatBalance: 1 },
      { seatId: 2, playerId: 'b', seatBalance: 3 },
    ],
  })
})

t.test('a table nobody sat at is returned empty', async (t) => {
  const app = await freshApp()
  t.same(await table(app, '77'), { tableId: 77, seatCount: 6, seats: [] })
})

t.test('Idempotency-Key: a retry gets the first answer and changes nothing; another body gets 422', async (t) => {
  const app = await freshApp()
  const headers = { 'idempotency-key': 'k-1' }
  const first = await sit(app, { playerId: 'alice', buyInAmount: 10 }, { headers })
  const retry = await sit(app, { playerId: 'alice', buyInAmount: 10 }, { headers })
  t.same(retry, first)
  t.same((await table(app)).seats, [{ seatId: 1, playerId: 'alice', seatBalance: 10 }])
  const other = await sit(app, { playerId: 'alice', buyInAmount: 11 }, { headers })
  t.equal(other.status, 422)
  t.match(other.body.error, /Idempotency-Key/)
  t.same((await table(app)).seats, [{ seatId: 1, playerId: 'alice', seatBalance: 10 }])
  t.equal(
    (await sit(app, { playerId: 'alice', buyInAmount: 10 }, { headers: { 'idempotency-key': 'k-2' } })).body
      .seatBalance,
    20,
  )
})

t.test('bad input: 400 naming the field and the rule, nothing stored', async (t) => {
  const app = await freshApp()
  await sit(app, { playerId: 'alice', buyInAmount: 5 })
  const buyIn = 'buyInAmount must be a positive number of at most 1000000 with at most 2 decimal places.'
  const cases: Array<[unknown, string, string?]> = [
    [{ playerId: 'alice', buyInAmount: 0 }, buyIn],
    [{ playerId: 'alice', buyInAmount: -1 }, buyIn],
    [{ playerId: 'alice', buyInAmount: 1.001 }, buyIn],
    [{ playerId: 'alice', buyInAmount: 1e-9 }, buyIn],
    [{ playerId: 'alice', buyInAmount: 1.000000001 }, buyIn],
    [{ playerId: 'alice', buyInAmount: 0.015 }, buyIn],
    [{ playerId: 'alice', buyInAmount: 1000000.01 }, buyIn],
    [{ playerId: 'alice', buyInAmount: '5' }, buyIn],
    [{ playerId: 'alice', buyInAmount: null }, buyIn],
    [{ playerId: 'alice' }, 'buyInAmount is required.'],
    [{ buyInAmount: 5 }, 'playerId is required.'],
    [{ playerId: '', buyInAmount: 5 }, 'playerId must be a string of 1 to 128 characters without control characters.'],
    [
      { playerId: 'x'.repeat(129), buyInAmount: 5 },
      'playerId must be a string of 1 to 128 characters without control characters.',
    ],
    [{ playerId: 7, buyInAmount: 5 }, 'playerId must be a string of 1 to 128 characters without control characters.'],
    [
      { playerId: 'a\u0000b', buyInAmount: 5 },
      'playerId must be a string of 1 to 128 characters without control characters.',
    ],
    [
      { playerId: 'a\ud800b', buyInAmount: 5 },
      'playerId must be a string of 1 to 128 characters without control characters.',
    ],
    [{ playerId: 'alice', buyInAmount: 5, betAmount: 1 }, 'betAmount is not an allowed property.'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '0'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '2147483648'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '1.5'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', 'abc'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '0x10'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '1e1'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '1.0'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '%201'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '01'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '+1'],
    [{ playerId: 'alice', buyInAmount: 5 }, 'tableId must be an integer between 1 and 2147483647.', '-1'],
  ]
  for (const [body, error, tableId] of cases) {
    t.same(
      await sit(app, body, { tableId }),
      { status: 400, body: { error } },
      `${tableId ?? 1} ${JSON.stringify(body).slice(0, 60)}`,
    )
  }
  t.same(await sit(app, { playerId: 'alice', buyInAmount: 5 }, { headers: { 'idempotency-key': '' } }), {
    status: 400,
    body: { error: 'Idempotency-Key must be 1 to 255 characters.' },
  })
  t.same((await table(app)).seats, [{ seatId: 1, playerId: 'alice', seatBalance: 5 }], 'nothing changed')
})

t.test('the largest buy-in is exact', async (t) => {
  const app = await freshApp()
  t.equal((await sit(app, { playerId: 'whale', buyInAmount: 999999.99 })).body.seatBalance, 999999.99)
  t.equal((await sit(app, { playerId: 'whale', buyInAmount: 1000000 })).body.seatBalance, 1999999.99)
})

t.test('without a bearer token: 401', async (t) => {
  const app = await freshApp()
  const response = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    payload: { playerId: 'a', buyInAmount: 1 },
  })
  t.equal(response.statusCode, 401)
  t.same(response.json(), { error: 'Missing or invalid Authorization header.' })
  t.same((await table(app)).seats, [])
})
