// Evaluator lookup tables (rank keys, rank-multiset index, hand values), built once at module load.
import { DECK_SIZE } from '../cards.ts'

/** A hand value is `category << HAND_CATEGORY_SHIFT | ordinal`; higher is better. */
export const HAND_CATEGORY_SHIFT = 12

export const HIGH_CARD = 0
export const ONE_PAIR = 1
export const TWO_PAIR = 2
export const THREE_OF_A_KIND = 3
export const STRAIGHT = 4
export const FLUSH = 5
export const FULL_HOUSE = 6
export const FOUR_OF_A_KIND = 7
export const STRAIGHT_FLUSH = 8

export const RANK_COUNT = 13
export const SUIT_COUNT = 4
/** Largest hand the tables describe, in cards. */
export const MAX_HAND_CARDS = 7
/** Ranks 0..LOW_RANK_COUNT-1 form the low group of the rank key, the others the high group. */
const LOW_RANK_COUNT = 6
const HIGH_RANK_COUNT = RANK_COUNT - LOW_RANK_COUNT

/**
 * Keys of the ranks within a group (a group has at most 7 ranks). Each is the smallest key above the previous
 * one that keeps the key sums of all multisets of at most MAX_HAND_CARDS cards, at most 4 per rank, distinct.
 * The evaluator tests rerun that search and check that the resulting index is a bijection.
 */
export const GROUP_RANK_KEYS: readonly number[] = [1, 5, 24, 112, 521, 2247, 9244]
/** Bits of the packed rank key taken by the high group's sum. */
export const HIGH_KEY_BITS = 16
export const HIGH_KEY_MASK = (1 << HIGH_KEY_BITS) - 1

/**
 * Additive rank key per rank: the low group's key sits above HIGH_KEY_BITS, the high group's below, so the sum
 * over a hand's cards carries both group sums without overlap (for up to MAX_HAND_CARDS cards).
 */
export const RANK_KEYS = new Int32Array(RANK_COUNT)
for (let r = 0; r < RANK_COUNT; r++) {
  RANK_KEYS[r] = r < LOW_RANK_COUNT ? GROUP_RANK_KEYS[r] << HIGH_KEY_BITS : GROUP_RANK_KEYS[r - LOW_RANK_COUNT]
}
/** RANK_KEYS by card id. */
export const CARD_RANK_KEYS = new Int32Array(DECK_SIZE)
for (let c = 0; c < DECK_SIZE; c++) CARD_RANK_KEYS[c] = RANK_KEYS[c >> 2]

/** Sum of RANK_KEYS over the set bits of a 13-bit rank mask (each rank once). */
export const RANK_MASK_KEYS = new Int32Array(1 << RANK_COUNT)
/** Number of set bits of a 13-bit rank mask. */
export const RANK_MASK_POPCOUNT = new Uint8Array(1 << RANK_COUNT)
for (let mask = 1; mask < 1 << RANK_COUNT; mask++) {
  const low = 31 - Math.clz32(mask & -mask)
  RANK_MASK_KEYS[mask] = RANK_MASK_KEYS[mask & (mask - 1)] + RANK_KEYS[low]
  RANK_MASK_POPCOUNT[mask] = RANK_MASK_POPCOUNT[mask & (mask - 1)] + 1
}

/**
 * Every 13-bit rank mask with at most MASK_BITS_LISTED bits, grouped by bit count: the masks with k bits are
 * RANK_MASKS_BY_POPCOUNT[RANK_MASKS_POPCOUNT_START[k] .. RANK_MASKS_POPCOUNT_START[k + 1]).
 */
export const MASK_BITS_LISTED = 5
export const RANK_MASKS_POPCOUNT_START = new Int32Array(MASK_BITS_LISTED + 2)
export const RANK_MASKS_BY_POPCOUNT = (() => {
  const masks: number[] = []
  for (let bits = 0; bits <= MASK_BITS_LISTED; bits++) {
    RANK_MASKS_POPCOUNT_START[bits] = masks.length
    for (let mask = 0; mask < 1 << RANK_COUNT; mask++) if (RANK_MASK_POPCOUNT[mask] === bits) masks.push(mask)
  }
  RANK_MASKS_POPCOUNT_START[MASK_BITS_LISTED + 1] = masks.length
  return Int32Array.from(masks)
})()

/** Visits every multiset of `groupSize` ranks with at most 4 of a rank and at most maxCards cards: (keySum, cards). */
function forEachGroupMultiset(
  groupSize: number,
  maxCards: number,
  visit: (keySum: number, cards: number) => void,
): void {
  const walk = (rank: number, cards: number, keySum: number): void => {
    if (rank === groupSize) {
      visit(keySum, cards)
      return
    }
    for (let k = 0; k <= 4 && cards + k <= maxCards; k++) walk(rank + 1, cards + k, keySum + k * GROUP_RANK_KEYS[rank])
  }
  walk(0, 0, 0)
}

