// A game's panels kept as their counts read back exactly as priced: for deals of 2 to 8 hands (and 23), every field of
// every panel at every stage. The counts from the flop on are checked against a naive enumeration of our own (every
// board completion, every hand scored by phe), so they are what the panels are priced from, not merely what priceGame
// returned. A game priced at another target than the one given is not compacted.

import t from 'tap'
import { dealGame, priceGame } from '../../src/core/game.ts'
import { compactPanels, panelCountsOf, pricingOfCounts } from '../../src/core/panel-counts.ts'
import { naiveEquity } from './oracles/naive-equity.ts'

const seed = (i: number) => Buffer.alloc(32, i)

t.test('the counts read back as the panels, field for field', async (t) => {
  for (const hands of [2, 3, 4, 5, 6, 8, 23]) {
    for (let i = 0; i < (hands > 6 ? 2 : 6); i++) {
      const dealt = dealGame(hands, i + 1, `counts-${hands}`, seed(hands * 10 + i))
      const pricing = priceGame(dealt.hands, dealt.board, 9_700)
      const counts = compactPanels(pricing, 9_700, dealt.hands, dealt.board)
      t.ok(counts, `${hands} hands, deal ${i}: compacted`)
      t.same(pricingOfCounts(counts!, dealt.hands, dealt.board), pricing, `${hands} hands, deal ${i}: read back`)
      // What the panels were priced from, in numbers a reader can check: wins and ties sum over the hands to at least
      // the boards (every board has a winner or a tie), each hand's wins + ties its winOrDraw.
      for (const [stage, [boards, wins, ties]] of counts!.stages.entries()) {
        t.ok(wins.reduce((a, b) => a + b, 0) + ties.reduce((a, b) => a + b, 0) >= boards, `stage ${stage}: covered`)
        t.same(
          wins.map((w, h) => w + ties[h]),
          pricing[stage].map((p) => p.winOrDraw),
          `stage ${stage}: winOrDraw`,
        )
      }
      if (hands <= 6 && i < 2) {
        for (const [stage, shown] of [
          [1, 3],
          [2, 4],
          [3, 5],
        ] as const) {
          const naive = naiveEquity(dealt.hands, dealt.board.slice(0, shown))
          t.same(counts!.stages[stage], [naive.boards, naive.wins, naive.ties], `stage ${stage}: the naive count`)
        }
      }
      const inline = JSON.stringify(pricing).length
      const kept = JSON.stringify(counts).length
      t.ok(kept * 8 < inline, `${hands} hands: ${kept} bytes instead of ${inline}`)
    }
  }
})

t.test('panels that would not read back are not compacted', async (t) => {
  const dealt = dealGame(3, 1, 'other-target', seed(1))
  const pricing = priceGame(dealt.hands, dealt.board, 9_500)
  t.equal(compactPanels(pricing, 9_700, dealt.hands, dealt.board), undefined, 'priced at another target')
  t.equal(compactPanels(pricing.slice(0, 3), 9_500, dealt.hands, dealt.board), undefined, 'a stage missing')
  const altered = structuredClone(pricing)
  altered[1][0].handDescription = 'something else'
  t.equal(compactPanels(altered, 9_500, dealt.hands, dealt.board), undefined, 'a panel not as priced')
  t.throws(() => pricingOfCounts({ ...panelCountsOf(pricing, 9_500), v: 2 as 1 }, dealt.hands, dealt.board), /version/)
})
