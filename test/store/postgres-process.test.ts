// The service on PostgreSQL end to end: two instances racing, a SIGKILL after the ACK, a database outage.

import { spawn, type ChildProcess } from 'node:child_process'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import type { FastifyInstance } from 'fastify'
import { AUTH, buildTestApp } from '../helpers/app.js'
import { startTcpProxy, urlWithSchema, usePostgres } from '../helpers/postgres.js'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
const BEARER = { authorization: 'Bearer x' }

const db = await usePostgres(t)

async function freePort(): Promise<number> {
  const server = net.createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as net.AddressInfo
  await new Promise<void>((resolve) => server.close(() => resolve()))
  return port
}

interface RunningServer {
  child: ChildProcess
  base: string
  /** What the server printed so far (for failure messages). */
  output(): string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/** Starts `node --import tsx src/server.ts` (the real node process, so signals reach the server itself). */
function spawnServer(env: Record<string, string>): { child: ChildProcess; output(): string; exited: RunningServer['exited'] } {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: REPO_ROOT,
    env: { ...process.env, NODE_ENV: 'test', AUTH_MODE: 'stub', LOG_LEVEL: 'warn', ODDS_WORKERS: '1', HOST: '127.0.0.1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output: () => output, exited }
}

/** Starts the server on a free port and waits until GET /api/health answers at all (200 or 503). */
async function startServer(t: Test, env: Record<string, string>): Promise<RunningServer> {
  const port = await freePort()
  const { child, output, exited } = spawnServer({ ...env, PORT: String(port) })
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  let gone = false
  void exited.then(() => (gone = true))
  for (;;) {
    if (gone) throw new Error(`the server exited during start-up:\n${output()}`)
    try {
      await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) })
      return { child, base, output, exited }
    } catch {
      if (Date.now() > deadline) throw new Error(`the server did not answer within 30 s:\n${output()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; ms: number }> {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...BEARER, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  return { status: response.status, body: await response.json(), ms: performance.now() - started }
}

/** Repeats `probe` until it returns true or `ms` pass; returns how long it took, or throws. */
async function eventually(ms: number, probe: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

if (db) {
  t.test('two app instances on one database: 120 concurrent sits seat exactly 6', async (t) => {
    const schema = await db.createSchema()
    const [storeA, storeB] = await Promise.all([db.createStore({ schema }), db.createStore({ schema })])
    // Metrics are beside the point here (and two apps in one process share prom-client's default registry).
    const config = { metricsEnabled: false }
    const apps: FastifyInstance[] = [await buildTestApp(t, { store: storeA, config }), await buildTestApp(t, { store: storeB, config })]
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
    t.same(acks.map((a) => a.seatId).sort((x, y) => x - y), [1, 2, 3, 4, 5, 6])
    t.ok(acks.every((a) => a.acknowledgement === 'ACK'))
    t.equal(refused.length, 120 - seatCount, 'every other request is 409')
    t.ok(refused.every((r) => typeof r.json().error === 'string'), '409 bodies are {"error": ...}')

    const tables = await Promise.all(apps.map((app) => app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })))
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
    t.same(new Set(retried.map((r) => `${r.statusCode} ${r.body}`)).size, 1, 'every retry on either instance got one answer')
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
    second.child.kill('SIGTERM')
    t.match(await second.exited, { code: 0 }, 'SIGTERM shuts down cleanly')
  })

  t.test('a database outage: 503 within seconds, the process survives, 200 again when it is back', async (t) => {
    const schema = await db.createSchema()
    const proxy = await startTcpProxy(db.url)
    t.teardown(() => proxy.close())
    const proxied = new URL(urlWithSchema(db.url, schema))
    proxied.host = `127.0.0.1:${proxy.port}`
    const server = await startServer(t, { STORE: 'postgres', DATABASE_URL: proxied.toString() })
    t.equal((await call(server.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 1 })).status, 200)

    for (const mode of ['refuse', 'hang'] as const) {
      await proxy.setMode(mode)
      const health = await call(server.base, 'GET', '/api/health')
      t.equal(health.status, 503, `${mode}: health is 503`)
      t.match(health.body, { status: 'unavailable', store: { name: 'postgres', ok: false, detail: /PostgreSQL is unreachable/ } })
      t.ok(health.ms < 3_000, `${mode}: health answered in ${Math.round(health.ms)} ms`)
      t.notMatch(JSON.stringify(health.body), /odds:odds|password/, 'no secret in the body')

      const sit = await call(server.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 1 })
      t.equal(sit.status, 503, `${mode}: sit is 503`)
      t.match(sit.body, { error: /PostgreSQL is unavailable/ })
      t.ok(sit.ms < 8_000, `${mode}: sit answered in ${Math.round(sit.ms)} ms`)
      t.equal((await call(server.base, 'GET', '/api/tables/1')).status, 503, `${mode}: table read is 503`)

      await proxy.setMode('forward')
      const back = await eventually(
        5_000,
        async () => (await call(server.base, 'GET', '/api/health')).status === 200,
        'health 200 after recovery',
      )
      t.ok(back < 5_000, `${mode}: health 200 again after ${back} ms`)
      t.equal((await call(server.base, 'POST', '/api/tables/1/sit', { playerId: 'ann', buyInAmount: 1 })).status, 200)
    }

    t.same((await call(server.base, 'GET', '/api/tables/1')).body.seats, [{ seatId: 1, playerId: 'ann', seatBalance: 3 }], 'refused sits changed nothing')
    t.equal(server.child.exitCode, null, 'the server never exited')
    t.notMatch(server.output(), /uncaught|unhandled/i)
  })

  t.test('start-up with the database unreachable exits non-zero quickly without printing the password', async (t) => {
    const port = await freePort()
    const started = Date.now()
    const { output, exited } = spawnServer({
      STORE: 'postgres',
      DATABASE_URL: 'postgres://odds:s3cret-pw@127.0.0.1:1/x',
      PORT: String(port),
    })
    const result = await exited
    t.not(result.code, 0, 'exit code is not 0')
    t.ok(Date.now() - started < 15_000, `exited after ${Date.now() - started} ms`)
    t.match(output(), /PostgreSQL is unavailable/)
    t.notMatch(output(), /s3cret/)
  })
}
