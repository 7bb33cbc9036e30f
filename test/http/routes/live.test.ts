// Live tables over a real socket: an AUTO table that runs by itself on real time, its event stream (order, resume,
// tickets, shares, privacy, its framing over HTTP/1.1, HTTP/1.0 and HEAD), and a scan of a whole game's stream for
// anything shown before its stage.

import net from 'node:net'
import type { FastifyInstance } from 'fastify'
import t, { type Test } from 'tap'
import { AUTH, buildTestApp, subjectIsToken, type TestAppOverrides } from '../../helpers/app.ts'
import { dataOf, foldedStates, nextState, openSse } from '../../helpers/sse.ts'

const LIVE = { clockPollMs: 50, maxStreams: 100, maxStreamsPerCaller: 3, keepAliveMs: 15_000 }

async function listening(t: Test, overrides: TestAppOverrides = {}): Promise<{ app: FastifyInstance; base: string }> {
  const app = await buildTestApp(t, { ...overrides, config: { live: LIVE, ...overrides.config } })
  const base = await app.listen({ host: '127.0.0.1', port: 0 })
  return { app, base }
}

async function call(base: string, method: string, path: string, body?: unknown, token = 'test-token') {
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

t.test(
  'an AUTO table runs by itself on real time, and its stream shows every change in order with nothing before its stage',
  { timeout: 60_000 },
  async (t) => {
    const { base } = await listening(t)
    const created = await call(base, 'POST', '/api/tables', {
      numberOfHands: 3,
      numberOfSeats: 2,
      mode: 'AUTO',
      bettingSeconds: 3,
      revealSeconds: 1,
    })
    t.equal(created.status, 201)
    t.match(created.body.settings, { mode: 'AUTO', skipTurn: false, bettingSeconds: 3, revealSeconds: 1 })
    const tableId = created.body.tableId as number
    const stream = await openSse(`${base}/api/tables/${tableId}/events`, AUTH)
    const states = foldedStates(stream)
    const stage = (gameState: string, gameId?: number) =>
      nextState(
        stream,
        states,
        (state, m) =>
          m.event === 'stage' && state.gameState === gameState && (gameId === undefined || state.gameId === gameId),
      )
    t.equal(stream.status, 200)
    t.match(stream.headers.get('content-type'), /^text\/event-stream/)
    const snapshot = await stream.next()
    t.equal(snapshot.event, 'snapshot')
    t.equal(dataOf(snapshot).state.gameState, 'STATUS_SETUP')

    t.equal((await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 50 })).status, 200)
    t.equal((await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'bob', buyInAmount: 50 })).status, 200)
    const hole = await stage('STATUS_HOLE')
    t.equal(hole.state.gameId, 1, 'a game started by itself once players sat')
    t.equal(
      Date.parse(hole.state.stageEndsAt!) - Date.parse(hole.state.serverTime),
      3_000,
      'the stage ends bettingSeconds after it opened',
    )

    const manual = await call(base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from: 'STATUS_HOLE' })
    t.equal(manual.status, 409)
    t.match(manual.body.error, /runs on its clock \(mode AUTO\)/)

    const pick = hole.state.handOdds.find((panel) => panel.bettingStage === 0 && panel.bestValue)!
    const bet = await call(base, 'POST', `/api/tables/${tableId}/bets`, {
      playerId: 'ann',
      gameId: 1,
      bettingStage: 0,
      handIndex: pick.handIndex,
      betAmount: 5,
    })
    t.equal(bet.status, 200)
    const betEvent = await nextState(stream, states, (_, m) => m.event === 'bet')
    t.same(
      Object.keys(dataOf(betEvent.message).change).sort(),
      ['bet', 'seat', 'totals'],
      'the bet event carries the bet, its seat and the totals, nothing else',
    )
    t.same(
      betEvent.state.bets.map((b) => b.betId),
      [bet.body.betId],
      "folded in, the bet is in the table's state",
    )

    // Both players ready: the hole stage closes before its deadline.
    t.equal(
      (await call(base, 'POST', `/api/tables/${tableId}/ready`, { playerId: 'ann', gameId: 1, bettingStage: 0 }))
        .status,
      200,
    )
    const ready = await call(base, 'POST', `/api/tables/${tableId}/ready`, {
      playerId: 'bob',
      gameId: 1,
      bettingStage: 0,
    })
    t.same(ready.body.readySeats, [1, 2])
    const flop = await stage('STATUS_FLOP')
    t.ok(
      Date.parse(dataOf(flop.message).at) < Date.parse(hole.state.stageEndsAt!),
      'closed early, before its deadline, once everyone was ready',
    )
    const late = await call(base, 'POST', `/api/tables/${tableId}/ready`, {
      playerId: 'ann',
      gameId: 1,
      bettingStage: 0,
    })
    t.equal(late.status, 409, 'a ready for a closed stage is refused')

    // The flop and the turn close at their deadlines, the river stands revealSeconds, and the next game starts.
    const turn = await stage('STATUS_TURN')
    t.ok(
      Date.parse(dataOf(turn.message).at) >= Date.parse(flop.state.stageEndsAt!),
      'the flop closed at its deadline, not before',
    )
    const river = await stage('STATUS_RIVER')
    t.ok(
      river.state.bets.every((b) => b.status === 'WON' || b.status === 'LOST'),
      'the river settled the bet',
    )
    const next = await stage('STATUS_HOLE', 2)
    t.equal(next.state.bets.length, 0, 'the next game started by itself, with no bets yet')
    stream.close()

    // Every event, in order, numbered without gaps; folded in, each the state right after it.
    const ids = stream.messages.map((m) => Number(m.id))
    t.same(
      ids,
      ids.map((_, i) => ids[0] + i),
      'event ids without gaps',
    )
    const all = states()
    stream.messages.forEach((message, i) =>
      t.equal(all[i].eventId, Number(message.id), `event ${message.id}: folded in, the table after it`),
    )

    // Nothing before its stage: the cards of game 1's board appear only once revealed, its seed only in the river's
    // event.
    const record = await call(base, 'GET', `/api/tables/${tableId}/games/1`)
    const board: string[] = record.body.board
    stream.messages.forEach((message, i) => {
      const view = all[i]
      if (view.gameId !== 1) return
      for (const card of board.slice(view.board.length))
        t.notOk(message.data.includes(`"${card}"`), `event ${message.id} (${view.gameState}): ${card} not shown yet`)
      t.equal(
        message.data.includes(record.body.serverSeed),
        message === river.message,
        `event ${message.id}: the seed only in the river's event`,
      )
    })
  },
)

