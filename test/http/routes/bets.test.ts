// Bets over HTTP: placing, cancelling, leaving and the ledger; refusals by name and status; privacy with verified
// tokens; the game record's bets; Idempotency-Key per caller.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import type { Store } from '../../../src/ports/store.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { buildTestApp, subjectIsToken, type Teardown } from '../../helpers/app.ts'
import { checkLedgerInvariants } from '../../store/ledger-invariants.ts'

/** Verified mode without JWTs: the bearer token is the subject. */

async function setUp(t: Teardown, verified = false) {
  const store: Store = createMemoryStore()
  const app: FastifyInstance = await buildTestApp(t, { store, ...(verified ? { verifier: subjectIsToken } : {}) })
  const call = async (
    method: 'GET' | 'POST' | 'DELETE',
    url: string,
    as: string,
    payload?: unknown,
    headers: Record<string, string> = {},
  ) => {
    const response = await app.inject({
      method,
      url,
      headers: {
        authorization: `Bearer ${as}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...headers,
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
    return { status: response.statusCode, body: response.json() }
  }
  const { body } = await call('POST', '/api/tables', 'ann', { numberOfHands: 2, numberOfSeats: 2, maxBetAmount: 50 })
  const tableId = body.tableId as number
  await call('POST', `/api/tables/${tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 100 })
  await call('POST', `/api/tables/${tableId}/sit`, 'bob', { playerId: 'bob', buyInAmount: 100 })
  // Deal until a hand is offered at HOLE (two similar hands can both be priced at 1.0 or less), then play on it.
  const isOffered = (p: { odds: number }) => p.odds > 0
  let hole = await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_SETUP' })
  while (!hole.body.handOdds.some(isOffered)) {
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
      await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from })
    hole = await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_SETUP' })
  }
  const gameId = hole.body.gameId as number
  const offered = () => (hole.body.handOdds as Array<{ odds: number; handIndex: number }>).find(isOffered)!.handIndex
  return { app, store, call, tableId, hole: hole.body, offered, gameId }
}

t.test('place, cancel, settle, leave: the answers, the state and the ledger', async (t) => {
  const { call, tableId, hole, offered, store, gameId } = await setUp(t)
  const hand = offered()
  const placed = await call('POST', `/api/tables/${tableId}/bets`, 'ann', {
    playerId: 'ann',
    gameId,
    bettingStage: 0,
    handIndex: hand,
    betAmount: 10.5,
  })
  t.match(placed, {
    status: 200,
    body: { acknowledgement: 'ACK', betId: Number, recordedOdds: hole.handOdds[hand].odds, seatBalance: 89.5 },
  })
  const other = await call('POST', `/api/tables/${tableId}/bets`, 'ann', {
    playerId: 'ann',
    gameId,
    bettingStage: 0,
    handIndex: hand,
    betAmount: 1,
  })
  t.same((await call('DELETE', `/api/tables/${tableId}/bets/${other.body.betId}?playerId=ann`, 'ann')).body, {
    acknowledgement: 'ACK',
    betId: other.body.betId,
    refund: 1,
    seatBalance: 89.5,
  })
  const state = await call('GET', `/api/tables/${tableId}/state`, 'ann')
  t.match(state.body.bets, [
    { betId: placed.body.betId, status: 'OPEN', betAmount: 10.5 },
    { betId: other.body.betId, status: 'CANCELLED' },
  ])
  // Games dealt before it (no hand offered) reached the river without bets: they count as played.
  t.match(state.body.totals, { gamesPlayed: gameId - 1, amountBet: 10.5, amountPaidOut: 0, realisedRtp: 0 })
  t.same((await call('POST', `/api/tables/${tableId}/leave`, 'ann', { playerId: 'ann' })).body, {
    error: 'Player has 1 bet(s) not yet settled; leave after the river.',
  })
  for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'])
    await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from })
  const river = await call('GET', `/api/tables/${tableId}/state`, 'ann')
  const settled = river.body.bets[0]
  const won = river.body.handOdds.find(
    (p: { bettingStage: number; handIndex: number }) => p.bettingStage === 3 && p.handIndex === hand,
  ).isWinner
  t.equal(settled.status, won ? 'WON' : 'LOST')
  const tenths = Math.round(placed.body.recordedOdds * 10)
  t.equal(settled.payout, won ? Math.floor((1050 * tenths) / 10) / 100 : 0, 'floor(stake x odds), in cents')
  t.match(river.body.totals, {
    gamesPlayed: gameId,
    amountPaidOut: settled.payout,
    realisedRtp: Math.round((settled.payout / 10.5) * 10_000) / 10_000,
  })
  const record = await call('GET', `/api/tables/${tableId}/games/${gameId}`, 'ann')
  t.match(record.body.bets, [
    { betId: placed.body.betId, status: settled.status, payout: settled.payout },
    { betId: other.body.betId, status: 'CANCELLED' },
  ])
  const ledger = await call('GET', `/api/tables/${tableId}/ledger?playerId=ann`, 'ann')
  t.same(
    ledger.body.entries.map((e: { kind: string }) => e.kind),
    ['BUY_IN', 'BET', 'BET', 'BET_CANCEL', ...(won ? ['PAYOUT'] : [])],
  )
  const left = await call('POST', `/api/tables/${tableId}/leave`, 'ann', { playerId: 'ann' })
  t.same(left.body, { acknowledgement: 'ACK', seatId: 1, cashedOut: 89.5 + (won ? settled.payout : 0) })
  await checkLedgerInvariants(t, store, tableId)
})

