// The real server as a child process for end-to-end tests: start it on a free port, call it, wait for things.

import { type ChildProcess, spawn } from 'node:child_process'
import { readdirSync, readFileSync, readlinkSync } from 'node:fs'
import net from 'node:net'
import { fileURLToPath } from 'node:url'
import type { Test } from 'tap'

const REPO_ROOT = fileURLToPath(new URL('../../', import.meta.url))
export const BEARER = { authorization: 'Bearer x' }

/** Whether tap collects coverage in this run (`npm run test:coverage`); `npm test` does not. */
export const COLLECTING_COVERAGE = process.env._TAPJS_PROCESSINFO_COVERAGE_ === '1'

/**
 * A node command line that starts without tap's process-info hooks, unless coverage is being collected. tap adds them
 * to the NODE_OPTIONS of every child a test spawns, whatever env the test passes (they record each loaded file for
 * coverage), and they cost a server start about half a second of CPU (1.45 s without, 2.2 s with, measured here).
 * `env -u NODE_OPTIONS` replaces itself with node (the same pid), so signals still reach the server itself.
 */
export function plainNode(args: string[]): [command: string, args: string[]] {
  return COLLECTING_COVERAGE ? [process.execPath, args] : ['env', ['-u', 'NODE_OPTIONS', process.execPath, ...args]]
}

/** Where the suite's spawned servers take their ports: from here up to the kernel's ephemeral range. */
const SPAWNED_PORTS_FROM = 10_000

/**
 * The first port of the kernel's ephemeral range (Linux's setting; 32768 by default): the ports it gives outgoing
 * connections and listen(0), which the suite makes by the thousand.
 */
function ephemeralPortsFrom(): number {
  try {
    const first = Number(readFileSync('/proc/sys/net/ipv4/ip_local_port_range', 'utf8').trim().split(/\s+/)[0])
    return Number.isInteger(first) && first > 0 ? first : 32_768
  } catch {
    return 32_768
  }
}

/** Whether a server can bind `port` on loopback now (0: any port; then the port it bound). */
function bindPort(port: number): Promise<number | undefined> {
  const server = net.createServer()
  return new Promise((resolve) => {
    server.once('error', () => resolve(undefined))
    server.listen(port, '127.0.0.1', () => {
      const bound = (server.address() as net.AddressInfo).port
      server.close(() => resolve(bound))
    })
  })
}

/**
 * A port free now for a server about to be spawned. Picked at random below the kernel's ephemeral range, so none of
 * the suite's own client connections or in-process servers (which all take ephemeral ports) can take it in the moment
 * before the spawned server binds it; only another test picking the same port at the same moment could, and
 * startServer starts again on another port then.
 */
export async function freePort(): Promise<number> {
  const below = ephemeralPortsFrom()
  if (below - SPAWNED_PORTS_FROM < 1_000) return (await bindPort(0))!
  for (let tries = 0; tries < 100; tries++) {
    const port = SPAWNED_PORTS_FROM + Math.floor(Math.random() * (below - SPAWNED_PORTS_FROM))
    if ((await bindPort(port)) !== undefined) return port
  }
  return (await bindPort(0))!
}

export interface RunningServer {
  child: ChildProcess
  base: string
  /** What the server printed so far (for failure messages). */
  output(): string
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>
}

/**
 * Starts `node src/server.ts` (the real node process, so signals reach the server itself). Load shedding on the
 * event loop's delay is off unless `env` sets it: beside the rest of the suite a server's first requests (code
 * compiled on first use) can lag past its 200 ms and be answered 503, which is the machine's load, not the test's.
 */
export function spawnServer(env: Record<string, string>): {
  child: ChildProcess
  output(): string
  exited: RunningServer['exited']
} {
  const child = spawn(...plainNode(['src/server.ts']), {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      NODE_ENV: 'test',
      AUTH_MODE: 'stub',
      LOG_LEVEL: 'warn',
      ODDS_WORKERS: '1',
      HOST: '127.0.0.1',
      SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()))
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
    child.once('exit', (code, signal) => resolve({ code, signal })),
  )
  return { child, output: () => output, exited }
}

