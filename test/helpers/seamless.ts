// The seamless wallet in tests: an app in seamless mode against a fresh reference wallet, faults put on its calls,
// and the invariants checked from the wallet's own record of every movement of money.

import type { AddressInfo } from 'node:net'
import type { FastifyInstance } from 'fastify'
import type { Test } from 'tap'
import type { Store } from '../../src/ports/store.ts'
import type { WalletGateway } from '../../src/ports/wallet-gateway.ts'
import { createWalletGateway } from '../../src/wallet/gateway.ts'
import { createWalletOutbox } from '../../src/wallet/outbox.ts'
import { buildReferenceWallet } from '../../src/wallet/reference.ts'
import { withSeamlessWallet } from '../../src/wallet/seamless.ts'
import { signatureHeaders } from '../../src/wallet/signature.ts'
import { buildTestApp } from './app.ts'

export const WALLET_SECRET_FOR_TESTS = 'a-shared-secret-of-the-casino-and-us'
const TIMEOUT_MS = 1_000
export const OPERATOR = 'an-operator-token-of-at-least-32-chars'

export interface Movement {
  transactionId: string
  kind: 'debit' | 'credit' | 'rollback'
  roundId: string
  playerId: string
  amount: number
}

/** What the test does to the wallet's calls: lose answers after the wallet applied them, or find the wallet down. */
export interface Faults {
  loseAnswer: Set<'debit' | 'credit' | 'rollback' | 'balance'>
  down: boolean
  /** Calls the wallet refuses without applying them (a code the protocol does not allow for credits). */
  refuse: Set<'credit' | 'rollback'>
  /** Runs after the wallet applied a debit, before the service hears the answer. */
  afterDebit?: () => Promise<unknown>
}

export interface SeamlessSetUpOptions {
  /** One wallet call's timeout (default 1 s). */
  timeoutMs?: number
  /** Puts something between the service and the wallet: answers the address the service calls instead. */
  via?: (walletUrl: string) => Promise<string>
  /** The outbox's wait after an unanswered send (default the service's schedule). */
  retryDelayMs?: (attempts: number) => number
}

/**
 * An app on `store` in seamless mode against a fresh reference wallet (its outbox not started: `drain` sends what is
 * owed), a table with two seats, and helpers to deal, bet and read what the wallet moved.
 */