// The multiset index. A rank multiset of t cards maps to
//   INDEX_BASE[t * INDEX_BASE_STRIDE + lowSum] + HIGH_INDEX[highSum]
// where HIGH_INDEX numbers the high-group multisets densely within their size, and INDEX_BASE gives, for each
// total size t and low-group multiset, the start of the block of high-group multisets that complete it to t
// cards. Sizes are laid out one after another, so every multiset of 0..7 cards gets its own slot.
const HIGH_SUM_LIMIT = 4 * GROUP_RANK_KEYS[HIGH_RANK_COUNT - 1] + 3 * GROUP_RANK_KEYS[HIGH_RANK_COUNT - 2] + 1
const LOW_SUM_LIMIT = 4 * GROUP_RANK_KEYS[LOW_RANK_COUNT - 1] + 3 * GROUP_RANK_KEYS[LOW_RANK_COUNT - 2] + 1
export const INDEX_BASE_STRIDE = LOW_SUM_LIMIT
/** Dense index of a high-group multiset among the high-group multisets of its size, by its key sum. */
export const HIGH_INDEX = new Int32Array(HIGH_SUM_LIMIT).fill(-1)
/** Start of each (total size, low-group multiset) block; see above. */
export const INDEX_BASE = new Int32Array((MAX_HAND_CARDS + 1) * INDEX_BASE_STRIDE).fill(-1)
/** First slot of the multisets with t cards, for t = 0..7, and the total slot count at index 8. */
export const SIZE_INDEX_START = new Int32Array(MAX_HAND_CARDS + 2)

{
  const highCountBySize = new Int32Array(MAX_HAND_CARDS + 1)
  forEachGroupMultiset(HIGH_RANK_COUNT, MAX_HAND_CARDS, (keySum, cards) => {
    HIGH_INDEX[keySum] = highCountBySize[cards]++
  })
  const lowMultisets: Array<[number, number]> = []
  forEachGroupMultiset(LOW_RANK_COUNT, MAX_HAND_CARDS, (keySum, cards) => lowMultisets.push([keySum, cards]))
  let next = 0
  for (let size = 0; size <= MAX_HAND_CARDS; size++) {
    SIZE_INDEX_START[size] = next
    for (const [lowSum, lowCards] of lowMultisets) {
      if (lowCards > size) continue
      INDEX_BASE[size * INDEX_BASE_STRIDE + lowSum] = next
      next += highCountBySize[size - lowCards]
    }
  }
  SIZE_INDEX_START[MAX_HAND_CARDS + 1] = next
}

/**
 * Slot of the rank multiset of `size` cards whose summed RANK_KEYS is `key`. Valid only for real multisets
 * (at most 4 cards of a rank, size <= 7); no check.
 */
export function multisetIndex(size: number, key: number): number {
  return INDEX_BASE[size * INDEX_BASE_STRIDE + (key >>> HIGH_KEY_BITS)] + HIGH_INDEX[key & HIGH_KEY_MASK]
}

// Hand values. Every five-card hand gets a comparable raw score (category, then the ranks that break ties in
// order), the distinct scores are sorted per category, and a hand's value is its category and 1-based place.

const RAW_DIGIT = 13
const RAW_CATEGORY_SCALE = RAW_DIGIT ** 5

/** Raw score from a category and tie-break ranks, most significant first. */
function rawScore(category: number, tieBreaks: number[]): number {
  let score = 0
  for (let i = 0; i < 5; i++) score = score * RAW_DIGIT + (tieBreaks[i] ?? 0)
  return category * RAW_CATEGORY_SCALE + score
}

/** Top rank of the best straight within a 13-bit rank mask (wheel counts five-high), or -1 if there is none. */
export function straightTop(rankMask: number): number {
  for (let top = RANK_COUNT - 1; top >= 4; top--) {
    const run = 0x1f << (top - 4)
    if ((rankMask & run) === run) return top
  }
  const wheel = 0x100f // A, 2, 3, 4, 5
  return (rankMask & wheel) === wheel ? 3 : -1
}

/** Raw score of five cards of distinct ranks in one suit (flush or straight flush). */
function rawFlushScore(rankMask: number): number {
  const top = straightTop(rankMask)
  if (top >= 0) return rawScore(STRAIGHT_FLUSH, [top])
  return rawScore(FLUSH, ranksOfMaskDescending(rankMask))
}

function ranksOfMaskDescending(rankMask: number): number[] {
  const ranks: number[] = []
  for (let r = RANK_COUNT - 1; r >= 0; r--) if (rankMask & (1 << r)) ranks.push(r)
  return ranks
}

