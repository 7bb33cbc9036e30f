// Hand evaluation hot path: 5, 6 or 7 card ids to a comparable hand value, through the tables, without allocation.
import type { CardId } from '../cards.ts'
import {
  CARD_RANK_KEYS,
  FLUSH_VALUES,
  HAND_CATEGORY_SHIFT,
  HIGH_INDEX,
  HIGH_KEY_BITS,
  HIGH_KEY_MASK,
  INDEX_BASE,
  INDEX_BASE_STRIDE,
  NON_FLUSH_VALUES,
} from './tables.ts'

/** Hand category names by category number (handCategory). */
export const HAND_CATEGORY_NAMES = [
  'high card',
  'one pair',
  'two pair',
  'three of a kind',
  'straight',
  'flush',
  'full house',
  'four of a kind',
  'straight flush',
] as const

// Suit counters: one nibble per suit, each starting at 3, so a nibble reaches 8 (its top bit) at five cards.
const SUIT_COUNTERS_START = 0x3333
const FLUSH_BITS = 0x8888

/**
 * The one lookup of every non-flush evaluation (evaluate5/6/7 here, and the equity engine): the best five-card value
 * among `cardCount` (5, 6 or 7) cards, flushes ignored, from their rank key (the sum of their CARD_RANK_KEYS, which
 * depends on neither suits nor order).
 */
export function nonFlushValue(cardCount: number, rankKey: number): number {
  return NON_FLUSH_VALUES[
    INDEX_BASE[cardCount * INDEX_BASE_STRIDE + (rankKey >>> HIGH_KEY_BITS)] + HIGH_INDEX[rankKey & HIGH_KEY_MASK]
  ]
}

/** The best flush or straight flush among the ranks of one suit (a 13-bit rank mask); 0 below five ranks. */
export function flushValue(rankMask: number): number {
  return FLUSH_VALUES[rankMask]
}

/** Suit (0..3) whose counter reached five cards, from the flush bits of the suit counters. */
function flushSuit(flushBits: number): number {
  return (31 - Math.clz32(flushBits)) >> 2
}

/** Bit of the card's rank if the card is of `suit`, else 0. */
function suitedRankBit(card: CardId, suit: number): number {
  return (card & 3) === suit ? 1 << (card >> 2) : 0
}

/**
 * Value of the best five-card hand among seven distinct card ids (rank * 4 + suit). Higher is better, equal
 * means a tie; handCategory(value) gives the category. Cards are not validated. No allocation.
 */
export function evaluate7(a: CardId, b: CardId, c: CardId, d: CardId, e: CardId, f: CardId, g: CardId): number {
  const suits =
    SUIT_COUNTERS_START +
    (1 << ((a & 3) << 2)) +
    (1 << ((b & 3) << 2)) +
    (1 << ((c & 3) << 2)) +
    (1 << ((d & 3) << 2)) +
    (1 << ((e & 3) << 2)) +
    (1 << ((f & 3) << 2)) +
    (1 << ((g & 3) << 2))
  const flushBits = suits & FLUSH_BITS
  if (flushBits !== 0) {
    const s = flushSuit(flushBits)
    return flushValue(
      suitedRankBit(a, s) |
        suitedRankBit(b, s) |
        suitedRankBit(c, s) |
        suitedRankBit(d, s) |
        suitedRankBit(e, s) |
        suitedRankBit(f, s) |
        suitedRankBit(g, s),
    )
  }
  const key =
    CARD_RANK_KEYS[a] +
    CARD_RANK_KEYS[b] +
    CARD_RANK_KEYS[c] +
    CARD_RANK_KEYS[d] +
    CARD_RANK_KEYS[e] +
    CARD_RANK_KEYS[f] +
    CARD_RANK_KEYS[g]
  return nonFlushValue(7, key)
}

/** As evaluate7, for six distinct cards. */
export function evaluate6(a: CardId, b: CardId, c: CardId, d: CardId, e: CardId, f: CardId): number {
  const suits =
    SUIT_COUNTERS_START +
    (1 << ((a & 3) << 2)) +
    (1 << ((b & 3) << 2)) +
    (1 << ((c & 3) << 2)) +
    (1 << ((d & 3) << 2)) +
    (1 << ((e & 3) << 2)) +
    (1 << ((f & 3) << 2))
  const flushBits = suits & FLUSH_BITS
  if (flushBits !== 0) {
    const s = flushSuit(flushBits)
    return flushValue(
      suitedRankBit(a, s) |
        suitedRankBit(b, s) |
        suitedRankBit(c, s) |
        suitedRankBit(d, s) |
        suitedRankBit(e, s) |
        suitedRankBit(f, s),
    )
  }
  const key =
    CARD_RANK_KEYS[a] +
    CARD_RANK_KEYS[b] +
    CARD_RANK_KEYS[c] +
    CARD_RANK_KEYS[d] +
    CARD_RANK_KEYS[e] +
    CARD_RANK_KEYS[f]
  return nonFlushValue(6, key)
}

/** As evaluate7, for five distinct cards. */
export function evaluate5(a: CardId, b: CardId, c: CardId, d: CardId, e: CardId): number {
  const s = a & 3
  if ((b & 3) === s && (c & 3) === s && (d & 3) === s && (e & 3) === s) {
    return flushValue((1 << (a >> 2)) | (1 << (b >> 2)) | (1 << (c >> 2)) | (1 << (d >> 2)) | (1 << (e >> 2)))
  }
  const key = CARD_RANK_KEYS[a] + CARD_RANK_KEYS[b] + CARD_RANK_KEYS[c] + CARD_RANK_KEYS[d] + CARD_RANK_KEYS[e]
  return nonFlushValue(5, key)
}

/**
 * Value of 5, 6 or 7 distinct card ids given as an array (convenience; the fixed-arity functions are the hot path).
 * Throws on any other length.
 */
export function evaluateCards(cards: ArrayLike<CardId>): number {
  switch (cards.length) {
    case 5:
      return evaluate5(cards[0], cards[1], cards[2], cards[3], cards[4])
    case 6:
      return evaluate6(cards[0], cards[1], cards[2], cards[3], cards[4], cards[5])
    case 7:
      return evaluate7(cards[0], cards[1], cards[2], cards[3], cards[4], cards[5], cards[6])
    default:
      throw new RangeError(`can evaluate 5, 6 or 7 cards, got ${cards.length}`)
  }
}

/** Category of a hand value: 0 high card, 1 pair, 2 two pair, 3 trips, 4 straight, 5 flush, 6 full house, 7 quads, 8
 * straight flush. */
export function handCategory(value: number): number {
  return value >> HAND_CATEGORY_SHIFT
}
