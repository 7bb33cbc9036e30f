// Fisher-Yates on node:crypto: every order equally likely, draws within bounds, a permutation always.

import t from 'tap'
import { createRandomInt, cryptoRandomInt, shuffleInPlace } from '../../src/core/shuffle.ts'

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
  // 51 degrees of freedom: P(chi2 > 99.6) is about 6e-5 (Wilson-Hilferty), so a correct shuffle fails this about once
  // in 17,000 runs.
  t.ok(chi2 < 99.6, `chi2 = ${chi2.toFixed(1)}`)
})

t.test('cryptoRandomInt stays in range', async (t) => {
  for (let i = 0; i < 1000; i++) {
    const v = cryptoRandomInt(7)
    t.ok(Number.isInteger(v) && v >= 0 && v < 7)
  }
})

/** A fill that writes `script` word by word across blocks, counting its calls. */
function scripted(script: number[]) {
  let at = 0
  const source = {
    calls: 0,
    fill: (words: Uint32Array) => {
      source.calls++
      for (let i = 0; i < words.length; i++) words[i] = script[at++ % script.length]
    },
  }
  return source
}

t.test('the pooled source rejects exactly the draws at or above the largest multiple of the bound', async (t) => {
  // A draw is a word's top 30 bits: the word for draw d is d * 4 (plus any of the low two bits).
  const word = (draw: number) => draw * 4
  for (const max of [3, 7, 52, 51, 1_000_003, 2 ** 29 + 1]) {
    // The oracle, in exact integers: the largest multiple of max that is at most 2^30.
    const limit = Number(2n ** 30n - (2n ** 30n % BigInt(max)))
    const source = scripted([word(limit), word(2 ** 30 - 1) + 3, word(limit - 1) + 3])
    const random = createRandomInt(source.fill, 3)
    // limit and 2^30 - 1 (when above it) are rejected; limit - 1 is the last accepted draw.
    t.equal(random(max), (limit - 1) % max, `max ${max}: the draw skips the rejected words`)
  }
  // A bound that divides 2^30 rejects nothing.
  const all = createRandomInt(scripted([2 ** 32 - 1]).fill, 1)
  t.equal(all(2 ** 30), 2 ** 30 - 1)
  t.equal(all(16), 15)
  t.equal(createRandomInt(scripted([123_456]).fill, 1)(1), 0)
  for (const bad of [0, -1, 2.5, 2 ** 30 + 1, Number.NaN])
    t.throws(() => all(bad), RangeError, `bound ${bad} is refused`)
})

t.test('the pooled source takes the words in order and refills once a block is used', async (t) => {
  const source = scripted(Array.from({ length: 10 }, (_, i) => 1_000 + i))
  const random = createRandomInt(source.fill, 4)
  t.equal(source.calls, 0, 'nothing is drawn before the first draw')
  const draws = Array.from({ length: 10 }, () => random(52))
  t.same(
    draws,
    Array.from({ length: 10 }, (_, i) => ((1_000 + i) >>> 2) % 52),
  )
  t.equal(source.calls, 3, 'ten words from blocks of four: three fills')
})

t.test('the crypto source is uniform over a bound that does not divide 2^32 (chi-square, 51 cells)', async (t) => {
  const trials = 51 * 2_000
  const counts = new Array(51).fill(0)
  for (let i = 0; i < trials; i++) counts[cryptoRandomInt(51)]++
  const expected = trials / 51
  const chi2 = counts.reduce((sum, observed) => sum + (observed - expected) ** 2 / expected, 0)
  // 50 degrees of freedom: P(chi2 > 104.8) is about 1e-5 (Wilson-Hilferty).
  t.ok(chi2 < 104.8, `chi2 = ${chi2.toFixed(1)}`)
})