t.test('refusals: 400 for the wire, 409 for the table as it is, 404 for an unknown bet; nothing changes', async (t) => {
  const { call, tableId, offered, store, gameId } = await setUp(t)
  const hand = offered()
  const base = { playerId: 'ann', gameId, bettingStage: 0, handIndex: hand, betAmount: 5 }
  const cases: Array<[Record<string, unknown>, number, string | RegExp]> = [
    [{ betAmount: 0 }, 400, 'betAmount must be a positive number of at most 1000000 with at most 2 decimal places.'],
    [
      { betAmount: 0.001 },
      400,
      'betAmount must be a positive number of at most 1000000 with at most 2 decimal places.',
    ],
    [
      { betAmount: 1.005 },
      400,
      'betAmount must be a positive number of at most 1000000 with at most 2 decimal places.',
    ],
    [{ betAmount: '5' }, 400, 'betAmount must be a positive number of at most 1000000 with at most 2 decimal places.'],
    [{ bettingStage: 3 }, 400, 'bettingStage must be 0, 1 or 2.'],
    [{ bettingStage: 1 }, 409, `Bets on stage 1 of game ${gameId} are closed: stage 0 of game ${gameId} is open.`],
    [
      { gameId: gameId + 1 },
      409,
      `Bets on stage 0 of game ${gameId + 1} are closed: stage 0 of game ${gameId} is open.`,
    ],
    [{ betAmount: 50.01 }, 409, "betAmount is above this table's maxBetAmount of 50."],
    [{ playerId: 'cy' }, 409, 'Player "cy" is not seated at this table.'],
  ]
  const before = JSON.stringify(await store.getLedger(tableId))
  for (const [change, status, error] of cases) {
    const answer = await call('POST', `/api/tables/${tableId}/bets`, 'ann', { ...base, ...change })
    t.equal(answer.status, status, JSON.stringify(change))
    t.match(answer.body, { error })
  }
  for (let i = 0; i < 2; i++) await call('POST', `/api/tables/${tableId}/bets`, 'ann', { ...base, betAmount: 50 })
  t.match(await call('POST', `/api/tables/${tableId}/bets`, 'ann', base), {
    status: 409,
    body: { error: 'betAmount is above the seat balance of 0.' },
  })
  t.equal(JSON.stringify((await store.getLedger(tableId)).slice(0, 2)), before, 'the refusals wrote nothing')
  t.same(await call('DELETE', `/api/tables/${tableId}/bets/99?playerId=ann`, 'ann'), {
    status: 404,
    body: { error: `Table ${tableId} has no bet 99.` },
  })
  t.same(await call('DELETE', `/api/tables/${tableId}/bets/1`, 'ann'), {
    status: 400,
    body: { error: 'playerId is required (a query parameter) when tokens are not verified.' },
  })
  t.same(await call('DELETE', `/api/tables/${tableId}/bets/1?playerId=bob`, 'bob'), {
    status: 403,
    body: { error: 'Bet 1 is not a bet of "bob".' },
  })
  await checkLedgerInvariants(t, store, tableId)
})

