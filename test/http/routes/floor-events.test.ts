// The operator's stream of every table (GET /api/operator/events): operator rights only, by header or single-use
// ticket; each table's events in order with its tableId, as an operator sees them; folded into states read once, they
// give the states GET /api/tables/{tableId}/state shows. And an operator's ticket for one table's stream keeps the
// operator's view.

import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { foldTableEvent } from '../../../src/client/table-view.js'
import { buildTestApp, subjectIsToken, type TestAppOverrides } from '../../helpers/app.ts'
import { openSse, type SseStream } from '../../helpers/sse.ts'

const LIVE = { clockPollMs: 50, maxStreams: 100, maxStreamsPerCaller: 3, keepAliveMs: 15_000 }
const OPERATOR = 'operator-token-for-the-floor-stream-tests'

async function listening(t: Test, overrides: TestAppOverrides = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildTestApp(t, {
    ...overrides,
    config: { live: LIVE, operator: { token: OPERATOR, role: 'operator' }, ...overrides.config },
  })
  return { app, base: await app.listen({ host: '127.0.0.1', port: 0 }) }
}

async function call(base: string, method: string, path: string, body: unknown, token: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: {
      authorization: `Bearer ${token}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  })
  return { status: response.status, body: (await response.json().catch(() => undefined)) as any }
}

/** Waits until the stream's messages satisfy `done` (checked as each arrives). */
async function until(stream: SseStream, done: () => boolean, ms = 15_000): Promise<void> {
  const deadline = Date.now() + ms
  while (!done()) {
    if (Date.now() > deadline)
      throw new Error(`timed out; messages so far: ${stream.messages.map((m) => m.event).join(',')}`)
    await stream.next(() => true, deadline - Date.now(), stream.messages.length).catch(() => {})
  }
}

t.test("operator rights only: by header, or a ticket from the operator (single use, not a table's)", async (t) => {
  const { base } = await listening(t)
  t.equal((await fetch(`${base}/api/operator/events`)).status, 401, 'no token')
  const player = await fetch(`${base}/api/operator/events`, { headers: { authorization: 'Bearer any-stub-token' } })
  t.equal(player.status, 403, 'a token without operator rights')
  t.same(await player.json(), {
    error: 'Operator rights are required: a verified token with the operator role, or the operator token.',
  })
  t.equal(
    (await call(base, 'POST', '/api/operator/events/tickets', undefined, 'any-stub-token')).status,
    403,
    'no ticket for a non-operator',
  )

  const tableTicket = await call(base, 'POST', '/api/tables/1/events/tickets', undefined, OPERATOR)
  t.equal(
    (await fetch(`${base}/api/operator/events?ticket=${tableTicket.body.ticket}`)).status,
    401,
    "a table's ticket does not open the floor",
  )
  const ticket = await call(base, 'POST', '/api/operator/events/tickets', undefined, OPERATOR)
  t.equal(ticket.status, 201)
  t.match(ticket.body, { ticket: /^[A-Za-z0-9_-]{43}$/, expiresAt: String })
  const stream = await openSse(`${base}/api/operator/events?ticket=${ticket.body.ticket}`)
  t.equal(stream.status, 200, 'the ticket opens it')
  t.match(stream.headers.get('content-type'), /^text\/event-stream/)
  stream.close()
  const again = await fetch(`${base}/api/operator/events?ticket=${ticket.body.ticket}`)
  t.equal(again.status, 401, 'used once')
  const stubTicket = await call(base, 'POST', '/api/tables/1/events/tickets', undefined, 'any-stub-token')
  t.equal(
    (await fetch(`${base}/api/tables/1/events?ticket=${stubTicket.body.ticket}`)).status,
    200,
    "a table's ticket still opens the table's stream",
  )
  const bad = await fetch(`${base}/api/operator/events?ticket=short`)
  t.equal(bad.status, 400)
  t.same(await bad.json(), { error: 'ticket must be a ticket from POST /api/operator/events/tickets.' })
  // HEAD: the stream's headers, then the end (fetch resolves a HEAD only once the answer is whole).
  const head = await fetch(`${base}/api/operator/events`, {
    method: 'HEAD',
    headers: { authorization: `Bearer ${OPERATOR}` },
    signal: AbortSignal.timeout(5_000),
  })
  t.equal(head.status, 200, 'HEAD: 200')
  t.match(head.headers.get('content-type'), /^text\/event-stream/)
  t.equal(await head.text(), '', 'HEAD: no body')
})

t.test(
  "every table's events, each with its tableId and in order; folded into states read once they give each table's state",
  { timeout: 60_000 },
  async (t) => {
    const { base } = await listening(t, { verifier: subjectIsToken })
    const op = { authorization: `Bearer ${OPERATOR}` }
    const tableIds: number[] = []
    // Three hands: two of the same ranks (about one deal in 130) offer no hand to bet on.
    for (const owner of ['ann', 'bob'])
      tableIds.push(
        (await call(base, 'POST', '/api/tables', { numberOfHands: 3, numberOfSeats: 2 }, owner)).body.tableId,
      )
    const stream = await openSse(`${base}/api/operator/events`, op)
    t.equal(stream.status, 200)
    // A second console at once, by ticket: it is told the same, message for message.
    const ticket = (await call(base, 'POST', '/api/operator/events/tickets', undefined, OPERATOR)).body.ticket
    const second = await openSse(`${base}/api/operator/events?ticket=${ticket}`)
    t.equal(second.status, 200)
    // The console's way: read each table's state once, then fold what the stream says.
    const states = new Map<number, any>()
    for (const tableId of tableIds)
      states.set(tableId, (await call(base, 'GET', `/api/tables/${tableId}/state`, undefined, OPERATOR)).body)

    for (const [i, tableId] of tableIds.entries()) {
      for (const player of ['ann', 'bob'])
        await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: player, buyInAmount: 10 + i }, player)
      const hole = await call(
        base,
        'POST',
        `/api/tables/${tableId}/advance`,
        { playerId: 'ann', from: 'STATUS_SETUP' },
        'ann',
      )
      const hand = hole.body.handOdds.find((p: any) => p.bestValue).handIndex
      await call(
        base,
        'POST',
        `/api/tables/${tableId}/bets`,
        { playerId: 'bob', gameId: 1, bettingStage: 0, handIndex: hand, betAmount: 1 },
        'bob',
      )
      await call(
        base,
        'POST',
        `/api/tables/${tableId}/bets`,
        { playerId: 'ann', gameId: 1, bettingStage: 0, handIndex: hand, betAmount: 2 },
        'ann',
      )
      await call(base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from: 'STATUS_HOLE' }, 'ann')
    }
    const fresh = new Map<number, any>()
    for (const tableId of tableIds)
      fresh.set(tableId, (await call(base, 'GET', `/api/tables/${tableId}/state`, undefined, OPERATOR)).body)
    await until(stream, () =>
      tableIds.every((id) =>
        stream.messages.some(
          (m) => JSON.parse(m.data).tableId === id && JSON.parse(m.data).eventId === fresh.get(id).eventId,
        ),
      ),
    )
    stream.close()
    await until(second, () => second.messages.length >= stream.messages.length)
    second.close()
    t.same(
      second.messages.map((m) => [m.event, m.data]),
      stream.messages.map((m) => [m.event, m.data]),
      'the second console was told the same, message for message',
    )

    for (const tableId of tableIds) {
      const events = stream.messages
        .map((m) => ({ event: m.event, id: m.id, data: JSON.parse(m.data) }))
        .filter((m) => m.data.tableId === tableId)
      t.ok(
        events.every((m) => m.id === undefined && m.event === m.data.type),
        `table ${tableId}: no SSE id (ids are per table), the event named by its type`,
      )
      const ids = events.map((m) => m.data.eventId)
      t.same(
        ids,
        Array.from({ length: ids.length }, (_, i) => states.get(tableId).eventId + 1 + i),
        `table ${tableId}: every event after the state read, in order, none twice`,
      )
      let state = states.get(tableId)
      for (const { data } of events) state = foldTableEvent(state, data)
      const { serverTime: _a, ...folded } = state
      const { serverTime: _b, ...read } = fresh.get(tableId)
      t.same(folded, read, `table ${tableId}: the fold is the state as read`)
      t.same(read.bets.map((b: any) => b.playerId).sort(), ['ann', 'bob'], "the operator sees every player's bet")
      t.ok(
        read.seats.every((s: any) => typeof s.playerId === 'string'),
        'and every seat by its player',
      )
    }
  },
)

t.test(
  "an operator's ticket for one table keeps the operator's view (every bet), a player's keeps the player's",
  { timeout: 30_000 },
  async (t) => {
    const { base } = await listening(t, { verifier: subjectIsToken })
    // Three hands: two of the same ranks (about one deal in 130) offer no hand to bet on.
    const tableId = (await call(base, 'POST', '/api/tables', { numberOfHands: 3, numberOfSeats: 2 }, 'ann')).body
      .tableId
    for (const player of ['ann', 'bob'])
      await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: player, buyInAmount: 10 }, player)
    const hole = await call(
      base,
      'POST',
      `/api/tables/${tableId}/advance`,
      { playerId: 'ann', from: 'STATUS_SETUP' },
      'ann',
    )
    const hand = hole.body.handOdds.find((p: any) => p.bestValue).handIndex
    await call(
      base,
      'POST',
      `/api/tables/${tableId}/bets`,
      { playerId: 'bob', gameId: 1, bettingStage: 0, handIndex: hand, betAmount: 1 },
      'bob',
    )
    const snapshots: Record<string, any> = {}
    for (const who of [OPERATOR, 'ann']) {
      const { body } = await call(base, 'POST', `/api/tables/${tableId}/events/tickets`, undefined, who)
      const stream = await openSse(`${base}/api/tables/${tableId}/events?ticket=${body.ticket}`)
      snapshots[who] = JSON.parse((await stream.next((m) => m.event === 'snapshot')).data).state
      stream.close()
    }
    t.same(
      snapshots[OPERATOR].bets.map((b: any) => b.playerId),
      ['bob'],
      "the operator's ticket stream shows bob's bet",
    )
    t.same(snapshots.ann.bets, [], "ann's does not")
  },
)
