// The one error handler: every error is {"error": message} with the right status; faults are generic and logged.

import { Writable } from 'node:stream'
import pino from 'pino'
import t from 'tap'
import { AUTH, buildTestApp } from '../helpers/app.ts'

t.test('unknown route: 404', async (t) => {
  const app = await buildTestApp(t)
  const response = await app.inject({ method: 'GET', url: '/api/nothing-here?x=1' })
  t.equal(response.statusCode, 404)
  t.same(response.json(), { error: 'Route GET /api/nothing-here not found.' })
})

t.test('malformed JSON: 400', async (t) => {
  const app = await buildTestApp(t)
  const response = await app.inject({
    method: 'POST',
    url: '/api/deal',
    headers: { ...AUTH, 'content-type': 'application/json' },
    payload: '{"numberOfHands": ',
  })
  t.equal(response.statusCode, 400)
  t.match(response.json(), { error: /JSON/ })
  t.same(Object.keys(response.json()), ['error'])
})

t.test('a content type other than JSON: 415', async (t) => {
  const app = await buildTestApp(t)
  for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'application/xml']) {
    const response = await app.inject({
      method: 'POST',
      url: '/api/deal',
      headers: { ...AUTH, 'content-type': type },
      payload: 'numberOfHands=4',
    })
    t.equal(response.statusCode, 415, type)
    t.same(response.json(), { error: `Content-Type must be application/json; got ${type}.` })
  }
})

t.test('a body over the limit: 413', async (t) => {
  const app = await buildTestApp(t, { config: { bodyLimitBytes: 2048 } })
  const payload = JSON.stringify({ playerId: 'x'.repeat(5000), buyInAmount: 1 })
  const response = await app.inject({
    method: 'POST',
    url: '/api/tables/1/sit',
    headers: { ...AUTH, 'content-type': 'application/json' },
    payload,
  })
  t.equal(response.statusCode, 413)
  t.same(response.json(), { error: 'Request body is too large: at most 2048 bytes.' })
})

t.test('a fault: 500 with a generic message, no stack, and the fault logged', async (t) => {
  const lines: string[] = []
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) })
  const app = await buildTestApp(t, { logger: pino({ level: 'error' }, sink) })
  app.get('/api/boom', async () => {
    throw new Error('secret internal detail')
  })
  const response = await app.inject({ method: 'GET', url: '/api/boom' })
  t.equal(response.statusCode, 500)
  t.same(response.json(), { error: 'Internal server error.' })
  t.notMatch(response.body, /secret internal detail|at /)
  t.match(lines.join(''), /secret internal detail/, 'the fault is logged')
})

t.test('the Authorization header is never logged', async (t) => {
  const lines: string[] = []
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) })
  const app = await buildTestApp(t, { logger: pino({ level: 'trace' }, sink) })
  await app.inject({ method: 'GET', url: '/api/tables/1', headers: { authorization: 'Bearer very-secret-token' } })
  t.ok(lines.length > 0, 'requests are logged')
  t.notMatch(lines.join(''), /very-secret-token/)
  t.match(lines.join(''), /"reqId"/, 'with a request id')
})

t.test('every answer carries its request id; a short safe caller-supplied X-Request-Id is kept', async (t) => {
  const app = await buildTestApp(t)
  const generated = await app.inject({ method: 'GET', url: '/api/health' })
  t.match(generated.headers['x-request-id'], /^[0-9a-f-]{36}$/)
  const supplied = await app.inject({ method: 'GET', url: '/api/nothing', headers: { 'x-request-id': 'trace-123' } })
  t.equal(supplied.headers['x-request-id'], 'trace-123')
})

t.test('an outage is logged once per period, not once per refused request', async (t) => {
  const { DomainError } = await import('../../src/core/errors.ts')
  const { createMemoryStore } = await import('../../src/store/memory/index.ts')
  const lines: string[] = []
  const sink = new Writable({ write: (chunk, _enc, done) => (lines.push(String(chunk)), done()) })
  const down = {
    ...createMemoryStore(),
    getTable: async () => {
      throw new DomainError(
        'STORE_UNAVAILABLE',
        'PostgreSQL is unavailable (connection lost) while reading a table; retry later.',
      )
    },
    getTableHead: async () => {
      throw new DomainError(
        'STORE_UNAVAILABLE',
        'PostgreSQL is unavailable (connection lost) while reading a table; retry later.',
      )
    },
  }
  const app = await buildTestApp(t, { store: down, logger: pino({ level: 'warn' }, sink) })
  const answers = await Promise.all(
    Array.from({ length: 200 }, () => app.inject({ method: 'GET', url: '/api/tables/1', headers: AUTH })),
  )
  t.ok(
    answers.every((a) => a.statusCode === 503 && a.headers['retry-after'] === '1'),
    'every request is 503 with Retry-After',
  )
  const outage = lines.filter((l) => l.includes('STORE_UNAVAILABLE'))
  t.equal(outage.length, 1, 'one line for 200 refusals within the period')
})

t.test('pg errors that mean the database is unreachable are named as such (503), never a fault', async (t) => {
  const { describeFailure } = await import('../../src/store/postgres/errors.ts')
  t.equal(
    describeFailure(new Error('Client has encountered a connection error and is not queryable')),
    'connection lost',
  )
  t.equal(describeFailure(new Error('Connection terminated unexpectedly')), 'connection lost')
  t.equal(describeFailure(Object.assign(new Error('x'), { code: 'ECONNREFUSED' })), 'connection refused')
  t.equal(
    describeFailure(new Error('duplicate key value violates unique constraint')),
    undefined,
    'a fault stays a fault',
  )
})