/**
 * Whether process `pid` holds the socket listening on loopback `port`, as Linux's /proc tells: false for a process
 * that has gone (it holds nothing), undefined where there is no /proc to tell (another system).
 */
export function listensOn(pid: number, port: number): boolean | undefined {
  const hexPort = port.toString(16).toUpperCase().padStart(4, '0')
  const inodes = new Set<string>()
  try {
    for (const file of ['/proc/net/tcp', '/proc/net/tcp6']) {
      for (const line of readFileSync(file, 'utf8').split('\n').slice(1)) {
        const fields = line.trim().split(/\s+/)
        // local_address is ADDR:PORT in hex; state 0A is LISTEN; the tenth field is the socket's inode.
        if (fields.length > 9 && fields[1].endsWith(`:${hexPort}`) && fields[3] === '0A') inodes.add(fields[9])
      }
    }
  } catch {
    return undefined
  }
  let fds: string[]
  try {
    fds = readdirSync(`/proc/${pid}/fd`)
  } catch {
    return false // the process has gone (a server that could not bind the port exits)
  }
  for (const fd of fds) {
    let target: string
    try {
      target = readlinkSync(`/proc/${pid}/fd/${fd}`, 'utf8')
    } catch {
      continue // closed since the listing (the listing's own descriptor, for one)
    }
    if (target.startsWith('socket:[') && inodes.has(target.slice(8, -1))) return true
  }
  return false
}

/**
 * Starts the server on a free port (freePort) and waits until GET /api/health answers at all (200 or 503) and the port
 * is the server's own (listensOn: not another test's server that took the same port a moment before). Should the port
 * be taken before the server binds it, the start fails with EADDRINUSE and is tried again on another port (at most
 * three times).
 */
export async function startServer(t: Test, env: Record<string, string>): Promise<RunningServer> {
  for (let attempt = 1; ; attempt++) {
    try {
      // env.PORT, when given, is the first attempt's port (a test of the retry); later attempts take a free one.
      return await startServerOnce(t, attempt === 1 ? env : { ...env, PORT: '' })
    } catch (err) {
      if (attempt >= 3 || !(err instanceof PortTakenError)) throw err
    }
  }
}

class PortTakenError extends Error {}

async function startServerOnce(t: Test, env: Record<string, string>): Promise<RunningServer> {
  const port = env.PORT ? Number(env.PORT) : await freePort()
  const { child, output, exited } = spawnServer({ ...env, PORT: String(port) })
  t.teardown(async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGKILL')
      await exited
    }
  })
  const base = `http://127.0.0.1:${port}`
  const deadline = Date.now() + 30_000
  let gone = false
  void exited.then(() => (gone = true))
  for (;;) {
    if (gone) {
      const message = `the server exited during start-up:\n${output()}`
      throw /EADDRINUSE/.test(output()) ? new PortTakenError(message) : new Error(message)
    }
    const answered = await fetch(`${base}/api/health`, { signal: AbortSignal.timeout(1_000) }).then(
      () => true,
      () => false,
    )
    // An answer counts once the port is the server's own: another process that holds it means this server fails to
    // bind it (EADDRINUSE, above) or has yet to.
    if (answered && listensOn(child.pid!, port) !== false) return { child, base, output, exited }
    if (Date.now() > deadline) {
      throw new Error(
        answered
          ? `port ${port} is another process's, and the server did not exit:\n${output()}`
          : `the server did not answer within 30 s:\n${output()}`,
      )
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

export async function call(
  base: string,
  method: 'GET' | 'POST',
  path: string,
  body?: unknown,
): Promise<{ status: number; body: any; ms: number }> {
  const started = performance.now()
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...BEARER, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(20_000),
  })
  return { status: response.status, body: await response.json(), ms: performance.now() - started }
}

/** Repeats `probe` until it returns true or `ms` pass; returns how long it took, or throws. */
export async function eventually(ms: number, probe: () => Promise<boolean>, what: string): Promise<number> {
  const started = Date.now()
  for (;;) {
    if (await probe().catch(() => false)) return Date.now() - started
    if (Date.now() - started > ms) throw new Error(`${what} did not happen within ${ms} ms`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}
