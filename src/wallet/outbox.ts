// The wallet's outbox: credits and rollbacks owed to the casino's wallet, written by the store with the money they
// follow, sent by every instance (each claims its own with SKIP LOCKED) with the same transaction id until the wallet
// acknowledges them. A refusal marks one FAILED for the operator; no answer waits longer each time (core/wallet.ts).

import { type WalletTransaction, walletRetryDelayMs } from '../core/wallet.ts'
import type { WalletGateway } from '../ports/wallet-gateway.ts'
import type { WalletStore } from '../ports/wallet-store.ts'

export interface WalletOutboxOptions {
  store: WalletStore
  gateway: WalletGateway
  /** One call's timeout: a claim is held for twice it and a second, then another instance may take it over. */
  callTimeoutMs: number
  /** How often the outbox looks for work when it has none. */
  pollMs?: number
  /** Most transactions claimed at once. */
  batch?: number
  logger?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void }
  /** The wait after the `attempts`-th unanswered send (default core walletRetryDelayMs). */
  retryDelayMs?: (attempts: number) => number
}

export interface WalletOutbox {
  /** Sends one transaction now and records the outcome; answers the wallet's balance when it acknowledged it. */
  deliver(transaction: WalletTransaction): Promise<number | undefined>
  /** Claims and sends what is due once; answers how many were claimed. */
  runOnce(): Promise<number>
  /** Looks for work now rather than at the next poll. */
  kick(): void
  start(): void
  stop(): Promise<void>
}

export function createWalletOutbox(options: WalletOutboxOptions): WalletOutbox {
  const { store, gateway, callTimeoutMs, pollMs = 500, batch = 50, logger, retryDelayMs = walletRetryDelayMs } = options
  const leaseMs = callTimeoutMs * 2 + 1_000
  let timer: NodeJS.Timeout | undefined
  let running: Promise<unknown> | undefined
  let stopped = true

  async function deliver(transaction: WalletTransaction): Promise<number | undefined> {
    const call = await gateway.send(transaction)
    if (call.kind === 'answer') {
      await store.finishWalletTransaction(transaction.transactionId, { kind: 'done', balanceCents: call.balanceCents })
      return call.balanceCents
    }
    if (call.kind === 'refused') {
      // The protocol has credits and rollbacks always succeed: a refusal is for a person to look at.
      const error = `${call.code}: ${call.message}`.slice(0, 500)
      logger?.error({ transactionId: transaction.transactionId, code: call.code }, 'the wallet refused a transaction')
      await store.finishWalletTransaction(transaction.transactionId, { kind: 'failed', error })
      return undefined
    }
    const delayMs = retryDelayMs(Math.max(transaction.attempts, 1))
    logger?.warn(
      { transactionId: transaction.transactionId, attempts: transaction.attempts, reason: call.reason, delayMs },
      'the wallet did not answer; the transaction is sent again later',
    )
    await store.finishWalletTransaction(transaction.transactionId, { kind: 'retry', error: call.reason, delayMs })
    return undefined
  }

  async function runOnce(): Promise<number> {
    const claimed = await store.claimWalletTransactions(batch, leaseMs)
    await Promise.all(claimed.map((t) => deliver(t).catch(() => undefined)))
    return claimed.length
  }

  function schedule(delayMs: number): void {
    if (stopped) return
    clearTimeout(timer)
    timer = setTimeout(tick, delayMs)
    timer.unref()
  }

  function tick(): void {
    if (running) return
    running = runOnce()
      .catch((err: unknown) => {
        logger?.warn({ err: (err as Error).message }, 'the wallet outbox could not claim its work')
        return 0
      })
      .then((claimed) => {
        running = undefined
        // A full batch: more may be due at once.
        schedule(claimed >= batch ? 0 : pollMs)
      })
  }

  return {
    deliver,
    runOnce,
    kick: () => schedule(0),
    start() {
      stopped = false
      schedule(0)
    },
    async stop() {
      stopped = true
      clearTimeout(timer)
      await running
    },
  }
}
