// The seamless wallet's transactions as the operator's API shows them: amounts in the currency, times as ISO 8601,
// as JSON and as CSV.

import { fromCents } from '../core/money.ts'
import type { WalletTransaction } from '../core/wallet.ts'
import { csvCell } from './audit-views.ts'

export function walletTransactionView(t: WalletTransaction) {
  return {
    transactionId: t.transactionId,
    kind: t.kind,
    status: t.status,
    roundId: t.roundId,
    playerId: t.playerId,
    tableId: t.tableId,
    gameId: t.gameId,
    amount: fromCents(t.amountCents),
    ...(t.reference === undefined ? {} : { reference: t.reference }),
    ...(t.betId === undefined ? {} : { betId: t.betId }),
    ...(t.balanceAfterCents === undefined ? {} : { walletBalance: fromCents(t.balanceAfterCents) }),
    attempts: t.attempts,
    nextAttemptAt: t.nextAttemptAt,
    ...(t.lastError === undefined ? {} : { lastError: t.lastError }),
    createdAt: t.createdAt,
    updatedAt: t.updatedAt,
  }
}

export const WALLET_CSV_COLUMNS = [
  'transactionId',
  'kind',
  'status',
  'roundId',
  'playerId',
  'tableId',
  'gameId',
  'amount',
  'reference',
  'betId',
  'walletBalance',
  'attempts',
  'nextAttemptAt',
  'lastError',
  'createdAt',
  'updatedAt',
] as const

export function walletTransactionsCsv(transactions: readonly WalletTransaction[]): string {
  const lines = [WALLET_CSV_COLUMNS.join(',')]
  for (const view of transactions.map(walletTransactionView)) {
    const row = view as Record<string, string | number | undefined>
    lines.push(WALLET_CSV_COLUMNS.map((column) => csvCell(row[column])).join(','))
  }
  return `${lines.join('\r\n')}\r\n`
}
