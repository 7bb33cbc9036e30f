// Player accounts: every cent enters through an account (a deposit, or a play-money grant), moves account -> seat ->
// account, and leaves by a withdrawal; each movement is an entry with the balance after it. Integer cents, pure.

import { DomainError } from './errors.ts'
import { MAX_SEAT_BALANCE_CENTS } from './money.ts'

/** play: an account short of a buy-in is first granted the missing play money. accounts: only the operator funds
 * accounts. seamless: the casino's wallet holds the money (core/wallet.ts); no account, and a sit moves nothing. */
export const WALLET_MODES = ['play', 'accounts', 'seamless'] as const
export type WalletMode = (typeof WALLET_MODES)[number]

export const ACCOUNT_ENTRY_KINDS = ['DEPOSIT', 'WITHDRAWAL', 'PLAY_GRANT', 'TO_SEAT', 'FROM_SEAT'] as const
export type AccountEntryKind = (typeof ACCOUNT_ENTRY_KINDS)[number]

/** One movement of money into (amount > 0) or out of (amount < 0) an account, with the balance after it. */
export interface AccountEntry {
  entryId: number
  playerId: string
  kind: AccountEntryKind
  amountCents: number
  balanceAfterCents: number
  /** TO_SEAT and FROM_SEAT: the seat the money went to or came from. */
  tableId?: number
  seatId?: number
  /** DEPOSIT and WITHDRAWAL: who did it (the operator). */
  by?: string
  at: string
}

/** An entry to write: everything but its id and time. */
export type PlannedAccountEntry = Omit<AccountEntry, 'entryId' | 'at' | 'playerId'>

export const DEPOSIT_AMOUNT_RULE = 'amount must be a positive number of at most 1000000 with at most 2 decimal places.'
export const MAX_DEPOSIT_CENTS = 100_000_000

/**
 * The account side of a buy-in of `buyInCents` to seat `seatId` of table `tableId` from an account holding
 * `balanceCents`: with play money, a PLAY_GRANT of what is missing first; then TO_SEAT. With real accounts a buy-in
 * beyond the balance is INSUFFICIENT_FUNDS (409). Returns the entries in order, each with the balance after it.
 */
export function planBuyIn(
  balanceCents: number,
  buyInCents: number,
  wallet: WalletMode,
  tableId: number,
  seatId: number,
): PlannedAccountEntry[] {
  const entries: PlannedAccountEntry[] = []
  let balance = balanceCents
  if (balance < buyInCents) {
    if (wallet !== 'play') {
      throw new DomainError('INSUFFICIENT_FUNDS', `buyInAmount is above the account balance of ${balanceCents / 100}.`)
    }
    const grant = buyInCents - balance
    balance += grant
    entries.push({ kind: 'PLAY_GRANT', amountCents: grant, balanceAfterCents: balance })
  }
  balance -= buyInCents
  entries.push({ kind: 'TO_SEAT', amountCents: -buyInCents, balanceAfterCents: balance, tableId, seatId })
  return entries
}

/** A seat's whole balance back to the account (leaving). */
export function planCashOut(
  balanceCents: number,
  cashedOutCents: number,
  tableId: number,
  seatId: number,
): PlannedAccountEntry {
  const after = balanceCents + cashedOutCents
  if (after > MAX_SEAT_BALANCE_CENTS)
    throw new DomainError(
      'BALANCE_LIMIT_REACHED',
      'accountBalance would exceed the largest balance an account can hold.',
    )
  return { kind: 'FROM_SEAT', amountCents: cashedOutCents, balanceAfterCents: after, tableId, seatId }
}

/** An operator's deposit (amount > 0) or withdrawal (amount < 0); a withdrawal beyond the balance is
 * INSUFFICIENT_FUNDS. */
export function planTransfer(balanceCents: number, amountCents: number, by: string): PlannedAccountEntry {
  const after = balanceCents + amountCents
  if (after < 0)
    throw new DomainError('INSUFFICIENT_FUNDS', `amount is above the account balance of ${balanceCents / 100}.`)
  if (after > MAX_SEAT_BALANCE_CENTS)
    throw new DomainError(
      'BALANCE_LIMIT_REACHED',
      'accountBalance would exceed the largest balance an account can hold.',
    )
  return { kind: amountCents > 0 ? 'DEPOSIT' : 'WITHDRAWAL', amountCents, balanceAfterCents: after, by }
}

/** A page of a ledger: at most `limit` entries after the cursor's entry, oldest first (asc) or newest first (desc). */
export interface LedgerPage {
  limit: number
  /** The entryId the previous page ended with; absent: the first page. */
  after?: number
  order: 'asc' | 'desc'
}

export const MAX_PAGE = 500
export const DEFAULT_PAGE = 100

/** A ledger cursor as it travels: opaque to clients (base64url of the last entryId of the page). */
export function encodeCursor(entryId: number): string {
  return Buffer.from(`e${entryId}`).toString('base64url')
}

/** The entryId a cursor stands for; INVALID_INPUT for anything a page never handed out. */
export function decodeCursor(cursor: string): number {
  const match = /^e(\d{1,15})$/.exec(Buffer.from(cursor, 'base64url').toString())
  if (!match) throw new DomainError('INVALID_INPUT', 'cursor must be the nextCursor of a previous page.')
  return Number(match[1])
}

/** The entries of `sorted` (by entryId, ascending) on the page: binary search, so a page costs the same at any depth.
 * */
export function pageOf<T extends { entryId: number }>(sorted: readonly T[], page: LedgerPage): T[] {
  const firstAbove = (id: number) => {
    let lo = 0
    let hi = sorted.length
    while (lo < hi) {
      const mid = (lo + hi) >> 1
      if (sorted[mid].entryId <= id) lo = mid + 1
      else hi = mid
    }
    return lo
  }
  if (page.order === 'asc') {
    const from = page.after === undefined ? 0 : firstAbove(page.after)
    return sorted.slice(from, from + page.limit)
  }
  const end = page.after === undefined ? sorted.length : firstAbove(page.after - 1)
  return sorted.slice(Math.max(0, end - page.limit), end).reverse()
}
