// The pricing chain against an independent computation: BigInt rationals and a search over the ladder's steps.

import t from 'tap'
import { bestValueIndex, ladderOddsTenths, priceHand, roundedRatio } from '../../src/core/pricing.ts'
import { oracleTenths } from './oracles/ladder.ts'
import { seededRandom } from './oracles/prng.ts'

t.test('the ladder floor matches the BigInt oracle on 200,000 random counts and targets', async (t) => {
  const random = seededRandom(11)
  let mismatches = 0
  for (let i = 0; i < 200_000; i++) {
    const boards = [1_712_304, 1_086_008, 990, 820, 44, 40, 6][i % 7] - Math.floor(random() * 3)
    const winOrDraw = 1 + Math.floor(random() * (boards - 1))
    const rtpBp = 8_000 + Math.floor(random() * 2_001)
    if (ladderOddsTenths(boards, winOrDraw, rtpBp) !== oracleTenths(boards, winOrDraw, rtpBp)) mismatches++
  }
  t.equal(mismatches, 0)
})

t.test('prices landing exactly on a step are that step (no float drift: 2.2 is not 2.1)', async (t) => {
  t.equal(ladderOddsTenths(11, 5, 10_000), 22, '11 / 5 = 2.2 at RTP 1')
  t.equal(ladderOddsTenths(100, 25, 9_750), 39, '4 x 0.975 = 3.9')
  t.equal(ladderOddsTenths(10, 2, 10_000), 50, 'exactly 5: the 1-step band')
  t.equal(ladderOddsTenths(10, 5, 8_000), 16, '2 x 0.8 = 1.6')
  t.equal(ladderOddsTenths(20, 1, 10_000), 200, 'exactly 20: the 10-step band')
  t.equal(ladderOddsTenths(100, 1, 10_000), 1000, 'exactly 100: the 100-step band')
  for (let tenths = 11; tenths < 50; tenths++) {
    // boards / winOrDraw = tenths / 10 exactly at RTP 1: the step itself.
    t.equal(ladderOddsTenths(tenths * 7, 70, 10_000), tenths, `${tenths / 10}`)
  }
})

t.test('each band rounds down to its own step; long shots above 100 round down to hundreds', async (t) => {
  t.equal(ladderOddsTenths(1000, 201, 10_000), 49, '4.975 -> 4.9')
  t.equal(ladderOddsTenths(1000, 51, 10_000), 190, '19.6 -> 19')
  t.equal(ladderOddsTenths(1000, 11, 10_000), 900, '90.9 -> 90')
  t.equal(ladderOddsTenths(1_712_304, 1_000, 9_700), 16_000, '1660.9 -> 1600')
  t.equal(ladderOddsTenths(1_712_304, 1, 9_700), 16_609_000, '1,660,934.88 -> 1,660,900')
})

t.test('not offered: dead, cannot lose, or 1.0 and below', async (t) => {
  t.equal(ladderOddsTenths(40, 0, 9_700), 0, 'dead')
  t.equal(ladderOddsTenths(40, 40, 9_700), 0, 'cannot lose')
  t.equal(ladderOddsTenths(40, 39, 9_700), 0, '1.0256 x 0.97 = 0.99')
  t.equal(ladderOddsTenths(100, 90, 10_000), 11, '1.111 -> 1.1 is offered')
  t.equal(ladderOddsTenths(100, 91, 10_000), 0, '1.0989 -> 1.0: not offered')
})

t.test('priceHand: the displayed figures, and odds x pWD <= targetRtp for every offered price', async (t) => {
  t.same(priceHand(1_712_304, 856_152, 9_700), {
    winOrDraw: 856_152,
    boards: 1_712_304,
    oddsTenths: 19,
    fairOdds: 2,
    oddsMargin: 1.94,
    odds: 1.9,
    actualRtp: 0.95,
  })
  t.same(priceHand(40, 0, 9_700), {
    winOrDraw: 0,
    boards: 40,
    oddsTenths: 0,
    fairOdds: 0,
    oddsMargin: 0,
    odds: 0,
    actualRtp: 0,
  })
  const random = seededRandom(12)
  for (let i = 0; i < 50_000; i++) {
    const boards = 1 + Math.floor(random() * 2_000_000)
    const winOrDraw = Math.floor(random() * (boards + 1))
    const rtpBp = 8_000 + Math.floor(random() * 2_001)
    const price = priceHand(boards, winOrDraw, rtpBp)
    if (price.oddsTenths === 0) continue
    // odds x pWD <= targetRtp  <=>  oddsTenths x winOrDraw x 1000 <= rtpBp x boards, in BigInt.
    if (BigInt(price.oddsTenths) * BigInt(winOrDraw) * 1000n > BigInt(rtpBp) * BigInt(boards))
      t.fail(`over target: ${boards}, ${winOrDraw}, ${rtpBp}`)
    if (price.actualRtp > rtpBp / 10_000) t.fail(`displayed actualRtp above target: ${price.actualRtp}`)
    if (price.odds <= 1) t.fail('an offered price is above 1.0')
  }
})

t.test('roundedRatio rounds half up from the integers', async (t) => {
  t.equal(roundedRatio(1, 8, 2), 0.13)
  t.equal(roundedRatio(1, 3, 4), 0.3333)
  t.equal(roundedRatio(2, 3, 4), 0.6667)
  t.equal(roundedRatio(5, 2, 0), 3)
})

t.test('bestValueIndex: the offered hand returning most, lowest index on a tie; -1 when none is offered', async (t) => {
  const at = (oddsTenths: number, winOrDraw: number) => ({ ...priceHand(100, winOrDraw, 9_700), oddsTenths })
  t.equal(bestValueIndex([at(0, 50), at(19, 50), at(38, 25)]), 1, '19 x 50 = 38 x 25: the lower index')
  t.equal(bestValueIndex([at(0, 50), at(18, 50), at(38, 25)]), 2)
  t.equal(bestValueIndex([at(0, 0), at(0, 100)]), -1)
})
