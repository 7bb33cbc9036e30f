// The in-memory seat store: the shared store contract, plus the bounds that keep it from exhausting memory.

import t from 'tap'
import { IDEMPOTENCY_TTL_MS } from '../../src/core/idempotency.js'
import { createMemoryStore, DEFAULT_MEMORY_LIMITS } from '../../src/store/memory-store.js'
import { seatStoreContract } from './seat-store-contract.js'

t.test('contract', async (t) => {
  seatStoreContract(t, async (t, options = {}) => {
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
