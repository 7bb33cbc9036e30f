// The WALLET mode a PostgreSQL floor starts in against the money in play: a floor played on the casino's wallet does
// not start in another mode while bets are debited or calls owed, nor one played on the service's seats in seamless
// mode while seats hold money; each starts again once its games are settled and its seats left. A refused start
// changes nothing.

import t from 'tap'
import { buildTestApp } from '../../helpers/app.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { seamlessSetUp } from '../../helpers/seamless.ts'

const db = await usePostgres(t)

if (db) {
  /** What a start could change: the bets by status, the wallet's transactions by status, the seats' money. */
  const moneyIn = async (schema: string) =>
    (
      await db.query(
        `SELECT (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM ${schema}.bets
             GROUP BY status) b) AS bets,
           (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM ${schema}.wallet_transactions
             GROUP BY status) w) AS wallet,
           (SELECT sum(balance_cents) FROM ${schema}.seats) AS seats`,
      )
    ).rows[0]

  t.test('a floor played on the casino wallet', async (t) => {
    const schema = await db.createSchema()
    const seamless = await seamlessSetUp(t, await db.createStore({ schema, seamless: true }))
    t.equal(
      (await seamless.call('POST', `/api/tables/${seamless.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 }))
        .status,
      200,
    )
    const { gameId, hand } = await seamless.dealOffered()
    t.equal((await seamless.bet('ann', gameId, hand, 4)).status, 200)
    const before = await moneyIn(schema)

    await t.rejects(db.createStore({ schema, checkWalletMode: true }), {
      code: 'INVALID_INPUT',
      message: /^WALLET is not seamless, .*open bets debited from it: 1; calls to it owed: 0\)/,
    })
    t.same(await moneyIn(schema), before, 'the refused start changed nothing')
    t.ok(await db.createStore({ schema, seamless: true, checkWalletMode: true }), 'seamless starts')

    await seamless.toRiver()
    await seamless.drain()
    t.ok(await db.createStore({ schema, checkWalletMode: true }), 'settled and drained, another mode starts')
  })

  t.test('a floor played on the service seats', async (t) => {
    const schema = await db.createSchema()
    const app = await buildTestApp(t, { store: await db.createStore({ schema }) })
    const call = async (url: string, payload: unknown) =>
      app.inject({ method: 'POST', url, headers: { authorization: 'Bearer ann' }, payload: payload as object })
    const tableId = (await call('/api/tables', { numberOfHands: 2, numberOfSeats: 2 })).json().tableId as number
    t.equal((await call(`/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 5 })).statusCode, 200)
    const before = await moneyIn(schema)

    await t.rejects(db.createStore({ schema, seamless: true, checkWalletMode: true }), {
      code: 'INVALID_INPUT',
      message: /^WALLET=seamless, .*open bets staked from seats: 0; seats holding money: 1\)/,
    })
    t.same(await moneyIn(schema), before, 'the refused start changed nothing')
    t.ok(await db.createStore({ schema, checkWalletMode: true }), 'the mode it was played in starts')

    t.equal((await call(`/api/tables/${tableId}/leave`, { playerId: 'ann' })).statusCode, 200)
    t.ok(await db.createStore({ schema, seamless: true, checkWalletMode: true }), 'the seat left, seamless starts')
  })
}
