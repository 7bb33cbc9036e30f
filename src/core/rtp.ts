// Return to player: what settled bets staked and returned, against what they were expected to return. A bet's
// expected return is exact: it pays floor(stake x recorded odds) with the probability that its hand wins or ties from
// the stage it was placed at (the game's exact counts: winOrDraw of boards); its variance is that of one such draw.

import { ODDS_SCALE } from './pricing.ts'

/** One settled bet as the report reads it. */
export interface SettledBet {
  tableId: number
  bettingStage: number
  stakeCents: number
  recordedOddsTenths: number
  payoutCents: number
  /** The exact chance its hand won or tied from its stage: winOrDraw / boards. */
  winOrDraw: number
  boards: number
}

/** Sums of one table and betting stage. */
export interface RtpRow {
  tableId: number
  bettingStage: number
  targetRtpBp: number
  bets: number
  stakedCents: number
  returnedCents: number
  /** The sum of the bets' expected returns, in cents (not rounded). */
  expectedCents: number
  /** The sum of the bets' payout variances, in cents squared (bets taken as independent). */
  varianceCents2: number
}

export interface RtpQuery {
  /** ms since the epoch, on the bets' placing time: inclusive `from`, exclusive `to`. */
  from?: number
  to?: number
  tableId?: number
}

/** A bet's expected payout and its variance, exactly (a win pays floor(stake x odds) to the cent). */
export function betExpectation(bet: Pick<SettledBet, 'stakeCents' | 'recordedOddsTenths' | 'winOrDraw' | 'boards'>): {
  expected: number
  variance: number
} {
  const pays = Math.floor((bet.stakeCents * bet.recordedOddsTenths) / ODDS_SCALE)
  const p = bet.boards > 0 ? bet.winOrDraw / bet.boards : 0
  return { expected: pays * p, variance: pays * pays * p * (1 - p) }
}

/** The rows of `bets` (settled ones), by table and stage, in that order; targets by table. */
export function rtpRows(bets: Iterable<SettledBet>, targetOf: (tableId: number) => number): RtpRow[] {
  const rows = new Map<string, RtpRow>()
  for (const bet of bets) {
    const key = `${bet.tableId}:${bet.bettingStage}`
    let row = rows.get(key)
    if (!row) {
      row = {
        tableId: bet.tableId,
        bettingStage: bet.bettingStage,
        targetRtpBp: targetOf(bet.tableId),
        bets: 0,
        stakedCents: 0,
        returnedCents: 0,
        expectedCents: 0,
        varianceCents2: 0,
      }
      rows.set(key, row)
    }
    const { expected, variance } = betExpectation(bet)
    row.bets += 1
    row.stakedCents += bet.stakeCents
    row.returnedCents += bet.payoutCents
    row.expectedCents += expected
    row.varianceCents2 += variance
  }
  return [...rows.values()].sort((a, b) => a.tableId - b.tableId || a.bettingStage - b.bettingStage)
}
