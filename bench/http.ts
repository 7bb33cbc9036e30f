// `npm run bench:http`: HTTP load benchmark of the real server on loopback (deals, health under load, sits, overload),
// as a markdown table.
//
// Env: BENCH_DURATION_S (seconds per run, default 5), BENCH_CONNECTIONS (default 16),
//      TEST_DATABASE_URL or DATABASE_URL (adds the PostgreSQL runs, each in a throwaway schema, and pgbench's own
//      rate against the same database as their reference),
//      BENCH_ONLY (comma-separated groups to run: deals, games, bets, settle, sits, refusals; default all),
//      BENCH_SETTLE_GAMES (games of 1,000 bets settled per store in the settle group, default 15),
//      BENCH_NODE_ARGS (space-separated Node options for the server, e.g. "--cpu-prof --cpu-prof-dir=/tmp/prof").

import os from 'node:os'
import pg from 'pg'
import { defaultOddsWorkers } from '../src/machine-defaults.ts'
import { forgetPartitions } from '../src/store/postgres/partitions.ts'
import { type AutocannonResult, autocannon } from './autocannon.ts'
import { AUTH, JSON_HEADERS, probeHealth, settle, withServer } from './bench-server.ts'
import { type CpuSplit, serverCores, withCpuSplit } from './cpu.ts'
import { engineMsOnEveryCore, engineRate, engineRatesOnEveryCore } from './engine-rate.ts'
import {
  type BettingTable,
  betBody,
  bettingTable,
  gameRuns,
  type LatencyRow,
  settleRunsOn,
  sharedTable,
} from './http-games.ts'
import { fmt, noteRefusal, type Row, refusalBodies, rowOf, unexpected } from './http-rows.ts'
import { type Pair, pairedRatio, printPairs } from './paired-ratio.ts'
import { PGBENCH_SCALE, pgbenchBetRate, pgbenchRate } from './pgbench.ts'

// ---- settings ---------------------------------------------------------------------------------

const DURATION_S = Math.min(60, Math.max(1, Number(process.env.BENCH_DURATION_S ?? 5)))
const CONNECTIONS = Math.min(256, Math.max(1, Number(process.env.BENCH_CONNECTIONS ?? 16)))
const DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined
/** Throughput runs measure the service, not the limiter. */
// One client makes every request: no rate limit, and a share of the memory store as large as the store.
const NO_LIMIT = { RATE_LIMIT_MAX: '0', CALLER_MAX_TABLES: '100000', CALLER_MAX_IDEMPOTENCY_KEYS: '1000000' }
const HEALTH_P99_TARGET_MS = 20
/** Games settled (1,000 bets each) per store in the settlement runs: the median and the slowest are reported. */
const SETTLE_ROUNDS = Math.min(101, Math.max(1, Number(process.env.BENCH_SETTLE_GAMES ?? 15)))
/** The groups of runs to make (BENCH_ONLY); every group when unset. */
const ONLY = new Set(
  (process.env.BENCH_ONLY ?? 'deals,games,bets,settle,sits,refusals').split(',').map((s) => s.trim()),
)

// ---- runs -------------------------------------------------------------------------------------

const dealRequest = (url: string, hands: number, connections = CONNECTIONS, duration = DURATION_S) =>
  autocannon({
    url,
    connections,
    duration,
    requests: [
      {
        method: 'POST',
        path: '/api/deal',
        headers: JSON_HEADERS,
        body: JSON.stringify({ numberOfHands: hands }),
        onResponse: noteRefusal,
      },
    ],
  })

/**
 * A POST run whose every request `next` shapes (path and JSON body), in the order autocannon sends them: for
 * DURATION_S, or exactly `amount` requests.
 */
function rotatingPost(url: string, next: (i: number) => { path: string; body: string }, amount?: number) {
  let n = 0
  return autocannon({
    url,
    connections: CONNECTIONS,
    ...(amount === undefined ? { duration: DURATION_S } : { amount }),
    requests: [
      {
        method: 'POST',
        headers: JSON_HEADERS,
        setupRequest: (request) => ({ ...request, ...next(n++) }),
        onResponse: noteRefusal,
      },
    ],
  })
}

