// Percentages, fair odds and status precedence from exact counts.

import t from 'tap'
import { fairOdds, percentOf, priceHands, stageOfBoard } from '../../src/core/hand-odds.ts'

const counts = (boards: number, wins: number[], ties: number[]) => ({
  boards,
  wins,
  ties,
  tieShares: ties.map(() => 0),
})
const statuses = (c: ReturnType<typeof counts>, stage: 0 | 1 | 2 | 3) => priceHands(c, stage).map((h) => h.handStatus)

t.test('percentages round half up to 2 decimals from exact integers', async (t) => {
  t.equal(percentOf(1, 3), 33.33)
  t.equal(percentOf(2, 3), 66.67)
  t.equal(percentOf(1, 8), 12.5)
  t.equal(percentOf(1, 20000), 0.01, 'exactly half a hundredth rounds up')
  t.equal(percentOf(0, 7), 0)
  t.equal(percentOf(7, 7), 100)
})

t.test('fair odds are boards / wins, 0 when the hand cannot win outright', async (t) => {
  t.equal(fairOdds(1, 3), 3)
  t.equal(fairOdds(2, 3), 1.5)
  t.equal(fairOdds(3, 7), 2.33)
  t.equal(fairOdds(0, 7), 0)
  t.equal(fairOdds(1712304, 1712304), 1)
})

t.test('one favourite: highest winPercentage, lowest index on a tie; the rest active', async (t) => {
  t.same(statuses(counts(100, [30, 50, 20], [0, 0, 0]), 0), [
    'IN_PLAY_BETTING_STAGE_ACTIVE',
    'IN_PLAY_FAVOURITE',
    'IN_PLAY_BETTING_STAGE_ACTIVE',
  ])
  t.same(statuses(counts(100, [45, 45, 10], [0, 0, 0]), 1), [
    'IN_PLAY_FAVOURITE',
    'IN_PLAY_BETTING_STAGE_ACTIVE',
    'IN_PLAY_BETTING_STAGE_ACTIVE',
  ])
})

t.test('dead before will-win before favourite', async (t) => {
  t.same(statuses(counts(10, [10, 0, 0], [0, 0, 0]), 1), ['IN_PLAY_WILL_WIN', 'IN_PLAY_DEAD', 'IN_PLAY_DEAD'])
  t.same(statuses(counts(10, [6, 0, 4], [4, 4, 0]), 2), [
    'IN_PLAY_WILL_WIN',
    'IN_PLAY_BETTING_STAGE_ACTIVE',
    'IN_PLAY_BETTING_STAGE_ACTIVE',
  ])
  t.same(
    statuses(counts(10, [0, 5, 5], [0, 0, 0]), 0),
    ['IN_PLAY_DEAD', 'IN_PLAY_FAVOURITE', 'IN_PLAY_BETTING_STAGE_ACTIVE'],
    'a dead hand is never the favourite',
  )
})

t.test('at the river: winners (ties included) and dead', async (t) => {
  t.same(statuses(counts(1, [0, 0, 0], [1, 1, 0]), 3), ['IN_PLAY_WINNER', 'IN_PLAY_WINNER', 'IN_PLAY_DEAD'])
  t.same(statuses(counts(1, [0, 1], [0, 0]), 3), ['IN_PLAY_DEAD', 'IN_PLAY_WINNER'])
})

t.test('priced fields', async (t) => {
  t.same(priceHands(counts(3, [2, 1], [0, 0]), 0), [
    {
      handIndex: 0,
      bettingStage: 0,
      handStatus: 'IN_PLAY_FAVOURITE',
      winPercentage: 66.67,
      drawPercentage: 0,
      odds: 1.5,
    },
    {
      handIndex: 1,
      bettingStage: 0,
      handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE',
      winPercentage: 33.33,
      drawPercentage: 0,
      odds: 3,
    },
  ])
})

t.test('stage from board size', async (t) => {
  t.same([0, 3, 4, 5].map(stageOfBoard), [0, 1, 2, 3])
  t.throws(() => stageOfBoard(2), RangeError)
})
