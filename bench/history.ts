// `npm run bench:history`: every read a player or an operator makes, and a bet and a river's settlement, on the first
// day of play and after a year, in one run. A throwaway schema gets the service's migrations; SQL writes the history
// as rows of the real shapes (games, three bets each with their ledger entries, account entries, audit rows, the
// players' lists of games) and the running totals those rows imply, as the money path keeps them. The first day is
// the newest day of the year: growing the history writes the 364 days before it, so a window on the last day reads
// the same bets both times. The history's months are made first (partitions by month, migration 026). Each read
// runs 25 times after 5 to warm up, the reads taken in turn (so that whatever else the machine does meanwhile falls
// on all of them alike), after a checkpoint has written what came before (medians, p99s, and the ratio year / first
// day); bets go through the store at BET_TABLES tables at once (a game each, two players a table), then each of
// those games settles at its river. The reference in the same run: the scans the house report made before it kept
// running totals. Prints the database size, bytes per bet, and a game's panels as stored inline and as counts.
//
// Env: TEST_DATABASE_URL or DATABASE_URL (required); BENCH_BETS (a year's bets, default 3,000,000), BENCH_TABLES
// (1,000), BENCH_ACCOUNTS (50,000), BENCH_PLAYER_GAMES (the games of the player who plays most, 10,000); BENCH_KEEP
// (any value) keeps the schema afterwards, to look into it; BENCH_ARCHIVE (any value) archives every closed month of
// the year after the reads and restores them, timed.

import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { dealGame, priceGame } from '../src/core/game.ts'
import { compactPanels } from '../src/core/panel-counts.ts'
import type { TableSettings } from '../src/core/tables.ts'
import { archiveHistory, restoreHistory, verifyArchive } from '../src/store/postgres/archive.ts'
import { createPostgresStore } from '../src/store/postgres/index.ts'
import { forgetPartitions, HISTORY_TABLES } from '../src/store/postgres/partitions.ts'
import { keepTotals, SCAN } from './history-totals.ts'

const DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
const BETS = Number(process.env.BENCH_BETS ?? 3_000_000)
const TABLES = Number(process.env.BENCH_TABLES ?? 1_000)
const ACCOUNTS = Number(process.env.BENCH_ACCOUNTS ?? 50_000)
const PLAYER_GAMES = Number(process.env.BENCH_PLAYER_GAMES ?? 10_000)
const DAYS = 365
const GAMES = Math.floor(BETS / 3)
const DAY_GAMES = Math.floor(GAMES / DAYS)
/** The ids a partition of bets holds (migration 031). */
const BET_RANGE = 1_000_000
/** The busiest player's games on the first day: a page half a day back is a whole page on both days, the same one. */
const FIRST_DAY_WHALE_GAMES = 40
const RUNS = 25
const WARM_UP = 5
const BET_TABLES = 10
const BETS_A_TABLE = 200
const HOUR = 3_600_000
const DAY = 24 * HOUR
if (!DATABASE_URL) {
  console.error('bench:history needs TEST_DATABASE_URL (or DATABASE_URL).')
  process.exit(1)
}

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]
const p99 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)]

