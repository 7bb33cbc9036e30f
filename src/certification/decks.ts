// Tests of whole shuffled decks (the final outcome a game uses), each answering a P-value under the hypothesis that
// every order of the 52 cards is equally likely: each card's position, suits and ranks by position, the adjacency
// criterion, ascending runs, rising sequences, and serial correlation within a deck and between successive decks.
// Their exact expectations are derived here; the family is judged at 99% by Holm's step-down correction.

import erfc from '@stdlib/math-base-special-erfc'
import { type CardId, DECK_SIZE, rankOf, suitOf } from '../core/cards.ts'
import { igamc } from './nist.ts'

const N = DECK_SIZE

/** Two-sided P-value of a standard normal statistic. */
const twoSided = (z: number): number => erfc(Math.abs(z) / Math.SQRT2)

/** The chance of k descents in a uniformly random permutation of n (Eulerian numbers over n!), k = 0 .. n - 1. */
export function eulerianChances(n: number): number[] {
  let row: bigint[] = [1n]
  for (let m = 2; m <= n; m++) {
    const next: bigint[] = []
    for (let k = 0; k < m; k++)
      next.push(BigInt(k + 1) * (row[k] ?? 0n) + BigInt(m - k) * (k > 0 ? (row[k - 1] ?? 0n) : 0n))
    row = next
  }
  let factorial = 1n
  for (let m = 2; m <= n; m++) factorial *= BigInt(m)
  // Scaled in BigInt first, so that the ratio keeps full double precision.
  const SCALE = 10n ** 30n
  return row.map((a) => Number((a * SCALE) / factorial) / 1e30)
}

const EULERIAN = eulerianChances(N)

/** Chi-square of counts against chances, the outer bins merged until each expects at least 5. */
function chiSquareAgainst(counts: readonly number[], chances: readonly number[], total: number): number {
  const bins: Array<{ observed: number; expected: number }> = []
  let current = { observed: 0, expected: 0 }
  for (let i = 0; i < chances.length; i++) {
    current.observed += counts[i] ?? 0
    current.expected += chances[i] * total
    if (current.expected >= 5) {
      bins.push(current)
      current = { observed: 0, expected: 0 }
    }
  }
  if (current.expected > 0) {
    const last = bins.at(-1)
    if (last) {
      last.observed += current.observed
      last.expected += current.expected
    } else bins.push(current)
  }
  let chi2 = 0
  for (const b of bins) chi2 += (b.observed - b.expected) ** 2 / b.expected
  return igamc((bins.length - 1) / 2, chi2 / 2)
}

/** Running sums over many decks: everything the tests need, gathered in one pass a deck. */
export interface DeckTally {
  decks: number
  /** cardAt[card * 52 + position] */
  cardAt: Float64Array
  suitAt: Float64Array
  rankAt: Float64Array
  /** How many of the 51 pairs of cards next to each other in a new deck (card c, c + 1) are next to each other. */
  adjacent: number
  /** Decks by their number of descents (ascending runs - 1) and of their inverse's (rising sequences - 1). */
  descents: Float64Array
  risingDescents: Float64Array
  /** Lag-1 products of ranks within each deck, centred: their sum and sum of squares. */
  serialWithin: number
  serialWithinSquares: number
  /** Centred positions of every card in a deck times in the deck before it, summed. */
  serialBetween: number
  previousPositions?: Int32Array
}

export function newTally(): DeckTally {
  return {
    decks: 0,
    cardAt: new Float64Array(N * N),
    suitAt: new Float64Array(4 * N),
    rankAt: new Float64Array(13 * N),
    adjacent: 0,
    descents: new Float64Array(N),
    risingDescents: new Float64Array(N),
    serialWithin: 0,
    serialWithinSquares: 0,
    serialBetween: 0,
  }
}

/** Adds one deck (52 card ids in dealt order) to the tally. */
export function tallyDeck(tally: DeckTally, deck: readonly CardId[]): void {
  const position = new Int32Array(N)
  let descents = 0
  let within = 0
  for (let i = 0; i < N; i++) {
    const card = deck[i]
    position[card] = i
    tally.cardAt[card * N + i]++
    tally.suitAt[suitOf(card) * N + i]++
    tally.rankAt[rankOf(card) * N + i]++
    if (i > 0) {
      if (deck[i] < deck[i - 1]) descents++
      within += (rankOf(deck[i - 1]) - 6) * (rankOf(card) - 6)
    }
  }
  let rising = 0
  for (let c = 0; c + 1 < N; c++) {
    if (position[c + 1] < position[c]) rising++
    if (Math.abs(position[c + 1] - position[c]) === 1) tally.adjacent++
  }
  tally.descents[descents]++
  tally.risingDescents[rising]++
  tally.serialWithin += within
  tally.serialWithinSquares += within * within
  if (tally.previousPositions) {
    let between = 0
    for (let c = 0; c < N; c++) between += (position[c] - 25.5) * (tally.previousPositions[c] - 25.5)
    tally.serialBetween += between
  }
  tally.previousPositions = position
  tally.decks++
}

