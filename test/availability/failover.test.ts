// The database machine dies mid-play: a pg_auto_failover formation (scripts/db-ha.sh: a monitor and two nodes with
// synchronous replication) loses its primary's postmaster and keeper to SIGKILL while two store instances, given both
// hosts, take bets, deposits, sits, cancels and leaves with Idempotency-Keys and retry every failure as a client does.
// The monitor promotes the standby; afterwards every acknowledged bet, cancel and deposit is on the new primary exactly
// once, each seat's ledger chains, every running total matches its history, and the second instance hears events
// again. The old node rejoins as the standby and a second failover goes back, with the same checks; then two servers
// with an AUTO table and an SSE follower go through a third. Prints the time from each kill to the next acknowledged
// bet.

import { execFile } from 'node:child_process'
import { existsSync } from 'node:fs'
import { promisify } from 'node:util'
import t from 'tap'
import type { AccountEntry } from '../../src/core/accounts.ts'
import { DomainError } from '../../src/core/errors.ts'
import { dealGame, priceGame } from '../../src/core/game.ts'
import { createPostgresStore, type PostgresStore } from '../../src/store/postgres/index.ts'
import { BEARER, call, startServer } from '../helpers/server-process.ts'
import { openSse } from '../helpers/sse.ts'
import { TABLE_SETTINGS } from '../store/postgres/fixtures.ts'

const run = promisify(execFile)

