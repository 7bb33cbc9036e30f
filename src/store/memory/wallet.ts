// The seamless wallet's transactions in memory: debits opened before their call, and the credits and rollbacks owed by
// settlements, cancels and voids, written in the same step as the money they follow (the outbox).

import { DomainError } from '../../core/errors.ts'
import type { SeatRecord } from '../../core/seating.ts'
import {
  creditIdOf,
  DEBIT_GRACE_MS,
  debitIdOf,
  planWalletAction,
  rollbackIdOf,
  roundIdOf,
  type WalletTransaction,
  walletActionAuditRow,
} from '../../core/wallet.ts'
import type { WalletStore } from '../../ports/wallet-store.ts'
import { move } from './accounts.ts'
import { appendRows } from './audit.ts'
import type { MemoryState, MemoryTable } from './state.ts'

function newTransaction(
  state: MemoryState,
  fields: Omit<WalletTransaction, 'status' | 'attempts' | 'nextAttemptAt' | 'createdAt' | 'updatedAt'>,
  at: number,
  nextAttemptAt = at,
): WalletTransaction {
  const iso = new Date(at).toISOString()
  const transaction: WalletTransaction = {
    ...fields,
    status: 'PENDING',
    attempts: 0,
    nextAttemptAt: new Date(nextAttemptAt).toISOString(),
    createdAt: iso,
    updatedAt: iso,
  }
  const { transactions } = state.wallet
  transactions.set(transaction.transactionId, transaction)
  // Bounded: the oldest finished transactions leave first (a PENDING or FAILED one stays until it is settled).
  for (const [id, old] of transactions) {
    if (transactions.size <= state.bounds.maxWalletTransactions) break
    if (old.status === 'PENDING' || old.status === 'FAILED') continue
    transactions.delete(id)
  }
  return transaction
}

/** A PENDING debit given up: ROLLED_BACK, and its rollback owed. */
function abandon(state: MemoryState, debit: WalletTransaction, error: string, at: number): void {
  debit.status = 'ROLLED_BACK'
  debit.lastError = error
  debit.updatedAt = new Date(at).toISOString()
  newTransaction(
    state,
    {
      transactionId: rollbackIdOf(debit.transactionId),
      kind: 'ROLLBACK',
      roundId: debit.roundId,
      playerId: debit.playerId,
      tableId: debit.tableId,
      gameId: debit.gameId,
      amountCents: debit.amountCents,
      reference: debit.transactionId,
    },
    at,
  )
}

/**
 * The debit of a bet being placed, checked: still PENDING (not given up meanwhile: WALLET_UNAVAILABLE otherwise). The
 * caller then places the bet and calls takeDebit in the same step.
 */
export function pendingDebit(state: MemoryState, transactionId: string): WalletTransaction {
  const debit = state.wallet.transactions.get(transactionId)
  if (!debit || debit.kind !== 'DEBIT' || debit.status !== 'PENDING')
    throw new DomainError(
      'WALLET_UNAVAILABLE',
      'The wallet took too long to answer the stake and it was rolled back; retry with the same Idempotency-Key.',
    )
  return debit
}

/** The debit became bet `betId`: DONE, with the balance the wallet answered. */
export function takeDebit(debit: WalletTransaction, betId: number, balanceCents: number, at: number): void {
  debit.status = 'DONE'
  debit.betId = betId
  debit.balanceAfterCents = balanceCents
  debit.updatedAt = new Date(at).toISOString()
}

/**
 * After a cancel or a void moved stakes back to their seats: each stake leaves its seat again (CASH_OUT) and its
 * debit's rollback is owed, in the same step.
 */
export function rollBackStakes(
  state: MemoryState,
  tableId: number,
  table: MemoryTable,
  bets: ReadonlyArray<{ betId: number; seatId: number; stakeCents: number }>,
  at: number,
): void {
  const iso = new Date(at).toISOString()
  for (const bet of bets) {
    const debit = [...state.wallet.transactions.values()].find((t) => t.kind === 'DEBIT' && t.betId === bet.betId)
    const seat = table.seats.find((s) => s.seatId === bet.seatId)
    if (!debit || !seat) throw new Error(`bet ${bet.betId} of table ${tableId} has no debit or no seat`)
    move(state, table, seat, 'CASH_OUT', -bet.stakeCents, iso, { gameId: debit.gameId, betId: bet.betId })
    newTransaction(
      state,
      {
        transactionId: rollbackIdOf(debit.transactionId),
        kind: 'ROLLBACK',
        roundId: debit.roundId,
        playerId: debit.playerId,
        tableId,
        gameId: debit.gameId,
        amountCents: bet.stakeCents,
        reference: debit.transactionId,
        betId: bet.betId,
      },
      at,
    )
  }
}

/**
 * After a settlement paid its seats: each player who bet on the game is credited once with what their seat holds
 * (its payouts; 0 closes a lost round), the seat emptied (CASH_OUT) in the same step.
 */
