// Seeded pseudo-random numbers and card deals for reproducible tests (mulberry32).
import type { CardId } from '../../../src/core/cards.ts'

/** A generator of floats in [0, 1) from a 32-bit seed; the same seed gives the same sequence. */
export function seededRandom(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

/** `count` distinct card ids drawn uniformly (partial Fisher-Yates), excluding `exclude`. */
export function drawCards(random: () => number, count: number, exclude: readonly CardId[] = []): CardId[] {
  const deck: CardId[] = []
  for (let c = 0; c < 52; c++) if (!exclude.includes(c)) deck.push(c)
  for (let i = 0; i < count; i++) {
    const j = i + Math.floor(random() * (deck.length - i))
    ;[deck[i], deck[j]] = [deck[j], deck[i]]
  }
  return deck.slice(0, count)
}

/** A random deal: `handCount` two-card hands and a board of `boardLength` cards, all distinct. */
export function dealHands(
  random: () => number,
  handCount: number,
  boardLength: number,
): { hands: Array<[CardId, CardId]>; board: CardId[] } {
  const cards = drawCards(random, handCount * 2 + boardLength)
  const hands: Array<[CardId, CardId]> = []
  for (let i = 0; i < handCount; i++) hands.push([cards[2 * i], cards[2 * i + 1]])
  return { hands, board: cards.slice(handCount * 2) }
}
