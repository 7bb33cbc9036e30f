// Money survives a crash: the server killed with SIGKILL during a burst of bets and during settlement; after a
// restart every acknowledged bet exists, every bet is settled exactly once, and the ledger invariants hold.

import t, { type Test } from 'tap'
import type { Bet, LedgerEntry } from '../../../src/core/bets.ts'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { urlWithSchema, usePostgres } from '../../helpers/postgres.ts'
import { call, startServer } from '../../helpers/server-process.ts'
import { checkLedgerInvariants } from '../ledger-invariants.ts'

const db = await usePostgres(t)

/** One PAYOUT for the one seat and its game, the sum of the bets' payouts (none when nothing is returned): paid once.
 * */
function checkPayouts(t: Test, payouts: LedgerEntry[], bets: Bet[]): void {
  const returned = bets.reduce((sum, b) => sum + (b.payoutCents ?? 0), 0)
  t.same(
    payouts.map((e) => [e.seatId, e.gameId, e.amountCents]),
    returned > 0 ? [[1, bets[0].gameId, returned]] : [],
    "one PAYOUT for the seat and the game, the sum of its bets' payouts: the game paid once",
  )
}
// Each test has its own schema, servers and stores: two run at a time (most of their time is spent waiting).
t.jobs = 2

if (db) {
  t.test('SIGKILL during a burst of bets: every ACKed bet exists after the restart, and is settled once', async (t) => {
    const schema = await db.createSchema()
    const env = {
      STORE: 'postgres',
      DATABASE_URL: urlWithSchema(db.url, schema),
      RATE_LIMIT_MAX: '0',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    }
    const first = await startServer(t, env)
    const { body: table } = await call(first.base, 'POST', '/api/tables', { numberOfHands: 3, numberOfSeats: 1 })
    const tableId = table.tableId as number
    await call(first.base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 1000 })
    let hole = await call(first.base, 'POST', `/api/tables/${tableId}/advance`, {
      playerId: 'ann',
      from: 'STATUS_SETUP',
    })
    while (!hole.body.handOdds.some((p: { odds: number }) => p.odds > 0)) {
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
        await call(first.base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from })
      hole = await call(first.base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from: 'STATUS_SETUP' })
    }
    const gameId = hole.body.gameId as number
    const handIndex = hole.body.handOdds.find((p: { odds: number }) => p.odds > 0).handIndex as number

    const acked: number[] = []
    let killed = false
    const burst = Array.from({ length: 300 }, async () => {
      try {
        const answer = await call(first.base, 'POST', `/api/tables/${tableId}/bets`, {
          playerId: 'ann',
          gameId,
          bettingStage: 0,
          handIndex,
          betAmount: 1,
        })
        if (answer.status === 200) acked.push(answer.body.betId)
        if (acked.length >= 40 && !killed) {
          killed = true
          first.child.kill('SIGKILL')
        }
      } catch {
        // the connection died with the server
      }
    })
    await Promise.all(burst)
    await first.exited
    t.ok(acked.length >= 40, `${acked.length} bets acknowledged before the kill`)

    const second = await startServer(t, env)
    const store = await db.createStore({ schema, migrate: false })
    const stored = (await store.getBets(tableId, gameId)).map((b) => b.betId)
    t.same(
      acked.filter((id) => !stored.includes(id)),
      [],
      'every acknowledged bet exists',
    )
    await checkLedgerInvariants(t, store, tableId)
    // A session of the killed server may hold the table's lock until PostgreSQL drops it (idle_in_transaction, at
    // most 10 s): the new server answers 503 meanwhile, and the client retries, as the answer says.
    const advance = async (from: string) => {
      for (let attempt = 0; ; attempt++) {
        const answer = await call(second.base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from })
        if (answer.status !== 503 || attempt >= 30) return answer.status
        await new Promise((resolve) => setTimeout(resolve, 1_000))
      }
    }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN']) t.equal(await advance(from), 200)
    const bets = await store.getBets(tableId, gameId)
    t.ok(
      bets.every((b) => b.status === 'WON' || b.status === 'LOST'),
      'every bet settled',
    )
    checkPayouts(
      t,
      (await store.getLedger(tableId)).filter((e) => e.kind === 'PAYOUT'),
      bets,
    )
    await checkLedgerInvariants(t, store, tableId)
  })

  t.test('SIGKILL during the settlement of 1,000 bets: all or nothing, then settled exactly once', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    const settings = {
      numberOfHands: 2,
      numberOfSeats: 1,
      targetRtpBp: 9_700,
      maxBetCents: 100_000,
      mode: 'INTERACTIVE' as const,
      skipTurn: false,
      bettingSeconds: 15,
      revealSeconds: 5,
    }
    const tableId = await store.createTable(settings)
    await store.sit({ tableId, playerId: 'ann', buyInCents: 10_000_000, seatCount: 1 })
    // A fixed deal with a hand offered at the turn.
    let nonce = 1
    for (let seed = 1; ; seed++) {
      const dealt = dealGame(2, nonce, 'crash', Buffer.alloc(32, seed))
      const pricing = priceGame(dealt.hands, dealt.board, settings.targetRtpBp)
      const hand = pricing[2].findIndex((p) => p.oddsTenths > 0)
      if (hand < 0) continue
      await store.startGame(tableId, { ...dealt, pricing, startedAt: '2030-01-01T00:00:00.000Z' }, settings)
      await store.advanceGame(tableId, 'STATUS_HOLE')
      await store.advanceGame(tableId, 'STATUS_FLOP')
      for (let i = 0; i < 1_000; i++)
        await store.placeBet(tableId, {
          caller: null,
          playerId: 'ann',
          gameId: nonce,
          bettingStage: 2,
          handIndex: hand,
          stakeCents: Math.round((1 + (i % 5)) * 100),
        })
      break
    }
    const env = { STORE: 'postgres', DATABASE_URL: urlWithSchema(db.url, schema), RATE_LIMIT_MAX: '0' }
    const server = await startServer(t, env)
    const settling = call(server.base, 'POST', `/api/tables/${tableId}/advance`, {
      playerId: 'ann',
      from: 'STATUS_TURN',
    }).catch(() => undefined)
    // Somewhere in the request: before, during or after the settlement's transaction; each outcome is checked.
    const delay = 5 + Math.floor(Math.random() * 300)
    await new Promise((resolve) => setTimeout(resolve, delay))
    server.child.kill('SIGKILL')
    t.comment(`killed ${delay} ms after sending the advance`)
    await server.exited
    await settling

    const after = await store.getTable(tableId)
    const bets = await store.getBets(tableId, nonce)
    if (after!.state === 'STATUS_TURN') {
      t.ok(
        bets.every((b) => b.status === 'OPEN'),
        'killed before the commit: nothing settled',
      )
      t.equal((await store.getLedger(tableId)).filter((e) => e.kind === 'PAYOUT').length, 0)
      await checkLedgerInvariants(t, store, tableId)
      await store.advanceGame(tableId, 'STATUS_TURN')
    } else {
      t.equal(after!.state, 'STATUS_RIVER', 'killed after the commit: all settled')
    }
    const settled = await store.getBets(tableId, nonce)
    t.ok(
      settled.every((b) => b.status === 'WON' || b.status === 'LOST'),
      'every bet settled',
    )
    checkPayouts(
      t,
      (await store.getLedger(tableId)).filter((e) => e.kind === 'PAYOUT'),
      settled,
    )
    await t.rejects(store.advanceGame(tableId, 'STATUS_TURN'), { code: 'STATE_CHANGED' }, 'and never again')
    await checkLedgerInvariants(t, store, tableId)
  })
}