/** Every request one of the players seated by sitRequest leaves, in the order they sat: `count` leaves. */
const leaveRequest = (url: string, firstTable: number, count: number) =>
  rotatingPost(
    url,
    (i) => ({
      path: `/api/tables/${firstTable + Math.floor(i / 6)}/leave`,
      body: JSON.stringify({ playerId: `bench-${i}` }),
    }),
    count,
  )

/** Every request a new player at a table: six players per table, tables numbered from `firstTable`. */
const sitRequest = (url: string, firstTable: number) =>
  rotatingPost(url, (i) => ({
    path: `/api/tables/${firstTable + Math.floor(i / 6)}/sit`,
    body: JSON.stringify({ playerId: `bench-${i}`, buyInAmount: 100.5 }),
  }))

/** Money runs on PostgreSQL as ratios of pgbench's rate at the same client count. */
const pgbenchRows: Array<{ run: string; perSecond: number; goal: string; cpu?: CpuSplit; alone?: string }> = []
let pgbenchTps: number | undefined

/** Cores the engine's limit counts: every core pricing deals, nothing else running. */
const CORES = os.availableParallelism()
/** Worker threads the server starts by default (ODDS_WORKERS): two per core. */
const WORKERS = defaultOddsWorkers()

interface RatioRow {
  hands: number
  workers: number
  /** The engine's own rate on one thread just before and just after the service's run; the limit takes the faster. */
  engineBefore: number
  engineAfter: number
  /** The engine's rate per thread on every core at once, just before and just after the service's run. */
  coresBefore: number[]
  coresAfter: number[]
  service: AutocannonResult
  cpu: CpuSplit
}
const ratioRows: RatioRow[] = []
/** The engine's CPU ms per deal on one thread for a row: the faster of its two measurements. */
const oneThreadMs = (row: RatioRow) => 1000 / Math.max(row.engineBefore, row.engineAfter)
/** CPU ms per request of a part of the server, from its share of a core and the run's rate. */
const perDeal = (cores: number, run: AutocannonResult) => ((cores / run.requests.average) * 1000).toFixed(3)
/** The floor: a request through the same path (auth, validation, hand-off, answer) whose engine work is one board. */
let floor: { result: AutocannonResult; cpu: CpuSplit } | undefined
/** Below it, HTTP alone on the same server: GET /api/health (no body, no store, no hand-off). */
let httpFloor: { result: AutocannonResult; cpu: CpuSplit } | undefined
/** The goal's figure: 4-hand deals on the default server in short runs, each between two measurements of the engine on
 * every core. */
let pairs: Pair[] | undefined
/** The deals goal: the service's CPU per 4-hand deal at most this many times the engine's alone (judged by `pairs`). */
const DEALS_GOAL = 1.35
/** A deal request with no engine work and no hand-off (the diagnostic server): the least a deal can cost. */
let dealWithoutEngine: { result: AutocannonResult; cpu: CpuSplit } | undefined

/**
 * Deals of `hands` hands against the engine's own rate on the same kind of deals, measured just before and just after
 * the service's run. The machine runs memory-bound code at one speed for some seconds and up to 1.7 times slower for
 * the next, so one measurement that lands in a slow phase would make the limit too low and the ratio too high; the
 * faster of the two is taken (the ratio can only err low).
 */
async function ratioRun(
  rows: Row[],
  url: string,
  pid: number,
  hands: number,
  workers: number,
  label: string,
): Promise<void> {
  await settle()
  const engineBefore = await engineRate(hands)
  const coresBefore = await engineRatesOnEveryCore(hands)
  await settle()
  const [service, cpu] = await withCpuSplit(pid, () => dealRequest(url, hands))
  await settle()
  const engineAfter = await engineRate(hands)
  const coresAfter = await engineRatesOnEveryCore(hands)
  rows.push(rowOf(label, service))
  ratioRows.push({ hands, workers, engineBefore, engineAfter, coresBefore, coresAfter, service, cpu })
}