export function creditPlayers(
  state: MemoryState,
  tableId: number,
  table: MemoryTable,
  gameId: number,
  players: readonly string[],
  at: number,
): void {
  const iso = new Date(at).toISOString()
  for (const playerId of players) {
    const seat: SeatRecord | undefined = table.seats.find((s) => s.playerId === playerId)
    const amountCents = seat?.balanceCents ?? 0
    if (seat && amountCents !== 0) move(state, table, seat, 'CASH_OUT', -amountCents, iso, { gameId })
    newTransaction(
      state,
      {
        transactionId: creditIdOf(tableId, gameId, playerId),
        kind: 'CREDIT',
        roundId: roundIdOf(tableId, gameId, playerId),
        playerId,
        tableId,
        gameId,
        amountCents,
      },
      at,
    )
  }
}

export function createMemoryWallet(state: MemoryState): WalletStore {
  const { transactions } = state.wallet
  return {
    async openDebit(intent) {
      const at = state.now()
      const { idempotency } = intent
      if (idempotency) {
        const last = state.wallet.debitOfKey.get(idempotency.key)
        const debit = last && transactions.get(last)
        if (debit && debit.status === 'DONE') return { kind: 'placed' }
        if (debit && debit.status === 'PENDING') return { kind: 'in-flight' }
      }
      const transaction = newTransaction(
        state,
        {
          transactionId: debitIdOf(intent.tableId, state.wallet.nextDebitNumber++),
          kind: 'DEBIT',
          roundId: roundIdOf(intent.tableId, intent.gameId, intent.playerId),
          playerId: intent.playerId,
          tableId: intent.tableId,
          gameId: intent.gameId,
          amountCents: intent.amountCents,
        },
        at,
        at + intent.callTimeoutMs + DEBIT_GRACE_MS,
      )
      if (idempotency) state.wallet.debitOfKey.set(idempotency.key, transaction.transactionId)
      return { kind: 'opened', transaction: { ...transaction } }
    },

    async refuseDebit(transactionId, error) {
      const debit = transactions.get(transactionId)
      if (debit?.kind !== 'DEBIT' || debit.status !== 'PENDING') return
      debit.status = 'REFUSED'
      debit.lastError = error
      debit.updatedAt = new Date(state.now()).toISOString()
    },

    async abandonDebit(transactionId, error) {
      const debit = transactions.get(transactionId)
      if (debit?.kind !== 'DEBIT' || debit.status !== 'PENDING') return
      abandon(state, debit, error, state.now())
    },

    async claimWalletTransactions(limit, leaseMs) {
      const at = state.now()
      for (const debit of [...transactions.values()]) {
        if (debit.kind === 'DEBIT' && debit.status === 'PENDING' && Date.parse(debit.nextAttemptAt) <= at)
          abandon(state, debit, 'no answer recorded before the deadline', at)
      }
      const claimed: WalletTransaction[] = []
      for (const transaction of transactions.values()) {
        if (claimed.length >= limit) break
        if (transaction.kind === 'DEBIT' || transaction.status !== 'PENDING') continue
        if (Date.parse(transaction.nextAttemptAt) > at) continue
        transaction.attempts += 1
        transaction.nextAttemptAt = new Date(at + leaseMs).toISOString()
        claimed.push({ ...transaction })
      }
      return claimed
    },

    async finishWalletTransaction(transactionId, delivery) {
      const transaction = transactions.get(transactionId)
      if (!transaction || transaction.status !== 'PENDING') return
      const at = state.now()
      transaction.updatedAt = new Date(at).toISOString()
      if (delivery.kind === 'done') {
        transaction.status = 'DONE'
        transaction.balanceAfterCents = delivery.balanceCents
        delete transaction.lastError
      } else if (delivery.kind === 'failed') {
        transaction.status = 'FAILED'
        transaction.lastError = delivery.error
      } else {
        transaction.lastError = delivery.error
        transaction.nextAttemptAt = new Date(at + delivery.delayMs).toISOString()
      }
    },

    async listWalletTransactions(query) {
      const all = [...transactions.values()].reverse()
      const start = query.after === undefined ? 0 : all.findIndex((t) => t.transactionId === query.after) + 1
      const found: WalletTransaction[] = []
      for (let i = start; i < all.length && found.length < query.limit; i++) {
        const t = all[i]
        const created = Date.parse(t.createdAt)
        if (query.status && t.status !== query.status) continue
        if (query.kind && t.kind !== query.kind) continue
        if (query.roundId && t.roundId !== query.roundId) continue
        if (query.fromMs !== undefined && created < query.fromMs) continue
        if (query.toMs !== undefined && created >= query.toMs) continue
        found.push({ ...t })
      }
      return found
    },

    async actOnWalletTransaction(transactionId, action, by) {
      const transaction = transactions.get(transactionId)
      if (!transaction) throw new DomainError('WALLET_TRANSACTION_NOT_FOUND', `No wallet transaction ${transactionId}.`)
      const status = planWalletAction(transaction, action)
      const at = state.now()
      appendRows(state, [walletActionAuditRow(transaction, action, status, by)], at)
      transaction.status = status
      transaction.updatedAt = new Date(at).toISOString()
      if (status === 'PENDING') transaction.nextAttemptAt = transaction.updatedAt
      return { ...transaction }
    },

    async getWalletTransaction(transactionId) {
      const transaction = transactions.get(transactionId)
      return transaction && { ...transaction }
    },
  }
}
