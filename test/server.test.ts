// The real entry point: graceful shutdown under a burst (every accepted request answered, exit 0), bad config exits
// non-zero, timeouts act.

import { type ChildProcess, spawn } from 'node:child_process'
import { Agent, request as httpRequest } from 'node:http'
import net, { connect } from 'node:net'
import { fileURLToPath } from 'node:url'
import t, { type Test } from 'tap'
import { publicChangeView } from '../src/http/game-views.ts'
import { CLOSING_MESSAGE } from '../src/http/plugins/load-shedding.ts'
import { createMemoryStore } from '../src/store/memory/index.ts'
import { createInlineOddsEngine } from '../src/workers/inline-odds.ts'
import { AUTH, buildTestApp } from './helpers/app.ts'
import { plainNode } from './helpers/server-process.ts'
import { openSse } from './helpers/sse.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
// The tests are independent processes and sockets: three run at a time.
t.jobs = 3

interface Started {
  child: ChildProcess
  port: number
  exit: Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>
  stdout: () => string
}

/** Spawns `node src/server.ts` (the node pid itself, so signals reach the server) with the given env. */
function spawnServer(env: Record<string, string>): {
  child: ChildProcess
  exit: Started['exit']
  stdout: () => string
} {
  const child = spawn(...plainNode(['src/server.ts']), {
    cwd: ROOT,
    // The compile cache npm test sets (if any) spares every start the parsing of the same sources.
    env: {
      PATH: process.env.PATH ?? '',
      ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
      NODE_ENV: 'test',
      STORE: 'memory',
      HOST: '127.0.0.1',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let stdout = ''
  let stderr = ''
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (stdout += chunk))
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null; stderr: string }>((resolve) =>
    child.on('exit', (code, signal) => resolve({ code, signal, stderr })),
  )
  return { child, exit, stdout: () => stdout }
}

async function startServer(t: Test, env: Record<string, string> = {}): Promise<Started> {
  const { child, exit, stdout } = spawnServer({ PORT: '0', LOG_LEVEL: 'info', ODDS_WORKERS: '1', ...env })
  t.teardown(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
  })
  const deadline = Date.now() + 30_000
  for (;;) {
    const match = /Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(stdout())
    if (match) return { child, port: Number(match[1]), exit, stdout }
    if (child.exitCode !== null) throw new Error(`server exited early: ${(await exit).stderr}`)
    if (Date.now() > deadline) throw new Error(`server did not start: ${stdout()}`)
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
}

type Outcome =
  | { kind: 'answered'; status: number; body?: string }
  | { kind: 'refused' }
  | { kind: 'failed'; code: string }

/** One request on its own connection: answered (any status), refused (never accepted), or failed after being accepted.
 * */
function send(port: number, method: string, path: string, body?: unknown): Promise<Outcome> {
  return new Promise((resolve) => {
    const payload = body === undefined ? undefined : JSON.stringify(body)
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method,
        path,
        agent: false,
        headers: { ...AUTH, ...(payload ? { 'content-type': 'application/json' } : {}) },
      },
      (res) => {
        let data = ''
        res.setEncoding('utf8').on('data', (chunk: string) => (data += chunk))
        res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0, body: data }))
        res.on('error', (err: NodeJS.ErrnoException) => resolve({ kind: 'failed', code: err.code ?? err.message }))
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) =>
      resolve(err.code === 'ECONNREFUSED' ? { kind: 'refused' } : { kind: 'failed', code: err.code ?? err.message }),
    )
    req.end(payload)
  })
}

/** Starts a POST whose body arrives in two parts: the second only when `finish` is called. */
function halfSent(
  port: number,
  path: string,
  first: string,
  rest: string,
): { finish: () => void; outcome: Promise<Outcome> } {
  let finish = () => {}
  const outcome = new Promise<Outcome>((resolve) => {
    const req = httpRequest(
      {
        host: '127.0.0.1',
        port,
        method: 'POST',
        path,
        agent: false,
        headers: { ...AUTH, 'content-type': 'application/json', 'content-length': Buffer.byteLength(first + rest) },
      },
      (res) => {
        res.resume()
        res.on('end', () => resolve({ kind: 'answered', status: res.statusCode ?? 0 }))
      },
    )
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ kind: 'failed', code: err.code ?? err.message }))
    req.write(first)
    finish = () => req.end(rest)
  })
  return { finish, outcome }
}

