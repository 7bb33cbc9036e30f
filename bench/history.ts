// `npm run bench:history`: the house report as the floor's history grows, in one run. A throwaway schema gets the
// service's migrations; the store reads the report (houseTotals, what GET /api/operator/report answers from) 25 times
// after 5 to warm up: on the empty database; on the same floor with no history yet (BENCH_TABLES tables, default
// 1,000, and 50,000 accounts); and after SQL writes the history of rows of the real shapes, BENCH_LEDGER seat-ledger
// entries (default 2,000,000: stakes, cancels, payouts) and a quarter as many account entries, with the running totals
// those rows imply. The reference, timed on the grown data: the scans the report made before it kept running totals.
// Then a player's games, a page of 20 (recallGames), with 20 games and with BENCH_PLAYER_GAMES (10,000), each with
// its bet and its ledger entry; and `reconcile` (the auditor's check, allowed to scan) once. Prints medians, p99s and
// ratios, and the schema's size. Env: TEST_DATABASE_URL or DATABASE_URL (required), BENCH_TABLES, BENCH_LEDGER,
// BENCH_PLAYER_GAMES.

import pg from 'pg'
import { createPostgresStore } from '../src/store/postgres/index.ts'

const DATABASE_URL = process.env.TEST_DATABASE_URL || process.env.DATABASE_URL
const TABLES = Number(process.env.BENCH_TABLES ?? 1_000)
const LEDGER = Number(process.env.BENCH_LEDGER ?? 2_000_000)
const ACCOUNTS = 50_000
const PLAYER_GAMES = Number(process.env.BENCH_PLAYER_GAMES ?? 10_000)
const RUNS = 25
const WARM_UP = 5
if (!DATABASE_URL) {
  console.error('bench:history needs TEST_DATABASE_URL (or DATABASE_URL).')
  process.exit(1)
}

/** The per-table scans the report made before it kept running totals: the reference on the same data. */
const SCAN = `SELECT t.table_id,
    COALESCE((SELECT -SUM(amount_cents) FROM ledger_entries l WHERE l.table_id = t.table_id AND l.kind = 'BET'), 0),
    COALESCE((SELECT SUM(amount_cents) FROM ledger_entries l
      WHERE l.table_id = t.table_id AND l.kind = 'BET_CANCEL'), 0),
    COALESCE((SELECT SUM(amount_cents) FROM ledger_entries l WHERE l.table_id = t.table_id AND l.kind = 'PAYOUT'), 0),
    COALESCE((SELECT SUM(stake_cents) FROM bets b WHERE b.table_id = t.table_id AND b.status = 'OPEN'), 0),
    (SELECT kind FROM (SELECT kind, SUM(amount_cents) FROM account_entries GROUP BY kind) k LIMIT 1)
  FROM tables t ORDER BY t.table_id`

const sorted = (xs: number[]) => [...xs].sort((a, b) => a - b)
const median = (xs: number[]) => sorted(xs)[Math.floor(xs.length / 2)]
const p99 = (xs: number[]) => sorted(xs)[Math.min(xs.length - 1, Math.ceil(xs.length * 0.99) - 1)]

async function timed(run: () => Promise<unknown>): Promise<number[]> {
  for (let i = 0; i < WARM_UP; i++) await run()
  const times: number[] = []
  for (let i = 0; i < RUNS; i++) {
    const start = performance.now()
    await run()
    times.push(performance.now() - start)
  }
  return times
}

