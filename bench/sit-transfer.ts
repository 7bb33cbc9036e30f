// `npm run bench:sit`: what the account -> seat transfer costs a sit on PostgreSQL. Builds the last commit before
// accounts in a throwaway git worktree, then times the same sit load against it and against this build, round by
// round (interleaved, so the machine's drift falls on both), and prints the medians and their ratio.
//
// Env: TEST_DATABASE_URL or DATABASE_URL (required), BENCH_DURATION_S (seconds per round, default 5),
//      BENCH_CONNECTIONS (default 16), BENCH_ROUNDS (default 3), BENCH_SIT_BASELINE (a git ref; default: the parent
//      of the commit that added accounts).

import { execFileSync, spawn } from 'node:child_process'
import { mkdtempSync, rmSync, symlinkSync } from 'node:fs'
import os from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { forgetPartitions } from '../src/store/postgres/partitions.ts'
import { type AutocannonResult, autocannon } from './autocannon.ts'
import { freePort } from './free-port.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HOST = '127.0.0.1'
const DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 3)
if (!DATABASE_URL) {
  console.error('bench:sit needs TEST_DATABASE_URL (or DATABASE_URL).')
  process.exit(1)
}

const git = (...args: string[]) => execFileSync('git', args, { cwd: ROOT, encoding: 'utf8' }).trim()
const accountsCommit = git('log', '--diff-filter=A', '--format=%H', '--', 'src/store/migrations/005-accounts.sql')
  .split('\n')
  .at(-1)!
const baselineRef = process.env.BENCH_SIT_BASELINE ?? `${accountsCommit}^`
const baselineSha = git('rev-parse', '--short', baselineRef)

// The baseline: its own worktree, built with this checkout's node_modules.
const worktree = mkdtempSync(join(os.tmpdir(), 'hand-odds-baseline-'))
rmSync(worktree, { recursive: true, force: true })
git('worktree', 'add', '--detach', worktree, baselineRef)
symlinkSync(join(ROOT, 'node_modules'), join(worktree, 'node_modules'))
// Its own build script: what it compiles and copies is what it runs.
execFileSync('npm', ['run', '-s', 'build'], { cwd: worktree, stdio: ['ignore', 'ignore', 'inherit'] })

/** One round: a fresh schema, the server of `dir`, 16 connections sitting new players (six per table). */
async function round(dir: string): Promise<AutocannonResult> {
  const admin = new pg.Client({ connectionString: DATABASE_URL })
  await admin.connect()
  const schema = `bench_sit_${process.pid}_${Date.now()}`
  await admin.query(`CREATE SCHEMA ${schema}`)
  const url = new URL(DATABASE_URL!)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const port = await freePort()
  const child = spawn(process.execPath, ['dist/src/server.js'], {
    cwd: dir,
    env: {
      PATH: process.env.PATH ?? '',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_MODE: 'stub',
      STORE: 'postgres',
      DATABASE_URL: url.toString(),
      RATE_LIMIT_MAX: '0',
      CALLER_MAX_TABLES: '100000',
      CALLER_MAX_IDEMPOTENCY_KEYS: '1000000',
    },
    stdio: 'ignore',
  })
  const exited = new Promise((resolve) => child.once('exit', resolve))
  try {
    for (
      let i = 0;
      !(await fetch(`http://${HOST}:${port}/api/health`)
        .then((r) => r.ok)
        .catch(() => false));
      i++
    ) {
      if (i > 300 || child.exitCode !== null) throw new Error(`the server in ${dir} did not start`)
      await new Promise((r) => setTimeout(r, 100))
    }
    let n = 0
    return await autocannon({
      url: `http://${HOST}:${port}`,
      connections: CONNECTIONS,
      duration: DURATION_S,
      requests: [
        {
          method: 'POST',
          headers: { authorization: 'Bearer bench', 'content-type': 'application/json' },
          setupRequest: (request: object) => {
            const i = n++
            return {
              ...request,
              path: `/api/tables/${1 + Math.floor(i / 6)}/sit`,
              body: JSON.stringify({ playerId: `bench-${i}`, buyInAmount: 100.5 }),
            }
          },
        },
      ],
    })
  } finally {
    child.kill('SIGTERM')
    await exited
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await forgetPartitions(admin, schema).catch(() => {})
    await admin.end()
  }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
const results: Record<'baseline' | 'accounts', AutocannonResult[]> = { baseline: [], accounts: [] }
try {
  for (let i = 0; i < ROUNDS; i++) {
    results.baseline.push(await round(worktree))
    results.accounts.push(await round(ROOT))
  }
} finally {
  git('worktree', 'remove', '--force', worktree)
}
const cpu = os.cpus()
console.log(
  `Node ${process.version}, ${cpu.length} x ${cpu[0]?.model ?? 'CPU'}, loopback; PostgreSQL local; ${CONNECTIONS} ` +
    `connections, ${ROUNDS} interleaved rounds of ${DURATION_S} s.\n`,
)
console.log('| build | sits/s per round | median sits/s | median p50 ms | median p99 ms | errors + non-2xx |')
console.log('|---|---|---:|---:|---:|---:|')
for (const [name, label] of [
  ['baseline', `before accounts (${baselineSha})`],
  ['accounts', 'this build: account -> seat'],
] as const) {
  const runs = results[name]
  console.log(
    `| ${label} | ${runs.map((r) => r.requests.average.toFixed(0)).join(', ')} | ` +
      (`${median(runs.map((r) => r.requests.average)).toFixed(0)} | ${median(runs.map((r) => r.latency.p50))} | ` +
        `${median(runs.map((r) => r.latency.p99))} | ${runs.reduce((s, r) => s + r.errors + r.non2xx, 0)} |`),
  )
}
const costRatio =
  median(results.baseline.map((r) => r.requests.average)) / median(results.accounts.map((r) => r.requests.average))
console.log(
  `\nA sit now costs ${costRatio.toFixed(2)} times a sit before accounts (time per sit, from the median rates; goal ` +
    `<= 1.3).`,
)