/** A table's state from a server, asked again while it answers 503 (at most 30 s). */
async function stateOf(base: string, tableId: number) {
  for (let i = 0; ; i++) {
    const answer = await call(base, 'GET', `/api/tables/${tableId}/state`)
    if (answer.status === 200 || i >= 300) return answer.body
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

/** A read retried while the store answers 503 (at most 30 s), as a client would. */
async function again<T>(read: () => Promise<T>): Promise<T> {
  for (let i = 0; ; i++) {
    try {
      return await read()
    } catch (err) {
      if (!(err instanceof DomainError && err.code === 'STORE_UNAVAILABLE') || i >= 300) throw err
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}
const SCRIPT = new URL('../../scripts/db-ha.sh', import.meta.url).pathname
const available = existsSync('/usr/bin/pg_autoctl') && process.getuid?.() === 0
const ha = (...args: string[]) =>
  run('bash', [SCRIPT, ...args], { env: { ...process.env, DB_HA_DIR: '/tmp/hand-odds-ha-test', DB_HA_PORT: '6100' } })

if (!available) {
  if (process.env.CI === 'true') t.fail('CI=true but pg_autoctl is missing or the suite is not root (.ci/run)')
  else t.plan(0, 'pg_auto_failover (pg_autoctl) and root are needed to run a formation')
} else {
  const { stdout } = await ha('start')
  t.teardown(() => ha('stop').then(() => undefined))
  const url = /DATABASE_URL=(\S+)/.exec(stdout)![1]

  t.test('the primary dies twice: no acknowledged bet lost or doubled, and play goes on', async (t) => {
    const open = () =>
      createPostgresStore({ connectionString: url, schema: 'failover', connectTimeoutMs: 1_000, poolMax: 4 })
    const stores: PostgresStore[] = [await open(), await open()]
    t.teardown(() => Promise.all(stores.map((s) => s.close())).then(() => undefined))
    const [one, two] = stores
    const settings = { ...TABLE_SETTINGS, numberOfHands: 3, numberOfSeats: 4, bettingSeconds: 300 }
    const tables: Array<{ tableId: number; offered: number[] }> = []
    for (let i = 0; i < 4; i++) {
      const tableId = await one.createTable(settings)
      for (const playerId of ['ann', 'bob']) await one.sit({ tableId, playerId, buyInCents: 1_000_000, seatCount: 4 })
      const dealt = dealGame(3, 1, `failover-${i}`, Buffer.alloc(32, i + 1))
      const game = {
        ...dealt,
        pricing: priceGame(dealt.hands, dealt.board, 9_700),
        startedAt: new Date().toISOString(),
      }
      await one.startGame(tableId, game, settings)
      tables.push({ tableId, offered: game.pricing[0].flatMap((p, h) => (p.oddsTenths > 0 ? [h] : [])) })
    }
    let heard = 0
    two.onEvent((tableId) => {
      if (tableId > 0) heard++
    })

    /** When the clients stop retrying, whatever happens: the failover has not come. */
    let giveUpAt = Number.POSITIVE_INFINITY
    const acknowledged = new Map<string, number>()
    const failures = new Map<string, number>()
    let lastAck = 0
    let stop = false
    let sent = 0
    /** A bet of 1.00 on game 1's hole stage with its own Idempotency-Key. */
    const betWithKey = (store: PostgresStore, tableId: number, playerId: string, handIndex: number, key: string) =>
      store.placeBet(tableId, {
        caller: null,
        playerId,
        gameId: 1,
        bettingStage: 0,
        handIndex,
        stakeCents: 100,
        idempotency: { key, fingerprint: key },
      })

    /**
     * Sends a request until it is answered, as a client does with its Idempotency-Key (a request whose reply was lost
     * may have committed), counting each failure by its code; undefined once past giveUpAt.
     */
    async function untilAnswered<T>(send: () => Promise<T>, doneBy?: string): Promise<T | 'done' | undefined> {
      for (;;) {
        try {
          return await send()
        } catch (err) {
          // A retry of a cancel or a leave whose reply was lost finds it done.
          if (err instanceof DomainError && err.code === doneBy) return 'done'

          const what = err instanceof DomainError ? err.code : `fault ${String(err)}`
          failures.set(what, (failures.get(what) ?? 0) + 1)
          if (Date.now() > giveUpAt) return undefined
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      }
    }

    /** A client: bets one after another at its table, each with its own key. */
    async function client(store: PostgresStore, table: (typeof tables)[number], playerId: string) {
      while (!stop) {
        const key = `${playerId}-${table.tableId}-${sent++}`
        const placed = await untilAnswered(() =>
          betWithKey(store, table.tableId, playerId, table.offered[sent % table.offered.length], key),
        )
        if (!placed || placed === 'done') return
        acknowledged.set(key, placed.bet.betId)
        lastAck = Date.now()
      }
    }

    const cancelled: number[] = []
    /** A visitor: sits with a key, bets, cancels the bet and leaves, again and again. */
    async function visitor(store: PostgresStore, table: (typeof tables)[number], playerId: string) {
      while (!stop) {
        const n = sent++
        const sitKey = `sit-${playerId}-${n}`
        const seat = await untilAnswered(() =>
          store.sit({
            tableId: table.tableId,
            playerId,
            buyInCents: 500,
            seatCount: 4,
            idempotency: { key: sitKey, fingerprint: sitKey },
          }),
        )
        if (!seat) return
        const key = `${playerId}-${table.tableId}-${n}`
        const placed = await untilAnswered(() => betWithKey(store, table.tableId, playerId, table.offered[0], key))
        if (!placed || placed === 'done') return
        acknowledged.set(key, placed.bet.betId)
        const betId = placed.bet.betId
        if (!(await untilAnswered(() => store.cancelBet(table.tableId, betId, null, playerId), 'BET_FINAL'))) return
        cancelled.push(betId)
        if (!(await untilAnswered(() => store.leaveTable(table.tableId, playerId), 'NOT_SEATED'))) return
      }
    }

    const deposits = new Map<string, number>()
    /** The cashier: deposits to carl's account one after another, each with its own key. */
    async function cashier(store: PostgresStore) {
      while (!stop) {
        const key = `deposit-${sent++}`
        const moved = await untilAnswered(() => store.transfer('carl', 100, 'operator', { key, fingerprint: key }))
        if (!moved || moved === 'done') return
        deposits.set(key, moved.entry.entryId)
      }
    }

    async function failover(dying: number) {
      stop = false
      const clients = tables.flatMap((table, i) => [
        client(stores[i % 2], table, 'ann'),
        client(stores[(i + 1) % 2], table, 'bob'),
      ])
      clients.push(cashier(two), visitor(stores[dying % 2], tables[0], 'cy'))
      await new Promise((resolve) => setTimeout(resolve, 1_500))
      const before = acknowledged.size
      await ha('kill', String(dying))
      const killedAt = Date.now()
      // Play until 20 bets have been acknowledged after the kill.
      const deadline = Date.now() + 60_000
      giveUpAt = deadline + 30_000
      let firstAfter = 0
      while (Date.now() < deadline) {
        if (!firstAfter && lastAck > killedAt + 100) firstAfter = lastAck
        if (firstAfter && acknowledged.size >= before + 40) break
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      stop = true
      await Promise.all(clients)
      t.ok(firstAfter > 0, `bets were acknowledged after node ${dying} died`)
      console.log(
        `# node ${dying} killed: the next acknowledged bet ${((firstAfter - killedAt) / 1000).toFixed(1)} s later; ` +
          `failures meanwhile: ${JSON.stringify(Object.fromEntries(failures))}`,
      )
      t.same(
        [...failures.keys()].filter((k) => k !== 'STORE_UNAVAILABLE'),
        [],
        'every failure was a 503 (STORE_UNAVAILABLE), none a fault',
      )
      failures.clear()

      // Every acknowledged bet exactly once, by its key; the ledgers chain; the totals match the history.
      const bets = new Map<number, string>()
      for (const { tableId } of tables) {
        for (const bet of await again(() => one.getBets(tableId, 1))) bets.set(bet.betId, bet.status)
      }
      t.ok(cancelled.length > 0, `the visitor sat, bet, cancelled and left ${cancelled.length} times`)
      t.same(
        cancelled.filter((id) => bets.get(id) !== 'CANCELLED'),
        [],
        'every acknowledged cancel is on the new primary',
      )
      t.notOk(
        (await again(() => one.getSeats(tables[0].tableId))).some((s) => s.playerId === 'cy'),
        'the visitor left',
      )
      const missing = [...acknowledged.values()].filter((id) => !bets.has(id))
      t.same(missing, [], `all ${acknowledged.size} acknowledged bets are on the new primary`)
      t.equal(new Set(acknowledged.values()).size, acknowledged.size, 'no two keys answered with the same bet')
      t.equal(bets.size, acknowledged.size, 'and no bet that was not acknowledged')
      for (const { tableId } of tables) {
        for (const playerId of ['ann', 'bob']) {
          const entries = await again(() => one.getLedger(tableId, playerId, { limit: 500, order: 'asc' }))
          const chained = entries.every(
            (e, i) => i === 0 || e.balanceAfterCents === entries[i - 1].balanceAfterCents + e.amountCents,
          )
          t.ok(chained, `table ${tableId}, ${playerId}: the ledger chains`)
        }
      }
      t.same((await again(() => one.reconcile())).differences, [], 'every running total matches its history')
      const carl: AccountEntry[] = []
      for (;;) {
        const after = carl.at(-1)?.entryId
        const page: AccountEntry[] = await again(() =>
          one.getAccountLedger('carl', { limit: 500, order: 'asc', ...(after === undefined ? {} : { after }) }),
        )
        carl.push(...page)
        if (page.length < 500) break
      }
      t.same(
        carl.map((e) => e.entryId).sort((a, b) => a - b),
        [...deposits.values()].sort((a, b) => a - b),
        `all ${deposits.size} acknowledged deposits, each once, and nothing else`,
      )
      t.equal((await again(() => one.getAccount('carl')))?.balanceCents, 100 * deposits.size, "carl's balance")
    }

    await failover(1)
    // Once its listener is back on the new primary (it tells its watchers to read again meanwhile), the other
    // instance hears each change: bets until one is heard.
    const heardBefore = heard
    for (let i = 0; i < 60 && heard === heardBefore; i++) {
      const key = `after-${i}`
      const placed = await again(() => betWithKey(one, tables[0].tableId, 'ann', tables[0].offered[0], key))
      acknowledged.set(key, placed.bet.betId)
      await new Promise((resolve) => setTimeout(resolve, 250))
    }
    t.ok(heard > heardBefore, 'the other instance hears events from the new primary')

    await ha('rejoin', '1')
    await ha('wait', '120')
    await failover(2)
  })

  t.test(
    'two servers: an AUTO table deals on through a failover, its follower misses nothing, no answer is a 500',
    async (t) => {
      // The formation as the first test left it: node 1 primary, node 2 dead. Node 2 rejoins first.
      await ha('rejoin', '2')
      await ha('wait', '120')
      const env = {
        STORE: 'postgres',
        DATABASE_URL: url,
        TABLE_CLOCK_POLL_MS: '200',
        DATABASE_CONNECT_TIMEOUT_MS: '1000',
      }
      const [a, b] = await Promise.all([startServer(t, env), startServer(t, env)])
      const { body } = await call(a.base, 'POST', '/api/tables', {
        numberOfHands: 2,
        numberOfSeats: 2,
        mode: 'AUTO',
        bettingSeconds: 3,
        revealSeconds: 1,
      })
      const tableId = body.tableId as number
      const follower = await openSse(`${b.base}/api/tables/${tableId}/events`, BEARER)
      await follower.next()
      await call(a.base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 10 })
      await follower.next((m) => m.event === 'stage', 20_000)

      // Both servers asked for the table every 100 ms through the failover: each answer 200 or 503, never a 500.
      const statuses = new Map<number, number>()
      let polling = true
      const poll = (async () => {
        while (polling) {
          for (const server of [a, b]) {
            const { status } = await call(server.base, 'GET', `/api/tables/${tableId}/state`)
            statuses.set(status, (statuses.get(status) ?? 0) + 1)
          }
          await new Promise((resolve) => setTimeout(resolve, 100))
        }
      })()
      await ha('kill', '1')
      const killedAt = Date.now()
      const gamesBefore = await stateOf(b.base, tableId)
      // The table deals on: a game settles on the new primary.
      const deadline = Date.now() + 90_000
      let state = gamesBefore
      while (Date.now() < deadline) {
        const answer = await call(b.base, 'GET', `/api/tables/${tableId}/state`)
        if (answer.status === 200) state = answer.body
        if (state.totals.gamesPlayed > gamesBefore.totals.gamesPlayed) break
        await new Promise((resolve) => setTimeout(resolve, 250))
      }
      polling = false
      await poll
      t.ok(
        state.totals.gamesPlayed > gamesBefore.totals.gamesPlayed,
        `the AUTO table dealt on (${state.totals.gamesPlayed} games)`,
      )
      t.comment(`a game settled ${((Date.now() - killedAt) / 1000).toFixed(1)} s after the kill`)
      t.same(
        [...statuses.keys()].filter((status) => status !== 200 && status !== 503),
        [],
        `every answer meanwhile was 200 or 503 (${JSON.stringify(Object.fromEntries(statuses))})`,
      )
      // The follower got every event once, in order, from its snapshot on.
      const last = (await call(b.base, 'GET', `/api/tables/${tableId}/state`)).body.eventId as number
      await follower.next((m) => Number(m.id) >= last, 20_000)
      follower.close()
      const ids = follower.messages.map((m) => Number(m.id)).filter((id) => id <= last)
      const first = ids[0]
      t.same(
        ids,
        Array.from({ length: last - first + 1 }, (_, i) => first + i),
        'no event missed or repeated',
      )
    },
  )
}