const schema = `bench_history_${process.pid}`
const admin = new pg.Pool({ connectionString: DATABASE_URL, max: 2 })
await admin.query(`CREATE SCHEMA ${schema}`)
const store = await createPostgresStore({ connectionString: DATABASE_URL, schema, statementTimeoutMs: 600_000 })
const q = (sql: string) => admin.query(`SET search_path TO ${schema}; ${sql}`)
const analyze = async () => {
  for (const table of ['tables', 'ledger_entries', 'account_entries', 'accounts', 'bets', 'seats']) {
    await admin.query(`VACUUM ANALYZE ${schema}.${table}`)
  }
}
try {
  const empty = await timed(() => store.houseTotals())

  await q(`INSERT INTO tables (table_id) SELECT g FROM generate_series(1, ${TABLES}) g`)
  await q(`INSERT INTO accounts (player_id) SELECT 'p' || g FROM generate_series(1, ${ACCOUNTS}) g`)
  await analyze()
  const firstDay = await timed(() => store.houseTotals())

  const started = performance.now()
  // Stakes, cancels and payouts spread over the tables, a million a statement (no bet rows: the report reads none).
  for (let done = 0; done < LEDGER; done += 1_000_000) {
    const n = Math.min(1_000_000, LEDGER - done)
    await q(`INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, at)
      SELECT 1 + g % ${TABLES}, 1, 'p' || (1 + g % ${ACCOUNTS}),
          (ARRAY['BET', 'BET', 'BET', 'BET_CANCEL', 'PAYOUT'])[1 + (g / ${TABLES}) % 5],
          CASE WHEN (g / ${TABLES}) % 5 < 3 THEN -100 ELSE 100 END, 1000, now() - (g || ' seconds')::interval
        FROM generate_series(${done + 1}, ${done + n}) g`)
  }
  // Account entries move the accounts' balances as the money path does (a balance is the sum of its entries).
  await q(`WITH e AS (
      INSERT INTO account_entries (player_id, kind, amount_cents, balance_after_cents, at)
        SELECT 'p' || (1 + g % ${ACCOUNTS}),
            (ARRAY['DEPOSIT', 'TO_SEAT', 'FROM_SEAT', 'DEPOSIT'])[1 + (g / ${ACCOUNTS}) % 4],
            CASE WHEN (g / ${ACCOUNTS}) % 4 = 1 THEN -100 ELSE 100 END, 1000, now()
          FROM generate_series(0, ${Math.floor(LEDGER / 4) - 1}) g
        RETURNING player_id, amount_cents)
    UPDATE accounts a SET balance_cents = a.balance_cents + s.total
      FROM (SELECT player_id, SUM(amount_cents) AS total FROM e GROUP BY player_id) s WHERE a.player_id = s.player_id`)
  // The running totals these rows imply, as the money path would have kept them: each account's sums by kind...
  await q(`UPDATE accounts a SET deposit_total_cents = e.deposit, to_seat_total_cents = e.to_seat,
      from_seat_total_cents = e.from_seat
    FROM (SELECT player_id, COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'DEPOSIT'), 0) AS deposit,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'TO_SEAT'), 0) AS to_seat,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'FROM_SEAT'), 0) AS from_seat
      FROM account_entries GROUP BY player_id) e
    WHERE a.player_id = e.player_id`)
  // ... and each table's stakes, cancels and payouts.
  await q(`UPDATE tables t SET amount_bet_cents = s.bet - s.cancelled, amount_cancelled_cents = s.cancelled,
      amount_paid_out_cents = s.paid
    FROM (SELECT table_id, -SUM(amount_cents) FILTER (WHERE kind = 'BET') AS bet,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'BET_CANCEL'), 0) AS cancelled,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'PAYOUT'), 0) AS paid FROM ledger_entries GROUP BY table_id) s
    WHERE t.table_id = s.table_id`)
  await analyze()
  const grownIn = (performance.now() - started) / 1000
  const size = (
    await admin.query<{ size: string }>(
      `SELECT pg_size_pretty(sum(pg_total_relation_size(c.oid))) AS size FROM pg_class c
         JOIN pg_namespace n ON n.oid = c.relnamespace WHERE n.nspname = $1 AND c.relkind IN ('r', 'm')`,
      [schema],
    )
  ).rows[0].size

  const grown = await timed(() => store.houseTotals())

  // A player's games, recalled a page of 20 at a time: with 20 games, then with PLAYER_GAMES, each with one bet.
  const addGames = async (from: number, to: number) => {
    await q(`INSERT INTO games (table_id, game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board,
        pricing, started_at, settled_at)
      SELECT 1, g, g, repeat('a', 64), repeat('b', 64), 'bench', '[]', '[]', '[[], [], [], []]',
          now() - ((${PLAYER_GAMES} - g) || ' minutes')::interval, now()
        FROM generate_series(${from}, ${to}) g`)
    await q(`INSERT INTO bets (table_id, game_id, betting_stage, hand_index, player_id, seat_id, stake_cents,
        recorded_odds_tenths, status, payout_cents, placed_at)
      SELECT 1, g, 0, 0, 'p1', 1, 100, 20, 'LOST', 0, now() FROM generate_series(${from}, ${to}) g`)
    // Each bet's ledger entry, as the money path writes it.
    await q(`INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id,
        bet_id, at)
      SELECT 1, 1, 'p1', 'BET', -100, 1000, game_id, bet_id, now() FROM bets
        WHERE table_id = 1 AND player_id = 'p1' AND game_id BETWEEN ${from} AND ${to}`)
    await q(`UPDATE tables SET amount_bet_cents = amount_bet_cents + ${100 * (to - from + 1)} WHERE table_id = 1`)
    await admin.query(`VACUUM ANALYZE ${schema}.games, ${schema}.bets, ${schema}.ledger_entries`)
  }
  const recall = () => store.recallGames('p1', { limit: 20 })
  await addGames(1, 20)
  const recallFew = await timed(recall)
  await addGames(21, PLAYER_GAMES)
  const recallMany = await timed(recall)
  const scan = await timed(() => q(SCAN))
  const reconcileStart = performance.now()
  const reconciled = await store.reconcile()
  const reconcileMs = performance.now() - reconcileStart

  const fmt = (ms: number) => ms.toFixed(2)
  const line = (name: string, times: number[]) =>
    `| ${name} | ${fmt(median(times))} | ${fmt(p99(times))} | ${(median(times) / median(firstDay)).toFixed(2)} |`
  console.log(`\nnode ${process.version}; ${TABLES} tables, ${ACCOUNTS} accounts; the history: ${LEDGER} seat-ledger`)
  console.log(
    `entries and ${Math.floor(LEDGER / 4)} account entries, ${size} in all, written in ${grownIn.toFixed(0)} s\n`,
  )
  console.log('| read | median ms | p99 ms | / the same floor with no history |')
  console.log('|---|---:|---:|---:|')
  console.log(line('house report, empty database', empty))
  console.log(line('house report, the floor with no history', firstDay))
  console.log(line('house report, the floor with its history', grown))
  console.log(line('the scans it replaced, with the history (reference)', scan))
  console.log(`\n| a player's games, a page of 20 | median ms | p99 ms | / the player with 20 games |`)
  console.log('|---|---:|---:|---:|')
  const recallLine = (name: string, times: number[]) =>
    `| ${name} | ${fmt(median(times))} | ${fmt(p99(times))} | ${(median(times) / median(recallFew)).toFixed(2)} |`
  console.log(recallLine('a player with 20 games', recallFew))
  console.log(recallLine(`a player with ${PLAYER_GAMES} games`, recallMany))
  console.log(
    `\nreconcile (the auditor's scan), with the history: ${reconcileMs.toFixed(0)} ms, ${reconciled.checked} totals, ` +
      `${reconciled.differences.length} differences`,
  )
} finally {
  await store.close()
  await admin.query(`DROP SCHEMA ${schema} CASCADE`)
  await admin.end()
}