async function dealRuns(rows: Row[]): Promise<void> {
  await withServer(NO_LIMIT, async (url, pid) => {
    await dealRequest(url, 4, CONNECTIONS, 1) // warm-up: JIT, worker threads, tables
    // One connection: the end-to-end latency of a single deal on an otherwise idle server.
    for (const hands of [2, 4]) {
      await settle()
      rows.push(rowOf(`POST /api/deal, ${hands} hands, 1 connection (latency)`, await dealRequest(url, hands, 1)))
    }
    // Two hands with no board are read from the heads-up table (no enumeration): the engine's runs start at three.
    for (const hands of [3, 4, 6]) await ratioRun(rows, url, pid, hands, WORKERS, `POST /api/deal, ${hands} hands`)
    await settle()
    pairs = await pairedRatio(pid, 4, (seconds) => dealRequest(url, 4, CONNECTIONS, seconds))
    await settle()
    const river = { hands: ['AcKd', '7h7s', 'QsJs', '2c2d'], board: ['Ah', '3s', '9d', 'Tc', '5h'] }
    const [result, cpu] = await withCpuSplit(pid, () =>
      autocannon({
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [
          {
            method: 'POST',
            path: '/api/odds',
            headers: JSON_HEADERS,
            body: JSON.stringify(river),
            onResponse: noteRefusal,
          },
        ],
      }),
    )
    rows.push(rowOf('POST /api/odds, 4 hands on a river (the path without the engine)', result))
    floor = { result, cpu }
    await settle()
    const [healthLoad, healthCpu] = await withCpuSplit(pid, () =>
      autocannon({
        url,
        connections: CONNECTIONS,
        duration: DURATION_S,
        requests: [{ method: 'GET', path: '/api/health', onResponse: noteRefusal }],
      }),
    )
    rows.push(rowOf('GET /api/health (HTTP and the hooks alone)', healthLoad))
    httpFloor = { result: healthLoad, cpu: healthCpu }
    await settle()

    // Deals from 2x the connections saturate both cores; a separate thread probes /api/health 100 times a second.
    const [deals, health] = await Promise.all([
      dealRequest(url, 3, CONNECTIONS * 2),
      probeHealth(url, DURATION_S * 1000, 10),
    ])
    rows.push(
      rowOf(
        `POST /api/deal, 3 hands, ${CONNECTIONS * 2} connections (saturating)`,
        deals,
        ['503'],
        'while /api/health was probed',
      ),
    )
    rows.push({
      run: '/api/health during the saturating deals',
      perSecond: health.count / DURATION_S,
      p50: health.p50,
      p99: health.p99,
      statuses: `200: ${health.count}`,
      errors: health.failures,
      deliberate: [],
      note:
        `max ${health.max.toFixed(1)} ms; target p99 <= ${HEALTH_P99_TARGET_MS} ms: ` +
        `${health.p99 <= HEALTH_P99_TARGET_MS ? 'met' : 'NOT met'}`,
    })
  })
  // The same 4-hand run with one worker thread per core (the default before two per core), for the choice's figures.
  if (CORES !== WORKERS) {
    await withServer({ ...NO_LIMIT, ODDS_WORKERS: String(CORES) }, async (url, pid) => {
      await dealRequest(url, 4, CONNECTIONS, DURATION_S) // warm-up as long as a run: the runtime's compiler settles
      await ratioRun(rows, url, pid, 4, CORES, `POST /api/deal, 4 hands, ODDS_WORKERS=${CORES}`)
    })
  }
  // Diagnostic: the same deals priced on the main thread, with no hand-off to worker threads at all (a server built for
  // the bench, bench/main-thread-server.ts; the service never prices on its event loop). What the hand-off costs is the
  // difference in CPU per deal.
  await withServer(
    NO_LIMIT,
    async (url, pid) => {
      await dealRequest(url, 4, CONNECTIONS, DURATION_S)
      await ratioRun(rows, url, pid, 4, 0, 'POST /api/deal, 4 hands, priced on the main thread (diagnostic server)')
    },
    'bench/main-thread-server.ts',
  )
  // Diagnostic: the same requests with no engine work at all (made-up prices at once): the least a deal can cost.
  await withServer(
    { ...NO_LIMIT, BENCH_INSTANT_ENGINE: '1' },
    async (url, pid) => {
      await dealRequest(url, 4, CONNECTIONS, DURATION_S)
      await settle()
      const [result, cpu] = await withCpuSplit(pid, () => dealRequest(url, 4))
      rows.push(rowOf('POST /api/deal, 4 hands, no engine work (diagnostic server)', result))
      dealWithoutEngine = { result, cpu }
    },
    'bench/main-thread-server.ts',
  )
}

