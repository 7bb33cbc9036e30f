// Best five cards and hand descriptions: hand-picked hands, and random seven-card hands against the slow reference
// evaluator.

import t from 'tap'
import { parseCard, rankOf } from '../../src/core/cards.ts'
import { describeHand } from '../../src/core/hand-description.ts'
import { drawCards, seededRandom } from './oracles/prng.ts'
import { compareReferenceHands, referenceBestHand, scoreFiveCards } from './oracles/reference-evaluator.ts'

const cards = (text: string) => text.split(' ').map((c) => parseCard(c)!)
const shown = (text: string) => {
  const d = describeHand(cards(text))
  return { five: d.bestFiveCards?.map((c) => 'AKQJT98765432'[12 - rankOf(c)]).join(''), short: d.short, long: d.long }
}

t.test('hole cards: a pair or the high card', async (t) => {
  t.same(describeHand(cards('6c 6s')), { short: 'Pair', long: 'Pair of Sixes' })
  t.same(describeHand(cards('Kd Ah')), { short: 'High card', long: 'Ace high' })
  t.same(describeHand(cards('2d 7h')), { short: 'High card', long: 'Seven high' })
})

t.test('every category, read in order of importance', async (t) => {
  t.same(shown('As Ks Qs Js Ts 2d 3c'), { five: 'AKQJT', short: 'Royal flush', long: 'Royal flush' })
  t.same(shown('9h 8h 7h 6h 5h Ah Kd'), { five: '98765', short: 'Straight flush', long: 'Nine-high straight flush' })
  t.same(shown('5d 4d 3d 2d Ad Kd Qc'), { five: '5432A', short: 'Straight flush', long: 'Five-high straight flush' })
  t.same(shown('9c 9d 9h 9s 2c 2d Kh'), { five: '9999K', short: 'Four of a kind', long: 'Four of a kind, Nines' })
  t.same(shown('Kc Kd Kh 7s 7c 7d 2h'), {
    five: 'KKK77',
    short: 'Full house',
    long: 'Full house, Kings full of Sevens',
  })
  t.same(shown('Ah 9h 7h 4h 2h Kd Kc'), { five: 'A9742', short: 'Flush', long: 'Ace-high flush' })
  t.same(shown('As Kd Qh Jc Tc 9c 2d'), { five: 'AKQJT', short: 'Straight', long: 'Ace-high straight' })
  t.same(shown('Ac 2d 3h 4s 5c Kd Kh'), { five: '5432A', short: 'Straight', long: 'Five-high straight' })
  t.same(shown('7c 7d 7h Ks 2c 4d 9h'), { five: '777K9', short: 'Three of a kind', long: 'Three of a kind, Sevens' })
  t.same(shown('Ac Ad 7h 7s Kc Kd 2h'), { five: 'AAKK7', short: 'Two pair', long: 'Two pair, Aces and Kings' })
  t.same(shown('Ac Ad 7h 7s 2c 4d 9h'), { five: 'AA779', short: 'Two pair', long: 'Two pair, Aces and Sevens' })
  t.same(shown('6c 6d Ah Ks 2c 4d 9h'), { five: '66AK9', short: 'Pair', long: 'Pair of Sixes' })
  t.same(shown('Ac Jd 8h 6s 2c 4d 9h'), { five: 'AJ986', short: 'High card', long: 'Ace high' })
  t.same(shown('Ac Jd 8h 6s 2c'), { five: 'AJ862', short: 'High card', long: 'Ace high' }, 'five cards')
  t.same(
    shown('Ac Ad 8h 6s 2c 8c'),
    { five: 'AA886', short: 'Two pair', long: 'Two pair, Aces and Eights' },
    'six cards',
  )
})

t.test('on 20,000 random 5, 6 and 7-card hands the best five is the reference best hand', async (t) => {
  const random = seededRandom(21)
  let mismatches = 0
  for (let i = 0; i < 20_000; i++) {
    const hand = drawCards(random, 5 + (i % 3))
    const described = describeHand(hand)
    const five = described.bestFiveCards!
    if (five.length !== 5 || !five.every((c) => hand.includes(c))) mismatches++
    else if (compareReferenceHands(scoreFiveCards(five), referenceBestHand(hand)) !== 0) mismatches++
  }
  t.equal(mismatches, 0)
})

t.test('refuses 3, 4 and 8 cards', async (t) => {
  for (const text of ['As Ks Qs', 'As Ks Qs Js', 'As Ks Qs Js Ts 9s 8s 7s'])
    t.throws(() => describeHand(cards(text)), RangeError)
})
