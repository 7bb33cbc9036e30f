// The typed client's followTable against a live service: every event once, in order, across a dropped connection.

import t from 'tap'
import { followTable, type TableEventData } from '../../src/client/index.ts'
import { buildTestApp } from '../helpers/app.ts'

t.test('followTable resumes after a drop from the last event: nothing missed, nothing twice', { timeout: 30_000 }, async (t) => {
  const app = await buildTestApp(t, { config: { live: { clockPollMs: 50, maxStreams: 100, maxStreamsPerCaller: 5, keepAliveMs: 15_000 } } })
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  const sit = (playerId: string) =>
    fetch(`${base}/api/tables/1/sit`, { method: 'POST', headers: { authorization: 'Bearer x', 'content-type': 'application/json' }, body: JSON.stringify({ playerId, buyInAmount: 1 }) })
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
  const following = followTable({ baseUrl: base, tableId: 1, token: 'x', onEvent: (e) => seen.push(e), signal: abort.signal, fetch: breaking, retryMs: 50, onDrop: (e) => drops.push(e) })
  for (let i = 1; i <= 8; i++) {
    await sit(`p${i % 3}`)
    await new Promise((resolve) => setTimeout(resolve, 30))
  }
  for (let wait = 0; wait < 100 && seen.at(-1)?.eventId !== 9; wait++) await new Promise((resolve) => setTimeout(resolve, 50))
  abort.abort()
  await following
  t.ok(drops.length >= 1, 'the connection dropped once')
  t.equal(sentHeaders[0], null, 'the first connection asks for a snapshot')
  t.match(sentHeaders[1], /^\d+$/, 'the reconnect sends Last-Event-ID')
  t.equal(seen[0].type, 'snapshot')
  t.same(seen.map((e) => e.eventId), Array.from({ length: 10 - seen[0].eventId }, (_, i) => seen[0].eventId + i), 'every event once, in order')
  t.equal(seen.at(-1)?.state.seats.length, 3)
})
