// Fisher-Yates on node:crypto: every order equally likely, draws within bounds, a permutation always.

import t from 'tap'
import { cryptoRandomInt, shuffleInPlace } from '../../src/core/shuffle.ts'

t.test('each step draws from exactly the unshuffled prefix', async (t) => {
  const bounds: number[] = []
  shuffleInPlace([1, 2, 3, 4, 5], (max) => (bounds.push(max), 0))
  t.same(bounds, [5, 4, 3, 2])
})

t.test('enumerating every sequence of draws yields each of the n! orders exactly once', async (t) => {
  // With a uniform source each draw sequence is equally likely, so a bijection onto orders means no bias.
  const n = 5
  const counts = new Map<string, number>()
  const visit = (draws: number[]) => {
    if (draws.length === n - 1) {
      let k = 0
      const order = shuffleInPlace([0, 1, 2, 3, 4], () => draws[k++]).join('')
      counts.set(order, (counts.get(order) ?? 0) + 1)
      return
    }
    const max = n - draws.length
    for (let d = 0; d < max; d++) visit([...draws, d])
  }
  visit([])
  t.equal(counts.size, 120)
  t.ok([...counts.values()].every((c) => c === 1))
})

t.test('with the crypto source, positions of a card are uniform (chi-square, 52 cells)', async (t) => {
  const trials = 52 * 400
  const positionOfAce = new Array(52).fill(0)
  for (let i = 0; i < trials; i++) {
    const deck = shuffleInPlace(Array.from({ length: 52 }, (_, c) => c))
    positionOfAce[deck.indexOf(51)]++
  }
  const expected = trials / 52
  const chi2 = positionOfAce.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0)
  // 51 degrees of freedom: P(chi2 > 99.6) < 1e-5, so a correct shuffle fails this about once in 100,000 runs.
  t.ok(chi2 < 99.6, `chi2 = ${chi2.toFixed(1)}`)
})

t.test('cryptoRandomInt stays in range', async (t) => {
  for (let i = 0; i < 1000; i++) {
    const v = cryptoRandomInt(7)
    t.ok(Number.isInteger(v) && v >= 0 && v < 7)
  }
})
