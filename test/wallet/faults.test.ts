// The seamless wallet under faults, on both stores: a proxy between the service and the reference wallet answers late,
// loses answers after the wallet applied the call, answers 500 without passing the call on, delivers a call twice, or
// is not there; the wallet down for a minute (by the store's clock); the service killed (SIGKILL) between the wallet's
// debit and the bet being recorded. Afterwards, for every round, from the wallet's own record: debits - rollbacks =
// the stakes accepted, credits = the payouts, each transaction id applied once, nothing left pending.

import { randomUUID } from 'node:crypto'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t, { type Test } from 'tap'
import { publicChangeView } from '../../src/http/game-views.ts'
import type { Store } from '../../src/ports/store.ts'
import { createMemoryStore } from '../../src/store/memory/index.ts'
import { buildReferenceWallet } from '../../src/wallet/reference.ts'
import { usePostgres } from '../helpers/postgres.ts'
import { checkWalletAgainstBets, type Movement, seamlessSetUp, WALLET_SECRET_FOR_TESTS } from '../helpers/seamless.ts'
import { startServer } from '../helpers/server-process.ts'

type Fault = 'pass' | 'duplicate' | 'slow' | 'lost' | 'error' | 'down'

/**
 * An HTTP proxy in front of the wallet that does to each call what `choose` says: pass it on; deliver it twice;
 * answer only after `slowMs` (past the service's timeout); pass it on and answer 500 (the answer lost after the wallet
 * applied it); answer 500 without passing it on; or drop the connection. `seen` hears each call passed on.
 */
