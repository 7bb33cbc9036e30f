// Exact equity against a naive loop over every board scored by `phe`, on seeded random deals at every stage.

import t, { type Test } from 'tap'
import { type CardId, parseCard, parseHand } from '../../src/core/cards.ts'
import { computeEquity, type EquityCounts } from '../../src/core/equity.ts'
import { naiveEquity } from './oracles/naive-equity.ts'
import { dealHands, seededRandom } from './oracles/prng.ts'

type Hand = [CardId, CardId]

function binomial(n: number, k: number): number {
  let result = 1
  for (let i = 0; i < k; i++) result = (result * (n - i)) / (i + 1)
  return result
}

/** Internal consistency of one result: board count, integer counts, and every board's pot shared out exactly once. */
function checkSums(t: Test, hands: readonly Hand[], board: readonly CardId[], counts: EquityCounts): void {
  t.equal(counts.boards, binomial(52 - 2 * hands.length - board.length, 5 - board.length), 'boards')
  t.ok([...counts.wins, ...counts.ties].every(Number.isInteger), 'wins and ties are integers')
  const shared = counts.wins.reduce((sum, w, i) => sum + w + counts.tieShares[i], 0)
  t.ok(Math.abs(shared - counts.boards) < 1e-6 * counts.boards, 'sum of wins + tieShares is boards')
  t.ok(
    counts.tieShares.every((s, i) => s <= counts.ties[i] / 2 + 1e-9),
    'a tie shares at most half',
  )
}

/** Engine equals the naive phe loop: boards, wins and ties exactly, tie shares to rounding. */
function agreeWithNaive(t: Test, hands: readonly Hand[], board: readonly CardId[]): void {
  const engine = computeEquity(hands, board)
  const naive = naiveEquity(hands, board)
  const label = `${hands.length} hands, ${board.length} board cards`
  t.same(
    { boards: engine.boards, wins: engine.wins, ties: engine.ties },
    { boards: naive.boards, wins: naive.wins, ties: naive.ties },
    label,
  )
  t.ok(
    engine.tieShares.every((s, i) => Math.abs(s - naive.tieShares[i]) < 1e-6),
    `${label}: tie shares`,
  )
  checkSums(t, hands, board, engine)
}

const random = seededRandom(7_2024)

t.test('flop, turn and river: every hand count from 2 to 23', async (t) => {
  for (const boardLength of [3, 4, 5]) {
    for (let handCount = 2; handCount <= 23; handCount++) {
      const deal = dealHands(random, handCount, boardLength)
      agreeWithNaive(t, deal.hands, deal.board)
    }
  }
})

t.test('flop, turn and river: more random deals of 2 to 6 hands', async (t) => {
  for (let i = 0; i < 60; i++) {
    const deal = dealHands(random, 2 + (i % 5), [3, 4, 5][i % 3])
    agreeWithNaive(t, deal.hands, deal.board)
  }
})

t.test('preflop with 10 to 23 hands (few enough boards for the naive loop)', async (t) => {
  for (let handCount = 10; handCount <= 23; handCount++) {
    const deal = dealHands(random, handCount, 0)
    agreeWithNaive(t, deal.hands, deal.board)
  }
})

t.test('heads-up preflop, all 1,712,304 boards, flush draws on both sides', async (t) => {
  agreeWithNaive(t, [parseHand('As5s')!, parseHand('Ks6s')!], [])
})

t.test('3 and 6 hands preflop, random deals', async (t) => {
  for (const handCount of [3, 6]) {
    const deal = dealHands(random, handCount, 0)
    agreeWithNaive(t, deal.hands, deal.board)
  }
})

t.test('boards built for flushes, straight flushes and split pots', async (t) => {
  const hands = (...texts: string[]): Hand[] => texts.map((text) => parseHand(text)!)
  const board = (...texts: string[]): CardId[] => texts.map((text) => parseCard(text)!)
  // Monotone flop, both hands suited in the board's suit (flushes already made, straight flush draw).
  agreeWithNaive(t, hands('AhKh', '9h8h', 'QcQd'), board('Th', '7h', '2h'))
  // Four of a suit on the turn: any single card of the suit makes a flush.
  agreeWithNaive(t, hands('As2d', 'KcKd', 'Qs3c'), board('9s', '8s', '4s', '2s'))
  // Board plays: a royal flush on the river for everyone.
  agreeWithNaive(t, hands('2c3d', '4c5d', '6c7d'), board('Ts', 'Js', 'Qs', 'Ks', 'As'))
  // Board straight with a flush possible for one hand only.
  agreeWithNaive(t, hands('AcAd', 'Kh2h', 'QcJc'), board('5h', '6h', '7s', '8d'))
  // Same ranks, different suits: split pots everywhere except flushes.
  agreeWithNaive(t, hands('AcKd', 'AdKc', 'AhKs'), board('2h', '7s', '9c'))
})

t.test('results follow the hands when they are reordered, and do not depend on earlier calls', async (t) => {
  const deal = dealHands(random, 5, 3)
  const forward = computeEquity(deal.hands, deal.board)
  computeEquity(dealHands(random, 23, 0).hands, [])
  const backward = computeEquity([...deal.hands].reverse(), deal.board)
  t.same(backward.wins, [...forward.wins].reverse())
  t.same(backward.ties, [...forward.ties].reverse())
  t.same(computeEquity(deal.hands, deal.board), forward)
})

t.test('results do not change when suits are relabelled', async (t) => {
  const swapSuits = (card: CardId): CardId => (card & ~3) | [2, 0, 3, 1][card & 3]
  for (const boardLength of [0, 3]) {
    const deal = dealHands(random, 4, boardLength)
    const relabelled = computeEquity(
      deal.hands.map((hand) => hand.map(swapSuits) as Hand),
      deal.board.map(swapSuits),
    )
    t.same(relabelled, computeEquity(deal.hands, deal.board), `${boardLength} board cards`)
  }
})

t.test('preflop with 2 to 9 hands: internal sums', async (t) => {
  for (let handCount = 2; handCount <= 9; handCount++) {
    const deal = dealHands(random, handCount, 0)
    checkSums(t, deal.hands, deal.board, computeEquity(deal.hands, deal.board))
  }
})