export interface DeckTest {
  name: string
  pValue: number
  /** What was measured, in words (the statistic beside its expectation). */
  detail: string
}

/** Chi-square of a rows x 52 table of counts whose every cell expects decks x share. */
function positionTable(counts: Float64Array, rows: number, expected: number): { chi2: number; p: number } {
  let chi2 = 0
  for (const o of counts) chi2 += (o - expected) ** 2 / expected
  // Both margins are fixed (every row appears a set number of times a deck, every position once).
  return { chi2, p: igamc(((rows - 1) * (N - 1)) / 2, chi2 / 2) }
}

/** The eight deck tests on a tally. */
export function deckTests(t: DeckTally): DeckTest[] {
  const d = t.decks
  const cards = positionTable(t.cardAt, N, d / N)
  const suits = positionTable(t.suitAt, 4, d / 4)
  const ranks = positionTable(t.rankAt, 13, d / 13)
  // Adjacency: each of the 51 pairs is adjacent with chance 2/52; the 51 indicators' covariances are exact (pairs
  // sharing a card, 100 ordered couples; disjoint pairs, the rest).
  const p1 = 2 / N
  const shared = 2 / (N * (N - 1)) - p1 * p1
  const disjoint = 4 / (N * (N - 1)) - p1 * p1
  const adjacencyVariance = 51 * p1 * (1 - p1) + 100 * shared + (51 * 50 - 100) * disjoint
  const adjacencyZ = (t.adjacent - d * 51 * p1) / Math.sqrt(d * adjacencyVariance)
  // Within a deck: E[sum of lag-1 centred rank products] = -(sum of squares)/52 = -728/52 = -14; its variance from
  // the decks themselves (a large-sample z).
  const withinMean = t.serialWithin / d
  const withinVariance = t.serialWithinSquares / d - withinMean ** 2
  const withinZ = (withinMean + 728 / N) / Math.sqrt(withinVariance / d)
  // Between successive decks: independent permutations give sum over cards of centred position products mean 0,
  // variance n^2 sigma^4 / (n - 1) with sigma^2 = (n^2 - 1) / 12; successive terms are uncorrelated.
  const sigma2 = (N * N - 1) / 12
  const betweenZ = t.serialBetween / Math.sqrt(Math.max(d - 1, 1) * ((N * N * sigma2 * sigma2) / (N - 1)))
  const runsMean = [...t.descents].reduce((s, c, k) => s + c * k, 0) / d
  const risingMean = [...t.risingDescents].reduce((s, c, k) => s + c * k, 0) / d
  return [
    {
      name: 'Each card at each position (52 x 52 chi-square)',
      pValue: cards.p,
      detail: `chi-square ${cards.chi2.toFixed(1)} on 2601 degrees of freedom`,
    },
    {
      name: 'Suits by position (4 x 52)',
      pValue: suits.p,
      detail: `chi-square ${suits.chi2.toFixed(1)} on 153 degrees of freedom`,
    },
    {
      name: 'Ranks by position (13 x 52)',
      pValue: ranks.p,
      detail: `chi-square ${ranks.chi2.toFixed(1)} on 612 degrees of freedom`,
    },
    {
      name: 'Adjacency criterion (cards c and c + 1 next to each other)',
      pValue: twoSided(adjacencyZ),
      detail: `${(t.adjacent / d).toFixed(4)} a deck against ${(51 * p1).toFixed(4)}; z = ${adjacencyZ.toFixed(2)}`,
    },
    {
      name: 'Ascending runs (descents against the Eulerian distribution)',
      pValue: chiSquareAgainst([...t.descents], EULERIAN, d),
      detail: `mean descents ${runsMean.toFixed(4)} against 25.5`,
    },
    {
      name: 'Rising sequences (against the Eulerian distribution)',
      pValue: chiSquareAgainst([...t.risingDescents], EULERIAN, d),
      detail: `mean rising sequences ${(risingMean + 1).toFixed(4)} against 26.5`,
    },
    {
      name: 'Serial correlation within a deck (lag-1 ranks)',
      pValue: twoSided(withinZ),
      detail: `mean ${withinMean.toFixed(3)} against -14; z = ${withinZ.toFixed(2)}`,
    },
    {
      name: 'Serial correlation between successive decks (positions)',
      pValue: twoSided(betweenZ),
      detail: `z = ${betweenZ.toFixed(2)}`,
    },
  ]
}

/**
 * Holm's step-down correction at family-wise `alpha`: the i-th smallest P-value (from 0) is rejected while it is below
 * alpha / (m - i). Answers, in the tests' order, whether each is rejected.
 */
export function holm(pValues: readonly number[], alpha = 0.01): boolean[] {
  const order = pValues.map((p, i) => ({ p, i })).sort((a, b) => a.p - b.p)
  const rejected = new Array<boolean>(pValues.length).fill(false)
  for (let k = 0; k < order.length; k++) {
    if (order[k].p >= alpha / (order.length - k)) break
    rejected[order[k].i] = true
  }
  return rejected
}
