// Graceful shutdown of the real process under a burst, many times over: every request a connection delivered before the
// listener closed is answered (200, or 503 with Connection: close), none is reset, and the process exits 0 with
// keep-alive, idle and half-sent connections open. (Its own file so that its minute runs beside the other tests.)

import { Agent, request as httpRequest } from 'node:http'
import net from 'node:net'
import t, { type Test } from 'tap'
import { AUTH } from '../helpers/app.ts'
import { startServer } from '../helpers/server-process.ts'

t.test('shutdown, 20 times: a burst of 30 deals on fresh keep-alive connections, SIGTERM 30 ms in, every deal answered (200, or 503 with Connection: close) and none reset; with keep-alive, idle and half-sent connections open, exit 0', async (t) => {
  // Two servers at a time, ten cycles each: every cycle is its own process.
  await Promise.all([1, 2].map((lane) => shutdownCycles(t, lane, 10)))
})

type BurstOutcome = { status: number; connection: string } | { failed: string }

/** A deal over `agent`: its status and Connection header, or how it failed. */
function dealOver(agent: Agent, port: number): Promise<BurstOutcome> {
  return new Promise((resolve) => {
    const req = httpRequest({ host: '127.0.0.1', port, method: 'POST', path: '/api/deal', agent, headers: { ...AUTH, 'content-type': 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, connection: String(res.headers.connection ?? '') }))
      res.on('error', (err: NodeJS.ErrnoException) => resolve({ failed: err.code ?? err.message }))
    })
    req.on('error', (err: NodeJS.ErrnoException) => resolve({ failed: err.code ?? err.message }))
    req.end('{"numberOfHands":2}')
  })
}

async function shutdownCycles(t: Test, lane: number, cycles: number): Promise<void> {
  for (let round = 1; round <= cycles; round++) {
    const cycle = `cycle ${lane}.${round}`
    // On this loaded machine (other tests run beside) a client can take longer than the default 500 ms between opening
    // a connection and writing its request: a longer grace keeps the burst about the mechanism, not the scheduler (and
    // the connection that never sends holds the exit that long).
    const { child, base, exited } = await startServer(t, { SHUTDOWN_DRAIN_MS: '1000', ODDS_QUEUE_MAX: '1000', SHED_MAX_EVENT_LOOP_DELAY_MS: '0', SHUTDOWN_CONNECTION_GRACE_MS: '1000' })
    const port = Number(new URL(base).port)
    // Keep-alive connections that have served requests, a connection that sent nothing, one that sent half a request.
    const warm = new Agent({ keepAlive: true, maxSockets: 16 })
    for (let i = 0; i < 3; i++) await Promise.all(Array.from({ length: 16 }, () => dealOver(warm, port)))
    const idle = net.connect(port, '127.0.0.1')
    const half = net.connect(port, '127.0.0.1', () => half.write('POST /api/deal HTTP/1.1\r\nHost: x\r\nContent-Length: 50\r\n'))
    for (const socket of [idle, half]) socket.on('error', () => {})
    await new Promise((resolve) => setTimeout(resolve, 50))
    // The burst: a keep-alive agent with room for every request, so each of the 30 opens a connection of its own;
    // and 8 more on the warm connections. SIGTERM 30 ms after the burst began.
    const fresh = new Agent({ keepAlive: true, maxSockets: 64 })
    const burst = Array.from({ length: 30 }, () => dealOver(fresh, port))
    const last = Array.from({ length: 8 }, () => dealOver(warm, port))
    setTimeout(() => child.kill('SIGTERM'), 30)
    const started = performance.now()
    const outcomes = await Promise.all(burst)
    const lastOutcomes = await Promise.all(last)
    const { code } = await exited
    const seconds = (performance.now() - started) / 1000
    for (const agent of [warm, fresh]) agent.destroy()
    idle.destroy()
    half.destroy()
    t.same(outcomes.filter((o) => 'failed' in o), [], `${cycle}: no deal of the burst was reset or lost`)
    t.same(outcomes.filter((o) => 'status' in o && o.status !== 200 && o.status !== 503), [], `${cycle}: the burst's answers are 200, or 503 once closing`)
    t.same(outcomes.filter((o) => 'status' in o && o.status === 503 && o.connection !== 'close'), [], `${cycle}: a 503 closes its connection`)
    // A warm connection may be closed as idle just as a request is sent on it: that request may fail, never hang.
    t.ok(lastOutcomes.every((o) => ('status' in o ? o.status === 200 || o.status === 503 : true)), `${cycle}: warm connections' answers ${lastOutcomes.map((o) => ('status' in o ? o.status : 0)).join(',')}`)
    // Exit code 0 means the shutdown finished before the grace timer (17 s here), which exits 1: the hang this catches.
    t.equal(code, 0, `${cycle}: exit code 0, down in ${seconds.toFixed(2)} s`)
  }
}
