// The service on PostgreSQL end to end: two instances racing, a SIGKILL after the ACK, a database outage.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { AUTH, buildTestApp } from '../../helpers/app.ts'
import { startTcpProxy, urlWithSchema, usePostgres } from '../../helpers/postgres.ts'
import { BEARER, call, eventually, freePort, spawnServer, startServer } from '../../helpers/server-process.ts'

const db = await usePostgres(t)
// Each test has its own schema, servers and proxy: two run at a time (most of their time is spent waiting on
// deadlines).
t.jobs = 2

if (db) {
  t.test('two app instances on one database: 120 concurrent sits seat exactly 6', async (t) => {
    const schema = await db.createSchema()
    // 120 sits queue for one table's lock through two pools of 10: on a loaded machine the last wait longer than the
    // default 3 s for a connection, which this test (about who gets the seats) gives them.
    const [storeA, storeB] = await Promise.all([
      db.createStore({ schema, connectTimeoutMs: 30_000 }),
      db.createStore({ schema, connectTimeoutMs: 30_000 }),
    ])
    // Metrics are beside the point here (and two apps in one process share prom-client's default registry).
    const config = { metricsEnabled: false }
    const apps: FastifyInstance[] = [
      await buildTestApp(t, { store: storeA, config }),
      await buildTestApp(t, { store: storeB, config }),
    ]
    t.teardown(() => Promise.all(apps.map((app) => app.close())))
    const seatCount = 6

    const responses = await Promise.all(
      Array.from({ length: 120 }, (_, i) =>
        apps[i % 2].inject({
          method: 'POST',
          url: '/api/tables/1/sit',
          headers: BEARER,
          payload: { playerId: `player-${i}`, buyInAmount: (1000 + i) / 100 },
        }),
      ),
    )
    const acks = responses.filter((r) => r.statusCode === 200).map((r) => r.json())
    const refused = responses.filter((r) => r.statusCode === 409)
    t.equal(acks.length, seatCount)
    t.same(
      acks.map((a) => a.seatId).sort((x, y) => x - y),
      [1, 2, 3, 4, 5, 6],
    )
    t.ok(acks.every((a) => a.acknowledgement === 'ACK'))
    t.equal(refused.length, 120 - seatCount, 'every other request is 409')
    t.ok(
      refused.every((r) => typeof r.json().error === 'string'),
      '409 bodies are {"error": ...}',
    )

    const tables = await Promise.all(
      apps.map((app) => app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })),
    )
    t.same(tables[0].json(), tables[1].json(), 'both instances see the same table')
    t.equal(tables[0].json().seats.length, seatCount)

    const retried = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        apps[i % 2].inject({
          method: 'POST',
          url: '/api/tables/2/sit',
          headers: { ...BEARER, 'idempotency-key': 'one-buy-in' },
          payload: { playerId: 'ann', buyInAmount: 12.34 },
        }),
      ),
    )
    t.same(
      new Set(retried.map((r) => `${r.statusCode} ${r.body}`)).size,
      1,
      'every retry on either instance got one answer',
    )
    t.same(retried[0].json(), { acknowledgement: 'ACK', seatId: 1, seatBalance: 12.34 })
  })

  t.test('an ACKed sit survives SIGKILL of the server right after the ACK', async (t) => {
    const schema = await db.createSchema()
    const env = { STORE: 'postgres', DATABASE_URL: urlWithSchema(db.url, schema) }
    const first = await startServer(t, env)
    t.equal((await call(first.base, 'GET', '/api/health')).status, 200)
    t.same((await call(first.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 100.5 })).body, {
      acknowledgement: 'ACK',
      seatId: 1,
      seatBalance: 100.5,
    })
    const ack = await call(first.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 0.25 })
    first.child.kill('SIGKILL')
    t.same(ack.body, { acknowledgement: 'ACK', seatId: 1, seatBalance: 100.75 })
    t.match(await first.exited, { signal: 'SIGKILL' })

    const second = await startServer(t, env)
    t.same((await call(second.base, 'GET', '/api/tables/1')).body, {
      tableId: 1,
      seatCount: 6,
      seats: [{ seatId: 1, playerId: 'ann', seatBalance: 100.75 }],
    })
    t.same((await call(second.base, 'POST', '/api/tables/1/sit', { playerId: 'bob', buyInAmount: 1 })).body, {
      acknowledgement: 'ACK',
      seatId: 2,
      seatBalance: 1,
    })
    // The server hands the store its metrics: a state read of a game this instance started says where its bets came
    // from.
    t.equal(
      (await call(second.base, 'POST', '/api/tables/1/advance', { playerId: 'ann', from: 'STATUS_SETUP' })).status,
      200,
    )
    t.equal((await call(second.base, 'GET', '/api/tables/1/state')).status, 200)
    const metrics = await (await fetch(`${second.base}/metrics`)).text()
    t.match(metrics, /^hand_odds_game_bets_total\{source="kept"\} 1$/m, 'the bets it kept, counted')
    second.child.kill('SIGTERM')
    t.match(await second.exited, { code: 0 }, 'SIGTERM shuts down cleanly')
  })

  t.test(
    'a database outage: 503 at the store deadlines, the process survives, 200 again when it is back',
    { timeout: 90_000 },
    async (t) => {
      const schema = await db.createSchema()
      const proxy = await startTcpProxy(db.url)
      t.teardown(() => proxy.close())
      const proxied = new URL(urlWithSchema(db.url, schema))
      proxied.host = `127.0.0.1:${proxy.port}`
      const server = await startServer(t, {
        STORE: 'postgres',
        DATABASE_URL: proxied.toString(),
        SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      })
      t.equal((await call(server.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 1 })).status, 200)

      for (const mode of ['refuse', 'hang'] as const) {
        await proxy.setMode(mode)
        const health = await call(server.base, 'GET', '/api/health')
        t.equal(health.status, 503, `${mode}: health is 503`)
        t.match(health.body, {
          status: 'unavailable',
          store: { name: 'postgres', ok: false, detail: /PostgreSQL is unreachable/ },
        })
        t.notMatch(JSON.stringify(health.body), /odds:odds|password/, 'no secret in the body')

        const sit = await call(server.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 1 })
        t.equal(sit.status, 503, `${mode}: sit is 503`)
        t.match(sit.body, { error: /PostgreSQL is unavailable/ })
        t.equal((await call(server.base, 'GET', '/api/tables/1')).status, 503, `${mode}: table read is 503`)

        await proxy.setMode('forward')
        await eventually(
          5_000,
          async () => (await call(server.base, 'GET', '/api/health')).status === 200,
          'health 200 after recovery',
        )
        t.equal((await call(server.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 1 })).status, 200)
      }

      t.same(
        (await call(server.base, 'GET', '/api/tables/1')).body.seats,
        [{ seatId: 1, playerId: 'ann', seatBalance: 3 }],
        'refused sits changed nothing',
      )
      t.equal(server.child.exitCode, null, 'the server never exited')
      t.notMatch(server.output(), /uncaught|unhandled/i)
    },
  )

  t.test(
    'DATABASE_POOL_MAX bounds the connections an instance opens; DATABASE_CONNECT_TIMEOUT_MS ends the waits for one',
    { timeout: 90_000 },
    async (t) => {
      // Eight sits at once while the database hangs: each holds or waits for a connection until the connect deadline
      // ends it with 503. Two instances alike but for the pool's size. Besides its pool an instance holds its event
      // listener's connection; and as the deadline ends the hung connections, the pool may open one for a waiting sit
      // before the proxy has seen an old one close. So a pool of 6 fills (at least 7 open at once), and a pool of 2
      // never has more than 5 open (the default pool of 10 has 11).
      const mostOpenWith = async (poolMax: number) => {
        const schema = await db.createSchema()
        const proxy = await startTcpProxy(db.url)
        t.teardown(() => proxy.close())
        const proxied = new URL(urlWithSchema(db.url, schema))
        proxied.host = `127.0.0.1:${proxy.port}`
        const server = await startServer(t, {
          STORE: 'postgres',
          DATABASE_URL: proxied.toString(),
          DATABASE_POOL_MAX: String(poolMax),
          DATABASE_CONNECT_TIMEOUT_MS: '500',
          DATABASE_STATEMENT_TIMEOUT_MS: '1000',
        })
        t.equal(
          (await call(server.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 1 })).status,
          200,
          `pool of ${poolMax}: a sit`,
        )
        await proxy.setMode('hang')
        proxy.takeMostOpen()
        const sits = await Promise.all(
          Array.from({ length: 8 }, (_, i) =>
            call(server.base, 'POST', `/api/tables/${i + 2}/sit`, { playerId: 'bob', buyInAmount: 1 }),
          ),
        )
        t.same(
          sits.map((sit) => sit.status),
          Array(8).fill(503),
          `pool of ${poolMax}: every sit while the database hangs is 503`,
        )
        const most = proxy.takeMostOpen()
        await proxy.setMode('forward')
        await eventually(
          10_000,
          async () => (await call(server.base, 'GET', '/api/health')).status === 200,
          'health 200 after the hang',
        )
        t.equal(
          (await call(server.base, 'POST', '/api/tables/9/sit', { playerId: 'bob', buyInAmount: 1 })).status,
          200,
          `pool of ${poolMax}: a sit once the database answers`,
        )
        server.child.kill('SIGTERM')
        await server.exited
        return most
      }
      const [two, six] = [await mostOpenWith(2), await mostOpenWith(6)]
      t.ok(
        two >= 3 && two <= 5,
        `a pool of 2: ${two} connections open at once (3 to 5: the pool, the listener, some on their way out)`,
      )
      t.ok(six >= 7, `a pool of 6: ${six} connections open at once (the pool filled, and the listener)`)
    },
  )

  t.test(
    'start-up with the database unreachable exits non-zero without printing the password',
    { timeout: 30_000 },
    async (t) => {
      const port = await freePort()
      const { output, exited } = spawnServer({
        STORE: 'postgres',
        DATABASE_URL: 'postgres://odds:s3cret-pw@127.0.0.1:1/x',
        PORT: String(port),
      })
      const result = await exited
      t.not(result.code, 0, 'exit code is not 0')
      t.match(output(), /PostgreSQL is unavailable/)
      t.notMatch(output(), /s3cret/)
    },
  )
}