t.test(
  'resume: Last-Event-ID gets every later event once, the same as first sent; an unknown one gets a snapshot',
  { timeout: 30_000 },
  async (t) => {
    const { base } = await listening(t)
    const { body } = await call(base, 'POST', '/api/tables', { numberOfHands: 2, numberOfSeats: 6 })
    const tableId = body.tableId
    const first = await openSse(`${base}/api/tables/${tableId}/events`, AUTH)
    const firstStates = foldedStates(first)
    await first.next()
    for (let i = 0; i < 5; i++)
      await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: `p${i}`, buyInAmount: 10 })
    await first.next((m) => m.id === '6')
    first.close()
    // Changes while nobody watches; then a resume from event 3, onto the state the first stream had folded by then.
    await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'p9', buyInAmount: 10 })
    const resumed = await openSse(`${base}/api/tables/${tableId}/events`, { ...AUTH, 'last-event-id': '3' })
    const resumedStates = foldedStates(
      resumed,
      firstStates().find((state) => state.eventId === 3),
    )
    await resumed.next((m) => m.id === '7')
    await call(base, 'POST', `/api/tables/${tableId}/leave`, { playerId: 'p9' })
    await resumed.next((m) => m.id === '8')
    resumed.close()
    t.same(
      resumed.messages.map((m) => m.id),
      ['4', '5', '6', '7', '8'],
      'every event after 3, once, then the live ones',
    )
    t.same(
      resumedStates().map((state) => state.seats.length),
      [3, 4, 5, 6, 5],
      'folded in: a seat each, then the leave',
    )
    const first4to6 = first.messages.filter((m) => ['4', '5', '6'].includes(m.id!)).map((m) => m.data)
    t.same(
      resumed.messages.slice(0, 3).map((m) => m.data),
      first4to6,
      'the same events as first sent',
    )
    const ahead = await openSse(`${base}/api/tables/${tableId}/events`, { ...AUTH, 'last-event-id': '999' })
    const snapshot = await ahead.next()
    ahead.close()
    t.equal(snapshot.event, 'snapshot', 'an event id the table never had: a fresh snapshot')
    t.equal(snapshot.id, '8')
    t.same(dataOf(snapshot).state.seats.length, 5, 'the snapshot is the table as it is')
    const bad = await fetch(`${base}/api/tables/${tableId}/events`, { headers: { ...AUTH, 'last-event-id': 'x1' } })
    t.equal(bad.status, 400)
    t.same(await bad.json(), { error: 'Last-Event-ID must be an event number.' })
  },
)

