// The in-memory table store: the shared store contract, plus the bounds that keep it from exhausting memory.

import t from 'tap'
import { IDEMPOTENCY_TTL_MS } from '../../src/core/idempotency.js'
import { createMemoryStore, DEFAULT_MEMORY_LIMITS } from '../../src/store/memory-store.js'
import { tableStoreContract } from './table-store-contract.js'

t.test('contract', async (t) => {
  tableStoreContract(t, async (t, options = {}) => {
    const store = createMemoryStore(DEFAULT_MEMORY_LIMITS, options.now)
    t.teardown(() => store.close())
    return store
  })
})

t.test('bounds', async (t) => {
  t.test('at most maxTables tables hold seats; existing tables keep working', async (t) => {
    const store = createMemoryStore({ maxTables: 2, maxIdempotencyKeys: 10 })
    await store.sit({ tableId: 1, playerId: 'ann', buyInCents: 1, seatCount: 6 })
    await store.sit({ tableId: 2, playerId: 'ann', buyInCents: 1, seatCount: 6 })
    await t.rejects(store.sit({ tableId: 3, playerId: 'ann', buyInCents: 1, seatCount: 6 }), { code: 'STORE_LIMIT_REACHED' })
    t.same(await store.getSeats(3), [])
    t.same(await store.sit({ tableId: 1, playerId: 'bob', buyInCents: 1, seatCount: 6 }), { seatId: 2, balanceCents: 1 })
  })

  t.test('at most maxIdempotencyKeys keys are held; they free up after 24 hours', async (t) => {
    let clock = 0
    const store = createMemoryStore({ maxTables: 10, maxIdempotencyKeys: 2 }, () => clock)
    const keyed = (key: string) => ({ tableId: 1, playerId: 'ann', buyInCents: 1, seatCount: 6, idempotency: { key, fingerprint: key } })
    await store.sit(keyed('a'))
    await store.sit(keyed('b'))
    await t.rejects(store.sit(keyed('c')), { code: 'STORE_LIMIT_REACHED' })
    t.same(await store.sit(keyed('a')), { seatId: 1, balanceCents: 1 }, 'held keys still answer')
    t.same(await store.sit({ tableId: 1, playerId: 'ann', buyInCents: 1, seatCount: 6 }), { seatId: 1, balanceCents: 3 }, 'unkeyed sits still work')
    clock += IDEMPOTENCY_TTL_MS
    t.same(await store.sit(keyed('c')), { seatId: 1, balanceCents: 4 })
  })
})

t.test('at most maxGames games are kept: the oldest finished ones are forgotten, a game in progress never', async (t) => {
  const { dealGame, priceGame } = await import('../../src/core/game.js')
  const settings = { numberOfHands: 2, numberOfSeats: 1, targetRtpBp: 9_700, maxBetCents: 100 }
  const game = (nonce: number) => {
    const dealt = dealGame(2, nonce, 'c', Buffer.alloc(32, nonce))
    return { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: '2030-01-01T00:00:00.000Z' }
  }
  const store = createMemoryStore({ maxGames: 2 })
  const idle = await store.createTable(settings)
  await store.startGame(idle, game(1), settings) // stays in progress
  const busy = await store.createTable(settings)
  for (let nonce = 1; nonce <= 3; nonce++) {
    await store.startGame(busy, game(nonce), settings)
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const) await store.advanceGame(busy, from)
  }
  t.ok(await store.getGame(idle, 1), 'the oldest game, still in progress, is kept')
  t.equal(await store.getGame(busy, 1), undefined, 'the oldest finished game is forgotten')
  t.ok(await store.getGame(busy, 3))
})