/** Raw score of five cards, not all of one suit, given per-rank counts summing to 5. */
function rawNonFlushScore(counts: ArrayLike<number>): number {
  const byCount: number[][] = [[], [], [], [], []]
  let rankMask = 0
  for (let r = RANK_COUNT - 1; r >= 0; r--) {
    if (counts[r] > 0) {
      byCount[counts[r]].push(r)
      rankMask |= 1 << r
    }
  }
  if (byCount[4].length) return rawScore(FOUR_OF_A_KIND, [byCount[4][0], byCount[1][0]])
  if (byCount[3].length && byCount[2].length) return rawScore(FULL_HOUSE, [byCount[3][0], byCount[2][0]])
  if (byCount[3].length) return rawScore(THREE_OF_A_KIND, [byCount[3][0], ...byCount[1]])
  if (byCount[2].length === 2) return rawScore(TWO_PAIR, [...byCount[2], byCount[1][0]])
  if (byCount[2].length) return rawScore(ONE_PAIR, [byCount[2][0], ...byCount[1]])
  const top = straightTop(rankMask)
  if (top >= 0) return rawScore(STRAIGHT, [top])
  return rawScore(HIGH_CARD, byCount[1])
}

/** Visits every rank multiset of exactly `size` cards (at most 4 per rank): counts by rank and key sum. */
function forEachRankMultiset(size: number, visit: (counts: Int32Array, key: number) => void): void {
  const counts = new Int32Array(RANK_COUNT)
  const walk = (rank: number, left: number, key: number): void => {
    if (left === 0) {
      visit(counts, key)
      return
    }
    if (rank === RANK_COUNT) return
    for (let k = 0; k <= 4 && k <= left; k++) {
      counts[rank] = k
      walk(rank + 1, left - k, key + k * RANK_KEYS[rank])
    }
    counts[rank] = 0
  }
  walk(0, size, 0)
}

/**
 * Value of the best five-card hand without flushes, by multiset slot (see multisetIndex), for multisets of
 * 5, 6 and 7 cards; 0 for smaller multisets.
 */
export const NON_FLUSH_VALUES = new Uint16Array(SIZE_INDEX_START[MAX_HAND_CARDS + 1])
/** Value of the best flush or straight flush within a 13-bit rank mask of one suit; 0 below five ranks. */
export const FLUSH_VALUES = new Uint16Array(1 << RANK_COUNT)

{
  const rawByFiveCardSlot = new Float64Array(SIZE_INDEX_START[6] - SIZE_INDEX_START[5])
  const rawScores: number[] = []
  forEachRankMultiset(5, (counts, key) => {
    const raw = rawNonFlushScore(counts)
    rawByFiveCardSlot[multisetIndex(5, key) - SIZE_INDEX_START[5]] = raw
    rawScores.push(raw)
  })
  for (let mask = 0; mask < 1 << RANK_COUNT; mask++) {
    if (RANK_MASK_POPCOUNT[mask] === 5) rawScores.push(rawFlushScore(mask))
  }
  rawScores.sort((a, b) => a - b)
  const valueOfRaw = new Map<number, number>()
  let place = 0
  let category = -1
  for (const raw of rawScores) {
    if (valueOfRaw.has(raw)) continue
    const rawCategory = Math.floor(raw / RAW_CATEGORY_SCALE)
    place = rawCategory === category ? place + 1 : 1
    category = rawCategory
    valueOfRaw.set(raw, (category << HAND_CATEGORY_SHIFT) | place)
  }
  for (let slot = 0; slot < rawByFiveCardSlot.length; slot++) {
    NON_FLUSH_VALUES[SIZE_INDEX_START[5] + slot] = valueOfRaw.get(rawByFiveCardSlot[slot])!
  }
  // Six and seven cards: the best of the hands with one card fewer.
  for (let size = 6; size <= MAX_HAND_CARDS; size++) {
    forEachRankMultiset(size, (counts, key) => {
      let best = 0
      for (let r = 0; r < RANK_COUNT; r++) {
        if (counts[r] === 0) continue
        const value = NON_FLUSH_VALUES[multisetIndex(size - 1, key - RANK_KEYS[r])]
        if (value > best) best = value
      }
      NON_FLUSH_VALUES[multisetIndex(size, key)] = best
    })
  }
  // Flushes: five ranks directly, more ranks as the best five (a mask without one bit is always smaller).
  for (let mask = 0; mask < 1 << RANK_COUNT; mask++) {
    const bits = RANK_MASK_POPCOUNT[mask]
    if (bits === 5) {
      FLUSH_VALUES[mask] = valueOfRaw.get(rawFlushScore(mask))!
    } else if (bits > 5) {
      let best = 0
      for (let rest = mask; rest !== 0; rest &= rest - 1) {
        const value = FLUSH_VALUES[mask & ~(rest & -rest)]
        if (value > best) best = value
      }
      FLUSH_VALUES[mask] = best
    }
  }
}