async function sitRuns(rows: Row[]): Promise<void> {
  await withServer(NO_LIMIT, async (url) => {
    rows.push(rowOf('POST /api/tables/{id}/sit, memory store', await sitRequest(url, 1)))
  })
  if (!DATABASE_URL) {
    rows.push({
      run: 'POST /api/tables/{id}/sit, PostgreSQL store',
      perSecond: Number.NaN,
      p50: Number.NaN,
      p99: Number.NaN,
      statuses: '',
      errors: 0,
      deliberate: [],
      note: 'skipped: set TEST_DATABASE_URL or DATABASE_URL',
    })
    return
  }
  await withPostgresServer('bench_http', async (serverUrl, schema) => {
    const sits = await sitRequest(serverUrl, 1)
    rows.push(
      rowOf('POST /api/tables/{id}/sit, PostgreSQL store', sits, [], `local server, schema ${schema} (dropped after)`),
    )
    pgbenchRows.push({ run: 'sits', perSecond: sits.requests.average, goal: '-' })
    // Every player who sat leaves again, in the same order: as many leaves as sits answered 200.
    const leaves = await leaveRequest(serverUrl, 1, sits['2xx'])
    // A run of a set number of requests: its rate is that number over its time (autocannon's per-second samples
    // count whole seconds, so a run shorter than the sits' would read as the sits' rate).
    const leavesPerSecond = leaves.requests.total / leaves.duration
    rows.push({
      ...rowOf(
        'POST /api/tables/{id}/leave, PostgreSQL store',
        leaves,
        [],
        `each player seated by the run above, once`,
      ),
      perSecond: leavesPerSecond,
    })
    pgbenchRows.push({ run: 'leaves', perSecond: leavesPerSecond, goal: '-' })
  })
}

/** The deliberate refusals: a tiny odds queue under a flood (503 at once), and the rate limit (429). */
async function refusalRuns(rows: Row[]): Promise<void> {
  const floodSeconds = Math.min(DURATION_S, 3)
  await withServer({ ...NO_LIMIT, ODDS_QUEUE_MAX: '2' }, async (url) => {
    rows.push(
      rowOf(
        'POST /api/deal flood, 3 hands, ODDS_QUEUE_MAX=2, 64 connections',
        await dealRequest(url, 3, 64, floodSeconds),
        ['503'],
        'overflow refused with 503 + Retry-After',
      ),
    )
  })
  await withServer({ RATE_LIMIT_MAX: '500' }, async (url) => {
    const result = await autocannon({
      url,
      connections: CONNECTIONS,
      duration: floodSeconds,
      requests: [{ method: 'GET', path: '/api/tables/1', headers: AUTH, onResponse: noteRefusal }],
    })
    rows.push(
      rowOf(
        'GET /api/tables/1, RATE_LIMIT_MAX=500 (one client)',
        result,
        ['429'],
        'beyond 500 a minute: 429 + Retry-After',
      ),
    )
  })
}

// ---- money: bets per second, and settling a game with 1,000 bets --------------------------------

/** The runs timed one by one (games, settlement): their rows. */
const latencyRows: LatencyRow[] = []

