// From exact equity counts to what players see: percentages, fair odds and each hand's status.

import type { CardId } from './cards.ts'
import { computeEquity, type EquityCounts } from './equity.ts'
import { HEADS_UP_BOARDS, headsUpPreflop } from './heads-up-preflop.ts'

export type BettingStage = 0 | 1 | 2 | 3
export type HandStatus =
  | 'IN_PLAY_FAVOURITE'
  | 'IN_PLAY_BETTING_STAGE_ACTIVE'
  | 'IN_PLAY_WILL_WIN'
  | 'IN_PLAY_DEAD'
  | 'IN_PLAY_WINNER'

export interface PricedHand {
  handIndex: number
  bettingStage: BettingStage
  handStatus: HandStatus
  winPercentage: number
  drawPercentage: number
  odds: number
}

/** The stage a board of 0, 3, 4 or 5 cards stands at: hole cards, flop, turn, river. */
export function stageOfBoard(boardLength: number): BettingStage {
  switch (boardLength) {
    case 0:
      return 0
    case 3:
      return 1
    case 4:
      return 2
    case 5:
      return 3
    default:
      throw new RangeError(`a board has 0, 3, 4 or 5 cards, not ${boardLength}`)
  }
}

/** count / total as a percentage rounded half-up to 2 decimals, from the exact integers. */
export function percentOf(count: number, total: number): number {
  return Math.round((count * 10_000) / total) / 100
}

/** Fair decimal odds total / count rounded to 2 decimals; 0 when count is 0 (the hand cannot win outright). */
export function fairOdds(count: number, total: number): number {
  return count === 0 ? 0 : Math.round((total * 100) / count) / 100
}

/**
 * Prices every hand from exact counts and assigns statuses by precedence:
 * before the river, DEAD (no win, no tie) > WILL_WIN (win + tie covers every board) > FAVOURITE
 * (the live hand with the highest rounded winPercentage, lowest index on a tie) > BETTING_STAGE_ACTIVE;
 * at the river, WINNER for every hand that wins or ties, DEAD for the rest.
 */
export function priceHands(
  counts: Pick<EquityCounts, 'boards'> & { wins: readonly number[]; ties: readonly number[] },
  stage: BettingStage,
): PricedHand[] {
  const { boards, wins, ties } = counts
  const priced: PricedHand[] = wins.map((w, handIndex) => ({
    handIndex,
    bettingStage: stage,
    handStatus: 'IN_PLAY_BETTING_STAGE_ACTIVE',
    winPercentage: percentOf(w, boards),
    drawPercentage: percentOf(ties[handIndex], boards),
    odds: fairOdds(w, boards),
  }))
  if (stage === 3) {
    for (const hand of priced) {
      const i = hand.handIndex
      hand.handStatus = wins[i] + ties[i] > 0 ? 'IN_PLAY_WINNER' : 'IN_PLAY_DEAD'
    }
    return priced
  }
  let favourite: PricedHand | undefined
  for (const hand of priced) {
    const i = hand.handIndex
    if (wins[i] === 0 && ties[i] === 0) {
      hand.handStatus = 'IN_PLAY_DEAD'
      continue
    }
    if (favourite === undefined || hand.winPercentage > favourite.winPercentage) favourite = hand
    if (wins[i] + ties[i] === boards) hand.handStatus = 'IN_PLAY_WILL_WIN'
  }
  if (favourite && favourite.handStatus === 'IN_PLAY_BETTING_STAGE_ACTIVE') favourite.handStatus = 'IN_PLAY_FAVOURITE'
  return priced
}

/**
 * The exact counts over every completion of the board, as computeEquity counts them: two hands with no board read
 * from the heads-up table (heads-up-preflop.ts, each class counted once by computeEquity), every other deal
 * enumerated. Inputs as computeEquity.
 */
export function showdownCounts(
  hands: ReadonlyArray<readonly [CardId, CardId]>,
  board: readonly CardId[],
): EquityCounts {
  if (hands.length !== 2 || board.length !== 0) return computeEquity(hands, board)
  const { wins, ties } = headsUpPreflop(hands[0], hands[1])
  // Each tie is shared by the two hands.
  return { boards: HEADS_UP_BOARDS, wins: [wins[0], wins[1]], ties: [ties, ties], tieShares: [ties / 2, ties / 2] }
}

/**
 * Every hand priced exactly on a board of 0, 3, 4 or 5 cards, at the stage the board stands at: showdownCounts
 * then priceHands. Inputs as computeEquity (validated by the caller). Synchronous; the odds engine's one task.
 */
export function priceBoard(hands: ReadonlyArray<readonly [CardId, CardId]>, board: readonly CardId[]): PricedHand[] {
  return priceHands(showdownCounts(hands, board), stageOfBoard(board.length))
}