t.test(
  'SIGTERM during a burst: every accepted request is answered, half-sent requests complete, exit code 0',
  async (t) => {
    // A queue long enough that no deal is refused, and no shedding on a loaded machine: this test is about shutdown.
    const { child, port, exit, stdout } = await startServer(t, {
      ODDS_QUEUE_MAX: '1000',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
    })

    // In flight for sure when the signal comes: headers and half a body received by the server.
    const halves = Array.from({ length: 30 }, (_, i) =>
      i % 2 === 0
        ? halfSent(port, `/api/tables/${20 + i / 2}/sit`, `{"playerId":"late${i}","buy`, 'InAmount":25}')
        : halfSent(port, '/api/deal', '{"numberOf', 'Hands":2}'),
    )
    await new Promise((resolve) => setTimeout(resolve, 300))

    // A burst of complete requests; the signal comes when 20 of them have been answered.
    let answeredSoFar = 0
    const burst = Array.from({ length: 150 }, (_, i) => {
      const kind = i % 3
      const request =
        kind === 0
          ? send(port, 'POST', '/api/deal', { numberOfHands: 2 })
          : kind === 1
            ? send(port, 'POST', `/api/tables/${100 + i}/sit`, { playerId: `p${i}`, buyInAmount: 10 })
            : send(port, 'GET', '/api/health')
      return request.then((outcome) => {
        if (outcome.kind === 'answered' && ++answeredSoFar === 20) child.kill('SIGTERM')
        return outcome
      })
    })
    await new Promise((resolve) => setTimeout(resolve, 100))
    for (const half of halves) half.finish()

    const halfOutcomes = await Promise.all(halves.map((h) => h.outcome))
    t.same(
      halfOutcomes.filter((o) => !(o.kind === 'answered' && o.status === 200)),
      [],
      'every half-sent request was completed with 200',
    )
    const outcomes = await Promise.all(burst)
    const answered = outcomes.filter((o): o is Extract<Outcome, { kind: 'answered' }> => o.kind === 'answered')
    t.same(
      answered.filter((o) => o.status !== 200 && o.status !== 503),
      [],
      'answers are 200, or 503 once closing',
    )
    t.same(
      answered.filter((o) => o.status === 503 && o.body !== JSON.stringify({ error: CLOSING_MESSAGE })),
      [],
      'a 503 says the service is closing',
    )
    // Connections still in the kernel's accept queue when the listener closes are reset or refused: never accepted.
    const lost = outcomes.filter((o) => o.kind === 'failed' && o.code !== 'ECONNRESET')
    t.same(lost, [], 'no request failed in another way')
    t.ok(
      answered.length >= 20,
      `${answered.length} of the burst answered, ${outcomes.length - answered.length} not accepted`,
    )

    const { code, signal } = await exit
    t.equal(signal, null)
    t.equal(code, 0, 'exit code 0')

    // The server's own log: every request it accepted was answered.
    const lines = stdout()
      .split('\n')
      .filter((l) => l.startsWith('{'))
      .map((l) => JSON.parse(l) as { msg: string; reqId?: string })
    const incoming = new Set(lines.filter((l) => l.msg === 'incoming request').map((l) => l.reqId))
    const completed = new Set(lines.filter((l) => l.msg === 'request completed').map((l) => l.reqId))
    t.ok(incoming.size >= 50, `${incoming.size} requests accepted`)
    t.same(
      [...incoming].filter((id) => !completed.has(id)),
      [],
      'every accepted request was completed',
    )
  },
)

