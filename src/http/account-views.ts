// Wire views of accounts and the house: cents to amounts, pages to cursors, totals to the report.

import type { AccountLedger, HouseReport } from '../../schemas/accounts.ts'
import { type AccountEntry, DEFAULT_PAGE, decodeCursor, encodeCursor, type LedgerPage } from '../core/accounts.ts'
import { fromCents } from '../core/money.ts'
import { RTP_SCALE, roundedRatio } from '../core/pricing.ts'
import type { HouseTotals } from '../ports/account-store.ts'

/** A page from the query: limit (default 100), cursor, order (default asc). */
export function pageOf(query: { limit?: number; cursor?: string; order?: 'asc' | 'desc' }): LedgerPage {
  return {
    limit: query.limit ?? DEFAULT_PAGE,
    order: query.order ?? 'asc',
    ...(query.cursor === undefined ? {} : { after: decodeCursor(query.cursor) }),
  }
}

/** The cursor of the next page: only when this page was full (more may follow). */
export function nextCursorOf(entries: ReadonlyArray<{ entryId: number }>, page: LedgerPage): string | undefined {
  return entries.length === page.limit ? encodeCursor(entries.at(-1)!.entryId) : undefined
}

export function accountEntryView(entry: AccountEntry): AccountLedger['entries'][number] {
  return {
    entryId: entry.entryId,
    kind: entry.kind,
    amount: fromCents(entry.amountCents),
    balanceAfter: fromCents(entry.balanceAfterCents),
    ...(entry.tableId === undefined ? {} : { tableId: entry.tableId }),
    ...(entry.seatId === undefined ? {} : { seatId: entry.seatId }),
    ...(entry.by === undefined ? {} : { by: entry.by }),
    at: entry.at,
  }
}

function moneyOf(t: {
  gamesPlayed: number
  betCents: number
  cancelledCents: number
  paidOutCents: number
  openStakesCents: number
  openExposureCents: number
  seatsCents: number
}) {
  const settledCents = t.betCents - t.cancelledCents - t.openStakesCents
  return {
    gamesPlayed: t.gamesPlayed,
    amountBet: fromCents(t.betCents),
    amountCancelled: fromCents(t.cancelledCents),
    amountPaidOut: fromCents(t.paidOutCents),
    realisedRtp: settledCents > 0 ? roundedRatio(t.paidOutCents, settledCents, 4) : 0,
    houseResult: fromCents(t.betCents - t.cancelledCents - t.paidOutCents),
    openExposure: fromCents(t.openExposureCents),
    seatsHeld: fromCents(t.seatsCents),
  }
}

/** Whether the house adds up, and by how many cents it does not: money in less money held, from the store's sums. */
export function balanceOf(totals: HouseTotals): { balanced: boolean; discrepancy: number } {
  const inflow = totals.depositsCents + totals.grantsCents - totals.withdrawalsCents
  const held = totals.accountsCents + totals.seatsCents + totals.houseResultCents
  return { balanced: inflow === held, discrepancy: inflow - held }
}

export function houseReportView(totals: HouseTotals): HouseReport {
  const sum = (pick: (t: HouseTotals['tables'][number]) => number) =>
    totals.tables.reduce((total, t) => total + pick(t), 0)
  const house = {
    gamesPlayed: sum((t) => t.gamesPlayed),
    betCents: sum((t) => t.betCents),
    cancelledCents: sum((t) => t.cancelledCents),
    paidOutCents: sum((t) => t.paidOutCents),
    openStakesCents: sum((t) => t.openStakesCents),
    openExposureCents: sum((t) => t.openExposureCents),
    seatsCents: totals.seatsCents,
  }
  return {
    tables: totals.tables.map((t) => ({ tableId: t.tableId, targetRtp: t.targetRtpBp / RTP_SCALE, ...moneyOf(t) })),
    house: {
      ...moneyOf(house),
      // Over every table ever (the memory store forgets empty tables; their result stays in the house's).
      houseResult: fromCents(totals.houseResultCents),
      deposits: fromCents(totals.depositsCents),
      playGrants: fromCents(totals.grantsCents),
      withdrawals: fromCents(totals.withdrawalsCents),
      accountsHeld: fromCents(totals.accountsCents),
      ...balanceOf(totals),
    },
    selfExcluded: totals.selfExcluded.map((p) => ({
      playerId: p.playerId,
      until: new Date(p.until).toISOString(),
      accountBalance: fromCents(p.accountCents),
      seatsBalance: fromCents(p.seatsCents),
    })),
  }
}
