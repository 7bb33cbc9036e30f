// `npm run bench:events`: what a bet costs as its game grows. One game, 10,000 bets one after another, with a follower
// on the table's event stream; for the bets around the 100th and around the 10,000th, the median time a bet takes
// over HTTP and the median size of its event, on each store, and the ratios (goal: within 10%, that is <= 1.10);
// beside them, the follower's time to fold each bet event into the table's state (the typed client's foldTableEvent).
//
// Env: BENCH_EVENT_BETS (bets in the game, default 10000), TEST_DATABASE_URL or DATABASE_URL (adds the PostgreSQL
//      run, in a throwaway schema).

import http from 'node:http'
import os from 'node:os'
import pg from 'pg'
import { foldTableEvent, type TableEventMessage } from '../src/client/table-view.js'
import { forgetPartitions } from '../src/store/postgres/partitions.ts'
import { JSON_HEADERS as HEADERS, withServer } from './bench-server.ts'

const BETS = Math.max(1_000, Number(process.env.BENCH_EVENT_BETS ?? 10_000))
/** Bets measured around each point (the median of them is reported). */
const WINDOW = 50
const DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL || undefined
const OPEN = {
  RATE_LIMIT_MAX: '0',
  CALLER_MAX_TABLES: '100000',
  CALLER_MAX_IDEMPOTENCY_KEYS: '1000000',
  LOG_LEVEL: 'warn',
  SHED_MAX_EVENT_LOOP_DELAY_MS: '0',
}

async function post(base: string, path: string, body: unknown): Promise<any> {
  const response = await fetch(`${base}${path}`, { method: 'POST', headers: HEADERS, body: JSON.stringify(body) })
  const answer = await response.json()
  if (!response.ok) throw new Error(`${path}: ${response.status} ${JSON.stringify(answer)}`)
  return answer
}

/**
 * Follows the table's stream, folding each event into the table's state as the typed client does, and notes the size
 * of each bet event's message and the time its fold took (ms), by event id.
 */
function follow(
  base: string,
  tableId: number,
): { sizes: Map<number, number>; folds: Map<number, number>; close(): void } {
  const sizes = new Map<number, number>()
  const folds = new Map<number, number>()
  let state: ReturnType<typeof foldTableEvent> | undefined
  let buffer = ''
  const request = http.get(`${base}/api/tables/${tableId}/events`, { headers: HEADERS }, (response) => {
    response.setEncoding('utf8').on('data', (chunk: string) => {
      buffer += chunk
      let end: number
      while ((end = buffer.indexOf('\n\n')) >= 0) {
        const block = buffer.slice(0, end)
        buffer = buffer.slice(end + 2)
        const id = /^id: (\d+)$/m.exec(block)
        const data = /^data: (.*)$/m.exec(block)
        if (!data) continue
        const event = JSON.parse(data[1]) as TableEventMessage
        const started = performance.now()
        state = foldTableEvent(state, event)
        const took = performance.now() - started
        if (id && event.type === 'bet') {
          sizes.set(Number(id[1]), Buffer.byteLength(block) + 2)
          folds.set(Number(id[1]), took)
        }
      }
    })
  })
  request.on('error', () => {})
  return { sizes, folds, close: () => request.destroy() }
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]

const rows: string[] = []

async function run(label: string, base: string): Promise<void> {
  const { tableId } = await post(base, '/api/tables', { numberOfHands: 3, numberOfSeats: 1, maxBetAmount: 1000 })
  await post(base, `/api/tables/${tableId}/sit`, { playerId: 'bench', buyInAmount: 1_000_000 })
  let hole
  for (;;) {
    hole = await post(base, `/api/tables/${tableId}/advance`, { playerId: 'bench', from: 'STATUS_SETUP' })
    if (hole.handOdds.some((p: { odds: number }) => p.odds > 0)) break
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
      await post(base, `/api/tables/${tableId}/advance`, { playerId: 'bench', from })
  }
  const handIndex = hole.handOdds.find((p: { odds: number }) => p.odds > 0).handIndex
  const stream = follow(base, tableId)
  await new Promise((resolve) => setTimeout(resolve, 200))
  const ms: number[] = []
  const eventIds: number[] = []
  for (let i = 1; i <= BETS; i++) {
    const started = performance.now()
    await post(base, `/api/tables/${tableId}/bets`, {
      playerId: 'bench',
      gameId: hole.gameId,
      bettingStage: 0,
      handIndex,
      betAmount: 1,
    })
    ms.push(performance.now() - started)
    eventIds.push(hole.eventId + i)
  }
  await new Promise((resolve) => setTimeout(resolve, 500))
  stream.close()
  // The bets from the 100th, and the last ones (the 10,000th and the 49 before it).
  const early = { from: 100, to: 100 + WINDOW }
  const late = { from: BETS - WINDOW + 1, to: BETS + 1 }
  const window = (values: number[], w: { from: number; to: number }) => values.slice(w.from - 1, w.to - 1)
  const earlyMs = median(window(ms, early))
  const lateMs = median(window(ms, late))
  const sizeOf = (ids: number[]) => median(ids.map((id) => stream.sizes.get(id) ?? Number.NaN))
  const earlyBytes = sizeOf(window(eventIds, early))
  const lateBytes = sizeOf(window(eventIds, late))
  const foldOf = (ids: number[]) => median(ids.map((id) => stream.folds.get(id) ?? Number.NaN))
  const earlyFold = foldOf(window(eventIds, early))
  const lateFold = foldOf(window(eventIds, late))
  rows.push(
    `| ${label} | ${earlyMs.toFixed(2)} | ${lateMs.toFixed(2)} | ${(lateMs / earlyMs).toFixed(2)} | ${earlyBytes} | ` +
      (`${lateBytes} | ${(lateBytes / earlyBytes).toFixed(2)} | ${stream.sizes.size} of ${BETS} | ` +
        `${earlyFold.toFixed(4)} | ${lateFold.toFixed(4)} |`),
  )
}

const cpu = os.cpus()
console.log(
  `Node ${process.version}, ${cpu.length} x ${cpu[0]?.model.trim() ?? 'CPU'}, loopback; one game, ${BETS} bets one ` +
    `after another, one follower.\n`,
)
await withServer(OPEN, (base) => run('memory', base))
if (DATABASE_URL) {
  const schema = `bench_events_${process.pid}`
  const admin = new pg.Client({ connectionString: DATABASE_URL })
  await admin.connect()
  try {
    await admin.query(`CREATE SCHEMA ${schema}`)
    const url = new URL(DATABASE_URL)
    url.searchParams.set('options', `-c search_path=${schema}`)
    await withServer({ ...OPEN, STORE: 'postgres', DATABASE_URL: url.toString() }, (base) => run('PostgreSQL', base))
  } finally {
    await admin.query(`DROP SCHEMA IF EXISTS ${schema} CASCADE`)
    await forgetPartitions(admin, schema).catch(() => {})
    await admin.end()
  }
}
console.log(
  `| store | a bet, ms: bets 100-${99 + WINDOW} | bets ${BETS - WINDOW + 1}-${BETS} | ratio (goal <= 1.10) | its ` +
    (`event, bytes: bets 100-${99 + WINDOW} | bets ${BETS - WINDOW + 1}-${BETS} | ratio (goal <= 1.10) | bet events ` +
      (`received | the follower's fold of a bet event, ms: bets 100-${99 + WINDOW} | bets ` +
        `${BETS - WINDOW + 1}-${BETS} ` +
        `|`)),
)
console.log('|---|---:|---:|---:|---:|---:|---:|---:|---:|---:|')
for (const row of rows) console.log(row)
