// The house's prices: from exact counts to the offered decimal odds with the margin, in exact integer arithmetic.

/** targetRtp is carried as an integer number of ten-thousandths: 0.97 -> 9700 (at most 4 decimals on the wire). */
export const RTP_SCALE = 10_000
export const MIN_TARGET_RTP_BP = 8_000
export const MAX_TARGET_RTP_BP = 10_000
export const DEFAULT_TARGET_RTP_BP = 9_700

/** Offered odds are carried in tenths (every ladder step is a multiple of 0.1): 2.2 -> 22. */
export const ODDS_SCALE = 10

/** floor(a / b) for non-negative safe integers, exactly (no floating-point division). */
function floorDiv(a: number, b: number): number {
  return (a - (a % b)) / b
}

/**
 * The offered price in tenths for a hand that wins or ties on `winOrDraw` of `boards` completions, at target RTP
 * `rtpBp` / RTP_SCALE: oddsMargin = (boards / winOrDraw) x targetRtp, rounded DOWN onto the ladder (steps of 0.1
 * below 5, 1 from 5 to below 20, 10 from 20 to below 100, 100 from 100 up). 0 when the hand is not offered: it
 * cannot win or tie (winOrDraw 0), cannot lose (winOrDraw = boards), or the price would be 1.0 or less.
 * Exact: every step compares and divides integers below 2^53 (boards <= C(48, 5), rtpBp <= 10,000).
 */
export function ladderOddsTenths(boards: number, winOrDraw: number, rtpBp: number): number {
  if (winOrDraw <= 0 || winOrDraw >= boards) return 0
  // oddsMargin = num / den
  const num = boards * rtpBp
  const den = winOrDraw * RTP_SCALE
  let tenths: number
  if (num < 5 * den) tenths = floorDiv(10 * num, den)
  else if (num < 20 * den) tenths = floorDiv(num, den) * 10
  else if (num < 100 * den) tenths = floorDiv(num, 10 * den) * 100
  else tenths = floorDiv(num, 100 * den) * 1000
  return tenths > ODDS_SCALE ? tenths : 0
}

/** n / d rounded half-up to `decimals` places, for display (n, d >= 0 safe integers, d > 0). */
export function roundedRatio(n: number, d: number, decimals: number): number {
  const scale = 10 ** decimals
  return floorDiv(2 * n * scale + d, 2 * d) / scale
}

/** What the prices of one hand at one stage come to. Amounts are numbers for display; the integers decide. */
export interface HandPrice {
  /** Boards the hand wins alone or ties on. */
  winOrDraw: number
  boards: number
  /** The offered odds in tenths; 0 when not offered. */
  oddsTenths: number
  /** Fair decimal odds boards / winOrDraw, 2 decimals; 0 when the hand cannot win or tie. */
  fairOdds: number
  /** Fair odds x targetRtp before the ladder, 4 decimals; 0 when the hand cannot win or tie. */
  oddsMargin: number
  /** The offered odds, oddsTenths / 10. */
  odds: number
  /** odds x pWD: the expected return per unit staked, 4 decimals (never above targetRtp); 0 when not offered. */
  actualRtp: number
}

/** The price of a hand from its exact counts; see ladderOddsTenths. */
export function priceHand(boards: number, winOrDraw: number, rtpBp: number): HandPrice {
  const oddsTenths = ladderOddsTenths(boards, winOrDraw, rtpBp)
  return {
    winOrDraw,
    boards,
    oddsTenths,
    fairOdds: winOrDraw === 0 ? 0 : roundedRatio(boards, winOrDraw, 2),
    oddsMargin: winOrDraw === 0 ? 0 : roundedRatio(boards * rtpBp, winOrDraw * RTP_SCALE, 4),
    odds: oddsTenths / ODDS_SCALE,
    actualRtp: roundedRatio(oddsTenths * winOrDraw, ODDS_SCALE * boards, 4),
  }
}

/**
 * The offered hand whose price returns the most (highest oddsTenths x winOrDraw, all of a stage share `boards`),
 * lowest index on a tie; -1 when no hand is offered.
 */
export function bestValueIndex(prices: readonly HandPrice[]): number {
  let best = -1
  for (let i = 0; i < prices.length; i++) {
    const p = prices[i]
    if (p.oddsTenths === 0) continue
    if (best < 0 || p.oddsTenths * p.winOrDraw > prices[best].oddsTenths * prices[best].winOrDraw) best = i
  }
  return best
}
