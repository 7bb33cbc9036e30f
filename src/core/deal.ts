// Dealing: shuffle a full deck and hand out two cards per hand; the rest stays in dealt order.

import { type CardId, fullDeck } from './cards.ts'
import { cryptoRandomInt, type RandomIntFn, shuffleInPlace } from './shuffle.ts'

export interface Deal {
  hands: Array<[CardId, CardId]>
  /** The undealt cards in shuffled order: [0..2] flop, [3] turn, [4] river. */
  remainingDeck: CardId[]
}

/** Deals `numberOfHands` (1..26) hands: hand i is deck[2i], deck[2i+1]; remainingDeck is deck[2n..]. */
export function dealHands(numberOfHands: number, random: RandomIntFn = cryptoRandomInt): Deal {
  const deck = shuffleInPlace(fullDeck(), random)
  const hands: Array<[CardId, CardId]> = []
  for (let i = 0; i < numberOfHands; i++) hands.push([deck[2 * i], deck[2 * i + 1]])
  return { hands, remainingDeck: deck.slice(2 * numberOfHands) }
}
