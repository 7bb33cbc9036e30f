// The typed client's followTable against a live service: every event once, in order, across a dropped connection;
// and the state it folds from the events' changes, held to GET /state after every change of whole games, on both
// stores.

import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { followTable, type TableEventData } from '../../src/client/index.ts'
import { publicChangeView } from '../../src/http/game-views.ts'
import { buildTestApp, subjectIsToken } from '../helpers/app.ts'
import { usePostgres } from '../helpers/postgres.ts'

t.test(
  'followTable resumes after a drop from the last event: nothing missed, nothing twice',
  { timeout: 30_000 },
  async (t) => {
    const app = await buildTestApp(t, {
      config: { live: { clockPollMs: 50, maxStreams: 100, maxStreamsPerCaller: 5, keepAliveMs: 15_000 } },
    })
    const base = await app.listen({ host: '127.0.0.1', port: 0 })
    const sit = (playerId: string) =>
      fetch(`${base}/api/tables/1/sit`, {
        method: 'POST',
        headers: { authorization: 'Bearer x', 'content-type': 'application/json' },
        body: JSON.stringify({ playerId, buyInAmount: 1 }),
      })
    // A fetch whose first stream breaks after its third message, as a dropped connection would.
    let connections = 0
    const sentHeaders: Array<string | null> = []
    const breaking: typeof fetch = async (input, init) => {
      connections += 1
      sentHeaders.push(new Headers(init?.headers).get('last-event-id'))
      const response = await fetch(input, init)
      if (connections > 1 || !response.body) return response
      let messages = 0
      const cut = response.body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          transform(chunk, controller) {
            messages += new TextDecoder().decode(chunk).split('\n\n').length - 1
            controller.enqueue(chunk)
            if (messages >= 4) controller.error(new Error('connection dropped'))
          },
        }),
      )
      return new Response(cut, { status: response.status, headers: response.headers })
    }
    await sit('p0')
    const seen: TableEventData[] = []
    const drops: unknown[] = []
    const abort = new AbortController()
    const following = followTable({
      baseUrl: base,
      tableId: 1,
      token: 'x',
      onEvent: (e) => seen.push(e),
      signal: abort.signal,
      fetch: breaking,
      retryMs: 50,
      onDrop: (e) => drops.push(e),
    })
    for (let i = 1; i <= 8; i++) {
      await sit(`p${i % 3}`)
      await new Promise((resolve) => setTimeout(resolve, 30))
    }
    for (let wait = 0; wait < 100 && seen.at(-1)?.eventId !== 9; wait++)
      await new Promise((resolve) => setTimeout(resolve, 50))
    abort.abort()
    await following
    t.ok(drops.length >= 1, 'the connection dropped once')
    t.equal(sentHeaders[0], null, 'the first connection asks for a snapshot')
    t.match(sentHeaders[1], /^\d+$/, 'the reconnect sends Last-Event-ID')
    t.equal(seen[0].type, 'snapshot')
    t.same(
      seen.map((e) => e.eventId),
      Array.from({ length: 10 - seen[0].eventId }, (_, i) => seen[0].eventId + i),
      'every event once, in order',
    )
    t.equal(seen.at(-1)?.state.seats.length, 3)
  },
)

/**
 * Plays whole games at a table while `followTable` follows it, one request at a time; after each, once the follower
 * has the table's last event, the state it folded must be what GET /state answers (but serverTime). `as` is the token
 * the follower and the reader use (with verified tokens, one player's view).
 */
