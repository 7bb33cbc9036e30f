// `npm run bench:limits`: what player protection costs a bet on PostgreSQL. One server on a fresh schema, 16 tables
// with one player each; the same bet load alternates, round by round, between 16 players with no protection and
// 16 players with three limits in force (DEPOSIT a DAY, WAGER a WEEK, LOSS a MONTH, never reached), so the machine's
// drift falls on both: after a warm-up run of each (not counted), the rounds go free-capped, capped-free, ... so that
// neither always runs first (the tables grow as bets are placed). Prints each round and two ratios (goal: limits
// <= 1.15x a bet without): of the rates, and of the CPU a bet costs the server and the database (from /proc), which a
// busy neighbour on a shared machine moves far less than the rate.
//
// Env: TEST_DATABASE_URL or DATABASE_URL (required), BENCH_DURATION_S (seconds per round, default 5),
//      BENCH_CONNECTIONS (default 16), BENCH_ROUNDS (rounds of each, default 5).

import { spawn } from 'node:child_process'
import os from 'node:os'
import { fileURLToPath } from 'node:url'
import pg from 'pg'
import { forgetPartitions } from '../src/store/postgres/partitions.ts'
import { type AutocannonResult, autocannon } from './autocannon.ts'
import { serverCores, withCpuSplit } from './cpu.ts'
import { freePort } from './free-port.ts'

const ROOT = fileURLToPath(new URL('..', import.meta.url))
const HOST = '127.0.0.1'
const DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
const DURATION_S = Number(process.env.BENCH_DURATION_S ?? 5)
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 16)
const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 5)
const OPERATOR_TOKEN = 'bench-operator-token-with-at-least-32-chars'
if (!DATABASE_URL) {
  console.error('bench:limits needs TEST_DATABASE_URL (or DATABASE_URL).')
  process.exit(1)
}

const JSON_HEADERS = { 'content-type': 'application/json', authorization: 'Bearer bench' }

async function call(
  base: string,
  method: string,
  path: string,
  body?: unknown,
  token = 'bench',
): Promise<Record<string, unknown>> {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...JSON_HEADERS, authorization: `Bearer ${token}` },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  })
  const answer = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

interface Table {
  tableId: number
  gameId: number
  handIndex: number
  playerId: string
}

/** A table with `playerId` seated rich and a game at HOLE with a hand offered. */
async function table(base: string, playerId: string): Promise<Table> {
  const { tableId } = (await call(base, 'POST', '/api/tables', {
    numberOfHands: 3,
    numberOfSeats: 1,
    maxBetAmount: 1000,
  })) as { tableId: number }
  await call(base, 'POST', `/api/tables/${tableId}/sit`, { playerId, buyInAmount: 1_000_000 })
  for (;;) {
    const hole = (await call(base, 'POST', `/api/tables/${tableId}/advance`, { playerId, from: 'STATUS_SETUP' })) as {
      gameId: number
      handOdds: Array<{ odds: number; handIndex: number }>
    }
    const offered = hole.handOdds.find((p) => p.odds > 0)
    if (offered) return { tableId, gameId: hole.gameId, handIndex: offered.handIndex, playerId }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
      await call(base, 'POST', `/api/tables/${tableId}/advance`, { playerId, from })
  }
}

/** Bets of 1.00 over the tables, each request to the next table in turn. */
async function betRun(base: string, tables: Table[]): Promise<AutocannonResult> {
  let i = 0
  return autocannon({
    url: base,
    connections: CONNECTIONS,
    duration: DURATION_S,
    requests: [
      {
        method: 'POST',
        setupRequest: (request) => {
          const t = tables[i++ % tables.length]
          return {
            ...request,
            path: `/api/tables/${t.tableId}/bets`,
            headers: JSON_HEADERS,
            body: JSON.stringify({
              playerId: t.playerId,
              gameId: t.gameId,
              bettingStage: 0,
              handIndex: t.handIndex,
              betAmount: 1,
            }),
          }
        },
      },
    ],
  })
}

