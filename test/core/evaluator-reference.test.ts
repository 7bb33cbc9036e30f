// Evaluator against the slow reference (best five by direct category logic) on seeded random hands.

import t, { type Test } from 'tap'
import type { CardId } from '../../src/core/cards.ts'
import { evaluate5, evaluate6, evaluate7, evaluateCards, handCategory } from '../../src/core/evaluator/evaluate.ts'
import { drawCards, seededRandom } from './oracles/prng.ts'
import { compareReferenceHands, referenceBestHand } from './oracles/reference-evaluator.ts'

/**
 * Checks that the evaluator orders the hands exactly as the reference does and names the same categories:
 * sorted by evaluator value, every neighbouring pair must compare the same way under the reference.
 */
function agreeWithReference(t: Test, hands: CardId[][]): void {
  const scored = hands.map((cards) => ({ cards, value: evaluateCards(cards), reference: referenceBestHand(cards) }))
  let categoryMismatches = 0
  for (const hand of scored) if (handCategory(hand.value) !== hand.reference.category) categoryMismatches++
  t.equal(categoryMismatches, 0, 'same category for every hand')
  scored.sort((a, b) => a.value - b.value)
  let orderMismatches = 0
  let firstMismatch: { a: CardId[]; b: CardId[] } | undefined
  for (let i = 1; i < scored.length; i++) {
    const byValue = Math.sign(scored[i].value - scored[i - 1].value)
    const byReference = Math.sign(compareReferenceHands(scored[i].reference, scored[i - 1].reference))
    if (byValue !== byReference) {
      orderMismatches++
      firstMismatch ??= { a: scored[i - 1].cards, b: scored[i].cards }
    }
  }
  t.equal(orderMismatches, 0, 'same order and same ties for every neighbouring pair', { firstMismatch })
}

const random = seededRandom(20240607)

t.test('100,000 random seven-card hands', async (t) => {
  agreeWithReference(
    t,
    Array.from({ length: 100_000 }, () => drawCards(random, 7)),
  )
})

t.test('20,000 random six-card and 20,000 random five-card hands', async (t) => {
  agreeWithReference(
    t,
    Array.from({ length: 20_000 }, () => drawCards(random, 6)),
  )
  agreeWithReference(
    t,
    Array.from({ length: 20_000 }, () => drawCards(random, 5)),
  )
})

t.test('flush-heavy hands: five to seven cards of one suit among seven', async (t) => {
  const hands: CardId[][] = []
  for (let i = 0; i < 20_000; i++) {
    const suit = Math.floor(random() * 4)
    const suited = 5 + Math.floor(random() * 3)
    const otherSuits = Array.from({ length: 52 }, (_, c) => c).filter((c) => (c & 3) !== suit)
    const hand = drawCards(random, suited, otherSuits)
    hands.push([...hand, ...drawCards(random, 7 - hand.length, hand)])
  }
  agreeWithReference(t, hands)
})

t.test('seven cards: the best of the 21 five-card subsets, and of the 7 six-card subsets', async (t) => {
  let mismatches = 0
  for (let i = 0; i < 50_000; i++) {
    const [a, b, c, d, e, f, g] = drawCards(random, 7)
    const seven = [a, b, c, d, e, f, g]
    let bestFive = 0
    for (let x = 0; x < 7; x++)
      for (let y = x + 1; y < 7; y++) {
        const five = seven.filter((_, k) => k !== x && k !== y)
        bestFive = Math.max(bestFive, evaluate5(five[0], five[1], five[2], five[3], five[4]))
      }
    let bestSix = 0
    for (let x = 0; x < 7; x++) {
      const six = seven.filter((_, k) => k !== x)
      bestSix = Math.max(bestSix, evaluate6(six[0], six[1], six[2], six[3], six[4], six[5]))
    }
    const value = evaluate7(a, b, c, d, e, f, g)
    if (value !== bestFive || value !== bestSix) mismatches++
  }
  t.equal(mismatches, 0)
})
