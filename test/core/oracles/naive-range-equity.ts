// Independent range equity for tests: every combination of one combo per range, every completion of the board, each
// hand scored with `phe`, in plain loops.
import { createRequire } from 'node:module'
import type { CardId } from '../../../src/core/cards.ts'

const require = createRequire(import.meta.url)
// phe is CommonJS without types; card codes are rank * 4 + suit like ours, and a lower value is a better hand.
const { evaluateCardCodes } = require('phe') as { evaluateCardCodes: (codes: number[]) => number }

export interface OracleCombo {
  cards: [CardId, CardId]
  weight: number
}

/** Weighted showdowns by the bitmask of the ranges that share the pot, and the unweighted number of showdowns. */
export function naiveRangeEquity(
  ranges: ReadonlyArray<readonly OracleCombo[]>,
  board: readonly CardId[],
  dead: readonly CardId[],
): { byWinners: number[]; showdowns: number } {
  const n = ranges.length
  const byWinners = new Array<number>(1 << n).fill(0)
  let showdowns = 0
  const chosen: OracleCombo[] = []
  const inUse = new Set<CardId>([...board, ...dead])
  const pickCombos = (i: number): void => {
    if (i === n) {
      const weight = chosen.reduce((w, combo) => w * combo.weight, 1)
      const deck: CardId[] = []
      for (let c = 0; c < 52; c++) if (!inUse.has(c)) deck.push(c)
      const complete = (from: number, cards: CardId[]): void => {
        if (cards.length === 5) {
          const scores = chosen.map((combo) => evaluateCardCodes([...combo.cards, ...cards]))
          const best = Math.min(...scores)
          let winners = 0
          scores.forEach((score, k) => {
            if (score === best) winners |= 1 << k
          })
          byWinners[winners] += weight
          showdowns++
          return
        }
        for (let k = from; k < deck.length; k++) complete(k + 1, [...cards, deck[k]])
      }
      complete(0, [...board])
      return
    }
    for (const combo of ranges[i]) {
      if (inUse.has(combo.cards[0]) || inUse.has(combo.cards[1])) continue
      inUse.add(combo.cards[0])
      inUse.add(combo.cards[1])
      chosen.push(combo)
      pickCombos(i + 1)
      chosen.pop()
      inUse.delete(combo.cards[0])
      inUse.delete(combo.cards[1])
    }
  }
  pickCombos(0)
  return { byWinners, showdowns }
}
