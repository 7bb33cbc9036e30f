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

/** What a report sums over settled bets. */
export interface RtpSums {
  bets: number
  stakedCents: number
  returnedCents: number
  /** The sum of the bets' expected returns, in cents (not rounded). */
  expectedCents: number
  /** The sum of the bets' payout variances, in cents squared (bets taken as independent). */
  varianceCents2: number
}

/** Sums of one table and betting stage. */
export interface RtpRow extends RtpSums {
  tableId: number
  bettingStage: number
  targetRtpBp: number
}

/** Sums of no bet: what a row or a delta starts from. */
export const NO_SUMS: Readonly<RtpSums> = {
  bets: 0,
  stakedCents: 0,
  returnedCents: 0,
  expectedCents: 0,
  varianceCents2: 0,
}

/** Adds `sums` to `to` (`sign` -1: takes them away). */
export function addSums(to: RtpSums, sums: RtpSums, sign: 1 | -1 = 1): void {
  to.bets += sign * sums.bets
  to.stakedCents += sign * sums.stakedCents
  to.returnedCents += sign * sums.returnedCents
  to.expectedCents += sign * sums.expectedCents
  to.varianceCents2 += sign * sums.varianceCents2
}

/** Adds one settled bet to `to`. */
function addBet(to: RtpSums, bet: Omit<SettledBet, 'tableId' | 'bettingStage'>): void {
  const { expected, variance } = betExpectation(bet)
  addSums(to, {
    bets: 1,
    stakedCents: bet.stakeCents,
    returnedCents: bet.payoutCents,
    expectedCents: expected,
    varianceCents2: variance,
  })
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
      row = { tableId: bet.tableId, bettingStage: bet.bettingStage, targetRtpBp: targetOf(bet.tableId), ...NO_SUMS }
      rows.set(key, row)
    }
    addBet(row, bet)
  }
  return [...rows.values()].sort((a, b) => a.tableId - b.tableId || a.bettingStage - b.bettingStage)
}

export const HOUR_MS = 3_600_000

/** What one settlement adds to the totals of a betting stage and an hour of placing (its start, ms since the epoch). */
export interface RtpDelta extends RtpSums {
  bettingStage: number
  hourMs: number
}

/**
 * A game's settled bets summed by stage and hour of placing, in that order: what a store's running totals add at the
 * settlement. Each bet carries its exact chance (`winOrDraw` of `boards`).
 */
export function rtpDeltas(bets: ReadonlyArray<Omit<SettledBet, 'tableId'> & { placedAt: string }>): RtpDelta[] {
  const deltas = new Map<string, RtpDelta>()
  for (const bet of bets) {
    const hourMs = Math.floor(Date.parse(bet.placedAt) / HOUR_MS) * HOUR_MS
    const key = `${hourMs}:${bet.bettingStage}`
    let delta = deltas.get(key)
    if (!delta) {
      delta = { bettingStage: bet.bettingStage, hourMs, ...NO_SUMS }
      deltas.set(key, delta)
    }
    addBet(delta, bet)
  }
  return [...deltas.values()].sort((a, b) => a.hourMs - b.hourMs || a.bettingStage - b.bettingStage)
}

/**
 * A report's window as running totals kept by the hour answer it: the totals at the end of `toHour` less those at
 * `fromHour` (each absent when unbounded: all of them, none), plus the bets placed in the partial hours at its ends
 * (`edges`, [from, to) each). A window inside one hour is all edge (`whole` false).
 */
export interface RtpWindow {
  whole: boolean
  fromHourMs?: number
  toHourMs?: number
  edges: Array<{ from: number; to: number }>
}

export function rtpWindow(query: Pick<RtpQuery, 'from' | 'to'>): RtpWindow {
  const fromHourMs = query.from === undefined ? undefined : Math.ceil(query.from / HOUR_MS) * HOUR_MS
  const toHourMs = query.to === undefined ? undefined : Math.floor(query.to / HOUR_MS) * HOUR_MS
  if (fromHourMs !== undefined && toHourMs !== undefined && fromHourMs > toHourMs) {
    return { whole: false, edges: query.from! < query.to! ? [{ from: query.from!, to: query.to! }] : [] }
  }
  const edges: RtpWindow['edges'] = []
  if (query.from !== undefined && fromHourMs! > query.from) edges.push({ from: query.from, to: fromHourMs! })
  if (query.to !== undefined && query.to > toHourMs!) edges.push({ from: toHourMs!, to: query.to })
  return {
    whole: true,
    ...(fromHourMs === undefined ? {} : { fromHourMs }),
    ...(toHourMs === undefined ? {} : { toHourMs }),
    edges,
  }
}
