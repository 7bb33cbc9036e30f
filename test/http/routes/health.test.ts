// GET /api/health: public, reports the service and its store; 503 naming the store when it is down.

import t from 'tap'
import type { Store } from '../../../src/ports/store.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { buildTestApp } from '../../helpers/app.ts'

t.test('200 without any Authorization header', async (t) => {
  const app = await buildTestApp(t)
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  t.equal(response.statusCode, 200)
  const body = response.json()
  t.match(body, {
    status: 'ok',
    service: 'hand-odds-service',
    version: /^\d+\.\d+\.\d+/,
    store: { name: 'memory', ok: true },
  })
  t.ok(Math.abs(Date.parse(body.time) - Date.now()) < 60_000, 'time is the server time')
})

t.test('503 saying which store is unreachable', async (t) => {
  const down: Store = {
    ...createMemoryStore(),
    health: async () => ({ name: 'postgres', ok: false, detail: 'PostgreSQL is unreachable.' }),
  }
  const app = await buildTestApp(t, { store: down })
  const response = await app.inject({ method: 'GET', url: '/api/health' })
  t.equal(response.statusCode, 503)
  t.match(response.json(), {
    status: 'unavailable',
    store: { name: 'postgres', ok: false, detail: 'PostgreSQL is unreachable.' },
  })
})
