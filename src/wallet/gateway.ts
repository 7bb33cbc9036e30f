// The wallet gateway over HTTP: each call signed and sent by callWallet, the store's transactions in the protocol's
// bodies (schemas/wallet.ts), in the configured currency.

import type { CreditRequest, DebitRequest, RollbackRequest } from '../../schemas/wallet.ts'
import type { WalletTransaction } from '../core/wallet.ts'
import type { WalletCall, WalletGateway } from '../ports/wallet-gateway.ts'
import { callWallet, type WalletEndpoint, type WalletOutcome } from './client.ts'

function callOf(outcome: WalletOutcome): WalletCall {
  if (outcome.kind === 'answer') return { kind: 'answer', balanceCents: outcome.answer.balance }
  if (outcome.kind === 'refused')
    return { kind: 'refused', code: String(outcome.error.code), message: String(outcome.error.message ?? '') }
  return outcome
}

export function createWalletGateway(endpoint: WalletEndpoint & { currency: string }): WalletGateway {
  const { currency } = endpoint
  return {
    balance: async (playerId) => callOf(await callWallet(endpoint, 'balance', { playerId, currency })),
    async send(t: WalletTransaction) {
      const common = { transactionId: t.transactionId, roundId: t.roundId, playerId: t.playerId, currency }
      if (t.kind === 'DEBIT') {
        const body: DebitRequest = { ...common, amount: t.amountCents }
        return callOf(await callWallet(endpoint, 'debit', body))
      }
      if (t.kind === 'CREDIT') {
        const body: CreditRequest = { ...common, amount: t.amountCents, roundClosed: true }
        return callOf(await callWallet(endpoint, 'credit', body))
      }
      const body: RollbackRequest = { ...common, reference: t.reference! }
      return callOf(await callWallet(endpoint, 'rollback', body))
    },
  }
}
