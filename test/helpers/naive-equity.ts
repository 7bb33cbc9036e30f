// Independent equity oracle for tests: a deliberately plain loop over every board, ranked by the `phe` package.

import phe from 'phe'

/** Win/tie counts per hand over every completion of `board`, from card strings like "As". */
export function naiveEquity(hands: string[][], board: string[]): { boards: number; wins: number[]; ties: number[] } {
  const used = new Set([...hands.flat(), ...board])
  const deck: string[] = []
  for (const r of '23456789TJQKA') for (const s of 'cdhs') if (!used.has(r + s)) deck.push(r + s)
  const wins = hands.map(() => 0)
  const ties = hands.map(() => 0)
  let boards = 0
  const need = 5 - board.length
  const chosen: string[] = []
  const visit = (start: number) => {
    if (chosen.length === need) {
      boards++
      const full = [...board, ...chosen]
      // phe: a lower rank value is a better hand.
      const ranks = hands.map((h) => phe.evaluateCards([...h, ...full]))
      const best = Math.min(...ranks)
      const winners = ranks.filter((r) => r === best).length
      ranks.forEach((r, i) => {
        if (r !== best) return
        if (winners === 1) wins[i]++
        else ties[i]++
      })
      return
    }
    for (let i = start; i < deck.length; i++) {
      chosen.push(deck[i])
      visit(i + 1)
      chosen.pop()
    }
  }
  visit(0)
  return { boards, wins, ties }
}

/** "AsKd" -> ["As", "Kd"]. */
export const splitHand = (hand: string): string[] => [hand.slice(0, 2), hand.slice(2, 4)]