t.test(
  'closing: a request pipelined behind an in-flight one gets 503 {"error"} + Connection: close; the in-flight one ' +
    'completes',
  async (t) => {
    const app = await buildTestApp(t)
    await app.listen({ host: '127.0.0.1', port: 0 })
    const { port } = app.server.address() as { port: number }
    const socket = connect(port, '127.0.0.1')
    let data = ''
    socket.setEncoding('utf8').on('data', (chunk: string) => (data += chunk))
    const ended = new Promise((resolve) => socket.on('close', resolve))
    await new Promise((resolve) => socket.once('connect', resolve))
    const body = '{"playerId":"p1","buyInAmount":5}'
    socket.write(
      `POST /api/tables/1/sit HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\nContent-Type: ` +
        `application/json\r\nContent-Length: ${body.length}\r\n\r\n${body.slice(0, 10)}`,
    )
    await new Promise((resolve) => setTimeout(resolve, 100))
    const closed = app.close()
    await new Promise((resolve) => setTimeout(resolve, 100))
    socket.write(`${body.slice(10)}GET /api/tables/1 HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer t\r\n\r\n`)
    await ended
    await closed
    const answers = data.split(/(?=HTTP\/1\.1 )/)
    t.equal(answers.length, 2, 'two answers')
    t.match(answers[0], /^HTTP\/1\.1 200 /)
    t.match(answers[0], /"acknowledgement":"ACK"/)
    t.match(answers[1], /^HTTP\/1\.1 503 /)
    t.match(answers[1], /\r\nconnection: close\r\n/i)
    t.match(answers[1], /\r\nretry-after: 1\r\n/i)
    t.same(JSON.parse(answers[1].split('\r\n\r\n')[1]), { error: CLOSING_MESSAGE })
  },
)

t.test('a bad configuration value stops start-up with a message naming the variable', async (t) => {
  const cases = [
    [{ PORT: 'abc' }, 'PORT'],
    [{ RATE_LIMIT_MAX: 'lots' }, 'RATE_LIMIT_MAX'],
    [{ HEADERS_TIMEOUT_MS: '20000', REQUEST_TIMEOUT_MS: '10000' }, 'HEADERS_TIMEOUT_MS'],
    [{ METRICS_ENABLED: 'maybe' }, 'METRICS_ENABLED'],
  ] as const
  // Started at once: each process only loads and reads its configuration.
  const exits = await Promise.all(cases.map(([env]) => spawnServer({ LOG_LEVEL: 'silent', ...env }).exit))
  for (const [i, [, name]] of cases.entries()) {
    const { code, stderr } = exits[i]
    t.not(code, 0, `${name}: non-zero exit`)
    t.match(stderr, new RegExp(`Configuration error: ${name} `), `${name} is named`)
    t.notMatch(stderr, /\n\s+at /, 'no stack trace')
  }
})