async function timed(run: () => Promise<unknown>, runs = RUNS, warmUp = WARM_UP): Promise<number[]> {
  for (let i = 0; i < warmUp; i++) await run()
  const times: number[] = []
  for (let i = 0; i < runs; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return times
}

/** A game of three hands as the service keeps it: its panels as their counts (core/panel-counts.ts). */
const SAMPLE = (() => {
  const dealt = dealGame(3, 1, 'bench-history', Buffer.alloc(32, 7))
  const pricing = priceGame(dealt.hands, dealt.board, 9_700)
  return {
    hands: dealt.hands,
    board: dealt.board,
    pricing,
    counts: compactPanels(pricing, 9_700, dealt.hands, dealt.board)!,
  }
})()

const schema = `bench_history_${process.pid}`
const admin = new pg.Pool({ connectionString: DATABASE_URL, max: 2 })
await admin.query(`CREATE SCHEMA ${schema}`)
const store = await createPostgresStore({ connectionString: DATABASE_URL, schema, statementTimeoutMs: 600_000 })
const q = (sql: string) => admin.query(`SET search_path TO ${schema}; ${sql}`)
/** VACUUM runs alone, not in q's statements (which run as one transaction). */
const vacuum = (table: string) => admin.query(`VACUUM ANALYZE ${schema}.${table}`)
const NOW = Math.floor(Date.now() / 1000) * 1000
/** Game g (0 .. GAMES - 1, oldest first) starts at this SQL time: the year ends now. */
const startOf = (g: string) => `to_timestamp(${NOW / 1000} - (${GAMES} - ${g}) * ${(DAYS * 86_400) / GAMES})`

/**
 * Writes games [from, to) of the year with their rows: three bets a game (one a stage, of players spread over the
 * accounts), a BET entry a bet and a PAYOUT a won bet (at its game's settlement), an account entry and a tenth of an
 * audit row a game; and, for the player who plays most (`whale`), a bet on every `whaleEvery`-th game. The ledger's and
 * protection's statement triggers are off while it writes (the rows are made right here).
 */
async function writeGames(from: number, to: number, whaleEvery: number) {
  const STEP = 200_000
  await q('ALTER TABLE ledger_entries DISABLE TRIGGER USER; ALTER TABLE account_entries DISABLE TRIGGER USER')
  for (let lo = from; lo < to; lo += STEP) {
    const hi = Math.min(to, lo + STEP)
    const games = `generate_series(${lo}, ${hi - 1}) g`
    // Bet ids in the order of play (game g's bets are 3g + 1 to 3g + 3), as the sequence hands them out; each game
    // records the ids its bets lie between.
    await q(`INSERT INTO games (table_id, game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board,
        counts, started_at, settled_at, bets_after, bets_through)
      SELECT 1 + g % ${TABLES}, 1 + g / ${TABLES}, 1 + g / ${TABLES}, repeat('a', 64), repeat('b', 64), 'bench',
          '${JSON.stringify(SAMPLE.hands)}', '${JSON.stringify(SAMPLE.board)}', '${JSON.stringify(SAMPLE.counts)}',
          ${startOf('g')},
          ${startOf('g')} + interval '70 seconds', 3 * g::bigint, 3 * g::bigint + 3
        FROM ${games}`)
    const ids = `bet_id BETWEEN ${3 * lo + 1} AND ${3 * hi}`
    await q(`INSERT INTO bets (bet_id, table_id, game_id, betting_stage, hand_index, player_id, seat_id, stake_cents,
        recorded_odds_tenths, status, payout_cents, placed_at, win_or_draw, boards)
      SELECT 3 * g::bigint + s + 1, 1 + g % ${TABLES}, 1 + g / ${TABLES}, s, (g + s) % 3, p, 1 + s,
          100 * (1 + (g + s) % 10), 30,
          CASE WHEN (g + s) % 3 = 0 THEN 'WON' ELSE 'LOST' END,
          CASE WHEN (g + s) % 3 = 0 THEN 30 * (1 + (g + s) % 10) ELSE 0 END,
          ${startOf('g')} + s * interval '20 seconds', (ARRAY[300, 14, 14])[s + 1], (ARRAY[990, 45, 44])[s + 1]
        FROM ${games} CROSS JOIN generate_series(0, 2) s
        CROSS JOIN LATERAL (SELECT CASE WHEN s = 0 AND g % ${whaleEvery} = 0 THEN 'whale'
          ELSE 'p' || (1 + (g::bigint * 3 + s) * 7919 % ${ACCOUNTS}) END AS p) w`)
    await q(`INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id,
        bet_id, at)
      SELECT table_id, seat_id, player_id, k.kind, k.amount, 100000, game_id, k.bet_id, k.at
        FROM bets CROSS JOIN LATERAL (VALUES ('BET', -stake_cents, bet_id, placed_at),
          ('PAYOUT', payout_cents, NULL::bigint, placed_at + (70 - 20 * betting_stage) * interval '1 second')) k
          (kind, amount, bet_id, at)
       WHERE bets.${ids} AND (k.kind = 'BET' OR status = 'WON')`)
    await q(`INSERT INTO player_games (player_id, started_at, table_id, game_id)
      SELECT DISTINCT b.player_id, g.started_at, b.table_id, b.game_id FROM bets b
        JOIN games g ON g.table_id = b.table_id AND g.game_id = b.game_id WHERE b.${ids}`)
    await q(`INSERT INTO account_entries (player_id, kind, amount_cents, balance_after_cents, at)
      SELECT 'p' || (1 + g::bigint * 104729 % ${ACCOUNTS}), k.kind, k.amount, 1000, ${startOf('g')}
        FROM ${games} CROSS JOIN (VALUES ('DEPOSIT', 200), ('TO_SEAT', -100)) k (kind, amount) WHERE g % 2 = 0`)
    await q(`INSERT INTO audit_log (at, kind, actor, player_id, reason, before, after)
      SELECT ${startOf('g')}, 'DEPOSIT', 'operator', 'p' || (1 + g::bigint * 104729 % ${ACCOUNTS}), 'card payment',
          '{"balanceCents": 0}', '{"balanceCents": 100, "amountCents": 100}'
        FROM ${games} WHERE g % 10 = 0`)
  }
  await q('ALTER TABLE ledger_entries ENABLE TRIGGER USER; ALTER TABLE account_entries ENABLE TRIGGER USER')
}

const SETTINGS: TableSettings = {
  numberOfHands: 3,
  numberOfSeats: 2,
  targetRtpBp: 9_700,
  maxBetCents: 100_000,
  mode: 'INTERACTIVE',
  skipTurn: false,
  bettingSeconds: 60,
  revealSeconds: 5,
}

/**
 * Bets through the store at BET_TABLES new tables at once (each a game at its hole, two players), BETS_A_TABLE a
 * table one after another; then each game's river settles them. Answers each bet's and each settlement's time, and
 * the WAL written a bet, placed and settled (the whole database's: nothing else runs meanwhile).
 */
async function betAndSettle(
  round: number,
): Promise<{ bets: number[]; betsPerSecond: number; rivers: number[]; walPerBet: number }> {
  const tables: Array<{ tableId: number; offered: number[] }> = []
  for (let i = 0; i < BET_TABLES; i++) {
    const tableId = await store.createTable(SETTINGS)
    for (const playerId of ['ann', 'bob']) {
      await store.sit({ tableId, playerId, buyInCents: 10_000_000, seatCount: 2 })
    }
    const dealt = dealGame(3, 1, `bench-${round}-${i}`, Buffer.alloc(32, round * 16 + i))
    const game = { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: new Date().toISOString() }
    await store.startGame(tableId, game, SETTINGS)
    tables.push({ tableId, offered: game.pricing[0].flatMap((p, h) => (p.oddsTenths > 0 ? [h] : [])) })
  }
  const bets: number[] = []
  const lsn = async () => (await admin.query<{ lsn: string }>('SELECT pg_current_wal_lsn()::text AS lsn')).rows[0].lsn
  const walFrom = await lsn()
  const started = performance.now()
  await Promise.all(
    tables.map(async ({ tableId, offered }) => {
      for (let n = 0; n < BETS_A_TABLE; n++) {
        const at = performance.now()
        await store.placeBet(tableId, {
          caller: null,
          playerId: n % 2 ? 'ann' : 'bob',
          gameId: 1,
          bettingStage: 0,
          handIndex: offered[n % offered.length],
          stakeCents: 100,
        })
        bets.push(performance.now() - at)
      }
    }),
  )
  const betsPerSecond = (BET_TABLES * BETS_A_TABLE) / ((performance.now() - started) / 1000)
  const rivers: number[] = []
  for (const { tableId } of tables) {
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP'] as const) await store.advanceGame(tableId, from)
    const at = performance.now()
    await store.advanceGame(tableId, 'STATUS_TURN')
    rivers.push(performance.now() - at)
  }
  const wal = await admin.query<{ bytes: string }>('SELECT pg_wal_lsn_diff(pg_current_wal_lsn(), $1) AS bytes', [
    walFrom,
  ])
  return { bets, betsPerSecond, rivers, walPerBet: Number(wal.rows[0].bytes) / (BET_TABLES * BETS_A_TABLE) }
}

/** A player who bets on the year's last game (its flop bet): one with games on the first day and through the year. */
const PLAYER = `p${1 + ((((GAMES - 1) * 3 + 1) * 7919) % ACCOUNTS)}`

/** Every read measured, by name: each reads data that the first day has too. */
const READS: Array<[string, () => Promise<unknown>]> = [
  ['house report', () => store.houseTotals()],
  ['RTP, the house, all time', () => store.rtpReport({})],
  ['RTP, the house, the last 24 hours', () => store.rtpReport({ from: NOW - DAY + 7 * 60_000, to: NOW })],
  ['RTP, the house, the last 30 days', () => store.rtpReport({ from: NOW - 30 * DAY + 60_000, to: NOW - HOUR })],
  ['RTP, a table, all time', () => store.rtpReport({ tableId: 7 })],
  ['RTP, a table, an hour', () => store.rtpReport({ tableId: 7, from: NOW - 3 * HOUR, to: NOW - 2 * HOUR })],
  ["a player's games, a page of 20", () => store.recallGames(PLAYER, { limit: 20 })],
  // The same game on both days: the player's newest (a page of 20 holds one game on the first day, 20 on the year).
  ["a player's newest game, a page of 1", () => store.recallGames(PLAYER, { limit: 1 })],
  ["the busiest player's games, a page of 20", () => store.recallGames('whale', { limit: 20 })],
  [
    "the busiest player's games, a page half a day back",
    () => store.recallGames('whale', { limit: 20, after: { startedAt: NOW - DAY / 2, tableId: 0, gameId: 0 } }),
  ],
  ["an account's ledger, newest first", () => store.getAccountLedger(PLAYER, { limit: 100, order: 'desc' })],
  ["an account's ledger, oldest first", () => store.getAccountLedger(PLAYER, { limit: 100, order: 'asc' })],
  ["a table's ledger, newest first", () => store.getLedger(7, undefined, { limit: 100, order: 'desc' })],
  ["a player's ledger at a table", () => store.getLedger(7, PLAYER, { limit: 100, order: 'asc' })],
  ['the audit log, a page', () => store.listAudit({ limit: 100 })],
  ["the audit log, a player's", () => store.listAudit({ limit: 100, playerId: PLAYER })],
  ['the audit log, the last day', () => store.listAudit({ limit: 100, from: NOW - DAY, to: NOW })],
  ["the operator's tables page", () => store.listTableIds(0, 100)],
  ['protection', () => store.getProtection(PLAYER)],
  ['table state', () => store.getTable(7)],
]

async function measure(round: number) {
  // The writes before are on disk first: a checkpoint of the year's gigabytes would otherwise fall on some reads.
  await admin.query('CHECKPOINT')
  const reads = new Map<string, number[]>(READS.map(([name]) => [name, []]))
  for (let i = 0; i < WARM_UP + RUNS; i++) {
    for (const [name, read] of READS) {
      const start = performance.now()
      await read()
      if (i >= WARM_UP) reads.get(name)!.push(performance.now() - start)
    }
  }
  return { reads, ...(await betAndSettle(round)) }
}

/**
 * `npm run archive`'s work on the year (BENCH_ARCHIVE): every closed month written, verified and detached, then every
 * one restored; the time of each, the rows and bytes written, and reconcile and a ledger page after each.
 */
async function archiveAndRestore() {
  const dir = await mkdtemp(join(tmpdir(), 'bench-archive-'))
  const pool = new pg.Pool({ connectionString: DATABASE_URL, max: 2, options: `-c search_path=${schema}` })
  const who = { actor: 'bench', reason: 'bench:history' }
  try {
    let started = performance.now()
    const archived = await archiveHistory({ pool, schema, before: new Date(NOW), dir, ...who })
    const archiveS = (performance.now() - started) / 1000
    const rows = archived.reduce((n, a) => n + a.rows, 0)
    const bytes = (await Promise.all(archived.map((a) => stat(join(dir, a.file))))).reduce((n, f) => n + f.size, 0)
    const afterArchive = await store.reconcile()
    started = performance.now()
    const verified = await verifyArchive(dir)
    const verifyS = (performance.now() - started) / 1000
    started = performance.now()
    await restoreHistory({ pool, schema, dir, ...who })
    const restoreS = (performance.now() - started) / 1000
    const afterRestore = await store.reconcile()
    console.log(
      `archive: ${archived.length} closed partitions (months, ranges of bets), ${rows} rows, ` +
        `${(bytes / 2 ** 20).toFixed(0)} MB of CSV, written, ` +
        `verified and detached in ${archiveS.toFixed(0)} s (${(rows / archiveS).toFixed(0)} rows a second); ` +
        `reconcile after: ${afterArchive.differences.length} differences; the files checked again in ` +
        `${verifyS.toFixed(0)} s (${verified.length} problems); restored in ${restoreS.toFixed(0)} s; ` +
        `reconcile after: ${afterRestore.differences.length} differences`,
    )
  } finally {
    await pool.end()
    await rm(dir, { recursive: true, force: true })
  }
}

async function sizeOf() {
  const { rows } = await admin.query<{ bytes: string; bets: string }>(
    `SELECT sum(pg_total_relation_size(c.oid)) AS bytes, (SELECT count(*) FROM ${schema}.bets) AS bets
       FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind = 'r'`,
    [schema],
  )
  return { bytes: Number(rows[0].bytes), bets: Number(rows[0].bets) }
}

try {
  // The year's months, as pg_partman would have made them month by month (migrations 026 and 035 made this one on).
  await q('SELECT history_partitions_keep()')
  for (const table of [...HISTORY_TABLES, 'games']) {
    await q(`SELECT partman.create_partition_time('${schema}.${table}', ARRAY(SELECT date_trunc('month', now()) -
      m * interval '1 month' FROM generate_series(1, 13) m))`)
  }
  // The bets' ranges of ids, as pg_partman makes them while play goes on: those the first day's bets fill and two
  // ahead, then before the year is written the ranges below.
  const betRanges = async (from: number, to: number) =>
    q(`SELECT partman.create_partition_id('${schema}.bets', ARRAY(SELECT r * ${BET_RANGE}::bigint FROM
      generate_series(${Math.floor(from / BET_RANGE)}, ${Math.floor(to / BET_RANGE)}) r))`)
  await betRanges(3 * (GAMES - DAY_GAMES), 3 * GAMES + 2 * BET_RANGE)
  await q(`SELECT setval('bets_bet_id_seq', ${3 * GAMES})`)
  await q(`INSERT INTO tables (table_id) SELECT g FROM generate_series(1, ${TABLES}) g;
    SELECT setval(pg_get_serial_sequence('tables', 'table_id'), ${TABLES})`)
  await q(`INSERT INTO accounts (player_id) SELECT 'p' || g FROM generate_series(1, ${ACCOUNTS}) g`)
  // The first day: the year's last day, the busiest player's 40 games among it (a page back reads a whole page).
  let started = performance.now()
  await writeGames(GAMES - DAY_GAMES, GAMES, Math.max(1, Math.floor(DAY_GAMES / FIRST_DAY_WHALE_GAMES)))
  await keepTotals(q, vacuum)
  const dayIn = (performance.now() - started) / 1000
  const daySize = await sizeOf()
  const firstDay = await measure(1)

  // The 364 days before it, the busiest player's games spread over them.
  started = performance.now()
  await betRanges(0, 3 * (GAMES - DAY_GAMES))
  await writeGames(
    0,
    GAMES - DAY_GAMES,
    Math.max(1, Math.floor((GAMES - DAY_GAMES) / (PLAYER_GAMES - FIRST_DAY_WHALE_GAMES))),
  )
  await keepTotals(q, vacuum)
  const yearIn = (performance.now() - started) / 1000
  const yearSize = await sizeOf()
  const year = await measure(2)
  // Seconds a run on a year: three, after one.
  const scan = await timed(() => q(SCAN), 3, 1)
  const reconcileStart = performance.now()
  const reconciled = await store.reconcile()
  const reconcileMs = performance.now() - reconcileStart

  const fmt = (ms: number) => ms.toFixed(2)
  const mb = (bytes: number) => `${(bytes / 2 ** 20).toFixed(0)} MB`
  console.log(`\nnode ${process.version}; ${TABLES} tables, ${ACCOUNTS} accounts`)
  console.log(
    `the first day: ${daySize.bets} bets, ${mb(daySize.bytes)}, written in ${dayIn.toFixed(0)} s; the year: ` +
      `${yearSize.bets} bets, ${mb(yearSize.bytes)} (${(yearSize.bytes / yearSize.bets).toFixed(0)} bytes a bet), ` +
      `written in ${yearIn.toFixed(0)} s\n`,
  )
  // As stored: a value over 2 KB is compressed in its row (pglz), which a parameter's size would not show.
  const literal = (value: unknown, type: string) => `'${JSON.stringify(value).replace(/'/g, "''")}'::${type}`
  const panels = await admin.query<{ inline: number; counts: number }>(
    `CREATE TEMP TABLE panel_sizes (inline jsonb, counts json);
     INSERT INTO panel_sizes VALUES (${literal(SAMPLE.pricing, 'jsonb')}, ${literal(SAMPLE.counts, 'json')});
     SELECT pg_column_size(inline) AS inline, pg_column_size(counts) AS counts FROM panel_sizes`,
  )
  const panelRow = (panels as unknown as Array<pg.QueryResult<{ inline: number; counts: number }>>)[2].rows[0]
  console.log(
    `a game's panels (3 hands), as stored: ${panelRow.inline} bytes inline, ${panelRow.counts} bytes as counts\n`,
  )
  console.log('| read | first day median ms | a year median ms | a year p99 ms | a year / first day |')
  console.log('|---|---:|---:|---:|---:|')
  const row = (name: string, day: number[], grown: number[]) =>
    console.log(
      `| ${name} | ${fmt(median(day))} | ${fmt(median(grown))} | ${fmt(p99(grown))} | ` +
        `${(median(grown) / median(day)).toFixed(2)} |`,
    )
  for (const [name] of READS) row(name, firstDay.reads.get(name)!, year.reads.get(name)!)
  row(`a bet (${BET_TABLES} tables at once)`, firstDay.bets, year.bets)
  row(`a river settling ${BETS_A_TABLE} bets`, firstDay.rivers, year.rivers)
  console.log(
    `| bets a second (${BET_TABLES} tables at once) | ${firstDay.betsPerSecond.toFixed(0)} | ` +
      `${year.betsPerSecond.toFixed(0)} | | ${(year.betsPerSecond / firstDay.betsPerSecond).toFixed(2)} |`,
  )
  console.log(
    `| WAL bytes a bet, placed and settled | ${firstDay.walPerBet.toFixed(0)} | ${year.walPerBet.toFixed(0)} | | ` +
      `${(year.walPerBet / firstDay.walPerBet).toFixed(2)} |`,
  )
  console.log(
    `\nreference, the scans the house report made before its running totals, on the year: median ` +
      `${fmt(median(scan))} ms (${(median(scan) / median(year.reads.get('house report')!)).toFixed(0)} times the ` +
      `report)`,
  )
  console.log(
    `reconcile (the auditor's scan) on the year: ${reconcileMs.toFixed(0)} ms, ${reconciled.checked} totals, ` +
      `${reconciled.differences.length} differences`,
  )
  if (process.env.BENCH_ARCHIVE) await archiveAndRestore()
} finally {
  await store.close()
  if (process.env.BENCH_KEEP) console.log(`kept schema ${schema} (BENCH_KEEP)`)
  else {
    await admin.query(`DROP SCHEMA ${schema} CASCADE`)
    await forgetPartitions(admin, schema)
  }
  await admin.end()
}