async function main(): Promise<void> {
  const schema = `bench_limits_${process.pid}`
  const admin = new pg.Client({ connectionString: DATABASE_URL })
  await admin.connect()
  await admin.query(`CREATE SCHEMA ${schema}`)
  const url = new URL(DATABASE_URL!)
  url.searchParams.set('options', `-c search_path=${schema}`)
  const port = await freePort()
  const child = spawn(process.execPath, ['dist/src/server.js'], {
    cwd: ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOST,
      PORT: String(port),
      LOG_LEVEL: 'warn',
      AUTH_MODE: 'stub',
      STORE: 'postgres',
      DATABASE_URL: url.toString(),
      OPERATOR_TOKEN,
      RATE_LIMIT_MAX: '0',
      CALLER_MAX_TABLES: '100000',
      CALLER_MAX_IDEMPOTENCY_KEYS: '1000000',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  const base = `http://${HOST}:${port}`
  try {
    for (let waited = 0; ; waited += 100) {
      if (waited > 30_000) throw new Error('the server did not start')
      if (
        await fetch(`${base}/api/health`).then(
          (r) => r.ok,
          () => false,
        )
      )
        break
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const free: Table[] = []
    const capped: Table[] = []
    for (let i = 0; i < CONNECTIONS; i++) {
      free.push(await table(base, `free-${i}`))
      const playerId = `capped-${i}`
      for (const [kind, period] of [
        ['DEPOSIT', 'DAY'],
        ['WAGER', 'WEEK'],
        ['LOSS', 'MONTH'],
      ]) {
        await call(base, 'PUT', `/api/players/${playerId}/limits`, { kind, period, amount: 1_000_000_000 })
      }
      capped.push(await table(base, playerId))
    }
    const rates: Record<'free' | 'capped', number[]> = { free: [], capped: [] }
    const cpuMs: Record<'free' | 'capped', number[]> = { free: [], capped: [] }
    const lines: string[] = []
    for (const name of ['free', 'capped'] as const) await betRun(base, name === 'free' ? free : capped)
    for (let round = 1; round <= ROUNDS; round++) {
      for (const name of round % 2 === 1 ? (['free', 'capped'] as const) : (['capped', 'free'] as const)) {
        const [result, cpu] = await withCpuSplit(child.pid!, () => betRun(base, name === 'free' ? free : capped))
        if (result.errors > 0 || result.non2xx > 0)
          throw new Error(`${name}: ${result.errors} errors, ${result.non2xx} non-2xx answers`)
        rates[name].push(result.requests.average)
        // Milliseconds of CPU a bet: the server's threads (the runtime's too) and the database's processes over the
        // run, per bet answered.
        const server = (serverCores(cpu) / result.requests.average) * 1000
        const database = (cpu.database / result.requests.average) * 1000
        cpuMs[name].push(server + database)
        lines.push(
          `| ${round} | ${name === 'free' ? 'no protection' : 'three limits in force'} | ` +
            (`${result.requests.average.toFixed(0)} | ${result.latency.p50} | ${result.latency.p99} | ` +
              `${server.toFixed(3)} + ${database.toFixed(3)} = ${(server + database).toFixed(3)} |`),
        )
      }
    }
    const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
    const cpus = os.cpus()
    console.log(`### Player protection: the cost of a bet with limits (\`npm run bench:limits\`)\n`)
    console.log(
      `Node ${process.version}, ${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, PostgreSQL store, ` +
        `${CONNECTIONS} ` +
        `` +
        `tables with one player each, ${DURATION_S} s rounds after a warm-up of each, alternated in turn.\n`,
    )
    console.log(
      '| round | players | bets/s | p50 ms | p99 ms | CPU ms a bet: server + database ' +
        '|\n|---:|---|---:|---:|---:|---:|',
    )
    for (const line of lines) console.log(line)
    // Each round's two runs are next to each other in time: their ratio cancels the drift of the machine and of the
    // growing tables, which the medians of each side do not.
    const paired = median(rates.free.map((free, i) => free / rates.capped[i]!))
    console.log(
      `\nMedians: ${median(rates.free).toFixed(0)} bets/s without protection, ${median(rates.capped).toFixed(0)} ` +
        `with ` +
        `three limits (their ratio ${(median(rates.free) / median(rates.capped)).toFixed(2)}).`,
    )
    const pairedCpu = median(cpuMs.capped.map((capped, i) => capped / cpuMs.free[i]!))
    console.log(
      `Median of the rounds' ratios: a bet with limits takes ${paired.toFixed(2)}x the time of a bet without at ` +
        `full ` +
        `` +
        `load (goal <= 1.15).`,
    )
    console.log(
      `Median of the rounds' CPU ratios: a bet with limits costs ${pairedCpu.toFixed(2)}x the CPU of a bet without, ` +
        `${median(cpuMs.capped).toFixed(3)} against ${median(cpuMs.free).toFixed(3)} ms (goal <= 1.15).`,
    )
  } finally {
    child.kill('SIGTERM')
    await new Promise((resolve) => child.once('exit', resolve))
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await forgetPartitions(admin, schema).catch(() => {})
    await admin.end()
  }
}

await main()