t.test(
  'an instance holds at most STREAMS_MAX streams (503 beyond); a quiet stream carries a keep-alive comment',
  async (t) => {
    const { base } = await listening(t, {
      config: { live: { ...LIVE, maxStreams: 2, maxStreamsPerCaller: 10, keepAliveMs: 100 } },
    })
    const open = await Promise.all([1, 2].map((table) => openSse(`${base}/api/tables/${table}/events`, AUTH)))
    await Promise.all(open.map((s) => s.next()))
    const refused = await fetch(`${base}/api/tables/3/events`, { headers: AUTH })
    t.equal(refused.status, 503)
    t.equal(refused.headers.get('retry-after'), '1')
    t.same(await refused.json(), { error: 'This instance serves the most event streams it allows (2); retry shortly.' })
    await new Promise((resolve) => setTimeout(resolve, 350))
    t.ok(
      open[0].comments.filter((c) => c === ': keep-alive').length >= 2,
      `keep-alive comments on a quiet stream (${open[0].comments.length})`,
    )
    t.equal(open[0].messages.length, 1, 'and no other message')
    for (const s of open) s.close()
  },
)

t.test(
  'tickets: single use, for one table, in place of the header, and HEAD leaves them unused; a token never goes in ' +
    'the URL',
  async (t) => {
    const { base } = await listening(t)
    const issued = await call(base, 'POST', '/api/tables/5/events/tickets')
    t.equal(issued.status, 201)
    t.match(issued.body, { ticket: /^[A-Za-z0-9_-]{43}$/, expiresAt: String })
    t.equal(Date.parse(issued.body.expiresAt) - Date.now() <= 30_000, true, 'expires within 30 s')
    const other = await call(base, 'POST', '/api/tables/6/events/tickets')
    // HEAD opens no stream: it checks the ticket and leaves it for the stream.
    const probe = await fetch(`${base}/api/tables/5/events?ticket=${issued.body.ticket}`, { method: 'HEAD' })
    t.equal(probe.status, 200, 'HEAD with a ticket: the headers')
    t.match(probe.headers.get('content-type'), /^text\/event-stream/)
    t.equal(
      (await fetch(`${base}/api/tables/5/events?ticket=${other.body.ticket}`, { method: 'HEAD' })).status,
      401,
      "HEAD with another table's ticket",
    )
    const stream = await openSse(`${base}/api/tables/5/events?ticket=${issued.body.ticket}`)
    t.equal(stream.status, 200, 'a ticket opens the stream without the header')
    t.equal((await stream.next()).event, 'snapshot')
    stream.close()
    const again = await fetch(`${base}/api/tables/5/events?ticket=${issued.body.ticket}`)
    t.equal(again.status, 401, 'used once')
    t.same(await again.json(), {
      error: 'The ticket is unknown, used, expired or for another table: ask for a new one.',
    })
    t.equal(
      (await fetch(`${base}/api/tables/5/events?ticket=${other.body.ticket}`)).status,
      401,
      "another table's ticket",
    )
    const none = await fetch(`${base}/api/tables/5/events`)
    t.equal(none.status, 401, 'no header and no ticket')
    t.same(await none.json(), { error: 'Missing or invalid Authorization header.' })
  },
)

t.test("a caller's share of streams: beyond it 429, and a closed stream frees its place", async (t) => {
  const { base } = await listening(t)
  const open = await Promise.all([1, 2, 3].map(() => openSse(`${base}/api/tables/1/events`, AUTH)))
  await Promise.all(open.map((s) => s.next()))
  const refused = await fetch(`${base}/api/tables/1/events`, { headers: AUTH })
  t.equal(refused.status, 429)
  t.same(await refused.json(), { error: 'You have 3 event streams open, the most one caller may; close one first.' })
  open[0].close()
  await new Promise((resolve) => setTimeout(resolve, 200))
  const again = await openSse(`${base}/api/tables/1/events`, AUTH)
  t.equal(again.status, 200, 'room again once one closed')
  again.close()
  for (const s of open) s.close()
})

