// One caller cannot deny service to others through the memory store's bounds (tables, Idempotency-Keys), and
// GET /api/health says when the store is at a bound.

import t from 'tap'
import { createMemoryStore } from '../../src/store/memory/index.ts'
import { AUTH, buildTestApp, subjectIsToken } from '../helpers/app.ts'
import { BEARER, call, startServer } from '../helpers/server-process.ts'

t.test(
  'stub mode: an address that opens its share of tables gets 429; other addresses keep sitting at new tables',
  async (t) => {
    const store = createMemoryStore({ maxTables: 40, maxTablesPerCaller: 10 })
    t.teardown(() => store.close())
    const app = await buildTestApp(t, { store })
    const sit = (tableId: number, remoteAddress: string, headers = {}) =>
      app.inject({
        method: 'POST',
        url: `/api/tables/${tableId}/sit`,
        headers: { ...AUTH, ...headers },
        remoteAddress,
        payload: { playerId: `p-${remoteAddress}`, buyInAmount: 5 },
      })
    for (let tableId = 1; tableId <= 10; tableId++) t.equal((await sit(tableId, '10.0.0.1')).statusCode, 200)
    const refused = await sit(11, '10.0.0.1')
    t.equal(refused.statusCode, 429)
    t.match(refused.json().error, /^You have opened 10 tables, the most one caller may hold/)
    t.equal(refused.headers['retry-after'], '60')
    const create = await app.inject({ method: 'POST', url: '/api/tables', headers: AUTH, remoteAddress: '10.0.0.1' })
    t.equal(create.statusCode, 429, 'creating a table counts too')
    t.same(
      (await app.inject({ method: 'GET', url: '/api/tables/11', headers: AUTH })).json().seats,
      [],
      'the refused sit changed nothing',
    )
    t.equal((await sit(11, '10.0.0.2')).statusCode, 200, 'another address sits at a new table')
    t.equal((await sit(1, '10.0.0.1')).statusCode, 200, 'the first address still tops up at its own tables')
    const health = await app.inject({ method: 'GET', url: '/api/health' })
    t.equal(health.json().status, 'ok', 'one caller at its share does not put the store at its bound')
  },
)

t.test('verified tokens: the share is per subject, from any number of addresses', async (t) => {
  const app = await buildTestApp(t, { store: createMemoryStore({ maxTablesPerCaller: 5 }), verifier: subjectIsToken })
  const sitAs = (sub: string, tableId: number, remoteAddress: string) =>
    app.inject({
      method: 'POST',
      url: `/api/tables/${tableId}/sit`,
      headers: { authorization: `Bearer ${sub}` },
      remoteAddress,
      payload: { playerId: sub, buyInAmount: 1 },
    })
  const codes: number[] = []
  for (let i = 1; i <= 8; i++) codes.push((await sitAs('mallory', i, `10.9.0.${i}`)).statusCode)
  t.same(codes, [200, 200, 200, 200, 200, 429, 429, 429])
  t.equal((await sitAs('alice', 6, '10.9.0.1')).statusCode, 200, 'alice, on one of the same addresses, opens a table')
})

t.test("Idempotency-Keys: a caller at its share gets 429 for new keys; others' keyed sits go on", async (t) => {
  const app = await buildTestApp(t, {
    store: createMemoryStore({ maxIdempotencyKeysPerCaller: 20 }),
    verifier: subjectIsToken,
  })
  const keyedSit = (sub: string, key: string) =>
    app.inject({
      method: 'POST',
      url: '/api/tables/1/sit',
      headers: { authorization: `Bearer ${sub}`, 'idempotency-key': key },
      payload: { playerId: sub, buyInAmount: 1 },
    })
  for (let i = 0; i < 20; i++) t.equal((await keyedSit('mallory', `k${i}`)).statusCode, 200)
  const refused = await keyedSit('mallory', 'k20')
  t.equal(refused.statusCode, 429)
  t.match(refused.json().error, /^You hold 20 Idempotency-Keys, the most one caller may/)
  t.equal((await keyedSit('mallory', 'k3')).statusCode, 200, 'a retry with a held key is still answered')
  t.equal((await keyedSit('alice', 'k20')).statusCode, 200, 'another caller keeps its keyed, safe retries')
  const table = (
    await app.inject({ method: 'GET', url: '/api/tables/1', headers: { authorization: 'Bearer mallory' } })
  ).json()
  t.same(
    table.seats.find((s: { playerId?: string }) => s.playerId === 'mallory')?.seatBalance,
    20,
    'the replay paid nothing twice, the refusal nothing at all',
  )
})

t.test('health: "degraded" (200) naming the bound while the store is at one', async (t) => {
  const app = await buildTestApp(t, { store: createMemoryStore({ maxTables: 3 }) })
  for (const address of ['10.1.1.1', '10.1.1.2', '10.1.1.3']) {
    t.equal(
      (await app.inject({ method: 'POST', url: '/api/tables', headers: AUTH, remoteAddress: address })).statusCode,
      201,
    )
  }
  const health = await app.inject({ method: 'GET', url: '/api/health' })
  t.equal(health.statusCode, 200)
  t.match(health.json(), {
    status: 'degraded',
    store: {
      name: 'memory',
      ok: true,
      atBound: true,
      detail: 'The store is at its bound of 3 tables: new tables are refused.',
    },
  })
  const full = await app.inject({ method: 'POST', url: '/api/tables', headers: AUTH, remoteAddress: '10.1.1.4' })
  t.equal(full.statusCode, 503)
  t.equal(full.headers['retry-after'], '1')
})

t.test('the server takes the shares from CALLER_MAX_TABLES and CALLER_MAX_IDEMPOTENCY_KEYS', async (t) => {
  // Load shedding off: the suite's own load on 2 cores could trip it in this process (it has tests of its own).
  const server = await startServer(t, { CALLER_MAX_TABLES: '2', CALLER_MAX_IDEMPOTENCY_KEYS: '1', RATE_LIMIT_MAX: '0' })
  const statuses: number[] = []
  for (const tableId of [1, 2, 3])
    statuses.push(
      (await call(server.base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'p', buyInAmount: 1 })).status,
    )
  t.same(statuses, [200, 200, 429])
  const keyed = (key: string) =>
    fetch(`${server.base}/api/tables/1/sit`, {
      method: 'POST',
      headers: { ...BEARER, 'content-type': 'application/json', 'idempotency-key': key },
      body: '{"playerId":"p","buyInAmount":1}',
    })
  t.equal((await keyed('a')).status, 200)
  t.equal((await keyed('b')).status, 429)
  server.child.kill('SIGTERM')
  t.equal((await server.exited).code, 0)
})
