// The seamless wallet's rules (WALLET=seamless): the casino's wallet holds the player's only balance. A bet's stake is
// debited before the bet is accepted; a settlement credits each player of the game once; a cancel or a void rolls a
// debit back. Transaction ids, rounds, the retry schedule and what a refusal means to a player. Pure.

import type { WalletMode } from './accounts.ts'
import { DomainError } from './errors.ts'

export type WalletTransactionKind = 'DEBIT' | 'CREDIT' | 'ROLLBACK'

/**
 * PENDING: a debit in flight, or a credit or rollback still to be acknowledged (the outbox). DONE: applied by the
 * wallet. REFUSED: a debit the wallet declined (nothing moved). ROLLED_BACK: a debit whose rollback is in the outbox.
 * FAILED: a credit or rollback the wallet refused (a person must look: the operator retries or resolves it).
 * RESOLVED: a failed one settled by the operator outside the protocol, with a reason.
 */
export const WALLET_TRANSACTION_STATUSES = ['PENDING', 'DONE', 'REFUSED', 'ROLLED_BACK', 'FAILED', 'RESOLVED'] as const
export type WalletTransactionStatus = (typeof WALLET_TRANSACTION_STATUSES)[number]

/** One call the service owes or made to the wallet, as the store keeps it. */
export interface WalletTransaction {
  transactionId: string
  kind: WalletTransactionKind
  status: WalletTransactionStatus
  roundId: string
  playerId: string
  tableId: number
  gameId: number
  amountCents: number
  /** A rollback: the debit it undoes. */
  reference?: string
  /** A debit that became a bet. */
  betId?: number
  /** The wallet's balance after the call, as it answered (a debit's answers a bet and its retries). */
  balanceAfterCents?: number
  /** Sends so far (the outbox's). */
  attempts: number
  /** When the outbox sends it next (PENDING credits and rollbacks), or when an unanswered debit is given up. */
  nextAttemptAt: string
  lastError?: string
  createdAt: string
  updatedAt: string
}

/** An operator's hand on a stuck transaction: send it again, or record it settled outside the protocol. */
export type WalletAction = 'retry' | 'resolve'

/**
 * What an operator's action makes of a transaction (its audit row's after), or the refusal: `retry` a FAILED credit
 * or rollback (PENDING again, due now); `resolve` a FAILED or PENDING credit or rollback (RESOLVED: the operator
 * settled it with the casino another way and the outbox stops sending it). A debit is never the operator's: it becomes
 * a bet, a refusal or a rollback by itself.
 */
export function planWalletAction(transaction: WalletTransaction, action: WalletAction): WalletTransactionStatus {
  const { transactionId, kind, status } = transaction
  if (kind === 'DEBIT')
    throw new DomainError(
      'WALLET_TRANSACTION_SETTLED',
      `${transactionId} is a debit: it settles by itself (a bet, a refusal or a rollback).`,
    )
  if (action === 'retry' && status !== 'FAILED')
    throw new DomainError(
      'WALLET_TRANSACTION_SETTLED',
      `Only a FAILED transaction is retried; ${transactionId} is ${status}.`,
    )
  if (action === 'resolve' && status !== 'FAILED' && status !== 'PENDING')
    throw new DomainError(
      'WALLET_TRANSACTION_SETTLED',
      `Only a FAILED or PENDING transaction is resolved; ${transactionId} is ${status}.`,
    )
  return action === 'retry' ? 'PENDING' : 'RESOLVED'
}

/** The operator's audit row of an action on a transaction. */
export function walletActionAuditRow(
  transaction: WalletTransaction,
  action: WalletAction,
  after: WalletTransactionStatus,
  by: { actor: string; reason: string },
) {
  return {
    kind: action === 'retry' ? ('WALLET_RETRIED' as const) : ('WALLET_RESOLVED' as const),
    actor: by.actor,
    playerId: transaction.playerId,
    tableId: transaction.tableId,
    reason: by.reason,
    before: { transactionId: transaction.transactionId, status: transaction.status, lastError: transaction.lastError },
    after: { transactionId: transaction.transactionId, status: after },
  }
}

/** A round: one game at one table for one player. */
export function roundIdOf(tableId: number, gameId: number, playerId: string): string {
  return `${tableId}:${gameId}:${playerId}`
}

/**
 * A debit's id: the table and the store's number for this attempt at a bet (a retry after a rollback is a new one).
 * The PostgreSQL store writes the same shape in SQL, numbering it from a sequence in the insert itself (wallet.ts).
 */
export function debitIdOf(tableId: number, debitNumber: number): string {
  return `debit:${tableId}:${debitNumber}`
}

/** The rollback of debit `debitId` (`debit:{table}:{n}` -> `rollback:{table}:{n}`): one a debit, whoever sends it. */
export function rollbackIdOf(debitId: string): string {
  return `rollback:${debitId.slice('debit:'.length)}`
}