export async function seamlessSetUp(t: Test, store: Store, options: SeamlessSetUpOptions = {}) {
  const timeoutMs = options.timeoutMs ?? TIMEOUT_MS
  const wallet = await buildReferenceWallet({ secret: WALLET_SECRET_FOR_TESTS, startingBalance: 10_000 })
  await wallet.listen({ port: 0, host: '127.0.0.1' })
  t.teardown(() => wallet.close())
  const url = `http://127.0.0.1:${(wallet.server.address() as AddressInfo).port}`
  const calledUrl = options.via ? await options.via(url) : url
  const real = createWalletGateway({ url: calledUrl, secret: WALLET_SECRET_FOR_TESTS, timeoutMs, currency: 'EUR' })
  const faults: Faults = { loseAnswer: new Set(), down: false, refuse: new Set() }
  const gateway: WalletGateway = {
    async balance(playerId) {
      if (faults.down) return { kind: 'no-answer', reason: 'network failure' }
      const call = await real.balance(playerId)
      return faults.loseAnswer.has('balance') ? { kind: 'no-answer', reason: 'timed out' } : call
    },
    async send(transaction) {
      if (faults.down) return { kind: 'no-answer', reason: 'network failure' }
      if (faults.refuse.has(transaction.kind.toLowerCase() as 'credit'))
        return { kind: 'refused', code: 'UNKNOWN_PLAYER', message: 'No such player.' }
      const call = await real.send(transaction)
      if (transaction.kind === 'DEBIT') await faults.afterDebit?.()
      const op = transaction.kind.toLowerCase() as 'debit' | 'credit' | 'rollback'
      return faults.loseAnswer.has(op) ? { kind: 'no-answer', reason: 'timed out' } : call
    },
  }
  const outbox = createWalletOutbox({
    store,
    gateway,
    callTimeoutMs: timeoutMs,
    ...(options.retryDelayMs ? { retryDelayMs: options.retryDelayMs } : {}),
  })
  const app: FastifyInstance = await buildTestApp(t, {
    store: withSeamlessWallet(store, { gateway, outbox, callTimeoutMs: timeoutMs }),
    config: { wallet: 'seamless', operator: { token: OPERATOR } },
  })
  const call = async (
    method: 'GET' | 'POST' | 'PUT' | 'DELETE',
    path: string,
    as: string,
    payload?: unknown,
    key?: string,
    accept?: string,
  ) => {
    const response = await app.inject({
      method,
      url: path,
      headers: {
        authorization: `Bearer ${as}`,
        ...(payload === undefined ? {} : { 'content-type': 'application/json' }),
        ...(key ? { 'idempotency-key': key } : {}),
        ...(accept ? { accept } : {}),
      },
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    })
    return { status: response.statusCode, body: accept ? response.body : response.json() }
  }
  const admin = async (path: string, payload?: unknown) => {
    const text = payload === undefined ? undefined : JSON.stringify(payload)
    const response = await fetch(`${url}/admin${path}`, {
      method: text === undefined ? 'GET' : 'PUT',
      headers: {
        'content-type': 'application/json',
        ...(text === undefined ? {} : signatureHeaders(WALLET_SECRET_FOR_TESTS, text)),
      },
      ...(text === undefined ? {} : { body: text }),
    })
    if (response.status !== 200) t.fail(`the wallet's admin answered ${response.status}`)
    return response.json()
  }
  const movements = async () => ((await admin('/movements')) as { movements: Movement[] }).movements
  const balanceOf = async (playerId: string) => ((await admin(`/players/${playerId}`)) as { balance: number }).balance
  /** Sends everything owed until nothing is due (a retried one waits out its delay). */
  const drain = async () => {
    for (let i = 0; i < 100; i++) {
      await outbox.runOnce()
      const pending = await store.listWalletTransactions({ status: 'PENDING', limit: 10 })
      if (pending.length === 0) return
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    t.fail('the outbox did not drain')
  }

  const { body } = await call('POST', '/api/tables', 'ann', { numberOfHands: 2, numberOfSeats: 2, maxBetAmount: 50 })
  const tableId = body.tableId as number
  /** Deals until a hand is offered at HOLE; answers the game and an offered hand. */
  const dealOffered = async () => {
    const isOffered = (p: { odds: number }) => p.odds > 0
    for (;;) {
      const hole = await call('POST', `/api/tables/${tableId}/advance`, 'ann', {
        playerId: 'ann',
        from: 'STATUS_SETUP',
      })
      const offered = (hole.body.handOdds as Array<{ odds: number; handIndex: number }>).find(isOffered)
      if (offered) return { gameId: hole.body.gameId as number, hand: offered.handIndex }
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
        await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from })
    }
  }
  const toRiver = async () => {
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'])
      await call('POST', `/api/tables/${tableId}/advance`, 'ann', { playerId: 'ann', from })
  }
  const bet = (as: string, gameId: number, hand: number, amount: number, key?: string) =>
    call(
      'POST',
      `/api/tables/${tableId}/bets`,
      as,
      { playerId: as, gameId, bettingStage: 0, handIndex: hand, betAmount: amount },
      key,
    )
  /** ann and bob bet 4 and 3 on one game whose credits the wallet refuses: both FAILED once drained. The game. */
  const refusedCredits = async () => {
    for (const player of ['ann', 'bob'])
      await call('POST', `/api/tables/${tableId}/sit`, player, { playerId: player, buyInAmount: 5 })
    const { gameId, hand } = await dealOffered()
    await bet('ann', gameId, hand, 4)
    await bet('bob', gameId, hand, 3)
    faults.refuse.add('credit')
    await toRiver()
    await drain()
    return gameId
  }
  return {
    app,
    call,
    tableId,
    dealOffered,
    toRiver,
    bet,
    drain,
    movements,
    balanceOf,
    admin,
    faults,
    outbox,
    store,
    refusedCredits,
  }
}

/**
 * The seamless invariants from the wallet's side: each transaction id moved money at most once; per round, debits
 * minus rollbacks are the stakes the service accepted (bets not cancelled or voided) and credits are its payouts; every
 * transaction of the service is DONE once the outbox drained.
 */
export async function checkWalletAgainstBets(
  t: Test,
  store: Store,
  tableId: number,
  gameIds: readonly number[],
  moved: readonly Movement[],
) {
  const ids = moved.map((m) => m.transactionId)
  t.equal(new Set(ids).size, ids.length, 'each transaction id moved money once')
  const rounds = new Map<string, { staked: number; paid: number }>()
  for (const gameId of gameIds) {
    for (const bet of await store.getBets(tableId, gameId)) {
      const round = `${tableId}:${gameId}:${bet.playerId}`
      const sums = rounds.get(round) ?? { staked: 0, paid: 0 }
      if (bet.status !== 'CANCELLED' && bet.status !== 'VOID') sums.staked += bet.stakeCents
      sums.paid += bet.payoutCents ?? 0
      rounds.set(round, sums)
    }
  }
  for (const [round, { staked, paid }] of rounds) {
    const of = moved.filter((m) => m.roundId === round)
    const sum = (kind: string) => of.filter((m) => m.kind === kind).reduce((s, m) => s + Math.abs(m.amount), 0)
    t.equal(sum('debit') - sum('rollback'), staked, `${round}: debits - rollbacks = the accepted stakes`)
    t.equal(sum('credit'), paid, `${round}: credits = the payouts`)
  }
  const open = (await store.listWalletTransactions({ limit: 10_000 })).filter(
    (tx) => tx.status === 'PENDING' || tx.status === 'FAILED',
  )
  t.same(
    open.map((tx) => tx.transactionId),
    [],
    'nothing is left pending or failed',
  )
}
