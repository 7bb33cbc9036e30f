// The WALLET mode a PostgreSQL floor starts in against the money it holds: a floor played on the casino's wallet does
// not start in another mode while bets are debited or calls owed, nor one played on the service's seats in seamless
// mode while seats hold money (each starts once its games are settled and its seats left); play money never meets
// real money (a floor with play grants does not start with real money, one with deposits not with play money). A
// refused start changes nothing.

import t from 'tap'
import type { WalletMode } from '../../../src/core/accounts.ts'
import { buildTestApp } from '../../helpers/app.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { seamlessSetUp } from '../../helpers/seamless.ts'

const db = await usePostgres(t)

if (db) {
  /** What a start could change: the bets by status, the wallet's transactions by status, the seats' and accounts'. */
  const moneyIn = async (schema: string) =>
    (
      await db.query(
        `SELECT (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM ${schema}.bets
             GROUP BY status) b) AS bets,
           (SELECT json_object_agg(status, n) FROM (SELECT status, count(*) AS n FROM ${schema}.wallet_transactions
             GROUP BY status) w) AS wallet,
           (SELECT sum(balance_cents) FROM ${schema}.seats) AS seats,
           (SELECT sum(balance_cents) FROM ${schema}.accounts) AS accounts`,
      )
    ).rows[0]
  const starts = (schema: string, mode: WalletMode) =>
    db.createStore({ schema, seamless: mode === 'seamless', checkWalletMode: mode })
  const refused = async (schema: string, mode: WalletMode, message: RegExp) => {
    const before = await moneyIn(schema)
    await t.rejects(starts(schema, mode), { code: 'INVALID_INPUT', message }, `${mode} is refused`)
    t.same(await moneyIn(schema), before, 'the refused start changed nothing')
  }

  t.test('a floor played on the casino wallet', async (t) => {
    const schema = await db.createSchema()
    const seamless = await seamlessSetUp(t, await starts(schema, 'seamless'))
    const sit = await seamless.call('POST', `/api/tables/${seamless.tableId}/sit`, 'ann', {
      playerId: 'ann',
      buyInAmount: 5,
    })
    t.equal(sit.status, 200)
    const { gameId, hand } = await seamless.dealOffered()
    t.equal((await seamless.bet('ann', gameId, hand, 4)).status, 200)

    for (const mode of ['accounts', 'play'] as const)
      await refused(schema, mode, /^WALLET=\w+, .*open bets debited from it: 1; calls to it owed: 0\)/)
    t.ok(await starts(schema, 'seamless'), 'seamless starts')

    await seamless.toRiver()
    await seamless.drain()
    t.ok(await starts(schema, 'accounts'), 'settled and drained, another mode starts')
  })

  t.test('a floor played on accounts', async (t) => {
    const schema = await db.createSchema()
    const store = await starts(schema, 'accounts')
    await store.transfer('ann', 500, 'operator', { key: 'deposit', fingerprint: 'deposit' })
    const app = await buildTestApp(t, { store, config: { wallet: 'accounts' } })
    const call = async (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { authorization: 'Bearer ann' }, payload })
    const tableId = (await call('/api/tables', { numberOfHands: 2, numberOfSeats: 2 })).json().tableId as number
    t.equal((await call(`/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 5 })).statusCode, 200)

    await refused(schema, 'seamless', /^WALLET=seamless, .*open bets staked from seats: 0; seats holding money: 1\)/)
    await refused(schema, 'play', /^WALLET=play, but 1 accounts hold the operator's deposits/)
    t.ok(await starts(schema, 'accounts'), 'the mode it was played in starts')

    t.equal((await call(`/api/tables/${tableId}/leave`, { playerId: 'ann' })).statusCode, 200)
    t.ok(await starts(schema, 'seamless'), 'the seat left, seamless starts')
    await refused(schema, 'play', /^WALLET=play, but 1 accounts hold the operator's deposits/)
  })

  t.test('a floor played with play money', async (t) => {
    const schema = await db.createSchema()
    const app = await buildTestApp(t, { store: await starts(schema, 'play') })
    const call = async (url: string, payload: object) =>
      app.inject({ method: 'POST', url, headers: { authorization: 'Bearer ann' }, payload })
    const tableId = (await call('/api/tables', { numberOfHands: 2, numberOfSeats: 2 })).json().tableId as number
    t.equal((await call(`/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 5 })).statusCode, 200)
    t.equal((await call(`/api/tables/${tableId}/leave`, { playerId: 'ann' })).statusCode, 200)

    for (const mode of ['accounts', 'seamless'] as const)
      await refused(schema, mode, new RegExp(`^WALLET=${mode}, but 1 accounts were granted play money`))
    t.ok(await starts(schema, 'play'), 'play starts')
  })
}
