// The seamless wallet's port (WALLET=seamless): the calls the service owes or made to the casino's wallet, kept with
// the money. A debit is opened before its call and becomes a bet (BetRequest.walletDebit), a refusal, or a rollback;
// credits and rollbacks are written by the settlement, the cancel or the void that owes them, in its transaction, and
// sent by the outbox (src/wallet/outbox.ts) from any instance until the wallet acknowledges them.

import type { WalletAction, WalletTransaction, WalletTransactionKind, WalletTransactionStatus } from '../core/wallet.ts'

/** A debit to open: the stake of a bet about to be asked of the wallet. */
export interface DebitIntent {
  tableId: number
  gameId: number
  playerId: string
  amountCents: number
  /** The bet's Idempotency-Key (its claim): a retry finds the debit made for it. */
  idempotency?: { key: string; fingerprint: string }
  /** How long the call may take: past it (and DEBIT_GRACE_MS) the debit is given up and rolled back. */
  callTimeoutMs: number
}

/**
 * opened: a new debit, PENDING, to send. placed: the key's debit became a bet (the bet's answer is replayed).
 * in-flight: the key's debit is still being asked (a concurrent duplicate: retry shortly).
 */
export type OpenedDebit =
  | { kind: 'opened'; transaction: WalletTransaction }
  | { kind: 'placed' }
  | { kind: 'in-flight' }

/** What the wallet made of a credit or rollback the outbox sent. */
export type WalletDelivery =
  | { kind: 'done'; balanceCents: number }
  | { kind: 'failed'; error: string }
  | { kind: 'retry'; error: string; delayMs: number }

export interface WalletTransactionQuery {
  status?: WalletTransactionStatus
  kind?: WalletTransactionKind
  roundId?: string
  /** Created at or after / before (ms since the epoch). */
  fromMs?: number
  toMs?: number
  /** Newest first, after this transaction id's row. */
  after?: string
  limit: number
}

export interface WalletStore {
  /** Opens a debit (numbered by the store) unless the bet's key already has one placed or in flight. */
  openDebit(intent: DebitIntent): Promise<OpenedDebit>
  /** A PENDING debit the wallet declined: REFUSED, nothing moved. No-op when no longer PENDING. */
  refuseDebit(transactionId: string, error: string): Promise<void>
  /**
   * A PENDING debit whose answer was lost, or whose bet was then refused: ROLLED_BACK, and its rollback PENDING in the
   * outbox, in one step. No-op when no longer PENDING (it became a bet, or was given up already).
   */
  abandonDebit(transactionId: string, error: string): Promise<void>
  /**
   * The outbox's next work, claimed for `leaseMs` (SKIP LOCKED: two instances never claim the same): first every
   * PENDING debit past its deadline is given up (abandonDebit); then up to `limit` due credits and rollbacks, each with
   * one more attempt counted and its next attempt moved `leaseMs` on (another instance takes it over if this one dies).
   */
  claimWalletTransactions(limit: number, leaseMs: number): Promise<WalletTransaction[]>
  /** Records what a send of a claimed credit or rollback came to (DONE, FAILED, or PENDING again after a delay). */
  finishWalletTransaction(transactionId: string, delivery: WalletDelivery): Promise<void>
  /** The wallet's transactions, newest first. */
  listWalletTransactions(query: WalletTransactionQuery): Promise<WalletTransaction[]>
  /** A transaction by id. */
  getWalletTransaction(transactionId: string): Promise<WalletTransaction | undefined>
  /**
   * An operator's retry or resolve (core planWalletAction) with its audit row, in one step; answers the transaction as
   * it became. WALLET_TRANSACTION_NOT_FOUND, WALLET_TRANSACTION_SETTLED.
   */
  actOnWalletTransaction(
    transactionId: string,
    action: WalletAction,
    by: { actor: string; reason: string },
  ): Promise<WalletTransaction>
}