t.test(
  'Idempotency-Key: one bet for any number of retries; another body is 422; keys are per caller when verified',
  async (t) => {
    const { call, tableId, offered, gameId } = await setUp(t, true)
    const bet = { playerId: 'ann', gameId, bettingStage: 0, handIndex: offered(), betAmount: 2 }
    const first = await call('POST', `/api/tables/${tableId}/bets`, 'ann', bet, { 'idempotency-key': 'k' })
    const retries = await Promise.all(
      Array.from({ length: 10 }, () =>
        call('POST', `/api/tables/${tableId}/bets`, 'ann', bet, { 'idempotency-key': 'k' }),
      ),
    )
    t.ok(
      retries.every((r) => JSON.stringify(r) === JSON.stringify(first)),
      'every retry gets the first answer',
    )
    t.same(
      (await call('POST', `/api/tables/${tableId}/bets`, 'ann', { ...bet, betAmount: 3 }, { 'idempotency-key': 'k' }))
        .status,
      422,
    )
    const bobs = await call(
      'POST',
      `/api/tables/${tableId}/bets`,
      'bob',
      { ...bet, playerId: 'bob' },
      { 'idempotency-key': 'k' },
    )
    t.equal(bobs.status, 200, "bob's key k is not ann's")
    t.not(bobs.body.betId, first.body.betId)
  },
)

t.test('verified tokens: players act only for themselves and see only their own id, bets and ledger', async (t) => {
  const { call, tableId, offered, gameId } = await setUp(t, true)
  const hand = offered()
  t.equal(
    (
      await call('POST', `/api/tables/${tableId}/bets`, 'bob', {
        playerId: 'ann',
        gameId,
        bettingStage: 0,
        handIndex: hand,
        betAmount: 1,
      })
    ).status,
    403,
  )
  await call('POST', `/api/tables/${tableId}/bets`, 'ann', {
    playerId: 'ann',
    gameId,
    bettingStage: 0,
    handIndex: hand,
    betAmount: 1,
  })
  await call('POST', `/api/tables/${tableId}/bets`, 'bob', {
    playerId: 'bob',
    gameId,
    bettingStage: 0,
    handIndex: hand,
    betAmount: 2,
  })
  const seen = await call('GET', `/api/tables/${tableId}/state`, 'ann')
  t.same(
    seen.body.seats,
    [
      { seatId: 1, playerId: 'ann', seatBalance: 99 },
      { seatId: 2, seatBalance: 98 },
    ],
    "bob's seat by number and balance",
  )
  t.same(
    seen.body.bets.map((b: { playerId: string }) => b.playerId),
    ['ann'],
  )
  t.notOk(JSON.stringify(seen.body).includes('bob'), 'no trace of bob')
  t.same((await call('GET', `/api/tables/${tableId}`, 'ann')).body.seats, [
    { seatId: 1, playerId: 'ann', seatBalance: 99 },
    { seatId: 2, seatBalance: 98 },
  ])
  const ledger = await call('GET', `/api/tables/${tableId}/ledger`, 'ann')
  t.ok(ledger.body.entries.every((e: { playerId: string }) => e.playerId === 'ann'))
  t.equal((await call('GET', `/api/tables/${tableId}/ledger?playerId=bob`, 'ann')).status, 403)
  t.equal((await call('POST', `/api/tables/${tableId}/leave`, 'ann', { playerId: 'bob' })).status, 403)
  t.equal((await call('DELETE', `/api/tables/${tableId}/bets/2`, 'ann')).status, 403, "ann cannot cancel bob's bet")
})
