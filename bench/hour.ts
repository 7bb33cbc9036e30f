// `npm run bench:hour`: continuous play on the PostgreSQL store at a steady rate, minute by minute: each table deals a
// game, its players bet on an offered hand at the hole, the table runs to the river (settling) and deals again, paced
// to a game every BENCH_GAME_SECONDS. Each minute prints the bets' median and p99 (each POST timed on its own), the
// river's median, and the live and dead tuples of the hot tables with their autovacuum runs; the end compares the
// last minute with the first. Throwaway schema in TEST_DATABASE_URL or DATABASE_URL, dropped after.
//
// Env: BENCH_MINUTES (default 60), BENCH_HOUR_TABLES (default 20), BENCH_BETS_PER_GAME (default 50),
//      BENCH_GAME_SECONDS (default 5: with the defaults 200 bets a second).

import pg from 'pg'
import { forgetPartitions } from '../src/store/postgres/partitions.ts'
import { JSON_HEADERS, percentile, withServer } from './bench-server.ts'

const MINUTES = Number(process.env.BENCH_MINUTES ?? 60)
const TABLES = Number(process.env.BENCH_HOUR_TABLES ?? 20)
const BETS_PER_GAME = Number(process.env.BENCH_BETS_PER_GAME ?? 50)
const GAME_SECONDS = Number(process.env.BENCH_GAME_SECONDS ?? 5)
const PLAYERS = 5
const DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
const NO_LIMIT = { RATE_LIMIT_MAX: '0', CALLER_MAX_TABLES: '100000', CALLER_MAX_IDEMPOTENCY_KEYS: '1000000' }
/** The tables every bet or settlement writes; a month of a partitioned history counts as its table. */
const HOT = [
  'tables',
  'seats',
  'games',
  'bets',
  'table_events',
  'ledger_entries',
  'rtp_totals',
  'player_games',
  'idempotency_keys',
]

interface Minute {
  bets: number[]
  rivers: number[]
  refused: number
}

async function post(url: string, path: string, body: unknown): Promise<{ status: number; json: any }> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) })
  return { status: response.status, json: await response.json() }
}

async function must(url: string, path: string, body: unknown): Promise<any> {
  const answer = await post(url, path, body)
  if (answer.status >= 300) throw new Error(`${path}: ${answer.status} ${JSON.stringify(answer.json)}`)
  return answer.json
}

/** One table's play until `until`: games paced to GAME_SECONDS, every call's time into the minute it ended in. */
async function play(url: string, tableId: number, until: number, started: number, minutes: Minute[]): Promise<void> {
  const minuteOf = () => minutes[Math.min(minutes.length - 1, Math.floor((Date.now() - started) / 60_000))]
  while (Date.now() < until) {
    const gameStarted = Date.now()
    const hole = await must(url, `/api/tables/${tableId}/advance`, { playerId: 'p0', from: 'STATUS_SETUP' })
    const offered = (hole.handOdds as Array<{ odds: number; handIndex: number }>).find((h) => h.odds > 0)
    if (offered) {
      let next = 0
      await Promise.all(
        Array.from({ length: PLAYERS }, async (_, p) => {
          while (next < BETS_PER_GAME) {
            next += 1
            const start = performance.now()
            const answer = await post(url, `/api/tables/${tableId}/bets`, {
              playerId: `p${p}`,
              gameId: hole.gameId,
              bettingStage: 0,
              handIndex: offered.handIndex,
              betAmount: 1,
            })
            const ms = performance.now() - start
            if (answer.status === 201 || answer.status === 200) minuteOf().bets.push(ms)
            else minuteOf().refused += 1
          }
        }),
      )
    }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER']) {
      const start = performance.now()
      await must(url, `/api/tables/${tableId}/advance`, { playerId: 'p0', from })
      if (from === 'STATUS_TURN') minuteOf().rivers.push(performance.now() - start)
    }
    const wait = gameStarted + GAME_SECONDS * 1000 - Date.now()
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait))
  }
}

interface Tuples {
  live: number
  dead: number
  autovacuums: number
}

/** Live and dead tuples of each hot table (its months summed) and its autovacuum runs so far. */
async function tuples(admin: pg.Client, schema: string): Promise<Map<string, Tuples>> {
  await admin.query('SELECT pg_stat_clear_snapshot()')
  const { rows } = await admin.query<{ relname: string; live: string; dead: string; autovacuums: string }>(
    `SELECT relname, n_live_tup AS live, n_dead_tup AS dead, autovacuum_count AS autovacuums
       FROM pg_stat_user_tables WHERE schemaname = $1`,
    [schema],
  )
  const byTable = new Map<string, Tuples>()
  for (const row of rows) {
    const table = HOT.find((name) => row.relname === name || row.relname.startsWith(`${name}_p`))
    if (!table) continue
    const sum = byTable.get(table) ?? { live: 0, dead: 0, autovacuums: 0 }
    sum.live += Number(row.live)
    sum.dead += Number(row.dead)
    sum.autovacuums += Number(row.autovacuums)
    byTable.set(table, sum)
  }
  return byTable
}

const fmt = (ms: number) => (Number.isFinite(ms) ? ms.toFixed(1) : '-')

