// Money in cents: exact conversion from wire amounts, never rounded, and the range rule.

import t from 'tap'
import { DomainError } from '../../src/core/errors.ts'
import { amountToCents, exactCents, fromCents } from '../../src/core/money.ts'

t.test('exactCents: every 2-decimal amount converts exactly, anything else is refused', async (t) => {
  for (const [amount, cents] of [
    [0.01, 1],
    [0.07, 7],
    [0.29, 29],
    [1.1, 110],
    [1.15, 115],
    [12.34, 1234],
    [999999.99, 99999999],
    [1000000, 100000000],
  ]) {
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

t.test('amountToCents: exact cents within 1..max, else the rule given', async (t) => {
  t.equal(amountToCents(12.34, 10_000, 'rule'), 1234)
  t.equal(amountToCents(100, 10_000, 'rule'), 10_000)
  for (const amount of [100.01, 0, -1, 0.001])
    t.throws(() => amountToCents(amount, 10_000, 'x must be ...'), new DomainError('INVALID_INPUT', 'x must be ...'))
})
