// The deck battery: its exact distributions against independent counts, Holm's correction, and deliberately broken
// shuffles failing it by name: a modulo draw from one byte, an off-by-one Fisher-Yates (j below i, never i itself),
// and the naive shuffle (j from the whole deck at every step). The game's own shuffle passing it is the short
// battery's (certify.test.ts).

import { randomFillSync } from 'node:crypto'
import t from 'tap'
import { runDeckTests } from '../../src/certification/battery.ts'
import { eulerianChances, holm } from '../../src/certification/decks.ts'
import { type CardId, fullDeck } from '../../src/core/cards.ts'
import { createRandomInt } from '../../src/core/shuffle.ts'

const DECKS = 100_000

t.test('the Eulerian distribution: published numbers for 4, and a count of every permutation of 7', async (t) => {
  t.same(
    eulerianChances(4).map((p) => Math.round(p * 24)),
    [1, 11, 11, 1],
    'A(4, k) = 1, 11, 11, 1',
  )
  // Every permutation of 7 counted by its descents.
  const counts = new Array<number>(7).fill(0)
  const permute = (rest: number[], prefix: number[]) => {
    if (rest.length === 0) {
      let descents = 0
      for (let i = 1; i < prefix.length; i++) if (prefix[i] < prefix[i - 1]) descents++
      counts[descents]++
      return
    }
    rest.forEach((x, i) => permute([...rest.slice(0, i), ...rest.slice(i + 1)], [...prefix, x]))
  }
  permute([0, 1, 2, 3, 4, 5, 6], [])
  t.same(
    eulerianChances(7).map((p) => Math.round(p * 5040)),
    counts,
    'the chances for 7 times 7! are the counts of the 5,040 permutations',
  )
  const chances52 = eulerianChances(52)
  t.ok(Math.abs(chances52.reduce((s, p) => s + p, 0) - 1) < 1e-12, 'the 52 chances sum to 1')
})

t.test("Holm's step-down correction", async (t) => {
  t.same(holm([0.001, 0.004, 0.03, 0.2], 0.01), [true, false, false, false], '0.001 < 0.01/4; 0.004 >= 0.01/3')
  t.same(holm([0.002, 0.0024, 0.5], 0.01), [true, true, false], '0.002 < 0.01/3, then 0.0024 < 0.01/2')
  t.same(holm([0.2, 0.5]), [false, false])
})

/** A shuffle's decks from node:crypto words, with the draw `pick(i, word)` for the position i swaps with. */
function brokenShuffle(pick: (i: number, random: (n: number) => number, word: () => number) => number) {
  const words = new Uint32Array(4096)
  let next = words.length
  const word = () => {
    if (next === words.length) {
      randomFillSync(words)
      next = 0
    }
    return words[next++]
  }
  const random = createRandomInt((w) => randomFillSync(w))
  return (): CardId[] => {
    const deck = fullDeck()
    for (let i = deck.length - 1; i > 0; i--) {
      const j = pick(i, random, word)
      const card = deck[i]
      deck[i] = deck[j]
      deck[j] = card
    }
    return deck
  }
}

const BROKEN: Array<[string, Parameters<typeof brokenShuffle>[0], RegExp]> = [
  ['a modulo draw from one byte', (i, _r, word) => (word() & 0xff) % (i + 1), /Each card at each position/],
  ['an off-by-one Fisher-Yates (j < i)', (i, random) => random(i), /Each card at each position/],
  ['the naive shuffle (j from the whole deck)', (_i, random) => random(52), /Each card at each position/],
]

for (const [name, pick, fails] of BROKEN) {
  t.test(`a broken shuffle fails the battery: ${name}`, async (t) => {
    const result = runDeckTests(DECKS, brokenShuffle(pick))
    t.notOk(result.ok, 'the battery rejects it')
    const rejected = result.tests.filter((test) => test.rejected).map((test) => test.name)
    t.ok(
      rejected.some((n) => fails.test(n)),
      `rejected by name: ${rejected.join('; ')}`,
    )
  })
}
