// The casino's wallet as the service calls it (WALLET=seamless; docs/wallet-protocol.md): a balance, a debit, a
// credit and a rollback, each answered, refused with the wallet's code, or not answered (a timeout, a failure, a 5xx,
// an answer whose signature does not hold up).

import type { WalletTransaction } from '../core/wallet.ts'

export type WalletCall =
  | { kind: 'answer'; balanceCents: number }
  | { kind: 'refused'; code: string; message: string }
  | { kind: 'no-answer'; reason: string }

export interface WalletGateway {
  balance(playerId: string): Promise<WalletCall>
  /** Sends a transaction: a DEBIT as debit, a CREDIT as credit (closing its round), a ROLLBACK as rollback. */
  send(transaction: WalletTransaction): Promise<WalletCall>
}