/** The one credit a player gets for a game. */
export function creditIdOf(tableId: number, gameId: number, playerId: string): string {
  return `credit:${tableId}:${gameId}:${playerId}`
}

/** Waits between sends of an unacknowledged credit or rollback: doubling from 1 s, at most 5 minutes. */
export const WALLET_RETRY_FIRST_MS = 1_000
export const WALLET_RETRY_MAX_MS = 300_000

/** How long the outbox waits after its `attempts`-th unanswered send (1-based) before the next. */
export function walletRetryDelayMs(attempts: number): number {
  return Math.min(WALLET_RETRY_MAX_MS, WALLET_RETRY_FIRST_MS * 2 ** Math.min(Math.max(attempts - 1, 0), 20))
}

/**
 * A debit left PENDING this long past its call's timeout is given up: its rollback goes to the outbox (the instance
 * that made it died, or lost its answer). A bet recorded after that is refused: the debit must still be PENDING.
 */
export const DEBIT_GRACE_MS = 5_000

/** The wallet's refusal of a debit, in the service's words: 409 with the wallet's reason. */
export function debitRefusal(code: string, message: string): DomainError {
  const said = message ? ` (${message.slice(0, 200)})` : ''
  switch (code) {
    case 'INSUFFICIENT_FUNDS':
      return new DomainError('INSUFFICIENT_FUNDS', `The wallet declined the stake: not enough money${said}.`)
    case 'LIMIT_REACHED':
      return new DomainError('LIMIT_REACHED', `The wallet declined the stake: a limit of the casino is reached${said}.`)
    case 'SESSION_EXPIRED':
      return new DomainError('WALLET_DECLINED', `The wallet declined the stake: the player's session expired${said}.`)
    case 'PLAYER_BLOCKED':
      return new DomainError('WALLET_DECLINED', `The wallet declined the stake: the player is blocked${said}.`)
    default:
      return new DomainError('WALLET_DECLINED', `The wallet declined the stake: ${code}${said}.`)
  }
}

/** A debit with no answer (rolled back) or a wallet that cannot be reached: 503, retry with the same key. */
export function walletUnavailable(what: string): DomainError {
  return new DomainError(
    'WALLET_UNAVAILABLE',
    `The wallet did not answer ${what}; nothing was taken. Retry with the same Idempotency-Key.`,
  )
}

/** What a floor holds that belongs to one WALLET mode (counts), as a store finds it at start. */
export interface MoneyByMode {
  /** Open bets whose stake was debited from the casino's wallet. */
  openDebited: number
  /** Open bets staked from the service's own seats. */
  openOwn: number
  /** Seats holding money. */
  seatsHolding: number
  /** Calls to the casino's wallet still owed. */
  owed: number
  /** Accounts ever granted play money. */
  granted: number
  /** Accounts ever given the operator's deposits. */
  deposited: number
}

/**
 * Why a floor must not start in `mode`, or undefined. Bets staked from the service's seats have no debit for a cancel
 * or void to roll back, and seats hold money the casino's wallet never saw; bets debited from the casino's wallet, and
 * its calls owed, are sent only in seamless mode: either way the floor is settled in the mode it was played in first.
 * Play money granted to accounts never becomes real money (it would be withdrawable), and play grants never top up
 * accounts that hold deposits (they would create money among real money).
 */
export function walletModeRefusal(mode: WalletMode, found: MoneyByMode): string | undefined {
  if (mode !== 'play' && found.granted > 0) {
    return (
      `WALLET=${mode}, but ${found.granted} accounts were granted play money: a play-money database does not ` +
      'become a real-money one (the grants would be real). Start with WALLET=play, or on a new database.'
    )
  }
  if (mode === 'play' && found.deposited > 0) {
    return (
      `WALLET=play, but ${found.deposited} accounts hold the operator's deposits: play money granted beside them ` +
      'would be created among real money. Start with the WALLET mode the database was played in.'
    )
  }
  if (mode === 'seamless' && found.openOwn + found.seatsHolding > 0) {
    return (
      "WALLET=seamless, but the service's own seats hold money in play (open bets staked from seats: " +
      `${found.openOwn}; seats holding money: ${found.seatsHolding}): start in the WALLET mode it was played in ` +
      'until every game is settled and every seat left.'
    )
  }
  if (mode !== 'seamless' && found.openDebited + found.owed > 0) {
    return (
      `WALLET=${mode}, but the casino's wallet holds money in play (open bets debited from it: ` +
      `${found.openDebited}; calls to it owed: ${found.owed}): start with WALLET=seamless until every game is ` +
      "settled and the wallet's outbox is empty."
    )
  }
  return undefined
}
