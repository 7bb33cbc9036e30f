// What a player reads about a hand: its best five cards in order of importance and a description ("Two pair, Aces and
// Sevens").

import { type CardId, rankOf } from './cards.ts'
import { evaluate5, handCategory } from './evaluator/evaluate.ts'

const RANK_NAMES = [
  'Two',
  'Three',
  'Four',
  'Five',
  'Six',
  'Seven',
  'Eight',
  'Nine',
  'Ten',
  'Jack',
  'Queen',
  'King',
  'Ace',
]
const RANK_PLURALS = [
  'Twos',
  'Threes',
  'Fours',
  'Fives',
  'Sixes',
  'Sevens',
  'Eights',
  'Nines',
  'Tens',
  'Jacks',
  'Queens',
  'Kings',
  'Aces',
]
/** Short names by hand category (handCategory), as the bulk games' handDescShort. */
const CATEGORY_NAMES = [
  'High card',
  'Pair',
  'Two pair',
  'Three of a kind',
  'Straight',
  'Flush',
  'Full house',
  'Four of a kind',
  'Straight flush',
]
const ACE = 12
const FIVE = 3

export interface HandDescription {
  /** The best five cards (from the flop on), most important first: groups by size then rank; straights from the top. */
  bestFiveCards?: CardId[]
  /** "High card", "Pair", ..., "Straight flush", "Royal flush". */
  short: string
  /** "Ace high", "Pair of Sixes", "Two pair, Aces and Sevens", "Ace-high straight", "Royal flush", ... */
  long: string
}

/** Cards ordered for reading: larger groups of a rank first, higher ranks first; a wheel (5-4-3-2-A) ends with its ace.
 * */
function orderForReading(five: CardId[], category: number): CardId[] {
  const count = new Map<number, number>()
  for (const card of five) count.set(rankOf(card), (count.get(rankOf(card)) ?? 0) + 1)
  const ordered = [...five].sort(
    (a, b) => count.get(rankOf(b))! - count.get(rankOf(a))! || rankOf(b) - rankOf(a) || b - a,
  )
  const isStraight = category === 4 || category === 8
  if (isStraight && rankOf(ordered[0]) === ACE && rankOf(ordered[1]) === FIVE) ordered.push(ordered.shift()!)
  return ordered
}

/** Describes five cards already ordered by orderForReading. */
function describeFive(ordered: CardId[], category: number): { short: string; long: string } {
  const r = ordered.map(rankOf)
  const short = category === 8 && r[0] === ACE ? 'Royal flush' : CATEGORY_NAMES[category]
  switch (category) {
    case 0:
      return { short, long: `${RANK_NAMES[r[0]]} high` }
    case 1:
      return { short, long: `Pair of ${RANK_PLURALS[r[0]]}` }
    case 2:
      return { short, long: `Two pair, ${RANK_PLURALS[r[0]]} and ${RANK_PLURALS[r[2]]}` }
    case 3:
      return { short, long: `Three of a kind, ${RANK_PLURALS[r[0]]}` }
    case 4:
      return { short, long: `${RANK_NAMES[r[0]]}-high straight` }
    case 5:
      return { short, long: `${RANK_NAMES[r[0]]}-high flush` }
    case 6:
      return { short, long: `Full house, ${RANK_PLURALS[r[0]]} full of ${RANK_PLURALS[r[3]]}` }
    case 7:
      return { short, long: `Four of a kind, ${RANK_PLURALS[r[0]]}` }
    default:
      return { short, long: r[0] === ACE ? 'Royal flush' : `${RANK_NAMES[r[0]]}-high straight flush` }
  }
}

/**
 * The best five-card hand among 5, 6 or 7 distinct cards (every 5-card subset scored by evaluate5; at most 21),
 * with its description. With 2 cards (hole cards only): "Pair of Sixes" or "Ace high", and no best five.
 */
export function describeHand(cards: readonly CardId[]): HandDescription {
  if (cards.length === 2) {
    const [high, low] = [...cards].sort((a, b) => rankOf(b) - rankOf(a))
    return rankOf(high) === rankOf(low)
      ? { short: 'Pair', long: `Pair of ${RANK_PLURALS[rankOf(high)]}` }
      : { short: 'High card', long: `${RANK_NAMES[rankOf(high)]} high` }
  }
  if (cards.length < 5 || cards.length > 7)
    throw new RangeError(`describeHand takes 2 or 5 to 7 cards, not ${cards.length}`)
  let best: CardId[] = []
  let bestValue = -1
  const n = cards.length
  for (let a = 0; a < n; a++)
    for (let b = a + 1; b < n; b++)
      for (let c = b + 1; c < n; c++)
        for (let d = c + 1; d < n; d++)
          for (let e = d + 1; e < n; e++) {
            const value = evaluate5(cards[a], cards[b], cards[c], cards[d], cards[e])
            if (value > bestValue) {
              bestValue = value
              best = [cards[a], cards[b], cards[c], cards[d], cards[e]]
            }
          }
  const category = handCategory(bestValue)
  const ordered = orderForReading(best, category)
  return { bestFiveCards: ordered, ...describeFive(ordered, category) }
}