t.test(
  'timeouts: a client that sends headers too slowly is answered 408 {"error"} and disconnected',
  { timeout: 30_000 },
  async (t) => {
    const app = await buildTestApp(t, {
      config: { timeouts: { requestMs: 1000, headersMs: 1000, keepAliveMs: 5000, connectionMs: 30_000, handlerMs: 0 } },
    })
    await app.listen({ host: '127.0.0.1', port: 0 })
    t.teardown(() => app.close())
    const { port } = app.server.address() as { port: number }
    t.equal(app.server.headersTimeout, 1000)
    t.equal(app.server.requestTimeout, 1000)
    t.equal(app.server.keepAliveTimeout, 5000)
    t.equal(app.server.timeout, 30_000)

    const answer = await new Promise<string>((resolve, reject) => {
      const socket = connect(port, '127.0.0.1', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n'))
      let data = ''
      socket.setEncoding('utf8').on('data', (chunk: string) => (data += chunk))
      socket.on('close', () => resolve(data))
      socket.on('error', reject)
    })
    t.match(answer, /^HTTP\/1\.1 408 /)
    t.same(JSON.parse(answer.split('\r\n\r\n')[1]), { error: 'The request was not received in time.' })
  },
)

t.test(
  'the handler timeout: a request still unanswered after HANDLER_TIMEOUT_MS gets 503 {"error"} + Retry-After',
  async (t) => {
    const app = await buildTestApp(t, {
      config: {
        timeouts: { requestMs: 10_000, headersMs: 10_000, keepAliveMs: 5000, connectionMs: 30_000, handlerMs: 200 },
      },
      odds: { ...createInlineOddsEngine(), priceHands: () => new Promise(() => {}) },
    })
    const response = await app.inject({ method: 'POST', url: '/api/deal', headers: AUTH, payload: {} })
    t.equal(response.statusCode, 503)
    t.same(response.json(), { error: 'The request took too long to process; retry shortly.' })
    t.equal(response.headers['retry-after'], '1')

    // Over a real connection too, with a body (Fastify's own handler timeout, used before, never fired there: the
    // request's close, once its body was read, stopped it).
    await app.listen({ host: '127.0.0.1', port: 0 })
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`
    const started = performance.now()
    const real = await fetch(`${base}/api/deal`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: '{"numberOfHands":2}',
    })
    t.equal(real.status, 503, `over a socket: 503 after ${Math.round(performance.now() - started)} ms`)
    t.same(await real.json(), { error: 'The request took too long to process; retry shortly.' })
    t.equal(real.headers.get('retry-after'), '1')
  },
)

t.test(
  "the handler timeout of a request that changes the store is 120 s, above the store's own bound: a sit is not cut " +
    'at HANDLER_TIMEOUT_MS',
  async (t) => {
    const store = createMemoryStore({}, Date.now, publicChangeView)
    let sits = 0
    const app = await buildTestApp(t, {
      config: {
        timeouts: { requestMs: 10_000, headersMs: 10_000, keepAliveMs: 5000, connectionMs: 30_000, handlerMs: 200 },
      },
      store: Object.assign(Object.create(null), store, { sit: () => (sits++, new Promise(() => {})) }),
    })
    t.teardown(() => store.close())
    await app.listen({ host: '127.0.0.1', port: 0 })
    const base = `http://127.0.0.1:${(app.server.address() as net.AddressInfo).port}`
    // Still unanswered at three times the handler timeout; the client then gives up (which also stops the 120 s timer,
    // or this file would wait for it).
    const outcome = await fetch(`${base}/api/tables/1/sit`, {
      method: 'POST',
      headers: { ...AUTH, 'content-type': 'application/json' },
      body: '{"playerId":"ann","buyInAmount":100}',
      signal: AbortSignal.timeout(600),
    }).then(
      (response) => `answered ${response.status}`,
      (err: Error) => err.name,
    )
    t.equal(sits, 1, 'the sit reached the store')
    t.equal(outcome, 'TimeoutError', 'no answer within 600 ms')
  },
)

t.test(
  'shutdown, 20 times: a burst of 30 deals on fresh keep-alive connections, SIGTERM 30 ms in, every deal answered ' +
    '(200, or 503 with Connection: close) and none reset; with keep-alive, idle and half-sent connections open, ' +
    'exit 0',
  async (t) => {
    // Four servers at a time, five cycles each: every cycle is its own process.
    await Promise.all([1, 2, 3, 4].map((lane) => shutdownCycles(t, lane, 5)))
  },
)

type BurstOutcome = { status: number; connection: string } | { failed: string }

/** A deal (or, `health`, a health check) over `agent`: its status and Connection header, or how it failed. */
function dealOver(agent: Agent, port: number, health = false): Promise<BurstOutcome> {
  return new Promise((resolve) => {
    const target = health
      ? { method: 'GET', path: '/api/health', headers: AUTH }
      : { method: 'POST', path: '/api/deal', headers: { ...AUTH, 'content-type': 'application/json' } }
    const req = httpRequest({ host: '127.0.0.1', port, agent, ...target }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection ?? '') }))
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ failed: err.code ?? err.message }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ failed: err.code ?? err.message }))
    req.end(health ? undefined : '{"numberOfHands":2}')
  })
}