t.test(
  "with verified tokens a player's stream shows other players only by seat, and only their own bets",
  { timeout: 30_000 },
  async (t) => {
    const { base } = await listening(t, { verifier: subjectIsToken })
    // Three hands: two of the same ranks (about one deal in 130) offer no hand to bet on.
    const { body } = await call(base, 'POST', '/api/tables', { numberOfHands: 3, numberOfSeats: 2 }, 'ann')
    const tableId = body.tableId
    await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 10 }, 'ann')
    await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'bob', buyInAmount: 10 }, 'bob')
    const hole = await call(
      base,
      'POST',
      `/api/tables/${tableId}/advance`,
      { playerId: 'ann', from: 'STATUS_SETUP' },
      'ann',
    )
    const annStream = await openSse(`${base}/api/tables/${tableId}/events`, { authorization: 'Bearer ann' })
    const annStates = foldedStates(annStream)
    await annStream.next()
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
    const last = await nextState(annStream, annStates, (state, m) => m.event === 'bet' && state.bets.length > 0)
    t.same(
      last.state.bets.map((b: any) => b.playerId),
      ['ann'],
      "only ann's own bet",
    )
    t.same(
      last.state.seats,
      [
        { seatId: 1, playerId: 'ann', seatBalance: 8 },
        { seatId: 2, seatBalance: 9 },
      ],
      "bob's seat without his id",
    )
    // The river settles both bets: ann's stream carries her own result only.
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'])
      await call(base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from }, 'ann')
    const river = await nextState(annStream, annStates, (state) => state.gameState === 'STATUS_RIVER')
    annStream.close()
    t.same(
      river.state.bets.map((b: any) => [b.playerId, b.status]),
      [['ann', (river.state.bets[0]?.payout ?? 0) > 0 ? 'WON' : 'LOST']],
      "at the river ann's own bet, settled",
    )
    t.notOk(annStream.text().includes('"bob"'), "bob's id never reaches ann's stream, nor his bet's result")
  },
)

t.test("a table nobody used yet shows all gaming's switch in its stream's snapshot while gaming is off", async (t) => {
  const operatorToken = 'operator-token-that-is-at-least-32-chars'
  const { base } = await listening(t, { verifier: subjectIsToken, config: { operator: { token: operatorToken } } })
  t.equal(
    (await call(base, 'POST', '/api/operator/gaming/disable', { reason: 'Maintenance' }, operatorToken)).status,
    200,
  )
  const stream = await openSse(`${base}/api/tables/77/events`, { authorization: 'Bearer ann' })
  const snapshot = await stream.next()
  stream.close()
  t.equal(snapshot.event, 'snapshot')
  t.match(dataOf(snapshot).state, { tableId: 77, eventId: 0, disabled: { scope: 'GAMING' } })
})

t.test(
  'a client that stops reading is disconnected once it falls behind, and the stream closes',
  { timeout: 60_000 },
  async (t) => {
    const { base } = await listening(t)
    const { body } = await call(base, 'POST', '/api/tables', { numberOfHands: 23, numberOfSeats: 10 })
    const tableId = body.tableId
    await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId: 'ann', buyInAmount: 1_000_000 })
    await call(base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from: 'STATUS_SETUP' })
    // A reader that sends the request and then never reads.
    const { port } = new URL(base)
    const socket = net.connect(Number(port), '127.0.0.1')
    socket.write(`GET /api/tables/${tableId}/events HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer test-token\r\n\r\n`)
    socket.pause()
    const closed = new Promise((resolve) => socket.once('close', resolve))
    socket.on('error', () => {})
    await new Promise((resolve) => setTimeout(resolve, 200))
    // Each step of a game is an event carrying 23 hands' panels; 120 games of them (about 7 MB) are far more than
    // socket buffers and the bound hold.
    for (let i = 0; i < 120; i++) {
      for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER', 'STATUS_SETUP']) {
        await call(base, 'POST', `/api/tables/${tableId}/advance`, { playerId: 'ann', from })
      }
    }
    // Reading now drains what was sent; a stream the server had not ended would stay open (and time this test out).
    let received = 0
    socket.on('data', (chunk: Buffer) => (received += chunk.length))
    socket.resume()
    await closed
    t.ok(
      received > 0,
      `the reader got what was sent before the server ended the stream (${Math.round(received / 1024)} KiB)`,
    )
  },
)

/** What a raw socket read until `done` says it has enough (or the server closes), as latin1 text (one character a
 * byte). */
function rawExchange(
  port: number,
  request: string,
  done: (text: string) => boolean,
): Promise<{ text: string; closed: boolean }> {
  return new Promise((resolve, reject) => {
    const socket = net.connect(port, '127.0.0.1', () => socket.write(request))
    let text = ''
    const timer = setTimeout(() => {
      socket.destroy()
      reject(new Error(`no complete answer in 5 s; got: ${JSON.stringify(text.slice(0, 500))}`))
    }, 5_000)
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString('latin1')
      if (done(text)) {
        clearTimeout(timer)
        socket.destroy()
        resolve({ text, closed: false })
      }
    })
    socket.on('close', () => {
      clearTimeout(timer)
      resolve({ text, closed: true })
    })
    socket.on('error', reject)
  })
}

