// Seat and money rules: lowest free seat, top-up, capacity, cents.

import t from 'tap'
import { DomainError } from '../../src/core/errors.js'
import { decideSit, exactCents, fromCents } from '../../src/core/seating.js'

t.test('lowest free seat, including a gap', async (t) => {
  t.same(decideSit([], 'a', 100, 6), { kind: 'new-seat', seatId: 1, balanceCents: 100 })
  const seats = [
    { seatId: 1, playerId: 'a', balanceCents: 1 },
    { seatId: 3, playerId: 'c', balanceCents: 1 },
  ]
  t.same(decideSit(seats, 'b', 5, 6), { kind: 'new-seat', seatId: 2, balanceCents: 5 })
})

t.test('a seated player tops up their own seat', async (t) => {
  t.same(decideSit([{ seatId: 4, playerId: 'a', balanceCents: 150 }], 'a', 25, 6), { kind: 'top-up', seatId: 4, balanceCents: 175 })
})

t.test('a full table refuses new players with TABLE_FULL', async (t) => {
  const seats = [1, 2].map((seatId) => ({ seatId, playerId: `p${seatId}`, balanceCents: 1 }))
  t.throws(() => decideSit(seats, 'new', 1, 2), new DomainError('TABLE_FULL', 'Table is full: all 2 seats are taken.'))
  t.same(decideSit(seats, 'p2', 1, 2).kind, 'top-up')
})

t.test('a balance past the largest exact integer is refused', async (t) => {
  t.throws(() => decideSit([{ seatId: 1, playerId: 'a', balanceCents: Number.MAX_SAFE_INTEGER }], 'a', 1, 6), { code: 'BALANCE_LIMIT_REACHED' })
})

t.test('exactCents: every 2-decimal amount converts exactly, anything else is refused', async (t) => {
  for (const [amount, cents] of [[0.01, 1], [0.07, 7], [0.29, 29], [1.1, 110], [1.15, 115], [12.34, 1234], [999999.99, 99999999], [1000000, 100000000]]) {
    t.equal(exactCents(amount), cents, String(amount))
    t.equal(fromCents(cents), amount)
  }
  for (let c = 1; c <= 100_000_000; c += c < 200_000 ? 1 : 9973) {
    if (exactCents(c / 100) !== c) t.fail(`${c / 100} should be ${c} cents`)
  }
  for (const amount of [0, -1, 1e-9, 0.001, 0.015, 1.005, 1.000000001, 0.1 + 0.2, Number.NaN]) {
    t.equal(exactCents(amount), undefined, `${amount} is not a whole number of cents`)
  }
})