async function shutdownCycles(t: Test, lane: number, cycles: number): Promise<void> {
  for (let round = 1; round <= cycles; round++) {
    const cycle = `cycle ${lane}.${round}`
    // On this loaded machine (other tests run beside) a client can take longer than the default 500 ms between opening
    // a connection and writing its request: a longer grace keeps the burst about the mechanism, not the scheduler (and
    // the connection that never sends holds the exit that long). The drain, which cuts whatever is still in flight
    // when it ends, is longer than the time a fresh server (its engine not yet compiled, one worker thread) takes to
    // price the burst's deals with the whole suite beside it: with 1 s, a deal still being priced was cut in about one
    // suite run of several (up to 11 of a cycle's 30, on the lanes' first cycles), which is the drain doing its job.
    const { child, port, exit } = await startServer(t, {
      SHUTDOWN_DRAIN_MS: '3000',
      ODDS_QUEUE_MAX: '1000',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      SHUTDOWN_CONNECTION_GRACE_MS: '2000',
    })
    // Keep-alive connections that have served requests, a connection that sent nothing, one that sent half a request.
    const warm = new Agent({ keepAlive: true, maxSockets: 16 })
    // (Health checks: the connections only need to have served requests; the deals are the burst's.)
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 16 }, () => dealOver(warm, port, true)))
    const idle = net.connect(port, '127.0.0.1')
    const half = net.connect(port, '127.0.0.1', () =>
      half.write('POST /api/deal HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n'),
    )
    for (const socket of [idle, half]) socket.on('error', () => {})
    let halfAnswer = ''
    half.on('data', (chunk: Buffer) => (halfAnswer += chunk.toString('latin1')))
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The burst: a keep-alive agent with room for every request, so each of the 30 opens a connection of its own;
    // and 8 more on the warm connections. SIGTERM 30 ms after the burst began.
    const fresh = new Agent({ keepAlive: true, maxSockets: 64 })
    const burst = Array.from({ length: 30 }, () => dealOver(fresh, port))
    const last = Array.from({ length: 8 }, () => dealOver(warm, port))
    setTimeout(() => child.kill('SIGTERM'), 30)
    // The half-sent request's rest comes 300 ms after SIGTERM, within the drain: it is answered, and the exit need
    // not wait for the drain to cut it.
    setTimeout(
      () =>
        half.write(
          `Authorization: Bearer x\r\nContent-Type: application/json\r\n\r\n${'{"numberOfHands":2}'.padEnd(50, ' ')}`,
        ),
      330,
    )
    const started = performance.now()
    const outcomes = await Promise.all(burst)
    const lastOutcomes = await Promise.all(last)
    const { code } = await exit
    const seconds = (performance.now() - started) / 1000
    for (const agent of [warm, fresh]) agent.destroy()
    idle.destroy()
    half.destroy()
    t.same(
      outcomes.filter((o) => 'failed' in o),
      [],
      `${cycle}: no deal of the burst was reset or lost`,
    )
    t.same(
      outcomes.filter((o) => 'status' in o && o.status !== 200 && o.status !== 503),
      [],
      `${cycle}: the burst's answers are 200, or 503 once closing`,
    )
    t.same(
      outcomes.filter((o) => 'status' in o && o.status === 503 && o.connection !== 'close'),
      [],
      `${cycle}: a 503 closes its connection`,
    )
    // A warm connection may be closed as idle just as a request is sent on it: that request may fail, never hang.
    t.ok(
      lastOutcomes.every((o) => ('status' in o ? o.status === 200 || o.status === 503 : true)),
      `${cycle}: warm connections' answers ${lastOutcomes.map((o) => ('status' in o ? o.status : 0)).join(',')}`,
    )
    const halfStatus = /^HTTP\/1\.1 (\d{3}) /.exec(halfAnswer)?.[1]
    t.ok(
      halfStatus === '200' || halfStatus === '503',
      `${cycle}: the request half-sent before SIGTERM and finished after it is answered ` +
        `(${halfStatus ?? halfAnswer.slice(0, 40)})`,
    )
    // Exit code 0 means the shutdown finished before the grace timer (17 s here), which exits 1: the hang this catches.
    t.equal(code, 0, `${cycle}: exit code 0, down in ${seconds.toFixed(2)} s`)
  }
}