/** A chunked body's chunks, each as sent, read by the rules of HTTP/1.1 (size in hex, CRLF, the bytes, CRLF). */
function chunksOf(body: string): string[] {
  const chunks: string[] = []
  let at = 0
  while (at < body.length) {
    const lineEnd = body.indexOf('\r\n', at)
    if (lineEnd < 0) break
    const size = Number.parseInt(body.slice(at, lineEnd), 16)
    if (!Number.isInteger(size) || body.length < lineEnd + 2 + size + 2) break
    chunks.push(body.slice(lineEnd + 2, lineEnd + 2 + size))
    if (body.slice(lineEnd + 2 + size, lineEnd + 4 + size) !== '\r\n')
      throw new Error(`chunk at ${at} does not end in CRLF`)
    at = lineEnd + 4 + size
  }
  return chunks
}

t.test(
  'a stream over HTTP/1.1 is a chunked body of whole messages, over HTTP/1.0 the bare messages; HEAD gets the ' +
    'headers and the end',
  async (t) => {
    const { base } = await listening(t, { config: { live: { ...LIVE, keepAliveMs: 100 } } })
    const port = Number(new URL(base).port)
    const { body } = await call(base, 'POST', '/api/tables', { numberOfHands: 2, numberOfSeats: 6 })
    const path = `/api/tables/${body.tableId}/events`
    // Both sits' events whole, and a keep-alive comment (written apart from the events) after the snapshot.
    const seatsEvents = (text: string) => text.match(/id: \d+\nevent: seats\ndata: [^\n]*\n\n/g) ?? []
    const enough = (text: string) => seatsEvents(text).length === 2 && text.includes(': keep-alive')
    const [http11, http10] = [
      rawExchange(port, `GET ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer test-token\r\n\r\n`, enough),
      rawExchange(port, `GET ${path} HTTP/1.0\r\nAuthorization: Bearer test-token\r\n\r\n`, enough),
    ]
    await new Promise((resolve) => setTimeout(resolve, 200))
    for (const playerId of ['ann', 'bob'])
      await call(base, 'POST', `/api/tables/${body.tableId}/sit`, { playerId, buyInAmount: 10 })
    const [one, zero] = await Promise.all([http11, http10])

    const headEnd = one.text.indexOf('\r\n\r\n')
    const [head11, body11] = [one.text.slice(0, headEnd), one.text.slice(headEnd + 4)]
    t.match(head11, /^HTTP\/1\.1 200 /)
    t.match(head11, /\r\ntransfer-encoding: chunked/i)
    const chunks = chunksOf(body11)
    t.ok(chunks.length >= 5, `the chunks read (${chunks.length})`)
    // Each chunk is one whole message: the retry, the snapshot, each event, each keep-alive comment.
    for (const chunk of chunks)
      t.match(
        chunk,
        /^(retry: \d+|id: \d+\nevent: \w+\ndata: [^\n]+|: keep-alive)\n\n$/,
        'a chunk is one whole message',
      )
    const events11 = chunks.filter((chunk) => /^id: \d+\nevent: seats\n/.test(chunk))

    const body10 = zero.text.slice(zero.text.indexOf('\r\n\r\n') + 4)
    t.notMatch(zero.text.slice(0, zero.text.indexOf('\r\n\r\n')), /transfer-encoding/i, 'HTTP/1.0: no chunks')
    const events10 = body10.split(/(?<=\n\n)/).filter((message) => /^id: \d+\nevent: seats\n/.test(message))
    t.equal(events11.length, 2, 'HTTP/1.1: both events')
    t.same(events10, events11, 'HTTP/1.0: the same events, byte for byte, unframed')

    const head = await rawExchange(
      port,
      `HEAD ${path} HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer test-token\r\n\r\n`,
      () => false,
    )
    t.ok(head.closed, 'HEAD: the server ends the answer')
    t.match(head.text, /^HTTP\/1\.1 200 [^]*\r\ncontent-type: text\/event-stream; charset=utf-8\r\n/i)
    t.equal(head.text.slice(head.text.indexOf('\r\n\r\n') + 4), '', 'HEAD: no body')
  },
)
