// The suite's spawned servers: a port another process answers on is never taken for the spawned server's own.

import { spawn } from 'node:child_process'
import { once } from 'node:events'
import http from 'node:http'
import type { AddressInfo } from 'node:net'
import t from 'tap'
import { call, listensOn, startServer } from './server-process.ts'

t.test('listensOn tells the process that holds a listening port from one that does not', async (t) => {
  const server = http.createServer().listen(0, '127.0.0.1')
  await once(server, 'listening')
  t.teardown(() => server.close())
  const port = (server.address() as AddressInfo).port
  t.equal(listensOn(process.pid, port), true, 'this process holds the port')
  const child = spawn(process.execPath, ['-e', 'setTimeout(() => {}, 30_000)'], { stdio: 'ignore', env: {} })
  t.teardown(() => child.kill('SIGKILL'))
  await once(child, 'spawn')
  t.equal(listensOn(child.pid!, port), false, 'another process does not')
  t.equal(
    listensOn(process.pid, port === 65_535 ? 65_534 : port + 1),
    false,
    'nor does this process hold the next port',
  )
  // A server that could not bind its port exits: a process that has gone holds nothing (not "cannot tell").
  const gone = spawn(process.execPath, ['-e', ''], { stdio: 'ignore', env: {} })
  await once(gone, 'exit')
  t.equal(listensOn(gone.pid!, port), false, 'nor a process that has gone')
})

t.test('a port on which another process answers the health check is not taken for the spawned server', async (t) => {
  // Another test's server, in effect: it answers every request on the port the first attempt is given.
  let answered = 0
  const other = http.createServer((_, res) => {
    answered++
    res.writeHead(200, { 'content-type': 'application/json' }).end('{"status":"ok"}')
  })
  other.listen(0, '127.0.0.1')
  await once(other, 'listening')
  t.teardown(() => other.close())
  const taken = (other.address() as AddressInfo).port
  const server = await startServer(t, { PORT: String(taken) })
  t.ok(answered > 0, 'the other process answered the first health checks')
  t.not(new URL(server.base).port, String(taken), 'the server was started again on another port')
  t.equal(listensOn(server.child.pid!, Number(new URL(server.base).port)), true, "the port is the spawned server's own")
  t.equal((await call(server.base, 'POST', '/api/deal', { numberOfHands: 2 })).status, 200, 'and it deals')
})
