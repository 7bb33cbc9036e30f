// Independent equity counts for tests: a deliberately naive loop over every board, each hand scored with `phe`.
import { createRequire } from 'node:module'
import type { CardId } from '../../../src/core/cards.js'
import type { EquityCounts } from '../../../src/core/equity.js'

// phe is CommonJS without types; its card codes are rank * 4 + suit like ours, and a lower value is a better hand.
const require = createRequire(import.meta.url)
const { evaluateCardCodes } = require('phe') as { evaluateCardCodes: (codes: number[]) => number }

/** Same contract as computeEquity, by brute force: one phe evaluation per hand per board. */
export function naiveEquity(hands: ReadonlyArray<readonly [CardId, CardId]>, board: readonly CardId[]): EquityCounts {
  const used = new Set<number>([...hands.flat(), ...board])
  const deck: number[] = []
  for (let c = 0; c < 52; c++) if (!used.has(c)) deck.push(c)
  const n = hands.length
  const wins = new Array<number>(n).fill(0)
  const ties = new Array<number>(n).fill(0)
  const tieShares = new Array<number>(n).fill(0)
  let boards = 0
  const full = [...board]
  const scores = new Array<number>(n)
  const score = (): void => {
    boards++
    let best = Infinity
    for (let i = 0; i < n; i++) {
      scores[i] = evaluateCardCodes([hands[i][0], hands[i][1], ...full])
      if (scores[i] < best) best = scores[i]
    }
    const winners: number[] = []
    for (let i = 0; i < n; i++) if (scores[i] === best) winners.push(i)
    if (winners.length === 1) wins[winners[0]]++
    else
      for (const i of winners) {
        ties[i]++
        tieShares[i] += 1 / winners.length
      }
  }
  const extend = (from: number, left: number): void => {
    if (left === 0) return score()
    for (let i = from; i <= deck.length - left; i++) {
      full.push(deck[i])
      extend(i + 1, left - 1)
      full.pop()
    }
  }
  extend(0, 5 - board.length)
  return { boards, wins, ties, tieShares }
}