async function playAndCompare(t: Test, app: FastifyInstance, as: string): Promise<number> {
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const send = async (method: string, path: string, body: unknown, token: string) => {
    const response = await fetch(`${base}${path}`, {
      method,
      headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
      body: JSON.stringify(body),
    })
    return { status: response.status, body: (await response.json()) as any }
  }
  const created = await send('POST', '/api/tables', { numberOfHands: 3, numberOfSeats: 3 }, 'ann')
  const tableId = created.body.tableId as number
  let followed: TableEventData | undefined
  const abort = new AbortController()
  const following = followTable({
    baseUrl: base,
    tableId,
    token: as,
    onEvent: (event) => (followed = event),
    signal: abort.signal,
  })
  let compared = 0
  const check = async (what: string) => {
    const response = await fetch(`${base}/api/tables/${tableId}/state`, { headers: { authorization: `Bearer ${as}` } })
    const { serverTime: _, ...state } = (await response.json()) as TableEventData['state']
    for (let wait = 0; wait < 200 && followed?.eventId !== state.eventId; wait++)
      await new Promise((resolve) => setTimeout(resolve, 10))
    const { serverTime: __, ...folded } = followed!.state
    t.same(folded, state, `${what}: the folded state is GET /state`)
    compared++
  }
  await check('before any change')
  for (const [playerId, amount] of [
    ['ann', 40],
    ['bob', 30],
    ['cy', 20],
    ['ann', 5],
  ] as const) {
    await send('POST', `/api/tables/${tableId}/sit`, { playerId, buyInAmount: amount }, playerId)
    await check(`${playerId} sits`)
  }
  for (let game = 1; game <= 3; game++) {
    const hole = await send('POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from: 'STATUS_SETUP' }, 'ann')
    await check(`game ${game} starts`)
    let stageState = hole.body
    for (const [stage, from] of [
      [0, 'STATUS_HOLE'],
      [1, 'STATUS_FLOP'],
      [2, 'STATUS_TURN'],
    ] as const) {
      const offered = stageState.handOdds
        .filter((p: any) => p.bettingStage === stage && p.odds > 0)
        .map((p: any) => p.handIndex)
      for (const [i, playerId] of ['ann', 'bob', 'cy', 'bob'].entries()) {
        if (offered.length === 0) break
        const placed = await send(
          'POST',
          `/api/tables/${tableId}/bets`,
          { playerId, gameId: game, bettingStage: stage, handIndex: offered[i % offered.length], betAmount: 0.5 + i },
          playerId,
        )
        await check(`game ${game} stage ${stage}: ${playerId} bets`)
        if (i === 3 && placed.status === 200) {
          await fetch(`${base}/api/tables/${tableId}/bets/${placed.body.betId}?playerId=bob`, {
            method: 'DELETE',
            headers: { authorization: 'Bearer bob' },
          })
          await check(`game ${game} stage ${stage}: bob cancels`)
        }
      }
      stageState = (await send('POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from }, 'ann')).body
      await check(`game ${game}: the step from ${from}`)
    }
    await send('POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from: 'STATUS_RIVER' }, 'ann')
    await check(`game ${game} ends`)
  }
  await send('POST', `/api/tables/${tableId}/leave`, { playerId: 'cy' }, 'cy')
  await check('cy leaves')
  abort.abort()
  await following
  return compared
}

t.test(
  "followTable folds each event's change into the state: after every change of three whole games, GET /state",
  { timeout: 120_000 },
  async (t) => {
    const stub = await playAndCompare(t, await buildTestApp(t), 'x')
    t.ok(stub > 40, `${stub} states compared (stub tokens: everyone's bets)`)
    const verified = await playAndCompare(t, await buildTestApp(t, { verifier: subjectIsToken }), 'bob')
    t.ok(verified > 40, `${verified} states compared (verified tokens: bob's own bets, other seats without their ids)`)
  },
)

t.test('the same on PostgreSQL', { timeout: 120_000 }, async (t) => {
  const db = await usePostgres(t)
  if (!db) return
  const store = await db.createStore({ eventChange: publicChangeView })
  const compared = await playAndCompare(t, await buildTestApp(t, { store, verifier: subjectIsToken }), 'bob')
  t.ok(compared > 40, `${compared} states compared`)
})