async function betRunsOn(url: string, pid: number, store: string, rows: Row[], schema?: string): Promise<void> {
  // One after another: sixteen tables opened at once by one caller contend for that caller's share row.
  const tables: BettingTable[] = []
  for (let i = 0; i < CONNECTIONS; i++) tables.push(await bettingTable(url))
  const [result, cpu] = await withCpuSplit(pid, () =>
    rotatingPost(url, (i) => {
      const table = tables[i % tables.length]
      return { path: `/api/tables/${table.tableId}/bets`, body: betBody(table) }
    }),
  )
  rows.push(rowOf(`POST /api/tables/{id}/bets, ${store} store, ${CONNECTIONS} tables`, result))
  if (schema !== undefined) {
    pgbenchRows.push({ run: `bets, ${CONNECTIONS} tables`, perSecond: result.requests.average, goal: '>= 0.5', cpu })
    const alone = await pgbenchBetRate(
      DATABASE_URL!,
      schema,
      tables.map((table) => ({ tableId: table.tableId, seatId: 1, playerId: 'bench' })),
      CONNECTIONS,
      DURATION_S,
    )
    if (alone !== undefined)
      pgbenchRows.push({
        run:
          `a bet's statement (place_bet) from pgbench's clients, ${CONNECTIONS} tables (the database alone, no ` +
          `service)`,
        perSecond: alone,
        goal: '-',
        alone: `bets, ${CONNECTIONS} tables`,
      })
  }
  // Ten players betting at one table: every bet takes the same table's lock.
  const shared = await sharedTable(url, 10)
  const [sharedResult, sharedCpu] = await withCpuSplit(pid, () =>
    rotatingPost(url, (i) => ({
      path: `/api/tables/${shared.tableId}/bets`,
      body: betBody(shared, `bench-${i % 10}`),
    })),
  )
  rows.push(rowOf(`POST /api/tables/{id}/bets, ${store} store, 10 players at one table`, sharedResult))
  if (schema !== undefined) {
    pgbenchRows.push({
      run: 'bets, 10 players at one table',
      perSecond: sharedResult.requests.average,
      goal: '>= 0.5',
      cpu: sharedCpu,
    })
    const alone = await pgbenchBetRate(
      DATABASE_URL!,
      schema,
      shared.seats.map((seat) => ({ tableId: shared.tableId, ...seat })),
      CONNECTIONS,
      DURATION_S,
    )
    if (alone !== undefined)
      pgbenchRows.push({
        run:
          `a bet's statement (place_bet) from pgbench's clients, 10 players at one table (the database alone, no ` +
          `service)`,
        perSecond: alone,
        goal: '-',
        alone: 'bets, 10 players at one table',
      })
  }
}

