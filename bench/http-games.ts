// The game and money runs of `npm run bench:http` that time calls one by one with fetch: starting games, bulk games,
// and settling a game of 1,000 bets; and the tables with a game at HOLE that the bet runs use.

import { JSON_HEADERS, percentile, settle } from './bench-server.ts'
import { settlementBaseline } from './settle-baseline.ts'

export interface LatencyRow {
  run: string
  count: number
  p50: number
  p99: number
  perSecond: number
  target: string
}
/** Runs `task` `count` times, `concurrency` at a time; each call timed: median, p99 and calls per second. */
export async function timeCalls(
  count: number,
  concurrency: number,
  task: (i: number) => Promise<void>,
): Promise<{ p50: number; p99: number; perSecond: number }> {
  const times: number[] = []
  let next = 0
  const started = performance.now()
  await Promise.all(
    Array.from({ length: concurrency }, async () => {
      while (next < count) {
        const i = next++
        const start = performance.now()
        await task(i)
        times.push(performance.now() - start)
      }
    }),
  )
  const seconds = (performance.now() - started) / 1000
  times.sort((a, b) => a - b)
  return { p50: percentile(times, 50), p99: percentile(times, 99), perSecond: count / seconds }
}

export async function post(url: string, path: string, body: unknown): Promise<Record<string, unknown>> {
  const response = await fetch(`${url}${path}`, { method: 'POST', headers: JSON_HEADERS, body: JSON.stringify(body) })
  const answer = (await response.json()) as Record<string, unknown>
  if (!response.ok) throw new Error(`${path} answered ${response.status}: ${JSON.stringify(answer)}`)
  return answer
}

/**
 * Advances the table from TURN to RIVER (settling its game) and answers the service's time in ms: from the request
 * sent to the answer's last byte received. The client's parse of the answer (a 1,000-bet state is about 190 kB of JSON)
 * comes after the clock
 * stops: it is the bench's work, not the service's.
 */
async function timedSettlement(url: string, tableId: number): Promise<number> {
  const start = performance.now()
  const response = await fetch(`${url}/api/tables/${tableId}/advance`, {
    method: 'POST',
    headers: JSON_HEADERS,
    body: JSON.stringify({ playerId: 'bench', from: 'STATUS_TURN' }),
  })
  const bytes = await response.arrayBuffer()
  const ms = performance.now() - start
  const answer = JSON.parse(new TextDecoder().decode(bytes)) as { gameState?: string; error?: string }
  if (!response.ok || answer.gameState !== 'STATUS_RIVER')
    throw new Error(`advance from STATUS_TURN answered ${response.status}: ${answer.error ?? answer.gameState}`)
  return ms
}

/** `count` personal tables of `hands` hands, each with its player seated, ready to start a game. */
async function seatedTables(url: string, count: number, hands: number): Promise<number[]> {
  const ids: number[] = []
  await timeCalls(count, 32, async () => {
    const { tableId } = (await post(url, '/api/tables', { numberOfHands: hands, numberOfSeats: 1 })) as {
      tableId: number
    }
    await post(url, `/api/tables/${tableId}/sit`, { playerId: 'bench', buyInAmount: 100 })
    ids.push(tableId)
  })
  return ids
}

/**
 * Starting games on `url`'s server (deal and price every stage): one at a time on an idle server, then `connections`
 * at a time; then bulk games. Rows go to `latencyRows`.
 */
export async function gameRuns(
  url: string,
  latencyRows: LatencyRow[],
  { durationS, connections }: { durationS: number; connections: number },
): Promise<void> {
  const idle = 300
  const busy = Math.max(1000, durationS * 1200)
  const tables = await seatedTables(url, idle + busy + 50, 4)
  const start = (tableId: number) =>
    post(url, `/api/tables/${tableId}/advance`, { playerId: 'bench', from: 'STATUS_SETUP' }).then(() => {})
  for (let i = 0; i < 50; i++) await start(tables[idle + busy + i]) // warm-up
  await settle()
  const one = await timeCalls(idle, 1, (i) => start(tables[i]))
  latencyRows.push({
    run: 'SETUP -> HOLE, 4 hands, one at a time (idle server)',
    count: idle,
    ...one,
    target: `median <= 5 ms: ${one.p50 <= 5 ? 'met' : 'NOT met'}`,
  })
  await settle()
  const many = await timeCalls(busy, connections, (i) => start(tables[idle + i]))
  latencyRows.push({
    run: `SETUP -> HOLE, 4 hands, ${connections} at a time`,
    count: busy,
    ...many,
    target: 'games started per second',
  })
  await settle()
  const bulkOf200 = () => post(url, '/api/games/bulk', { numberOfGames: 200, numberOfHands: 4 }).then(() => {})
  for (let i = 0; i < 5; i++) await bulkOf200() // warm-up: this route's serializer and view code
  await settle()
  const bulk = await timeCalls(30, 1, bulkOf200)
  latencyRows.push({
    run: 'POST /api/games/bulk, 200 games of 4 hands, one at a time',
    count: 30,
    ...bulk,
    target: `median <= 150 ms: ${bulk.p50 <= 150 ? 'met' : 'NOT met'}`,
  })
}

export interface BettingTable {
  tableId: number
  gameId: number
  handIndex: number
}

