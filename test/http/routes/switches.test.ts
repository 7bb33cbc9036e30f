// Switches over HTTP: operator only, a reason required; a table's switch in its state and refusals with clear
// messages; a player's switch refusing bets and deposits but not withdrawals; all gaming; the list; each audited.

import { createHash } from 'node:crypto'
import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { foldTableEvent } from '../../../src/client/table-view.js'
import { publicChangeView } from '../../../src/http/game-views.ts'
import type { TokenVerifier } from '../../../src/ports/token-verifier.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { buildTestApp } from '../../helpers/app.ts'

const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'
const verified: TokenVerifier = {
  mode: 'jwt',
  verify: async (token) => ({ verified: true, sub: token }),
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

t.test('tables and all gaming: off with a reason, shown in the state, refusing sits and games; on again', async (t) => {
  const app = await buildTestApp(t, { verifier: verified, config: { operator: { token: OPERATOR_TOKEN } } })
  const operator = caller(app, OPERATOR_TOKEN)
  const ann = caller(app, 'ann')
  t.equal(
    (await ann('POST', '/api/operator/tables/1/disable', { reason: 'x' })).status,
    403,
    'a player switches nothing',
  )
  t.match(await operator('POST', '/api/operator/tables/1/disable', { reason: '   ' }), {
    status: 400,
    body: { error: /reason/ },
  })
  t.match(await operator('POST', '/api/operator/tables/1/disable', {}), { status: 400, body: { error: /reason/ } })
  t.equal((await ann('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 10 })).status, 200)
  t.equal((await caller(app, 'cat')('POST', '/api/tables/2/sit', { playerId: 'cat', buyInAmount: 10 })).status, 200)

  const off = await operator('POST', '/api/operator/tables/1/disable', { reason: '  Dealer fault  ' })
  t.same(off.status, 200)
  t.match(off.body, { disabled: true, tableId: 1, table: { actor: 'operator-token', reason: 'Dealer fault' } })
  const state = (await ann('GET', '/api/tables/1/state')).body
  t.match(state.disabled, { scope: 'TABLE' })
  t.notOk('reason' in state.disabled, "the operator's reason stays in the audit log")
  t.same(await ann('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 10 }), {
    status: 409,
    body: { error: 'Table 1 is disabled by the operator: you cannot sit now; players may leave.' },
  })
  t.match(
    await ann('POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_SETUP' }),
    { status: 409, body: { error: 'Table 1 is disabled by the operator: you cannot start a game now.' } },
    'no game starts',
  )
  t.equal((await ann('POST', '/api/tables/1/leave', { playerId: 'ann' })).status, 200, 'a player leaves')

  const gaming = await operator('POST', '/api/operator/gaming/disable', { reason: 'Maintenance' })
  t.match(gaming.body, { disabled: true, gaming: { reason: 'Maintenance' } })
  t.match((await ann('GET', '/api/tables/2/state')).body, { disabled: { scope: 'GAMING' } })
  t.match(
    await ann('POST', '/api/tables/3/sit', { playerId: 'ann', buyInAmount: 10 }),
    { status: 409, body: { error: /All gaming is disabled/ } },
    'a table nobody used yet too',
  )
  const unused = (await ann('GET', '/api/tables/99/state')).body
  t.match(
    unused,
    {
      tableId: 99,
      gameState: 'STATUS_SETUP',
      eventId: 0,
      disabled: { scope: 'GAMING', since: gaming.body.gaming.since },
    },
    "a table nobody used yet shows all gaming's switch",
  )
  t.notOk('reason' in unused.disabled)
  t.match((await operator('GET', '/api/operator/switches')).body, {
    gaming: { reason: 'Maintenance' },
    tables: [{ tableId: 1, reason: 'Dealer fault' }],
    players: [],
  })
  t.same((await operator('POST', '/api/operator/gaming/enable', { reason: 'Done' })).body, { disabled: false })
  t.equal((await ann('GET', '/api/tables/99/state')).body.disabled, undefined, 'and no switch once gaming is on')
  t.match((await operator('POST', '/api/operator/tables/1/enable', { reason: 'Fixed' })).body, {
    disabled: false,
    tableId: 1,
  })
  t.equal((await ann('GET', '/api/tables/1/state')).body.disabled, undefined)
  t.equal((await ann('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 10 })).status, 200)
  const kinds = (await operator('GET', '/api/operator/audit?limit=4')).body.entries.map((e: { kind: string }) => e.kind)
  t.same(kinds, ['TABLE_ENABLED', 'GAMING_ENABLED', 'GAMING_DISABLED', 'TABLE_DISABLED'])
})

t.test('a player: no bet, sit or deposit while off (403); withdrawals work', async (t) => {
  const app = await buildTestApp(t, {
    verifier: verified,
    config: { wallet: 'accounts', operator: { token: OPERATOR_TOKEN } },
  })
  const operator = caller(app, OPERATOR_TOKEN)
  const bob = caller(app, 'bob')
  await operator('POST', '/api/operator/players/bob/deposits', { amount: 50 }, { 'idempotency-key': 'd1' })
  const off = await operator('POST', '/api/operator/players/bob/disable', { reason: 'Payment dispute' })
  t.match(off.body, { disabled: true, playerId: 'bob', player: { reason: 'Payment dispute' } })
  const sit = await bob('POST', '/api/tables/1/sit', { playerId: 'bob', buyInAmount: 10 })
  t.equal(sit.status, 403)
  t.match(sit.body.error, /disabled by the operator/)
  t.equal(
    (await operator('POST', '/api/operator/players/bob/deposits', { amount: 5 }, { 'idempotency-key': 'd2' })).status,
    403,
  )
  t.equal(
    (await operator('POST', '/api/operator/players/bob/withdrawals', { amount: 5 }, { 'idempotency-key': 'w1' })).body
      .accountBalance,
    45,
  )
  t.same((await operator('POST', '/api/operator/players/bob/enable', { reason: 'Resolved' })).body, {
    disabled: false,
    playerId: 'bob',
  })
  t.equal((await bob('POST', '/api/tables/1/sit', { playerId: 'bob', buyInAmount: 10 })).status, 200)
})

t.test("a table's switch reaches followers as a 'table' event that folds into the state", async (t) => {
  const store = createMemoryStore({}, Date.now, publicChangeView)
  t.teardown(() => store.close())
  const app = await buildTestApp(t, { store, config: { operator: { token: OPERATOR_TOKEN } } })
  const operator = caller(app, OPERATOR_TOKEN)
  const player = caller(app, 'any')
  await player('POST', '/api/tables/5/sit', { playerId: 'ann', buyInAmount: 10 })
  let state = (await player('GET', '/api/tables/5/state')).body
  for (const [action, check] of [
    ['disable', (s: { disabled?: unknown }) => t.match(s.disabled, { scope: 'TABLE' })],
    ['enable', (s: { disabled?: unknown }) => t.equal(s.disabled, undefined)],
  ] as const) {
    await operator('POST', `/api/operator/tables/5/${action}`, { reason: 'check' })
    const { events } = await store.readEvents(5, state.eventId, 10)
    t.same(
      events.map((e) => e.type),
      ['table'],
    )
    state = foldTableEvent(state, {
      type: events[0].type,
      eventId: events[0].eventId,
      at: events[0].at,
      change: events[0].change,
    } as never)
    const read = (await player('GET', '/api/tables/5/state')).body
    t.same({ ...state, serverTime: 0 }, { ...read, serverTime: 0 }, `${action}: the folded state is the state`)
    check(state)
  }
})

t.test(
  'voiding a game over HTTP: the record with every stake back and the seed revealed; a game that is over is 409',
  async (t) => {
    const store = createMemoryStore({}, Date.now, publicChangeView)
    t.teardown(() => store.close())
    const app = await buildTestApp(t, { store, config: { operator: { token: OPERATOR_TOKEN } } })
    const operator = caller(app, OPERATOR_TOKEN)
    const player = caller(app, 'any')
    await player('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 20 })
    const started = (await player('POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_SETUP' })).body
    const hand = started.handOdds.find(
      (p: { bettingStage: number; odds: number }) => p.bettingStage === 0 && p.odds > 0,
    ).handIndex
    t.equal(
      (
        await player('POST', '/api/tables/1/bets', {
          playerId: 'ann',
          gameId: 1,
          bettingStage: 0,
          handIndex: hand,
          betAmount: 7.5,
        })
      ).status,
      200,
    )
    t.equal(
      (await player('POST', '/api/operator/tables/1/games/1/void', { reason: 'x' })).status,
      403,
      'a player voids nothing',
    )
    t.equal((await player('GET', '/api/tables/1/games/1')).status, 409, 'no record while the game is in play')

    const before = (await player('GET', '/api/tables/1/state')).body
    const voided = await operator('POST', '/api/operator/tables/1/games/1/void', { reason: 'Dealer software fault' })
    t.equal(voided.status, 200)
    t.match(voided.body, {
      tableId: 1,
      gameId: 1,
      voided: { reason: 'Dealer software fault' },
      bets: [{ status: 'VOID', betAmount: 7.5 }],
    })
    t.match(voided.body.serverSeed, /^[0-9a-f]{64}$/, 'the seed is revealed')
    t.equal(
      createHash('sha256').update(Buffer.from(voided.body.serverSeed, 'hex')).digest('hex'),
      started.serverSeedHash,
      'the seed is the one committed to',
    )
    t.same((await player('GET', '/api/tables/1/games/1')).body, voided.body, 'the record reads the same')
    const after = (await player('GET', '/api/tables/1/state')).body
    t.match(after, { gameState: 'STATUS_SETUP', seats: [{ playerId: 'ann', seatBalance: 20 }] })
    // A follower folding the void's events from the state before it gets the state after it, the stake back included.
    let folded = before
    for (const e of (await store.readEvents(1, before.eventId, 10)).events)
      folded = foldTableEvent(folded, { type: e.type, eventId: e.eventId, at: e.at, change: e.change } as never)
    t.same({ ...folded, serverTime: 0 }, { ...after, serverTime: 0 }, 'the folded events are the state after the void')
    t.match(await operator('POST', '/api/operator/tables/1/games/1/void', { reason: 'again' }), {
      status: 409,
      body: { error: /is over/ },
    })
    t.match(await operator('POST', '/api/operator/tables/1/games/5/void', { reason: 'x' }), {
      status: 404,
      body: { error: 'Table 1 has no game 5.' },
    })
    t.match((await operator('GET', '/api/operator/audit?kind=GAME_VOIDED')).body.entries, [
      { tableId: 1, reason: 'Dealer software fault', after: { refundedCents: 750 } },
    ])
  },
)

t.test(
  "with verified tokens an operator sees every player's seat and bets in a table's state and game record; a player " +
    'only their own',
  async (t) => {
    const app = await buildTestApp(t, { verifier: verified, config: { operator: { token: OPERATOR_TOKEN } } })
    const operator = caller(app, OPERATOR_TOKEN)
    const ann = caller(app, 'ann')
    const bob = caller(app, 'bob')
    await ann('POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 20 })
    await bob('POST', '/api/tables/1/sit', { playerId: 'bob', buyInAmount: 20 })
    const hole = (await ann('POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_SETUP' })).body
    const hand = hole.handOdds.find(
      (p: { bettingStage: number; odds: number }) => p.bettingStage === 0 && p.odds > 0,
    ).handIndex
    await ann('POST', '/api/tables/1/bets', {
      playerId: 'ann',
      gameId: 1,
      bettingStage: 0,
      handIndex: hand,
      betAmount: 2,
    })
    await bob('POST', '/api/tables/1/bets', {
      playerId: 'bob',
      gameId: 1,
      bettingStage: 0,
      handIndex: hand,
      betAmount: 3,
    })
    const seen = (await operator('GET', '/api/tables/1/state')).body
    t.same(
      seen.bets.map((b: { playerId: string }) => b.playerId),
      ['ann', 'bob'],
      'the operator sees every bet',
    )
    t.same(
      seen.seats.map((s: { playerId?: string }) => s.playerId),
      ['ann', 'bob'],
      "and every seat's player",
    )
    const annSees = (await ann('GET', '/api/tables/1/state')).body
    t.same(
      annSees.bets.map((b: { playerId: string }) => b.playerId),
      ['ann'],
      'ann only her own',
    )
    t.same(
      annSees.seats.map((s: { playerId?: string }) => s.playerId),
      ['ann', undefined],
    )
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const)
      await ann('POST', '/api/tables/1/advance', { playerId: 'ann', from })
    t.equal(
      (await operator('GET', '/api/tables/1/games/1')).body.bets.length,
      2,
      "the operator reads the game record's every bet",
    )
    t.equal((await bob('GET', '/api/tables/1/games/1')).body.bets.length, 1, 'bob his own')
  },
)
