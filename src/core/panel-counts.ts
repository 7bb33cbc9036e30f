// A game's priced panels kept as what they are priced from: each stage's boards and each hand's wins and ties, with
// the target return they were priced at. Everything else a panel shows (percentages, odds, the ladder's price,
// favourite, best value, descriptions) follows from those and the cards by priceFromCounts, the code that priced it:
// a tenth of the inline panels' size or less. A change to how panels are derived from counts changes `v` and keeps
// the old derivation for the games kept with the old one.

import type { CardId } from './cards.ts'
import { type GamePricing, priceFromCounts } from './game.ts'

export interface PanelCounts {
  v: 1
  rtpBp: number
  /** Per stage 0 to 3: [boards, wins by hand, ties by hand]. */
  stages: Array<[boards: number, wins: number[], ties: number[]]>
}

/** The counts of `pricing`'s panels, priced at `rtpBp`. */
export function panelCountsOf(pricing: GamePricing, rtpBp: number): PanelCounts {
  return {
    v: 1,
    rtpBp,
    stages: pricing.map((panels) => [
      panels[0]?.boards ?? 0,
      panels.map((p) => p.wins),
      panels.map((p) => p.winOrDraw - p.wins),
    ]),
  }
}

/** The panels the counts were priced as. */
export function pricingOfCounts(
  counts: PanelCounts,
  hands: ReadonlyArray<readonly [CardId, CardId]>,
  board: readonly CardId[],
): GamePricing {
  if (counts.v !== 1) throw new Error(`panel counts of version ${counts.v} are not known to this release`)
  const stages = counts.stages.map(([boards, wins, ties]) => ({ boards, wins, ties }))
  return priceFromCounts(hands, board, counts.rtpBp, stages)
}

/**
 * The counts of `pricing` when they read back as exactly `pricing` (priced at `rtpBp` from `hands` and `board` by this
 * code); undefined when not, and the panels are kept whole.
 */
export function compactPanels(
  pricing: GamePricing,
  rtpBp: number,
  hands: ReadonlyArray<readonly [CardId, CardId]>,
  board: readonly CardId[],
): PanelCounts | undefined {
  if (pricing.length !== 4 || pricing.some((panels) => panels.length !== hands.length)) return undefined
  const counts = panelCountsOf(pricing, rtpBp)
  return JSON.stringify(pricingOfCounts(counts, hands, board)) === JSON.stringify(pricing) ? counts : undefined
}