/** A personal table with a rich player and a game at HOLE with a hand offered (re-dealt until there is one). */
export async function bettingTable(url: string): Promise<BettingTable> {
  const { tableId } = (await post(url, '/api/tables', { numberOfHands: 3, numberOfSeats: 1, maxBetAmount: 1000 })) as {
    tableId: number
  }
  await post(url, `/api/tables/${tableId}/sit`, { playerId: 'bench', buyInAmount: 1_000_000 })
  for (;;) {
    const hole = (await post(url, `/api/tables/${tableId}/advance`, { playerId: 'bench', from: 'STATUS_SETUP' })) as {
      gameId: number
      handOdds: Array<{ odds: number; handIndex: number }>
    }
    const offered = hole.handOdds.find((p) => p.odds > 0)
    if (offered) return { tableId, gameId: hole.gameId, handIndex: offered.handIndex }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
      await post(url, `/api/tables/${tableId}/advance`, { playerId: 'bench', from })
  }
}

export const betBody = (table: BettingTable, playerId = 'bench') =>
  JSON.stringify({ playerId, gameId: table.gameId, bettingStage: 0, handIndex: table.handIndex, betAmount: 1 })

/** A table with `players` rich players (bench-0, bench-1, ...) and a game at HOLE with a hand offered. */
export async function sharedTable(
  url: string,
  players: number,
): Promise<BettingTable & { seats: Array<{ seatId: number; playerId: string }> }> {
  const { tableId } = (await post(url, '/api/tables', {
    numberOfHands: 3,
    numberOfSeats: players,
    maxBetAmount: 1000,
  })) as { tableId: number }
  const seats: Array<{ seatId: number; playerId: string }> = []
  for (let p = 0; p < players; p++) {
    const { seatId } = (await post(url, `/api/tables/${tableId}/sit`, {
      playerId: `bench-${p}`,
      buyInAmount: 1_000_000,
    })) as { seatId: number }
    seats.push({ seatId, playerId: `bench-${p}` })
  }
  for (;;) {
    const hole = (await post(url, `/api/tables/${tableId}/advance`, { playerId: 'bench-0', from: 'STATUS_SETUP' })) as {
      gameId: number
      handOdds: Array<{ odds: number; handIndex: number }>
    }
    const offered = hole.handOdds.find((p) => p.odds > 0)
    if (offered) return { tableId, gameId: hole.gameId, handIndex: offered.handIndex, seats }
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'])
      await post(url, `/api/tables/${tableId}/advance`, { playerId: 'bench-0', from })
  }
}

const settleRun = (store: string) => `TURN -> RIVER settling 1,000 bets, ${store} store`

/**
 * Settlement: 1,000 bets on one game, then TURN -> RIVER timed, on `url`'s server (`rounds` games; rows to
 * `latencyRows`). On
 * PostgreSQL each round also times the statements a settlement cannot avoid on a twin game (settle-baseline.ts).
 */
export async function settleRunsOn(
  url: string,
  store: string,
  latencyRows: LatencyRow[],
  rounds: number,
  databaseUrl?: string,
): Promise<void> {
  const times: number[] = []
  const unavoidable: number[] = []
  const thousandBets = async () => {
    const table = await bettingTable(url)
    await timeCalls(1_000, 8, () =>
      post(url, `/api/tables/${table.tableId}/bets`, JSON.parse(betBody(table))).then(() => {}),
    )
    return table
  }
  const baseline = databaseUrl ? await settlementBaseline(databaseUrl) : undefined
  try {
    // The baseline's connection runs its statements once, untimed, before the first timed round.
    if (baseline) {
      const warm = await thousandBets()
      await baseline.time(warm.tableId, warm.gameId)
    }
    for (let round = 0; round < rounds; round++) {
      const table = await thousandBets()
      if (baseline) {
        const twin = await thousandBets()
        unavoidable.push(await baseline.time(twin.tableId, twin.gameId))
      }
      await post(url, `/api/tables/${table.tableId}/advance`, { playerId: 'bench', from: 'STATUS_HOLE' })
      await post(url, `/api/tables/${table.tableId}/advance`, { playerId: 'bench', from: 'STATUS_FLOP' })
      times.push(await timedSettlement(url, table.tableId))
    }
  } finally {
    await baseline?.close()
  }
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]
  // Against the memory store's same step (rules, views, the answer, no database): the floor under the ratio (that step
  // plus the unavoidable statements) and what the database adds (this step less that one), each over the statements.
  const memory = latencyRows.find((row) => row.run === settleRun('memory'))?.p50
  const againstMemory =
    memory === undefined
      ? ''
      : `; its floor (the memory store's same step, no database, plus those statements): ratio ` +
        `${((memory + median(unavoidable)) / median(unavoidable)).toFixed(2)}; ` +
        (`the database's share (this step less the memory store's) over those statements: ` +
          `${((median(times) - memory) / median(unavoidable)).toFixed(2)}`)
  const ratio =
    unavoidable.length > 0
      ? `; the unavoidable statements alone (one update of the 1,000 bets, one insert per seat, committed): ` +
        (`${median(unavoidable).toFixed(1)} ms median, ratio ${(median(times) / median(unavoidable)).toFixed(2)} ` +
          `(goal ` +
          `<= 2)${againstMemory}`)
      : ''
  latencyRows.push({
    run: settleRun(store),
    count: times.length,
    p50: median(times),
    p99: Math.max(...times),
    perSecond: (1000 * 1000) / median(times),
    target: `p50: the median of ${times.length} games; p99: the slowest; per second: bets settled${ratio}`,
  })
}
