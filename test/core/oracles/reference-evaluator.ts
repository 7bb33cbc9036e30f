// Slow, obviously correct hand evaluator for tests: best five of the given cards by direct category logic.
import type { CardId } from '../../../src/core/cards.ts'

// Categories are numbered as handCategory numbers them: 0 high card .. 8 straight flush.

export interface ReferenceHand {
  category: number
  /** Ranks that break ties within the category, most significant first (ace high is 12; a wheel's top is 3). */
  tieBreaks: number[]
}

/** Top rank of the straight made by five distinct ranks, or -1. */
function straightTopOfFive(ranksDescending: number[]): number {
  const distinct = [...new Set(ranksDescending)]
  if (distinct.length !== 5) return -1
  if (distinct[0] - distinct[4] === 4) return distinct[0]
  if (distinct.join(',') === '12,3,2,1,0') return 3
  return -1
}

/** Category and tie-breaks of exactly five cards. */
export function scoreFiveCards(cards: readonly CardId[]): ReferenceHand {
  const ranks = cards.map((c) => c >> 2).sort((a, b) => b - a)
  const flush = cards.every((c) => (c & 3) === (cards[0] & 3))
  const top = straightTopOfFive(ranks)
  // Group ranks by how often they occur: bigger groups first, then higher ranks.
  const counts = new Map<number, number>()
  for (const r of ranks) counts.set(r, (counts.get(r) ?? 0) + 1)
  const groups = [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])
  const shape = groups.map((g) => g[1]).join('')
  const groupRanks = groups.map((g) => g[0])
  if (flush && top >= 0) return { category: 8, tieBreaks: [top] }
  if (shape === '41') return { category: 7, tieBreaks: groupRanks }
  if (shape === '32') return { category: 6, tieBreaks: groupRanks }
  if (flush) return { category: 5, tieBreaks: ranks }
  if (top >= 0) return { category: 4, tieBreaks: [top] }
  if (shape === '311') return { category: 3, tieBreaks: groupRanks }
  if (shape === '221') return { category: 2, tieBreaks: groupRanks }
  if (shape === '2111') return { category: 1, tieBreaks: groupRanks }
  return { category: 0, tieBreaks: ranks }
}

/** Negative, zero or positive as hand a is worse than, equal to or better than hand b. */
export function compareReferenceHands(a: ReferenceHand, b: ReferenceHand): number {
  if (a.category !== b.category) return a.category - b.category
  for (let i = 0; i < Math.max(a.tieBreaks.length, b.tieBreaks.length); i++) {
    const d = (a.tieBreaks[i] ?? -1) - (b.tieBreaks[i] ?? -1)
    if (d !== 0) return d
  }
  return 0
}

/** Every k-element subset of items. */
function subsets<T>(items: readonly T[], k: number): T[][] {
  if (k === 0) return [[]]
  if (items.length < k) return []
  const [first, ...rest] = items
  return [...subsets(rest, k - 1).map((s) => [first, ...s]), ...subsets(rest, k)]
}

/** Best five-card hand among 5 or more cards, by trying every five-card subset. */
export function referenceBestHand(cards: readonly CardId[]): ReferenceHand {
  let best: ReferenceHand | undefined
  for (const five of subsets(cards, 5)) {
    const hand = scoreFiveCards(five)
    if (best === undefined || compareReferenceHands(hand, best) > 0) best = hand
  }
  return best!
}
