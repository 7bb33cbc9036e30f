// WALLET=seamless over HTTP against the reference wallet, on both stores: a sit moves nothing; a bet is debited before
// it is accepted; a refusal is the wallet's reason; a cancel rolls its debit back; a settlement credits each player of
// the game once. Checked against the wallet's own record of every movement (the oracle), not the service's numbers.

import t, { type Test } from 'tap'
import { publicChangeView } from '../../src/http/game-views.ts'
import type { Store } from '../../src/ports/store.ts'
import { createMemoryStore } from '../../src/store/memory/index.ts'
import { usePostgres } from '../helpers/postgres.ts'
import { checkWalletAgainstBets, OPERATOR, seamlessSetUp } from '../helpers/seamless.ts'
import { checkLedgerInvariants } from '../store/ledger-invariants.ts'

async function suite(t: Test, makeStore: () => Promise<Store>) {
  t.test(
    'a round: the sit moves nothing, the bet is debited, the cancel rolled back, the river credited',
    async (t) => {
      const store = await makeStore()
      const s = await seamlessSetUp(t, store)
      const sat = await s.call('POST', `/api/tables/${s.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 50 })
      t.match(sat, { status: 200, body: { acknowledgement: 'ACK', seatBalance: 100 } }, "the wallet's balance")
      t.match(
        await s.call('POST', `/api/tables/${s.tableId}/sit`, 'bob', { playerId: 'bob', buyInAmount: 100.01 }),
        { status: 409, body: { error: /above the wallet balance of 100/ } },
        'a buy-in above the wallet balance',
      )
      await s.call('POST', `/api/tables/${s.tableId}/sit`, 'bob', { playerId: 'bob', buyInAmount: 20 })
      t.same(await s.movements(), [], 'no money moved at the sits')
      const { gameId, hand } = await s.dealOffered()
      const placed = await s.bet('ann', gameId, hand, 10.5)
      t.match(placed, { status: 200, body: { acknowledgement: 'ACK', seatBalance: 89.5 } })
      t.equal(await s.balanceOf('ann'), 8_950, 'the wallet took the stake')
      const other = await s.bet('ann', gameId, hand, 1)
      t.equal(other.body.seatBalance, 88.5)
      const cancelled = await s.call('DELETE', `/api/tables/${s.tableId}/bets/${other.body.betId}?playerId=ann`, 'ann')
      t.same(cancelled.body, { acknowledgement: 'ACK', betId: other.body.betId, refund: 1, seatBalance: 89.5 })
      t.equal(await s.balanceOf('ann'), 8_950, 'the rollback landed at once')
      await s.bet('bob', gameId, hand, 2)
      const state = await s.call('GET', `/api/tables/${s.tableId}/state`, 'ann')
      t.same(
        state.body.seats.map((seat: { seatBalance: number }) => seat.seatBalance),
        [0, 0],
        'the seats hold nothing',
      )
      await s.toRiver()
      const bets = await store.getBets(s.tableId, gameId)
      const paid = (player: string) =>
        bets.filter((b) => b.playerId === player).reduce((sum, b) => sum + (b.payoutCents ?? 0), 0)
      await s.drain()
      t.equal(await s.balanceOf('ann'), 8_950 + paid('ann'), "ann's wallet: her payout credited")
      t.equal(await s.balanceOf('bob'), 10_000 - 200 + paid('bob'), "bob's wallet: his payout credited")
      const moved = await s.movements()
      t.same(
        // The outbox delivers a settlement's credits at once: their order at the wallet is not the service's.
        moved
          .filter((m) => m.kind === 'credit')
          .map((m) => m.transactionId)
          .sort(),
        [`credit:${s.tableId}:${gameId}:ann`, `credit:${s.tableId}:${gameId}:bob`],
        'one credit a player of the game (0 closes a lost round)',
      )
      await checkWalletAgainstBets(t, store, s.tableId, [gameId], moved)
      const ledger = await s.call('GET', `/api/tables/${s.tableId}/ledger?playerId=ann`, 'ann')
      t.same(
        ledger.body.entries.map((e: { kind: string }) => e.kind),
        [
          'BUY_IN',
          'BET',
          'BUY_IN',
          'BET',
          'BET_CANCEL',
          'CASH_OUT',
          ...(paid('ann') > 0 ? ['PAYOUT', 'CASH_OUT'] : []),
        ],
        "the seat's ledger: each stake in from the wallet and out as the bet; each return out to the wallet",
      )
      await checkLedgerInvariants(t, store, s.tableId)
      t.match(await s.call('POST', `/api/tables/${s.tableId}/leave`, 'ann', { playerId: 'ann' }), {
        status: 200,
        body: { cashedOut: 0 },
      })
    },
  )

  t.test("refusals: the wallet's reason, 409; nothing is recorded", async (t) => {
    const store = await makeStore()
    const s = await seamlessSetUp(t, store)
    await s.call('POST', `/api/tables/${s.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 })
    const { gameId, hand } = await s.dealOffered()
    await s.admin('/players/ann', { balance: 500 })
    t.match(await s.bet('ann', gameId, hand, 10), {
      status: 409,
      body: { error: /wallet declined the stake: not enough money/ },
    })
    await s.admin('/players/ann', { balance: 5_000, blocked: true })
    t.match(await s.bet('ann', gameId, hand, 10), { status: 409, body: { error: /the player is blocked/ } })
    t.same(await store.getBets(s.tableId, gameId), [], 'no bet')
    t.same(await s.movements(), [], 'no money moved')
    const refused = await store.listWalletTransactions({ status: 'REFUSED', limit: 10 })
    t.equal(refused.length, 2, 'both debits REFUSED')
    await s.admin('/players/ann', { balance: 10_000, blocked: false })
    t.match(await s.bet('ann', gameId, hand, 50.01), { status: 409, body: { error: /maxBetAmount/ } })
    t.same(await s.movements(), [], 'a bet the table refuses is refused before the wallet is asked')
    // The stage closes while the wallet takes the stake: the table refuses the bet and the stake goes back.
    s.faults.afterDebit = () =>
      s.call('POST', `/api/tables/${s.tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_HOLE' })
    t.match(await s.bet('ann', gameId, hand, 10), { status: 409, body: { error: /closed/ } })
    delete s.faults.afterDebit
    await s.drain()
    t.equal(await s.balanceOf('ann'), 10_000, 'the stake of a bet the table refused came back')
    t.same(
      (await s.movements()).map((m) => m.kind),
      ['debit', 'rollback'],
      'taken, then given back',
    )
    await checkWalletAgainstBets(t, store, s.tableId, [gameId], await s.movements())
  })

  t.test('a debit whose answer is lost is rolled back (503); the retry with the same key is a new debit', async (t) => {
    const store = await makeStore()
    const s = await seamlessSetUp(t, store)
    await s.call('POST', `/api/tables/${s.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 })
    const { gameId, hand } = await s.dealOffered()
    s.faults.loseAnswer.add('debit')
    const lost = await s.bet('ann', gameId, hand, 3, 'key-1')
    t.match(lost, { status: 503, body: { error: /did not answer the stake; nothing was taken/ } })
    s.faults.loseAnswer.clear()
    await s.drain()
    t.equal(await s.balanceOf('ann'), 10_000, 'the rollback returned the stake the wallet had taken')
    const placed = await s.bet('ann', gameId, hand, 3, 'key-1')
    t.match(placed, { status: 200, body: { seatBalance: 97 } })
    const again = await s.bet('ann', gameId, hand, 3, 'key-1')
    t.same(again, placed, 'a retry after success answers the same, and debits nothing')
    t.equal(await s.balanceOf('ann'), 9_700)
    const moved = await s.movements()
    t.same(
      moved.map((m) => m.kind),
      ['debit', 'rollback', 'debit'],
      'the lost debit, its rollback, the new debit',
    )
    t.equal((await store.getBets(s.tableId, gameId)).length, 1, 'one bet')
    await s.toRiver()
    await s.drain()
    await checkWalletAgainstBets(t, store, s.tableId, [gameId], await s.movements())
  })

  t.test("a void rolls back every open stake; player protection's refusal rolls its stake back", async (t) => {
    const store = await makeStore()
    const s = await seamlessSetUp(t, store)
    await s.call('POST', `/api/tables/${s.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 })
    const limit = await s.call('PUT', `/api/players/ann/limits`, 'ann', { kind: 'WAGER', period: 'DAY', amount: 5 })
    t.equal(limit.status, 200, 'a wager limit of 5 a day')
    const { gameId, hand } = await s.dealOffered()
    t.equal((await s.bet('ann', gameId, hand, 4)).status, 200)
    t.match(await s.bet('ann', gameId, hand, 2), { status: 409, body: { error: /limit/ } }, 'the limit refuses it')
    const voided = await s.call('POST', `/api/operator/tables/${s.tableId}/games/${gameId}/void`, OPERATOR, {
      reason: 'Dealer software fault.',
    })
    t.equal(voided.status, 200)
    await s.drain()
    t.equal(await s.balanceOf('ann'), 10_000, "every stake is back in ann's wallet")
    t.same(
      (await s.movements()).map((m) => m.kind),
      ['debit', 'debit', 'rollback', 'rollback'],
      'the refused bet and the voided one, each debited and rolled back',
    )
    await checkWalletAgainstBets(t, store, s.tableId, [gameId], await s.movements())
    await checkLedgerInvariants(t, store, s.tableId)
  })

  t.test('the same keyed bet sent eight times at once is debited once and placed once', async (t) => {
    const store = await makeStore()
    const s = await seamlessSetUp(t, store)
    await s.call('POST', `/api/tables/${s.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 })
    const { gameId, hand } = await s.dealOffered()
    const answers = await Promise.all(Array.from({ length: 8 }, () => s.bet('ann', gameId, hand, 3, 'same-key')))
    const placed = answers.filter((a) => a.status === 200)
    t.ok(placed.length >= 1, `${placed.length} answered 200`)
    t.same(new Set(placed.map((a) => a.body.betId)).size, 1, 'every 200 names the one bet')
    t.ok(
      answers.every((a) => a.status === 200 || (a.status === 503 && /still waiting for the wallet/.test(a.body.error))),
      'the others are asked to retry',
    )
    t.same(
      (await s.movements()).map((m) => m.kind),
      ['debit'],
      'one debit',
    )
    t.equal((await store.getBets(s.tableId, gameId)).length, 1, 'one bet')
  })

  t.test('the wallet down at the river: credits wait in the outbox and land once it is back', async (t) => {
    const store = await makeStore()
    const s = await seamlessSetUp(t, store)
    await s.call('POST', `/api/tables/${s.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 })
    const { gameId, hand } = await s.dealOffered()
    await s.bet('ann', gameId, hand, 4)
    s.faults.down = true
    await s.toRiver()
    await s.outbox.runOnce()
    const [credit] = await store.listWalletTransactions({ kind: 'CREDIT', limit: 10 })
    t.match(credit, { status: 'PENDING', attempts: 1, lastError: 'network failure' }, 'kept, to be sent again')
    t.same(
      (await s.movements()).filter((m) => m.kind === 'credit'),
      [],
      'nothing credited while the wallet is down',
    )
    s.faults.down = false
    // A lost acknowledgement: the wallet applied the credit, the service sends it again with the same id.
    s.faults.loseAnswer.add('credit')
    await new Promise((resolve) => setTimeout(resolve, 1_100))
    await s.outbox.runOnce()
    s.faults.loseAnswer.clear()
    await s.drain()
    const credits = (await s.movements()).filter((m) => m.kind === 'credit')
    t.equal(credits.length, 1, 'credited once, though sent three times')
    await checkWalletAgainstBets(t, store, s.tableId, [gameId], await s.movements())
  })
}

async function operatorSuite(t: Test, makeStore: () => Promise<Store>) {
  t.test('the operator: the transactions by status, a refused credit retried, another resolved, audited', async (t) => {
    const store = await makeStore()
    const s = await seamlessSetUp(t, store)
    const wallet = (query: string, accept?: string) =>
      s.call('GET', `/api/operator/wallet/transactions${query}`, OPERATOR, undefined, undefined, accept)
    const act = (id: string, action: string, reason = 'Player id fixed at the casino.') =>
      s.call('POST', `/api/operator/wallet/transactions/${encodeURIComponent(id)}/${action}`, OPERATOR, { reason })
    t.equal((await wallet('')).status, 200)
    t.equal((await s.call('GET', '/api/operator/wallet/transactions', 'ann')).status, 403, 'operators only')
    const gameId = await s.refusedCredits()
    const failed = await wallet('?status=FAILED')
    t.same(
      failed.body.transactions.map((x: { transactionId: string }) => x.transactionId).sort(),
      [`credit:${s.tableId}:${gameId}:ann`, `credit:${s.tableId}:${gameId}:bob`],
      'both credits FAILED: the wallet refused them',
    )
    t.match(failed.body.transactions[0], { kind: 'CREDIT', lastError: 'UNKNOWN_PLAYER: No such player.', attempts: 1 })
    const csv = await wallet('?kind=DEBIT', 'text/csv')
    const lines = (csv.body as string).trim().split('\r\n')
    t.equal(lines[0].split(',')[0], 'transactionId', 'CSV: a header line')
    t.equal(lines.length, 3, 'CSV: the two debits')
    t.match((await act(`debit:${s.tableId}:1`, 'retry')).body, { error: /is a debit/ }, 'a debit is not retried')
    t.equal((await act('credit:9:9:nobody', 'retry')).status, 404)
    t.match((await act(`credit:${s.tableId}:${gameId}:ann`, 'retry', ' ')).status, 400, 'a reason is required')
    s.faults.refuse.clear()
    const retried = await act(`credit:${s.tableId}:${gameId}:ann`, 'retry')
    t.match(retried, { status: 200, body: { status: 'PENDING' } })
    const resolved = await act(`credit:${s.tableId}:${gameId}:bob`, 'resolve', 'Paid by the casino by hand.')
    t.match(resolved, { status: 200, body: { status: 'RESOLVED' } })
    await s.drain()
    t.match((await act(`credit:${s.tableId}:${gameId}:ann`, 'retry')).status, 409, 'a DONE credit is not retried')
    const bets = await store.getBets(s.tableId, gameId)
    const paid = (player: string) =>
      bets.filter((b) => b.playerId === player).reduce((sum, b) => sum + (b.payoutCents ?? 0), 0)
    t.equal(await s.balanceOf('ann'), 10_000 - 400 + paid('ann'), "ann's credit landed once retried")
    t.equal(await s.balanceOf('bob'), 10_000 - 300, "bob's was resolved by hand: the service never sent it")
    const audit = await s.call('GET', '/api/operator/audit?kind=WALLET_RETRIED', OPERATOR)
    t.match(audit.body.entries, [
      {
        kind: 'WALLET_RETRIED',
        actor: 'operator-token',
        playerId: 'ann',
        reason: 'Player id fixed at the casino.',
        before: { status: 'FAILED' },
        after: { status: 'PENDING' },
      },
    ])
    const resolvedRows = await s.call('GET', '/api/operator/audit?kind=WALLET_RESOLVED', OPERATOR)
    t.match(resolvedRows.body.entries, [{ playerId: 'bob', reason: 'Paid by the casino by hand.' }])
    t.equal((await wallet(`?roundId=${s.tableId}:${gameId}:ann&limit=1`)).body.transactions.length, 1, 'a page of 1')
    const first = await wallet(`?roundId=${s.tableId}:${gameId}:ann&limit=1`)
    const next = await wallet(`?roundId=${s.tableId}:${gameId}:ann&limit=1&cursor=${first.body.nextCursor}`)
    t.not(next.body.transactions[0].transactionId, first.body.transactions[0].transactionId, 'the next page')
  })
}

t.test('memory store', async (t) => {
  const makeStore = async () => createMemoryStore({ seamless: true }, Date.now, publicChangeView)
  await suite(t, makeStore)
  await operatorSuite(t, makeStore)
})

t.test('PostgreSQL store', async (t) => {
  const db = await usePostgres(t)
  if (!db) return
  const makeStore = () => db.createStore({ seamless: true, eventChange: publicChangeView })
  await suite(t, makeStore)
  await operatorSuite(t, makeStore)
})
