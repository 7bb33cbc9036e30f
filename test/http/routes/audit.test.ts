// The audit log over HTTP: operator only; rows for transfers (with their reason), protection changes and tables
// created; filters and pages; CSV that a spreadsheet cannot be tricked by; refused tokens counted per address and
// minute; bad filters refused naming the field.

import type { FastifyInstance } from 'fastify'
import t from 'tap'
import { TokenRejectedError, type TokenVerifier } from '../../../src/ports/token-verifier.ts'
import { createMemoryStore } from '../../../src/store/memory/index.ts'
import { buildTestApp } from '../../helpers/app.ts'

const OPERATOR_TOKEN = 'operator-token-that-is-at-least-32-chars'

const verified: TokenVerifier = {
  mode: 'jwt',
  verify: async (token) => {
    if (token === 'bad') throw new TokenRejectedError('rejected')
    return { verified: true, sub: token }
  },
  close: async () => {},
}

function caller(app: FastifyInstance, token: string) {
  return async (
    method: 'GET' | 'POST' | 'PUT',
    url: string,
    payload?: object,
    headers: Record<string, string> = {},
  ) => {
    const answer = await app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}`, ...headers },
      ...(payload ? { payload } : {}),
    })
    return {
      status: answer.statusCode,
      headers: answer.headers,
      text: answer.body,
      body: String(answer.headers['content-type']).startsWith('application/json') ? answer.json() : undefined,
    }
  }
}

/** A small CSV reader written here (RFC 4180: quoted cells, doubled quotes, CRLF), to check the route's output. */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const c = text[i]
    if (quoted) {
      if (c === '"' && text[i + 1] === '"') (cell += '"'), i++
      else if (c === '"') quoted = false
      else cell += c
    } else if (c === '"') quoted = true
    else if (c === ',') row.push(cell), (cell = '')
    else if (c === '\r' && text[i + 1] === '\n') row.push(cell), rows.push(row), (row = []), (cell = ''), i++
    else cell += c
  }
  return rows
}

t.test('operator only; transfers, limits and tables are rows; filters and pages; CSV', async (t) => {
  const app = await buildTestApp(t, {
    verifier: verified,
    config: { wallet: 'accounts', operator: { token: OPERATOR_TOKEN } },
  })
  const operator = caller(app, OPERATOR_TOKEN)
  const ann = caller(app, 'ann')
  t.equal((await ann('GET', '/api/operator/audit')).status, 403, 'a player reads no audit log')
  t.equal((await app.inject({ method: 'GET', url: '/api/operator/audit' })).statusCode, 401)

  t.equal(
    (
      await operator(
        'POST',
        '/api/operator/players/ann/deposits',
        { amount: 50, reason: 'card payment 7731' },
        { 'idempotency-key': 'd1' },
      )
    ).status,
    200,
  )
  t.equal(
    (
      await operator(
        'POST',
        '/api/operator/players/=HYPERLINK("x")/deposits',
        { amount: 1, reason: 'a, "quoted"\nreason' },
        { 'idempotency-key': 'd2' },
      )
    ).status,
    200,
  )
  t.equal((await ann('PUT', '/api/players/ann/limits', { kind: 'LOSS', period: 'DAY', amount: 20 })).status, 200)
  t.equal((await ann('POST', '/api/tables', { numberOfHands: 2 })).status, 201)

  const all = (await operator('GET', '/api/operator/audit')).body
  t.same(
    all.entries.map((e: { kind: string }) => e.kind),
    ['TABLE_CREATED', 'LIMIT', 'DEPOSIT', 'DEPOSIT'],
  )
  t.match(all.entries[3], {
    actor: 'operator-token',
    playerId: 'ann',
    reason: 'card payment 7731',
    before: { balanceCents: 0 },
    after: { balanceCents: 5_000 },
  })
  t.match(all.entries[1], { actor: 'ann', playerId: 'ann', after: { kind: 'LOSS', period: 'DAY', amountCents: 2_000 } })
  t.match(all.entries[0], { actor: 'sub:ann', tableId: 1, after: { numberOfHands: 2 } })
  t.equal(all.nextCursor, undefined, 'one page')

  t.same((await operator('GET', '/api/operator/audit?playerId=ann&kind=DEPOSIT')).body.entries.length, 1)
  t.same(
    (await operator('GET', '/api/operator/audit?tableId=1')).body.entries.map((e: { kind: string }) => e.kind),
    ['TABLE_CREATED'],
  )
  t.same((await operator('GET', '/api/operator/audit?from=2999-01-01')).body.entries, [])
  t.same((await operator('GET', '/api/operator/audit?to=2000-01-01T00:00:00Z')).body.entries, [])
  const first = (await operator('GET', '/api/operator/audit?limit=3')).body
  t.equal(first.entries.length, 3)
  const second = (await operator('GET', `/api/operator/audit?limit=3&cursor=${first.nextCursor}`)).body
  t.same([...first.entries, ...second.entries], all.entries, 'two pages make the whole')

  const csv = await operator('GET', '/api/operator/audit', undefined, { accept: 'text/csv' })
  t.equal(csv.status, 200)
  t.match(csv.headers['content-type'], /^text\/csv/)
  const rows = parseCsv(csv.text)
  t.same(rows[0], ['auditId', 'at', 'kind', 'actor', 'playerId', 'tableId', 'reason', 'before', 'after'])
  t.equal(rows.length, 5, 'a header and four rows')
  const odd = rows.find((r) => r[6].startsWith('a, '))!
  t.equal(odd[4], `'=HYPERLINK("x")`, 'a player id a spreadsheet would run as a formula is written as text')
  t.equal(odd[6], 'a, "quoted"\nreason', 'commas, quotes and line breaks survive')
  t.same(JSON.parse(odd[8]), { balanceCents: 100, amountCents: 100, entryId: 2 })
  const paged = await operator('GET', '/api/operator/audit?limit=2', undefined, { accept: 'text/csv' })
  t.ok(paged.headers['next-cursor'], 'a CSV page names the next in a header')
  t.equal(
    (await operator('GET', '/api/operator/audit', undefined, { accept: 'application/json, text/csv' })).body.entries
      .length,
    4,
    'JSON when JSON comes first',
  )
})