t.test(
  'shutdown does not wait for event streams, connections that never sent a byte, or idle keep-alive ones: exit 0 ' +
    'with a 10-minute drain',
  { timeout: 60_000 },
  async (t) => {
    // With SHUTDOWN_DRAIN_MS and every socket timeout at 10 minutes, only closing these connections at once lets the
    // process exit before this
    // test's own timeout: a connection that holds shutdown fails the test by that timeout, not by a clock assertion.
    const { child, port, exit } = await startServer(t, {
      SHUTDOWN_DRAIN_MS: '600000',
      REQUEST_TIMEOUT_MS: '600000',
      HEADERS_TIMEOUT_MS: '600000',
      CONNECTION_TIMEOUT_MS: '600000',
    })
    const silent = Array.from({ length: 4 }, () => net.connect(port, '127.0.0.1'))
    const streams = await Promise.all(
      [1, 2, 3].map((table) => openSse(`http://127.0.0.1:${port}/api/tables/${table}/events`, AUTH)),
    )
    for (const stream of streams) t.equal((await stream.next()).event, 'snapshot', 'an event stream is open')
    const agent = new Agent({ keepAlive: true })
    const status = await new Promise<number>((resolve) => {
      httpRequest({ host: '127.0.0.1', port, path: '/api/health', agent }, (res) => {
        res.resume()
        res.on('end', () => resolve(res.statusCode ?? 0))
      }).end()
    })
    t.equal(status, 200, 'a keep-alive connection served a request and stays open')
    await Promise.all(
      silent.map(
        (socket) =>
          new Promise((resolve) => (socket.readyState === 'open' ? resolve(null) : socket.once('connect', resolve))),
      ),
    )
    const closed = silent.map((socket) => new Promise((resolve) => socket.once('close', resolve)))
    for (const socket of silent) socket.on('error', () => {})
    child.kill('SIGTERM')
    const { code } = await exit
    await Promise.all(closed)
    await Promise.all(streams.map((stream) => stream.ended))
    agent.destroy()
    t.equal(code, 0, 'exit code 0: no open connection or event stream held the shutdown')
  },
)

t.test(
  'a flood of idle connections past the file-descriptor limit: the process keeps running and recovers',
  async (t) => {
    // A soft limit of 256 open files: the default MAX_CONNECTIONS keeps the process's own descriptors free.
    // prlimit sets the limit and then runs the server in its place (the same pid), as plainNode does.
    const [command, args] = plainNode(['src/server.ts'])
    const child = spawn('prlimit', ['--nofile=256', command, ...args], {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        ...(process.env.NODE_COMPILE_CACHE ? { NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE } : {}),
        NODE_ENV: 'test',
        STORE: 'memory',
        HOST: '127.0.0.1',
        PORT: '0',
        LOG_LEVEL: 'info',
        ODDS_WORKERS: '1',
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let output = ''
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (output += chunk))
    t.teardown(() => {
      if (child.exitCode === null) child.kill('SIGKILL')
    })
    let port = 0
    for (const deadline = Date.now() + 30_000; !port; ) {
      port = Number(/Server listening at http:\/\/127\.0\.0\.1:(\d+)/.exec(output)?.[1] ?? 0)
      if (child.exitCode !== null || Date.now() > deadline) throw new Error(`server did not start: ${output}`)
      await new Promise((resolve) => setTimeout(resolve, 50))
    }
    const flood: net.Socket[] = []
    for (let i = 0; i < 600; i++) {
      const socket = net.connect(port, '127.0.0.1')
      socket.on('error', () => {})
      flood.push(socket)
    }
    // Long enough for the load-shedding sampler (it reads memory usage every 0.5 s) to run several times.
    await new Promise((resolve) => setTimeout(resolve, 2_000))
    t.equal(child.exitCode, null, 'still running during the flood')
    for (const socket of flood) socket.destroy()
    await new Promise((resolve) => setTimeout(resolve, 500))
    const health = await send(port, 'GET', '/api/health')
    t.match(health, { kind: 'answered', status: 200 }, 'serving again after the flood')
    t.notMatch(output, /EMFILE|uncaught/i, 'no resource error')
    child.kill('SIGTERM')
  },
)