/** Runs `run` against a server on the PostgreSQL store in a throwaway schema named `prefix` + pid (dropped after). */
async function withPostgresServer(
  prefix: string,
  run: (url: string, schema: string, pid: number, databaseUrl: string) => Promise<void>,
  env: Record<string, string> = {},
): Promise<void> {
  const schema = `${prefix}_${process.pid}`
  const admin = new pg.Client({ connectionString: DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE SCHEMA ${schema}`)
    const url = new URL(DATABASE_URL!)
    url.searchParams.set('options', `-c search_path=${schema}`)
    await withServer({ ...NO_LIMIT, ...env, STORE: 'postgres', DATABASE_URL: url.toString() }, (serverUrl, pid) =>
      run(serverUrl, schema, pid, url.toString()),
    )
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await forgetPartitions(admin, schema).catch(() => {})
    await admin.end()
  }
}

async function settleRuns(): Promise<void> {
  await withServer(NO_LIMIT, (url) => settleRunsOn(url, 'memory', latencyRows, SETTLE_ROUNDS))
  if (DATABASE_URL)
    await withPostgresServer('bench_settle', (url, _schema, _pid, databaseUrl) =>
      settleRunsOn(url, 'PostgreSQL', latencyRows, SETTLE_ROUNDS, databaseUrl),
    )
}

async function betRuns(rows: Row[]): Promise<void> {
  await withServer(NO_LIMIT, (url, pid) => betRunsOn(url, pid, 'memory', rows))
  if (DATABASE_URL)
    await withPostgresServer('bench_bets', (url, schema, pid) => betRunsOn(url, pid, 'PostgreSQL', rows, schema))
  await seamlessBetRuns(rows)
}

const WALLET_SECRET = 'the-benchmark-wallet-secret-of-32-chars'

/**
 * Bets against the reference wallet (`WALLET=seamless`, the wallet a process of its own on this machine): each bet is
 * checked, its debit opened, the wallet called and the bet recorded. Reported beside the same store's run without the
 * wallet, with what the wallet adds to a bet's median and p99.
 */
async function seamlessBetRuns(rows: Row[]): Promise<void> {
  await withServer(
    { WALLET_SECRET, REFERENCE_WALLET_BALANCE: String(10 ** 12) },
    async (walletUrl) => {
      const seamless = { WALLET: 'seamless', WALLET_URL: walletUrl, WALLET_SECRET }
      const run = async (url: string, store: string) => {
        const tables: BettingTable[] = []
        for (let i = 0; i < CONNECTIONS; i++) tables.push(await bettingTable(url))
        const result = await rotatingPost(url, (i) => {
          const table = tables[i % tables.length]
          return { path: `/api/tables/${table.tableId}/bets`, body: betBody(table) }
        })
        const plain = rows.find(
          (row) => row.run === `POST /api/tables/{id}/bets, ${store} store, ${CONNECTIONS} tables`,
        )
        const overhead = plain
          ? `the wallet adds ${fmt(result.latency.p50 - plain.p50)} ms to the median, ` +
            `${fmt(result.latency.p99 - plain.p99)} ms to the p99; ` +
            `${fmt(result.requests.average / plain.perSecond, 2)} of the rate without it`
          : ''
        rows.push(
          rowOf(
            `POST /api/tables/{id}/bets, ${store} store, seamless wallet (reference wallet), ${CONNECTIONS} tables`,
            result,
            [],
            overhead,
          ),
        )
      }
      await withServer({ ...NO_LIMIT, ...seamless }, (url) => run(url, 'memory'))
      if (DATABASE_URL) await withPostgresServer('bench_seamless', (url) => run(url, 'PostgreSQL'), seamless)
    },
    'scripts/wallet-reference.ts',
    '/admin/players/bench',
  )
}

async function main(): Promise<void> {
  const started = Date.now()
  const rows: Row[] = []
  if (ONLY.has('bets') || ONLY.has('sits')) pgbenchTps = await pgbenchRate(DATABASE_URL, CONNECTIONS, DURATION_S)
  if (ONLY.has('deals')) await dealRuns(rows)
  if (ONLY.has('games'))
    await withServer(NO_LIMIT, (url) => gameRuns(url, latencyRows, { durationS: DURATION_S, connections: CONNECTIONS }))
  if (ONLY.has('bets')) await betRuns(rows)
  if (ONLY.has('settle')) await settleRuns()
  if (ONLY.has('sits')) await sitRuns(rows)
  if (ONLY.has('refusals')) await refusalRuns(rows)

  const cpus = os.cpus()
  console.log(`\n### HTTP benchmark (\`npm run bench:http\`)\n`)
  console.log(
    `Node ${process.version}, ${cpus.length} x ${cpus[0]?.model.trim() ?? 'CPU'}, loopback, autocannon ` +
      `${CONNECTIONS} ` +
      `connections (unless stated), ${DURATION_S} s per run; server and load generator share the machine.\n`,
  )
  console.log('| run | req/s | p50 ms | p99 ms | statuses | errors | note |')
  console.log('|---|---:|---:|---:|---|---:|---|')
  for (const row of rows) {
    console.log(
      `| ${row.run} | ${fmt(row.perSecond, 0)} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${row.statuses} | ` +
        `${row.errors} ` +
        `` +
        `| ${row.note ?? ''} |`,
    )
  }
  console.log(`\n#### Deals per second against the engine's limit (${CORES} cores)\n`)
  console.log(
    '| hands | worker threads | engine deals/s per thread, before / after the run | engine limit (the faster x ' +
      'cores) | service deals/s | ratio | p50 ms | p99 ms | CPU: main thread / workers / runtime / load generator ' +
      '(cores) | CPU ms a deal: main + workers + runtime | engine alone on one thread, ms a deal | service CPU / ' +
      'engine on one thread (goal <= 1.35, judged in pairs below) | engine alone on every core at once: deals/s ' +
      'per thread, before / after; ms a deal | service CPU / engine on every core |',
  )
  console.log('|---:|---:|---:|---:|---:|---:|---:|---:|---|---:|---:|---:|---|---:|')
  for (const row of ratioRows) {
    const { hands, workers, engineBefore, engineAfter, coresBefore, coresAfter, service, cpu } = row
    const limit = Math.max(engineBefore, engineAfter) * CORES
    const serviceMs = (serverCores(cpu) / service.requests.average) * 1000
    const engineMs = oneThreadMs(row)
    // The faster of the two measurements, as for one thread: the ratio can only err high.
    const coresMs = Math.min(engineMsOnEveryCore(coresBefore), engineMsOnEveryCore(coresAfter))
    const rates = (list: number[]) => list.map((rate) => fmt(rate, 0)).join(' + ')
    console.log(
      `| ${[
        hands,
        workers === 0
          ? 'none: priced on the main thread (diagnostic)'
          : `${workers}${workers === WORKERS ? ' (default)' : ''}`,
        `${fmt(engineBefore, 0)} / ${fmt(engineAfter, 0)}`,
        fmt(limit, 0),
        fmt(service.requests.average, 0),
        (service.requests.average / limit).toFixed(2),
        fmt(service.latency.p50),
        fmt(service.latency.p99),
        [cpu.main, cpu.workers, cpu.runtime, cpu.loadGenerator].map((cores) => cores.toFixed(2)).join(' / '),
        `${[cpu.main, cpu.workers, cpu.runtime].map((c) => perDeal(c, service)).join(' + ')} = ${serviceMs.toFixed(3)}`,
        engineMs.toFixed(3),
        (serviceMs / engineMs).toFixed(2),
        `${rates(coresBefore)} / ${rates(coresAfter)}; ${coresMs.toFixed(3)}`,
        (serviceMs / coresMs).toFixed(2),
      ].join(' | ')} |`,
    )
  }
  if (pairs !== undefined) printPairs(pairs, 4, DEALS_GOAL)
  if (floor !== undefined) {
    const { result, cpu } = floor
    console.log(
      `\nWhat a priced request costs besides the engine, same server: POST /api/odds, 4 hands on a river (the ` +
        `engine ` +
        `` +
        (`evaluates one board), ${CONNECTIONS} connections: ${fmt(result.requests.average, 0)}/s, CPU ms a request: ` +
          (`main ${perDeal(cpu.main, result)} + workers ${perDeal(cpu.workers, result)} + runtime ` +
            `${perDeal(cpu.runtime, result)} = ${((serverCores(cpu) / result.requests.average) * 1000).toFixed(3)}.`)),
    )
  }
  if (httpFloor !== undefined) {
    const { result, cpu } = httpFloor
    console.log(
      `HTTP alone, same server: GET /api/health, ${CONNECTIONS} connections: ${fmt(result.requests.average, 0)}/s, ` +
        (`CPU ms a request on the main thread: ${perDeal(cpu.main, result)} (a deal's main thread can cost no less ` +
          `than this).`),
    )
  }
  if (dealWithoutEngine !== undefined) {
    const { result, cpu } = dealWithoutEngine
    const serviceMs = (serverCores(cpu) / result.requests.average) * 1000
    const fourHands = ratioRows.find((row) => row.hands === 4 && row.workers === WORKERS)
    const engineMs = fourHands === undefined ? undefined : oneThreadMs(fourHands)
    const least =
      engineMs === undefined
        ? ''
        : ` The least a 4-hand deal can cost against the engine alone: (${engineMs.toFixed(3)} + ` +
          `${serviceMs.toFixed(3)}) / ${engineMs.toFixed(3)} = ${((engineMs + serviceMs) / engineMs).toFixed(2)}.`
    console.log(
      `A 4-hand deal with no engine work (diagnostic server: made-up prices at once, no hand-off), ${CONNECTIONS} ` +
        (`connections: ${fmt(result.requests.average, 0)}/s, CPU ms a deal: main ${perDeal(cpu.main, result)} + ` +
          `runtime ${perDeal(cpu.runtime, result)} = ${serviceMs.toFixed(3)}.${least}`),
    )
  }
  console.log(`\n#### PostgreSQL money path against pgbench (same database, same run)\n`)
  if (pgbenchTps === undefined) {
    console.log('skipped: needs TEST_DATABASE_URL or DATABASE_URL, and pgbench (PostgreSQL client tools)')
  } else {
    console.log(
      `pgbench -c ${CONNECTIONS} -j 2 -T ${DURATION_S} -M prepared, scale ${PGBENCH_SCALE} (TPC-B-like: three ` +
        `updates, one select, one insert): ${fmt(pgbenchTps, 0)} transactions/s\n`,
    )
    // The bets' goal is against the database alone: pgbench's clients sending the bet's own statement to the same
    // tables and seats, same run.
    const aloneOf = (run: string) => pgbenchRows.find((row) => row.alone === run)?.perSecond
    console.log(
      '| run (PostgreSQL store, autocannon connections as pgbench clients) | per second | against pgbench | goal | ' +
        'against the database alone (goal >= 0.8 for bets) | CPU: main thread / PostgreSQL / load generator, ' +
        'cores (ms a request) |',
    )
    console.log('|---|---:|---:|---|---:|---|')
    const perRequest = (cores: number, perSecond: number) =>
      `${cores.toFixed(2)} (${((cores / perSecond) * 1000).toFixed(2)})`
    for (const row of pgbenchRows) {
      const cpu = row.cpu
        ? `${perRequest(row.cpu.main, row.perSecond)} / ${perRequest(row.cpu.database, row.perSecond)} / ` +
          `${perRequest(row.cpu.loadGenerator, row.perSecond)}`
        : ''
      const alone = aloneOf(row.run)
      const againstAlone = alone !== undefined ? (row.perSecond / alone).toFixed(2) : ''
      console.log(
        `| ${row.run} | ${fmt(row.perSecond, 0)} | ${(row.perSecond / pgbenchTps).toFixed(2)} | ${row.goal} | ` +
          `${againstAlone} | ${cpu} |`,
      )
    }
  }
  console.log('\n#### Games and settlement (timed one by one with fetch, keep-alive)\n')
  console.log('| run | calls | p50 ms | p99 ms | per second | note |')
  console.log('|---|---:|---:|---:|---:|---|')
  for (const row of latencyRows) {
    console.log(
      `| ${row.run} | ${row.count} | ${fmt(row.p50)} | ${fmt(row.p99)} | ${fmt(row.perSecond, 0)} | ${row.target} |`,
    )
  }
  if (refusalBodies.size > 0) {
    console.log('\nBodies seen per refusal status:')
    for (const [status, bodies] of refusalBodies) for (const body of bodies) console.log(`- ${status}: \`${body}\``)
  }
  const problems = rows.flatMap((row) => [
    ...(row.errors > 0 ? [`${row.run}: ${row.errors} socket errors or timeouts`] : []),
    ...unexpected(row).map((status) => `${row.run}: unexpected status ${status}`),
  ])
  console.log(
    `\nTotal ${((Date.now() - started) / 1000).toFixed(0)} s. ` +
      (problems.length === 0 ? 'No errors; only the deliberate 503 and 429.' : `PROBLEMS:\n- ${problems.join('\n- ')}`),
  )
  process.exitCode = problems.length === 0 ? 0 : 1
}

await main()
