// The PAR sheet against an independent count: on seeded deals, the flop and turn cells of two and three hands
// recomputed here with a naive equity loop (phe) and the ladder re-derived in BigInt (test/core/oracles); and no
// offered price returning more than the target over many deals.

import t from 'tap'
import { headsUpClasses, newCell, parSheet } from '../../src/certification/par-sheet.ts'
import { priceGame } from '../../src/core/game.ts'
import { oracleTenths } from '../core/oracles/ladder.ts'
import { naiveEquity } from '../core/oracles/naive-equity.ts'
import { dealHands, seededRandom } from '../core/oracles/prng.ts'

const RTP_BP = 9_700

for (const [hands, stage, shown, deals] of [
  [2, 2, 4, 120],
  [3, 2, 4, 120],
  [2, 1, 3, 40],
] as const) {
  t.test(`${hands} hands at the ${stage === 1 ? 'flop' : 'turn'}: every offered hand, range, multiplier`, async (t) => {
    const random = seededRandom(20_261_128 + hands * 10 + stage)
    const cell = newCell(hands, stage)
    let returned = 0
    let staked = 0
    let hit = 0
    let lowest = Infinity
    let highest = 0
    let largest = 0
    for (let d = 0; d < deals; d++) {
      const deal = dealHands(random, hands, 5)
      cell.add(priceGame(deal.hands, deal.board, RTP_BP))
      const counts = naiveEquity(deal.hands, deal.board.slice(0, shown))
      for (let h = 0; h < hands; h++) {
        const wod = counts.wins[h] + counts.ties[h]
        const tenths = oracleTenths(counts.boards, wod, RTP_BP)
        if (tenths === 0) continue
        const r = (tenths / 10) * (wod / counts.boards)
        returned += r
        staked += 1
        hit += wod / counts.boards
        lowest = Math.min(lowest, r)
        highest = Math.max(highest, r)
        largest = Math.max(largest, tenths / 10)
      }
    }
    const result = cell.result()
    t.ok(Math.abs(result.everyOffered.rtp - returned / staked) < 1e-12, `RTP ${returned / staked}`)
    t.ok(Math.abs(result.everyOffered.hit - hit / staked) < 1e-12, `hit ${hit / staked}`)
    t.ok(Math.abs(result.lowest - lowest) < 1e-12 && Math.abs(result.highest - highest) < 1e-12, 'the range')
    t.equal(result.largestMultiplier, largest, 'the largest multiplier')
  })
}

t.test('no offered price returns more than the target, over many deals of 2 to 6 hands', async (t) => {
  const cells = parSheet({ hands: [2, 3, 4, 6], deals: 400, rtpBp: RTP_BP, seed: 'par sheet in CI' })
  t.equal(cells.length, 12, 'four numbers of hands x three stages')
  for (const cell of cells) {
    t.ok(cell.highest <= RTP_BP / 10_000 + 1e-12, `${cell.hands} hands, stage ${cell.stage}: ${cell.highest}`)
    t.ok(cell.everyOffered.rtp < RTP_BP / 10_000 && cell.everyOffered.rtp > 0.8, 'a pooled return below the target')
  }
})

t.test("two hands' deals by the suits' symmetry: every deal once, and a class's deals priced alike", async (t) => {
  const classes = headsUpClasses()
  t.equal(
    classes.reduce((s, c) => s + c.deals, 0),
    1_326 * 1_225,
    'C(52, 2) x C(50, 2) ordered deals',
  )
  t.ok(
    classes.every((c) => c.deals >= 1 && c.deals <= 24),
    `${classes.length} classes, each of at most 24 deals (the suits' permutations)`,
  )
  // A class's representative and its image under a suit permutation: the same hole prices and chances.
  const random = seededRandom(7)
  const swap = [2, 0, 3, 1]
  for (let i = 0; i < 25; i++) {
    const { hands } = classes[Math.floor(random() * classes.length)]
    const moved = hands.map((hand) => hand.map((card) => (card & ~3) | swap[card & 3])) as typeof hands
    const board = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((c) => !hands.flat().includes(c)).slice(0, 5)
    const movedBoard = [0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11].filter((c) => !moved.flat().includes(c)).slice(0, 5)
    const a = priceGame(hands, board, RTP_BP)[0].map((p) => [p.oddsTenths, p.winOrDraw, p.boards])
    const b = priceGame(moved, movedBoard, RTP_BP)[0].map((p) => [p.oddsTenths, p.winOrDraw, p.boards])
    t.same(b, a, `class ${i}: the same hole prices under a suit permutation`)
  }
})