async function main(): Promise<void> {
  if (!DATABASE_URL) throw new Error('bench:hour needs TEST_DATABASE_URL or DATABASE_URL')
  const schema = `bench_hour_${process.pid}`
  const admin = new pg.Client({ connectionString: DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE SCHEMA ${schema}`)
    const url = new URL(DATABASE_URL)
    url.searchParams.set('options', `-c search_path=${schema}`)
    const settings = await admin.query<{ name: string; setting: string }>(
      `SELECT name, setting FROM pg_settings WHERE name IN ('autovacuum_vacuum_scale_factor',
         'autovacuum_vacuum_insert_scale_factor', 'autovacuum_naptime', 'autovacuum_vacuum_cost_limit') ORDER BY name`,
    )
    console.log(
      `${MINUTES} minutes, ${TABLES} tables, ${BETS_PER_GAME} bets a game, a game every ${GAME_SECONDS} s per table ` +
        `(${((TABLES * BETS_PER_GAME) / GAME_SECONDS).toFixed(0)} bets a second offered); ` +
        settings.rows.map((s) => `${s.name}=${s.setting}`).join(', '),
    )
    await withServer({ ...NO_LIMIT, STORE: 'postgres', DATABASE_URL: url.toString() }, async (serverUrl) => {
      const options = await admin.query<{ relname: string; reloptions: string[] | null }>(
        `SELECT relname, reloptions FROM pg_class WHERE relnamespace = $1::regnamespace AND relname = ANY ($2)`,
        [schema, HOT],
      )
      const storage = options.rows.map((r) => `${r.relname} ${r.reloptions?.join(',') ?? 'default'}`)
      console.log(`storage options: ${storage.join('; ')}`)
      console.log(
        '\n| minute | bets | p50 ms | p99 ms | refused | river p50 ms | dead tuples (largest: table) | autovacuums |',
      )
      console.log('|---|---|---|---|---|---|---|---|')
      // The tables and their players first, one by one: the play starts on all of them together.
      const ids: number[] = []
      for (let i = 0; i < TABLES; i++) {
        const body = { numberOfHands: 3, numberOfSeats: PLAYERS, maxBetAmount: 1000 }
        const { tableId } = await must(serverUrl, '/api/tables', body)
        for (let p = 0; p < PLAYERS; p++) {
          await must(serverUrl, `/api/tables/${tableId}/sit`, { playerId: `p${p}`, buyInAmount: 1_000_000 })
        }
        ids.push(tableId)
      }
      const minutes: Minute[] = Array.from({ length: MINUTES }, () => ({ bets: [], rivers: [], refused: 0 }))
      const started = Date.now()
      const until = started + MINUTES * 60_000
      const tables = ids.map((tableId) => play(serverUrl, tableId, until, started, minutes))
      const summaries: Array<{ p50: number; p99: number; dead: number }> = []
      for (let m = 0; m < MINUTES; m++) {
        await new Promise((resolve) => setTimeout(resolve, started + (m + 1) * 60_000 - Date.now()))
        const minute = minutes[m]
        const bets = [...minute.bets].sort((a, b) => a - b)
        const rivers = [...minute.rivers].sort((a, b) => a - b)
        const stats = await tuples(admin, schema)
        const [largest, most] = [...stats].sort((a, b) => b[1].dead - a[1].dead)[0] ?? ['-', { dead: 0 }]
        const vacuums = [...stats.values()].reduce((n, s) => n + s.autovacuums, 0)
        const dead = [...stats.values()].reduce((n, s) => n + s.dead, 0)
        summaries.push({ p50: percentile(bets, 50), p99: percentile(bets, 99), dead })
        console.log(
          `| ${m + 1} | ${bets.length} | ${fmt(percentile(bets, 50))} | ${fmt(percentile(bets, 99))} | ` +
            `${minute.refused} | ${fmt(percentile(rivers, 50))} | ${dead} (${most.dead}: ${largest}) | ${vacuums} |`,
        )
      }
      await Promise.all(tables)
      const first = summaries[0]
      const last = summaries.at(-1)!
      const size = await admin.query<{ bytes: string }>(
        `SELECT sum(pg_total_relation_size(c.oid)) AS bytes FROM pg_class c
           WHERE c.relnamespace = $1::regnamespace AND c.relkind = 'r'`,
        [schema],
      )
      console.log(
        `\nlast minute / first minute: bets p50 ${(last.p50 / first.p50).toFixed(2)}x, p99 ` +
          `${(last.p99 / first.p99).toFixed(2)}x; dead tuples at most ${Math.max(...summaries.map((s) => s.dead))}, ` +
          `${last.dead} at the end; schema ${(Number(size.rows[0].bytes) / 1e6).toFixed(0)} MB`,
      )
      const end = await tuples(admin, schema)
      console.log(
        [...end]
          .map(([table, s]) => `${table}: ${s.live} live, ${s.dead} dead, ${s.autovacuums} autovacuums`)
          .join('; '),
      )
    })
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await forgetPartitions(admin, schema)
    await admin.end()
  }
}

main().catch((err: unknown) => {
  console.error(err)
  process.exitCode = 1
})