async function faultProxy(
  t: Test,
  target: string,
  choose: (operation: string) => Fault,
  options: { slowMs: number; seen?: (operation: string, body: string) => void },
): Promise<string> {
  const forward = async (req: http.IncomingMessage, body: string) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' }
    for (const name of ['x-wallet-timestamp', 'x-wallet-signature']) headers[name] = String(req.headers[name] ?? '')
    const answer = await fetch(`${target}${req.url}`, { method: req.method!, headers, body })
    return { status: answer.status, headers: answer.headers, text: await answer.text() }
  }
  const server = http.createServer(async (req, res) => {
    let body = ''
    for await (const chunk of req) body += chunk
    const operation = (req.url ?? '').split('/').pop() ?? ''
    const fault = choose(operation)
    if (fault === 'down') return req.socket.destroy()
    if (fault === 'error') return res.writeHead(500).end('{}')
    let answer = await forward(req, body)
    options.seen?.(operation, body)
    if (fault === 'duplicate') answer = await forward(req, body)
    if (fault === 'lost') return res.writeHead(500).end('{}')
    if (fault === 'slow') await new Promise((resolve) => setTimeout(resolve, options.slowMs))
    if (res.destroyed) return
    res.writeHead(answer.status, {
      'content-type': 'application/json',
      'x-wallet-timestamp': answer.headers.get('x-wallet-timestamp') ?? '',
      'x-wallet-signature': answer.headers.get('x-wallet-signature') ?? '',
    })
    res.end(answer.text)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  t.teardown(() => {
    server.closeAllConnections()
    return new Promise((resolve) => server.close(resolve))
  })
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`
}

/** A small seeded generator (mulberry32): the same faults on every run. */
function seeded(seed: number): () => number {
  let a = seed
  return () => {
    a = (a + 0x6d2b79f5) | 0
    let x = Math.imul(a ^ (a >>> 15), 1 | a)
    x = (x + Math.imul(x ^ (x >>> 7), 61 | x)) ^ x
    return ((x ^ (x >>> 14)) >>> 0) / 4_294_967_296
  }
}

const FAULTS: Fault[] = ['pass', 'pass', 'pass', 'duplicate', 'slow', 'lost', 'error', 'down']

async function chaos(t: Test, store: Store) {
  const random = seeded(20261128)
  let faultsOn = true
  const chosen = new Map<Fault, number>()
  const s = await seamlessSetUp(t, store, {
    timeoutMs: 300,
    retryDelayMs: () => 20,
    via: (url) =>
      faultProxy(
        t,
        url,
        () => {
          const fault = faultsOn ? FAULTS[Math.floor(random() * FAULTS.length)] : 'pass'
          chosen.set(fault, (chosen.get(fault) ?? 0) + 1)
          return fault
        },
        { slowMs: 500 },
      ),
  })
  for (const player of ['ann', 'bob']) {
    faultsOn = false
    await s.call('POST', `/api/tables/${s.tableId}/sit`, player, { playerId: player, buyInAmount: 5 })
  }
  const gameIds: number[] = []
  const accepted = new Set<number>()
  let refusedForGood = 0
  for (let game = 0; game < 3; game++) {
    faultsOn = false
    const { gameId, hand } = await s.dealOffered()
    gameIds.push(gameId)
    faultsOn = true
    for (const player of ['ann', 'bob']) {
      for (let n = 0; n < 3; n++) {
        const key = randomUUID()
        let answer = await s.bet(player, gameId, hand, 1 + n, key)
        // A 503 is retried with the same key, as the API asks.
        for (let tries = 0; answer.status === 503 && tries < 8; tries++)
          answer = await s.bet(player, gameId, hand, 1 + n, key)
        if (answer.status === 200) accepted.add(answer.body.betId)
        else refusedForGood++
      }
    }
    if (game % 2 === 0) {
      const bets = await store.getBets(s.tableId, gameId)
      const open = bets.find((b) => b.status === 'OPEN' && b.playerId === 'ann')
      if (open) await s.call('DELETE', `/api/tables/${s.tableId}/bets/${open.betId}?playerId=ann`, 'ann')
    }
    await s.outbox.runOnce()
    faultsOn = false
    await s.toRiver()
    await s.call('POST', `/api/tables/${s.tableId}/advance`, 'ann', { playerId: 'ann', from: 'STATUS_RIVER' })
    faultsOn = true
    await s.outbox.runOnce()
  }
  faultsOn = false
  await s.drain()
  t.ok(
    (chosen.get('lost') ?? 0) > 0 && (chosen.get('slow') ?? 0) > 0 && (chosen.get('duplicate') ?? 0) > 0,
    [...chosen].join(' '),
  )
  t.equal(refusedForGood, 0, 'every bet was placed in the end, retried with its key')
  const placed = (await Promise.all(gameIds.map((g) => store.getBets(s.tableId, g)))).flat()
  t.equal(placed.length, accepted.size, 'one bet a key: a retry never placed a second')
  const moved: Movement[] = await s.movements()
  await checkWalletAgainstBets(t, store, s.tableId, gameIds, moved)
  for (const player of ['ann', 'bob']) {
    const own = placed.filter((b) => b.playerId === player)
    const staked = own.filter((b) => b.status !== 'CANCELLED').reduce((sum, b) => sum + b.stakeCents, 0)
    const paid = own.reduce((sum, b) => sum + (b.payoutCents ?? 0), 0)
    t.equal(await s.balanceOf(player), 10_000 - staked + paid, `${player}: the wallet holds what the games say`)
  }
}

async function minuteDown(t: Test, store: Store, clock: { ms: number }) {
  const s = await seamlessSetUp(t, store)
  await s.call('POST', `/api/tables/${s.tableId}/sit`, 'ann', { playerId: 'ann', buyInAmount: 5 })
  const { gameId, hand } = await s.dealOffered()
  await s.bet('ann', gameId, hand, 4)
  s.faults.down = true
  const start = clock.ms
  await s.toRiver()
  const credit = async () => (await store.listWalletTransactions({ kind: 'CREDIT', limit: 1 }))[0]
  const sends: number[] = []
  for (let second = 0; second <= 60; second++) {
    clock.ms = start + second * 1_000
    const before = (await credit()).attempts
    await s.outbox.runOnce()
    if ((await credit()).attempts > before) sends.push(second)
  }
  t.same(sends, [0, 1, 3, 7, 15, 31], 'sent at 0, 1, 3, 7, 15 and 31 s: waits doubling from 1 s')
  t.match(await credit(), { status: 'PENDING', attempts: 6 }, 'still owed after a minute')
  s.faults.down = false
  for (let second = 61; second <= 63; second++) {
    clock.ms = start + second * 1_000
    await s.outbox.runOnce()
  }
  t.match(await credit(), { status: 'DONE', attempts: 7 }, 'landed at 63 s, the next send after the wallet came back')
  await checkWalletAgainstBets(t, store, s.tableId, [gameId], await s.movements())
}

t.test('memory store: faults on every call', (t) =>
  chaos(t, createMemoryStore({ seamless: true }, Date.now, publicChangeView)),
)

t.test('memory store: the wallet down for a minute', (t) => {
  const clock = { ms: Date.now() }
  return minuteDown(
    t,
    createMemoryStore({ seamless: true }, () => clock.ms, publicChangeView),
    clock,
  )
})

t.test('PostgreSQL store', async (t) => {
  const db = await usePostgres(t)
  if (!db) return

  t.test('faults on every call', async (t) =>
    chaos(t, await db.createStore({ seamless: true, eventChange: publicChangeView })),
  )

  t.test('the service killed between the debit and the bet: another instance rolls the debit back', async (t) => {
    const wallet = await buildReferenceWallet({ secret: WALLET_SECRET_FOR_TESTS, startingBalance: 10_000 })
    await wallet.listen({ port: 0, host: '127.0.0.1' })
    t.teardown(() => wallet.close())
    const walletUrl = `http://127.0.0.1:${(wallet.server.address() as AddressInfo).port}`
    let debited: () => void = () => {}
    const debitSeen = new Promise<void>((resolve) => (debited = resolve))
    // Debits reach the wallet at once and are answered only after 5 s: the service is killed while it waits.
    const proxy = await faultProxy(t, walletUrl, (op) => (op === 'debit' ? 'slow' : 'pass'), {
      slowMs: 5_000,
      seen: (op) => op === 'debit' && debited(),
    })
    const schema = await db.createSchema()
    const env = {
      STORE: 'postgres',
      DATABASE_URL: db.urlFor(schema),
      WALLET: 'seamless',
      WALLET_URL: proxy,
      WALLET_SECRET: WALLET_SECRET_FOR_TESTS,
      WALLET_TIMEOUT_MS: '1000',
    }
    const first = await startServer(t, env)
    const call = async (base: string, method: string, path: string, body?: unknown) => {
      const response = await fetch(`${base}${path}`, {
        method,
        headers: { authorization: 'Bearer ann', ...(body ? { 'content-type': 'application/json' } : {}) },
        ...(body ? { body: JSON.stringify(body) } : {}),
      })
      return { status: response.status, body: await response.json() }
    }
    const table = await call(first.base, 'POST', '/api/tables', { numberOfHands: 2, numberOfSeats: 2 })
    const tableId = table.body.tableId as number
    await call(first.base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 5 })
    let hole = await call(first.base, 'POST', `/api/tables/${tableId}/advance`, {
      playerId: 'ann',
      from: 'STATUS_SETUP',
    })
    while (!hole.body.handOdds.some((p: { odds: number }) => p.odds > 0)) {
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
        await call(first.base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from })
      hole = await call(first.base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from: 'STATUS_SETUP' })
    }
    const hand = hole.body.handOdds.find((p: { odds: number }) => p.odds > 0).handIndex
    const bet = call(first.base, 'POST', `/api/tables/${tableId}/bets`, {
      playerId: 'ann',
      gameId: hole.body.gameId,
      bettingStage: 0,
      handIndex: hand,
      betAmount: 4,
    }).catch(() => 'no answer')
    await debitSeen
    first.child.kill('SIGKILL')
    t.equal(await bet, 'no answer', 'killed before it answered')
    const movementsOf = async () =>
      ((await (await fetch(`${walletUrl}/admin/movements`)).json()) as { movements: Movement[] }).movements
    t.same(
      (await movementsOf()).map((m) => m.kind),
      ['debit'],
      'the wallet took the stake',
    )
    const second = await startServer(t, env)
    const deadline = Date.now() + 30_000
    while ((await movementsOf()).length < 2 && Date.now() < deadline) await new Promise((r) => setTimeout(r, 200))
    const moved = await movementsOf()
    t.same(
      moved.map((m) => [m.kind, Math.abs(m.amount)]),
      [
        ['debit', 400],
        ['rollback', 400],
      ],
      'another instance rolled the debit back: the stake is back',
    )
    const state = await call(second.base, 'GET', `/api/tables/${tableId}/state`)
    t.same(state.body.bets, [], 'no bet was recorded')
    const rows = await db.query<{ kind: string; status: string }>(
      `SELECT kind, status FROM ${schema}.wallet_transactions ORDER BY created_at`,
    )
    t.same(rows.rows, [
      { kind: 'DEBIT', status: 'ROLLED_BACK' },
      { kind: 'ROLLBACK', status: 'DONE' },
    ])
  })
})
