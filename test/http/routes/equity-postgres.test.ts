// POST /api/equity on the PostgreSQL store's app: range equity needs no store, and answers as on the in-memory app.

import t from 'tap'
import { AUTH, buildTestApp } from '../../helpers/app.ts'
import { usePostgres } from '../../helpers/postgres.ts'

const db = await usePostgres(t)

if (db) {
  t.test('the same answer as the in-memory app', async (t) => {
    const payload = { ranges: ['AA', 'KK'], board: [] }
    const onPostgres = await buildTestApp(t, { store: await db.createStore() })
    const inMemory = await buildTestApp(t)
    const [a, b] = await Promise.all(
      [onPostgres, inMemory].map((app) => app.inject({ method: 'POST', url: '/api/equity', headers: AUTH, payload })),
    )
    t.equal(a.statusCode, 200)
    t.same(a.json(), b.json())
    // OMPEval's published counts for AA v KK: 50,371,344 aces, 10,986,372 kings, 285,228 split.
    const total = 50371344 + 10986372 + 285228
    t.equal(a.json().showdowns, total)
    t.equal(a.json().ranges[0].winPercentage, Math.round((50371344 / total) * 1e6) / 1e4)
  })
}
