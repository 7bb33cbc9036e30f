// The accounts-and-ledger port: players' accounts, the operator's deposits and withdrawals, every entry of the
// accounts' and the tables' ledgers, and the sums of the whole house.

import type { AccountEntry, LedgerPage } from '../core/accounts.ts'
import type { LedgerEntry } from '../core/bets.ts'
import type { IdempotencyClaim } from '../core/idempotency.ts'
import type { Reconciliation } from '../core/reconcile.ts'

/** Every cent of the house: where it came from, where it is, and what the tables made of it. */
export interface HouseTotals {
  depositsCents: number
  grantsCents: number
  withdrawalsCents: number
  /** Money in accounts and in seats now. */
  accountsCents: number
  seatsCents: number
  /** What the tables kept: every stake - cancels - payouts, over every table ever (open stakes included). */
  houseResultCents: number
  tables: Array<{
    tableId: number
    targetRtpBp: number
    gamesPlayed: number
    /** Stakes placed, cancelled and paid out (payouts include the stake). */
    betCents: number
    cancelledCents: number
    paidOutCents: number
    /** Stakes of bets not yet settled, and the most they could pay. */
    openStakesCents: number
    openExposureCents: number
    seatsCents: number
  }>
  /** Players in self-exclusion now, with what the house holds of theirs (funds to return): by playerId. */
  selfExcluded: Array<{ playerId: string; until: number; accountCents: number; seatsCents: number }>
}

export interface AccountStore {
  /** The player's account (0 when never used) and the seats they hold, by tableId. */
  getAccount(
    playerId: string,
  ): Promise<{ balanceCents: number; seats: Array<{ tableId: number; seatId: number; balanceCents: number }> }>
  /** A page of the account's entries. */
  getAccountLedger(playerId: string, page: LedgerPage): Promise<AccountEntry[]>
  /**
   * An operator's deposit (amountCents > 0) or withdrawal (< 0) with its required Idempotency-Key (a retry gets the
   * first answer); a withdrawal beyond the balance is INSUFFICIENT_FUNDS. Atomic with its entry and its audit row (with
   * `reason`, if given).
   */
  transfer(
    playerId: string,
    amountCents: number,
    by: string,
    idempotency: IdempotencyClaim,
    reason?: string,
  ): Promise<{ entry: AccountEntry; balanceCents: number }>
  /** Ledger entries of the table in order, or of one player only; a page of them when `page` is given. */
  getLedger(tableId: number, playerId?: string, page?: LedgerPage): Promise<LedgerEntry[]>
  /** The money of the whole house, for the report and its invariant (deposits + grants - withdrawals = held + result).
   * */
  houseTotals(): Promise<HouseTotals>
  /**
   * The auditor's check: every running total houseTotals reads, recomputed from what it sums (allowed to scan) and
   * compared; each difference in cents. Writes nothing.
   */
  reconcile(): Promise<Reconciliation>
}
