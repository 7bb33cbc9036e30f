// Exact equity against published figures: aces against kings preflop, summed and for one suit pairing.

import t from 'tap'
import { type CardId, parseHand } from '../../src/core/cards.ts'
import { computeEquity } from '../../src/core/equity.ts'
import { naiveEquity } from './oracles/naive-equity.ts'

type Hand = [CardId, CardId]

/** Every two-card combination of one rank ('A' -> the six pairs of aces). */
function pairCombos(rank: string): Hand[] {
  const combos: Hand[] = []
  const suits = 'cdhs'
  for (let i = 0; i < 4; i++) for (let j = i + 1; j < 4; j++) combos.push(parseHand(rank + suits[i] + rank + suits[j])!)
  return combos
}

// OMPEval's test suite (zekyll/OMPEval, test.cpp) enumerates "AA" against "KK" over all 36 combination pairs and
// every board: boards won by aces, by kings, and split.
t.test('AA against KK, all 36 combination pairs: OMPEval published counts', async (t) => {
  let acesWin = 0
  let kingsWin = 0
  let split = 0
  for (const aces of pairCombos('A')) {
    for (const kings of pairCombos('K')) {
      const counts = computeEquity([aces, kings], [])
      acesWin += counts.wins[0]
      kingsWin += counts.wins[1]
      split += counts.ties[0]
      t.equal(counts.ties[0], counts.ties[1])
    }
  }
  t.same({ acesWin, kingsWin, split }, { acesWin: 50371344, kingsWin: 10986372, split: 285228 })
})

t.test('AsAh against KsKh: exact counts equal the naive phe loop, near the published 82/18 split', async (t) => {
  const hands: Hand[] = [parseHand('AsAh')!, parseHand('KsKh')!]
  const engine = computeEquity(hands, [])
  const naive = naiveEquity(hands, [])
  t.same(engine, naive)
  const acesEquity = (engine.wins[0] + engine.tieShares[0]) / engine.boards
  t.ok(acesEquity > 0.8 && acesEquity < 0.83, `aces' equity ${acesEquity}`)
})