t.test('bad filters are 400 naming the field; nothing is written by reading', async (t) => {
  const app = await buildTestApp(t, { verifier: verified, config: { operator: { token: OPERATOR_TOKEN } } })
  const operator = caller(app, OPERATOR_TOKEN)
  for (const [query, field] of [
    ['kind=PAYOUT', 'kind'],
    ['from=yesterday', 'from'],
    ['to=2026-13-45T00:00:00Z', 'to'],
    ['tableId=0', 'tableId'],
    ['limit=501', 'limit'],
    ['cursor=zz', 'cursor'],
    ['colour=red', 'colour'],
  ]) {
    const answer = await operator('GET', `/api/operator/audit?${query}`)
    t.equal(answer.status, 400, query)
    t.match(answer.body.error, new RegExp(field), `${query}: the error names ${field}`)
  }
  t.same((await operator('GET', '/api/operator/audit')).body.entries, [])
})

t.test(
  'refused tokens: one row per address and minute with the count, written when the minute is over or at close',
  async (t) => {
    const store = createMemoryStore()
    t.teardown(() => store.close())
    const app = await buildTestApp(t, { store, verifier: verified, config: { operator: { token: OPERATOR_TOKEN } } })
    for (let i = 0; i < 5; i++)
      t.equal(
        (await app.inject({ method: 'GET', url: '/api/players/ann', headers: { authorization: 'Bearer bad' } }))
          .statusCode,
        401,
      )
    for (let i = 0; i < 2; i++) await app.inject({ method: 'GET', url: '/api/players/ann', remoteAddress: '10.1.2.3' })
    const early = await store.listAudit({ limit: 10 })
    const minuteNow = Math.floor(Date.now() / 60_000) * 60_000
    t.ok(
      early.every((r) => Date.parse((r.after as { minute: string }).minute) < minuteNow),
      'nothing of the minute going on is written before it is over',
    )
    await app.close()
    const rows = await store.listAudit({ limit: 10, kind: 'TOKENS_REFUSED' })
    // One row per address and minute (two minutes if the requests happened to straddle one): the counts add up.
    const counts = new Map<string, number>()
    for (const { address, count } of rows.map((r) => r.after as { address: string; count: number }))
      counts.set(address, (counts.get(address) ?? 0) + count)
    t.same([...counts].sort(), [
      ['10.1.2.3', 2],
      ['127.0.0.1', 5],
    ])
    t.ok(rows.length <= 4, 'not one row per refusal')
    t.ok(
      rows.every(
        (r) =>
          r.actor === 'unverified' &&
          /^\d{4}-\d\d-\d\dT\d\d:\d\d:00\.000Z$/.test((r.after as { minute: string }).minute),
      ),
    )
  },
)
