// Independent equity counts for tests: a deliberately naive loop over every board, each hand scored with `phe`.
import { createRequire } from 'node:module'
import type { CardId } from '../../../src/core/cards.ts'
import type { EquityCounts } from '../../../src/core/equity.ts'

// phe is CommonJS without types; its card codes are rank * 4 + suit like ours, and a lower value is a better hand.
const require = createRequire(import.meta.url)
const { evaluateCardCodes } = require('phe') as { evaluateCardCodes: (codes: number[]) => number }

/**
 * Same contract as computeEquity, by brute force: every board in a plain loop, each hand scored with phe's public
 * evaluateCardCodes. Also the benchmark's peer, so it allocates nothing per board.
 */
export function naiveEquity(
  caseHands: ReadonlyArray<readonly [CardId, CardId]>,
  fixedBoard: readonly CardId[],
): EquityCounts {
  const used = new Set<number>([...caseHands.flat(), ...fixedBoard])
  const deck: number[] = []
  for (let c = 0; c < 52; c++) if (!used.has(c)) deck.push(c)
  const n = caseHands.length
  const wins = new Array<number>(n).fill(0)
  const ties = new Array<number>(n).fill(0)
  const tieShares = new Array<number>(n).fill(0)
  const scores = new Array<number>(n).fill(0)
  const seven = [0, 0, ...fixedBoard, 0, 0, 0, 0, 0].slice(0, 7)
  let boards = 0
  const extend = (from: number, position: number): void => {
    if (position === 7) {
      boards++
      let best = Infinity
      let sharers = 0
      for (let i = 0; i < n; i++) {
        seven[0] = caseHands[i][0]
        seven[1] = caseHands[i][1]
        const score = evaluateCardCodes(seven)
        scores[i] = score
        if (score < best) {
          best = score
          sharers = 1
        } else if (score === best) sharers++
      }
      for (let i = 0; i < n; i++) {
        if (scores[i] !== best) continue
        if (sharers === 1) wins[i]++
        else {
          ties[i]++
          tieShares[i] += 1 / sharers
        }
      }
      return
    }
    for (let i = from; i < deck.length; i++) {
      seven[position] = deck[i]
      extend(i + 1, position + 1)
    }
  }
  extend(0, 2 + fixedBoard.length)
  return { boards, wins, ties, tieShares }
}
