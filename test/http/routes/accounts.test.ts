// Accounts over HTTP: play money with its grants, real accounts funded only by the operator, who may read what,
// paged ledgers, the operator's idempotent transfers, the report that adds up, and every operator action logged.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { TokenRejectedError, type TokenVerifier } from '../../../src/ports/token-verifier.ts'
import { buildTestApp } from '../../helpers/app.ts'
import { createCaptureLogger } from '../../helpers/jwt.ts'

const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'

/** Verified mode without JWTs: the token is the subject; "cashier" carries the operator role. */
const verified: TokenVerifier = {
  mode: 'jwt',
  verify: async (token) => {
    if (token === 'bad') throw new TokenRejectedError('rejected')
    return token === 'cashier'
      ? { verified: true, sub: 'cashier', role: 'service_role' }
      : { verified: true, sub: token }
  },
  close: async () => {},
}

function caller(app: FastifyInstance, token: string) {
  return async (method: 'GET' | 'POST', url: string, payload?: object, headers: Record<string, string> = {}) => {
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    })
    return { status: answer.statusCode, body: answer.json() }
  }
}

t.test(
  'play money (the default): the published sit is unchanged, every grant and move is on the account ledger',
  async (t) => {
    const app = await buildTestApp(t)
    const call = caller(app, 'any')
    t.same((await call('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 25.5 })).body, {
      acknowledgement: 'ACK',
      seatId: 1,
      seatBalance: 25.5,
    })
    t.same((await call('GET', '/api/players/ann')).body, {
      playerId: 'ann',
      accountBalance: 0,
      seats: [{ tableId: 1, seatId: 1, seatBalance: 25.5 }],
    })
    await call('POST', '/api/tables/1/leave', { playerId: 'ann' })
    const ledger = (await call('GET', '/api/players/ann/ledger')).body
    t.same(
      ledger.entries.map((e: any) => [e.kind, e.amount, e.balanceAfter]),
      [
        ['PLAY_GRANT', 25.5, 25.5],
        ['TO_SEAT', -25.5, 0],
        ['FROM_SEAT', 25.5, 25.5],
      ],
    )
    t.equal(ledger.nextCursor, undefined, 'one page holds them all')
  },
)

t.test(
  'real accounts: only the operator funds them; a buy-in beyond the account is 409 and changes nothing',
  async (t) => {
    const lines = createCaptureLogger().lines
    const logger = createCaptureLogger(lines)
    const app = await buildTestApp(t, { logger, config: { wallet: 'accounts', operator: { token: OPERATOR_TOKEN } } })
    const player = caller(app, 'any')
    const operator = caller(app, OPERATOR_TOKEN)
    const refused = await player('POST', '/api/tables/1/sit', { playerId: 'bob', buyInAmount: 10 })
    t.equal(refused.status, 409)
    t.same(refused.body, { error: 'buyInAmount is above the account balance of 0.' })
    t.same((await player('GET', '/api/tables/1')).body.seats, [], 'no seat')
    t.same((await player('GET', '/api/players/bob/ledger')).body.entries, [], 'no entry')

    t.equal(
      (await player('POST', '/api/operator/players/bob/deposits', { amount: 10 }, { 'idempotency-key': 'd1' })).status,
      403,
      'a stub token is no operator',
    )
    const noKey = await operator('POST', '/api/operator/players/bob/deposits', { amount: 10 })
    t.equal(noKey.status, 400)
    t.same(noKey.body, { error: 'idempotency-key is required.' })
    const deposit = await operator(
      'POST',
      '/api/operator/players/bob/deposits',
      { amount: 30 },
      { 'idempotency-key': 'd1' },
    )
    t.same(deposit.body, { acknowledgement: 'ACK', playerId: 'bob', entryId: 1, accountBalance: 30 })
    t.same(
      (await operator('POST', '/api/operator/players/bob/deposits', { amount: 30 }, { 'idempotency-key': 'd1' })).body,
      deposit.body,
      'a retry pays once',
    )
    t.equal(
      (await operator('POST', '/api/operator/players/bob/deposits', { amount: 31 }, { 'idempotency-key': 'd1' }))
        .status,
      422,
    )
    t.equal(
      (await operator('POST', '/api/operator/players/bob/deposits', { amount: 0.001 }, { 'idempotency-key': 'd2' }))
        .status,
      400,
    )

    t.equal((await player('POST', '/api/tables/1/sit', { playerId: 'bob', buyInAmount: 20 })).status, 200)
    const over = await operator(
      'POST',
      '/api/operator/players/bob/withdrawals',
      { amount: 10.01 },
      { 'idempotency-key': 'w1' },
    )
    t.equal(over.status, 409)
    t.same(over.body, { error: 'amount is above the account balance of 10.' })
    t.equal(
      (await operator('POST', '/api/operator/players/bob/withdrawals', { amount: 10 }, { 'idempotency-key': 'w2' }))
        .body.accountBalance,
      0,
    )

    const report = (await operator('GET', '/api/operator/report')).body
    t.match(report.house, {
      deposits: 30,
      playGrants: 0,
      withdrawals: 10,
      accountsHeld: 0,
      seatsHeld: 20,
      houseResult: 0,
    })
    t.equal(
      report.house.deposits + report.house.playGrants - report.house.withdrawals,
      report.house.accountsHeld + report.house.seatsHeld + report.house.houseResult,
      'the house adds up',
    )
    t.match(report.house, { balanced: true, discrepancy: 0 }, 'and the server says so')
    t.equal((await player('GET', '/api/operator/report')).status, 403)

    const actions = lines
      .filter((line) => line.msg === 'operator action')
      .map((line) => line.obj as Record<string, unknown>)
    t.ok(
      actions.length >= 3 && actions.every((a) => a.operator === 'operator-token'),
      'each operator action is logged with who did it',
    )
    t.match(
      actions.find((a) => a.action === 'deposits'),
      { playerId: 'bob', amountCents: 3_000, entryId: 1 },
    )
    t.match(
      actions.find((a) => a.action === 'withdrawals'),
      { playerId: 'bob', amountCents: -1_000 },
    )
    t.ok(
      actions.some((a) => a.action === 'report'),
      'reading the report too',
    )
  },
)

t.test('verified tokens: a player reads only their own account; the operator role reads and funds any', async (t) => {
  const app = await buildTestApp(t, {
    verifier: verified,
    config: { wallet: 'accounts', operator: { role: 'service_role' } },
  })
  const ann = caller(app, 'ann')
  const cashier = caller(app, 'cashier')
  t.equal((await ann('GET', '/api/players/ann')).status, 200)
  const other = await ann('GET', '/api/players/bob')
  t.equal(other.status, 403)
  t.same(other.body, {
    error: 'playerId must be the subject (sub) of the access token: a player reads only their own account.',
  })
  t.equal((await ann('GET', '/api/players/bob/ledger')).status, 403)
  t.equal(
    (await ann('POST', '/api/operator/players/ann/deposits', { amount: 5 }, { 'idempotency-key': 'x' })).status,
    403,
    'a player is no operator',
  )
  t.equal(
    (await cashier('POST', '/api/operator/players/ann/deposits', { amount: 5 }, { 'idempotency-key': 'x' })).status,
    200,
  )
  t.same(
    (await cashier('GET', '/api/players/ann')).body,
    { playerId: 'ann', accountBalance: 5, seats: [] },
    'the operator reads any account',
  )
})

t.test('ledgers page with limit, cursor and order; a made-up cursor is 400', async (t) => {
  const app = await buildTestApp(t)
  const call = caller(app, 'any')
  for (let i = 1; i <= 7; i++) await call('POST', '/api/tables/1/sit', { playerId: 'cy', buyInAmount: i })
  for (const [url, total] of [
    ['/api/players/cy/ledger', 14],
    ['/api/tables/1/ledger?playerId=cy', 7],
  ] as const) {
    for (const order of ['asc', 'desc']) {
      const seen: number[] = []
      let cursor: string | undefined
      do {
        const sep = url.includes('?') ? '&' : '?'
        const page = (await call('GET', `${url}${sep}limit=3&order=${order}${cursor ? `&cursor=${cursor}` : ''}`)).body
        seen.push(...page.entries.map((e: any) => e.entryId))
        cursor = page.nextCursor
      } while (cursor)
      t.equal(seen.length, total, `${url} ${order}: every entry`)
      t.same(
        seen,
        [...seen].sort((a, b) => (order === 'asc' ? a - b : b - a)),
        `${url} ${order}: in order`,
      )
    }
  }
  const bad = await call('GET', '/api/players/cy/ledger?cursor=abc')
  t.equal(bad.status, 400)
  t.same(bad.body, { error: 'cursor must be the nextCursor of a previous page.' })
})

t.test('the operator reconciles the house: every total compared, nothing off, and the check audited', async (t) => {
  const app = await buildTestApp(t, { config: { wallet: 'accounts', operator: { token: OPERATOR_TOKEN } } })
  const operator = caller(app, OPERATOR_TOKEN)
  const player = caller(app, 'any')
  t.equal(
    (await operator('POST', '/api/operator/players/ann/deposits', { amount: 50 }, { 'idempotency-key': 'r1' })).status,
    200,
  )
  t.equal((await player('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 20 })).status, 200)
  const refused = await operator('POST', '/api/operator/reconcile', { reason: ' ' })
  t.same(refused, { status: 400, body: { error: 'reason is required: 1 to 500 characters, not only spaces.' } })
  const checked = await operator('POST', '/api/operator/reconcile', { reason: 'month-end check' })
  // One table (stakes, paid), five kinds of account entry, and the money in accounts.
  t.same(checked, { status: 200, body: { checked: 2 + 5 + 1, differences: [] } })
  const audit = (await operator('GET', '/api/operator/audit?kind=RECONCILED')).body.entries
  t.match(audit, [
    {
      kind: 'RECONCILED',
      actor: 'operator-token',
      reason: 'month-end check',
      after: { checked: 8, differences: 0, differenceCents: 0 },
    },
  ])
  t.equal(audit.length, 1, 'the refused request left no row')
})
