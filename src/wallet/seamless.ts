// WALLET=seamless: the store as the routes see it when the casino's wallet holds the money. A sit asks the wallet's
// balance and moves nothing; a bet is debited before the store records it (a refusal is the wallet's reason, 409; no
// answer, or a bet the table then refuses, rolls the debit back); a cancel's rollback is sent at once (and by the
// outbox until acknowledged). Settlements and voids owe their credits and rollbacks in the store's own transaction.

import type { BetRequest } from '../core/bets.ts'
import { DomainError, isDomainError } from '../core/errors.ts'
import { debitRefusal, roundIdOf, walletUnavailable } from '../core/wallet.ts'
import type { BetResult } from '../ports/bet-store.ts'
import type { Store } from '../ports/store.ts'
import type { WalletGateway } from '../ports/wallet-gateway.ts'
import { createWalletGateway } from './gateway.ts'
import { createWalletOutbox, type WalletOutbox, type WalletOutboxOptions } from './outbox.ts'

export interface SeamlessOptions {
  gateway: WalletGateway
  outbox: WalletOutbox
  /** One call's timeout (WALLET_TIMEOUT_MS): past it and a grace, a debit still open is rolled back. */
  callTimeoutMs: number
}

/** The wallet's balance for a player, or 503 when it does not answer (409 when it refuses, with its reason). */
async function walletBalance(gateway: WalletGateway, playerId: string): Promise<number> {
  const call = await gateway.balance(playerId)
  if (call.kind === 'answer') return call.balanceCents
  if (call.kind === 'refused') throw debitRefusal(call.code, call.message)
  throw walletUnavailable('the balance request')
}

export function withSeamlessWallet<S extends Store>(store: S, options: SeamlessOptions): S {
  const { gateway, outbox, callTimeoutMs } = options

  async function placeBet(tableId: number, request: BetRequest): Promise<BetResult> {
    // A bet the table would refuse costs the wallet nothing (the stake counted into the seat, as placeBet counts it).
    await store.checkBet(tableId, { ...request, walletDebit: { transactionId: '', balanceCents: 0 } })
    const opened = await store.openDebit({
      tableId,
      gameId: request.gameId,
      playerId: request.playerId,
      amountCents: request.stakeCents,
      ...(request.idempotency
        ? { idempotency: { key: request.idempotency.key, fingerprint: request.idempotency.fingerprint } }
        : {}),
      callTimeoutMs,
    })
    // The key's debit became a bet: its first answer (the store replays it).
    if (opened.kind === 'placed') return store.placeBet(tableId, request)
    if (opened.kind === 'in-flight')
      throw new DomainError(
        'WALLET_UNAVAILABLE',
        'A bet with this Idempotency-Key is still waiting for the wallet; retry with the same key shortly.',
      )
    const debit = opened.transaction
    const call = await gateway.send(debit)
    if (call.kind === 'refused') {
      await store.refuseDebit(debit.transactionId, `${call.code}: ${call.message}`)
      throw debitRefusal(call.code, call.message)
    }
    if (call.kind === 'no-answer') {
      await store.abandonDebit(debit.transactionId, call.reason)
      outbox.kick()
      throw walletUnavailable('the stake')
    }
    try {
      return await store.placeBet(tableId, {
        ...request,
        walletDebit: { transactionId: debit.transactionId, balanceCents: call.balanceCents },
      })
    } catch (err) {
      // The table refused the bet after the wallet took the stake: it goes back. (A store that cannot be reached
      // leaves the debit PENDING: any instance's outbox rolls it back past its deadline.)
      if (isDomainError(err) && err.code !== 'STORE_UNAVAILABLE') {
        await store.abandonDebit(debit.transactionId, `the bet was refused: ${err.code}`)
        outbox.kick()
      }
      throw err
    }
  }

  return {
    ...store,
    placeBet,

    async cancelBet(tableId, betId, caller, playerId) {
      const cancelled = await store.cancelBet(tableId, betId, caller, playerId)
      const { bet } = cancelled
      // The rollback the cancel owes, sent at once; the outbox sends it again until acknowledged.
      const owed = await store.listWalletTransactions({
        kind: 'ROLLBACK',
        roundId: roundIdOf(tableId, bet.gameId, bet.playerId),
        limit: 1_000,
      })
      const rollback = owed.find((t) => t.betId === bet.betId && t.status === 'PENDING')
      const balanceCents = rollback ? await outbox.deliver(rollback).catch(() => undefined) : undefined
      if (balanceCents !== undefined) return { bet, balanceCents }
      const call = await gateway.balance(playerId)
      if (call.kind === 'answer') return { bet, balanceCents: call.balanceCents }
      // The wallet did not answer: the balance it will hold once the owed rollback lands.
      const debit = rollback?.reference ? await store.getWalletTransaction(rollback.reference) : undefined
      return { bet, balanceCents: (debit?.balanceAfterCents ?? 0) + bet.stakeCents }
    },

    async sit(command) {
      // No money moves: the wallet's balance is what the seat can stake; a buy-in above it is refused.
      const balanceCents = await walletBalance(gateway, command.playerId)
      if (command.buyInCents > balanceCents)
        throw new DomainError('INSUFFICIENT_FUNDS', `buyInAmount is above the wallet balance of ${balanceCents / 100}.`)
      const seated = await store.sit({ ...command, wallet: 'seamless' })
      return { ...seated, balanceCents }
    },
  }
}

/** The seamless wallet as configured around `store`: its gateway, its outbox (not started), the store the app gets. */
export function seamlessWalletOf<S extends Store>(
  store: S,
  config: { url: string; secret: string; timeoutMs: number; currency: string },
  logger?: WalletOutboxOptions['logger'],
): { store: S; outbox: WalletOutbox; gateway: WalletGateway } {
  const gateway = createWalletGateway(config)
  const outbox = createWalletOutbox({ store, gateway, callTimeoutMs: config.timeoutMs, ...(logger ? { logger } : {}) })
  return { store: withSeamlessWallet(store, { gateway, outbox, callTimeoutMs: config.timeoutMs }), outbox, gateway }
}
