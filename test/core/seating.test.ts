// Seat rules: who may sit, lowest free seat, top-up, capacity, and the sit command built from a request.

import t from 'tap'
import { DomainError } from '../../src/core/errors.ts'
import { BUY_IN_RULE, decideSit, planSit } from '../../src/core/seating.ts'

t.test('lowest free seat, including a gap', async (t) => {
  t.same(decideSit([], 'a', 100, 6), { kind: 'new-seat', seatId: 1, balanceCents: 100 })
  const seats = [
    { seatId: 1, playerId: 'a', balanceCents: 1 },
    { seatId: 3, playerId: 'c', balanceCents: 1 },
  ]
  t.same(decideSit(seats, 'b', 5, 6), { kind: 'new-seat', seatId: 2, balanceCents: 5 })
})

t.test('a seated player tops up their own seat', async (t) => {
  t.same(decideSit([{ seatId: 4, playerId: 'a', balanceCents: 150 }], 'a', 25, 6), {
    kind: 'top-up',
    seatId: 4,
    balanceCents: 175,
  })
})

t.test('a full table refuses new players with TABLE_FULL', async (t) => {
  const seats = [1, 2].map((seatId) => ({ seatId, playerId: `p${seatId}`, balanceCents: 1 }))
  t.throws(() => decideSit(seats, 'new', 1, 2), new DomainError('TABLE_FULL', 'Table is full: all 2 seats are taken.'))
  t.same(decideSit(seats, 'p2', 1, 2).kind, 'top-up')
})

t.test('a balance past the largest exact integer is refused', async (t) => {
  t.throws(() => decideSit([{ seatId: 1, playerId: 'a', balanceCents: Number.MAX_SAFE_INTEGER }], 'a', 1, 6), {
    code: 'BALANCE_LIMIT_REACHED',
  })
})

t.test(
  'planSit: the buy-in in exact cents, the caller sits only as themself, keyed requests carry a claim',
  async (t) => {
    const request = {
      caller: null,
      tableId: 7,
      playerId: 'ann',
      buyInAmount: 10.07,
      idempotencyKey: undefined,
      seatCount: 6,
    }
    t.same(planSit(request), { tableId: 7, playerId: 'ann', buyInCents: 1007, seatCount: 6, owner: 'ip:unknown' })
    t.equal(
      planSit({ ...request, caller: { verified: false, address: '10.0.0.7' } }).owner,
      'ip:10.0.0.7',
      'stub mode: the address owns what the sit makes the store hold',
    )
    t.equal(
      planSit({ ...request, caller: { verified: true, sub: 'ann', address: '10.0.0.7' } }).owner,
      'sub:ann',
      'verified: the subject, whatever the address',
    )
    for (const buyInAmount of [0.015, 1e-9, 10.070000000000002, 1_000_000.01, 0]) {
      t.throws(
        () => planSit({ ...request, buyInAmount }),
        new DomainError('INVALID_INPUT', BUY_IN_RULE),
        String(buyInAmount),
      )
    }
    t.equal(planSit({ ...request, buyInAmount: 1_000_000 }).buyInCents, 100_000_000)
    t.throws(() => planSit({ ...request, caller: { verified: true, sub: 'bob' } }), { code: 'FORBIDDEN_PLAYER' })
    t.equal(planSit({ ...request, caller: { verified: true, sub: 'ann' } }).playerId, 'ann')
    t.equal(planSit({ ...request, caller: { verified: false } }).playerId, 'ann', 'stub mode checks nothing')

    const keyed = planSit({ ...request, idempotencyKey: 'k1' })
    t.equal(keyed.idempotency?.key, 'k1')
    t.match(keyed.idempotency?.fingerprint, /^[0-9a-f]{64}$/)
    t.equal(
      planSit({ ...request, idempotencyKey: 'k1' }).idempotency?.fingerprint,
      keyed.idempotency?.fingerprint,
      'same request, same fingerprint',
    )
    t.not(
      planSit({ ...request, idempotencyKey: 'k1', buyInAmount: 10.08 }).idempotency?.fingerprint,
      keyed.idempotency?.fingerprint,
    )
    t.not(
      planSit({ ...request, idempotencyKey: 'k1', tableId: 8 }).idempotency?.fingerprint,
      keyed.idempotency?.fingerprint,
    )
    const ann = planSit({ ...request, idempotencyKey: 'k1', caller: { verified: true, sub: 'ann' } })
    t.equal(ann.idempotency?.key, '3:ann:k1', 'verified callers each have their own key space')
    t.equal(ann.idempotency?.owner, 'sub:ann', 'and the key counts against their share of the store')
  },
)
