// The compiled server as the HTTP benchmark runs it (a child process on loopback), and a prober of its health
// endpoint that runs while the load does.

import { type ChildProcess, spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { Worker } from 'node:worker_threads'
import { freePort } from './free-port.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
export const HOST = '127.0.0.1'
/** The stub authentication the benchmarked server runs with accepts any bearer token. */
export const AUTH = { authorization: 'Bearer bench-token' }
export const JSON_HEADERS = { ...AUTH, 'content-type': 'application/json' }

export interface RunningServer {
  url: string
  pid: number
  stop(): Promise<void>
}

/**
 * Starts the compiled server (`node dist/src/server.js`, built by `npm run bench:http` first: worker threads run
 * TypeScript-loader code several times slower) on loopback and waits for /api/health; stop() sends SIGTERM.
 */
export async function startServer(
  env: Record<string, string>,
  script = 'dist/src/server.js',
  readyPath = '/api/health',
): Promise<RunningServer> {
  const port = await freePort()
  // A TypeScript script (the reference wallet) runs through tsx's loader; the server runs compiled.
  const loader = script.endsWith('.ts') ? ['--import', 'tsx'] : []
  const child: ChildProcess = spawn(
    process.execPath,
    [...(process.env.BENCH_NODE_ARGS ?? '').split(' ').filter(Boolean), ...loader, script],
    {
      cwd: ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        HOST,
        PORT: String(port),
        LOG_LEVEL: 'warn',
        AUTH_MODE: 'stub',
        STORE: 'memory',
        ...env,
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    },
  )
  let stderr = ''
  child.stderr!.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()))
  const url = `http://${HOST}:${port}`
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`the server exited at start-up: ${stderr.trim()}`)
    try {
      if ((await fetch(`${url}${readyPath}`)).ok) break
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`the server did not answer ${readyPath} within 30 s`)
    }
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
  return {
    url,
    pid: child.pid!,
    async stop() {
      child.kill('SIGTERM')
      const timer = setTimeout(() => child.kill('SIGKILL'), 15_000)
      await exited
      clearTimeout(timer)
    },
  }
}

export async function withServer<T>(
  env: Record<string, string>,
  run: (url: string, pid: number) => Promise<T>,
  script?: string,
  readyPath?: string,
): Promise<T> {
  const server = await startServer(env, script, readyPath)
  try {
    return await run(server.url, server.pid)
  } finally {
    await server.stop()
  }
}

// The health prober runs on its own thread, so the load generator's event loop does not skew its clock.
const PROBER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads')
const http = require('node:http')
const { performance } = require('node:perf_hooks')
const agent = new http.Agent({ keepAlive: true, maxSockets: 1 })
const latencies = []
let failures = 0
const end = Date.now() + workerData.durationMs
function once() {
  return new Promise((resolve) => {
    const start = performance.now()
    const req = http.get(workerData.url, { agent }, (res) => {
      res.resume()
      res.on('end', () => {
        if (res.statusCode === 200) latencies.push(performance.now() - start)
        else failures++
        resolve()
      })
    })
    req.on('error', () => { failures++; resolve() })
  })
}
;(async () => {
  while (Date.now() < end) {
    await once()
    await new Promise((resolve) => setTimeout(resolve, workerData.intervalMs))
  }
  agent.destroy()
  parentPort.postMessage({ latencies, failures })
})()
`

export interface ProbeResult {
  count: number
  failures: number
  p50: number
  p99: number
  max: number
}

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return Number.NaN
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)]
}

export function probeHealth(url: string, durationMs: number, intervalMs: number): Promise<ProbeResult> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(PROBER_SOURCE, {
      eval: true,
      workerData: { url: `${url}/api/health`, durationMs, intervalMs },
    })
    worker.once('error', reject)
    worker.once('message', ({ latencies, failures }: { latencies: number[]; failures: number }) => {
      const sorted = [...latencies].sort((a, b) => a - b)
      resolve({
        count: sorted.length,
        failures,
        p50: percentile(sorted, 50),
        p99: percentile(sorted, 99),
        max: sorted.at(-1) ?? Number.NaN,
      })
      void worker.terminate()
    })
  })
}

/** Lets requests a finished run left in flight drain, so the next run starts from an empty queue. */
export const settle = () => new Promise((resolve) => setTimeout(resolve, 1000))
