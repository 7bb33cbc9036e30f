// Games on PostgreSQL are partitioned by the month of their start (migration 035): a game lands in its month, the
// table's row keeps its current game's start (what the reads of the game in play name their month by), pg_partman keeps
// two months ahead, and a game beyond every month is played, settled and recalled from the default partition, then
// moved into a month made for it by the next maintenance, reading the same. A database with games from before keeps
// them as one partition.

import pg from 'pg'
import t, { type Test } from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { publicChangeView } from '../../../src/http/game-views.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { runMigrations } from '../../../src/store/postgres/migrate.ts'
import { maintainPartitions } from '../../../src/store/postgres/partitions.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { bettingTable, PLAYERS } from '../event-checks.ts'
import { migrateBefore, sitAt, TABLE_SETTINGS } from './fixtures.ts'

const db = await usePostgres(t)
const STAGES = ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const

function poolFor(t: Test, schema: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: db!.urlFor(schema), max: 2 })
  t.teardown(() => pool.end())
  return pool
}

/** Where each of the table's games is kept, by game id, and the table's record of its current game's start. */
async function placed(pool: pg.Pool, tableId: number) {
  const games = await pool.query<{ game_id: number; part: string; started_at: Date }>(
    'SELECT game_id, tableoid::regclass::text AS part, started_at FROM games WHERE table_id = $1 ORDER BY game_id',
    [tableId],
  )
  const table = await pool.query<{ current_game_id: number | null; current_game_started_at: Date | null }>(
    'SELECT current_game_id, current_game_started_at FROM tables WHERE table_id = $1',
    [tableId],
  )
  return { games: games.rows, table: table.rows[0] }
}

/** What a player, an operator and an auditor read of a table's games. */
async function reads(store: PostgresStore, tableId: number, gameIds: number[]) {
  return {
    games: await Promise.all(gameIds.map((id) => store.getGame(tableId, id))),
    bets: await Promise.all(gameIds.map((id) => store.getBets(tableId, id))),
    table: await store.getTable(tableId),
    recall: await Promise.all(PLAYERS.map((p) => store.recallGames(p, { limit: 20 }))),
  }
}

if (db) {
  t.test('a game lands in the month of its start; pg_partman keeps two months ahead', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema, eventChange: publicChangeView })
    t.teardown(() => store.close())
    const pool = poolFor(t, schema)
    const tableId = await store.createTable(TABLE_SETTINGS)
    await store.sit(sitAt(tableId, 'ann', 10_000))
    const dealt = dealGame(2, 1, 'by-month', Buffer.alloc(32, 7))
    const game = { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_700), startedAt: new Date().toISOString() }
    await store.startGame(tableId, game, TABLE_SETTINGS)
    const month = (
      await pool.query<{ name: string }>(
        "SELECT 'games_p' || to_char(date_trunc('month', $1::timestamptz), 'YYYY_MM') AS name",
        [game.startedAt],
      )
    ).rows[0].name
    const { games, table } = await placed(pool, tableId)
    t.same(
      games.map((g) => g.part),
      [month],
      `the game is in its month (${month})`,
    )
    t.equal(table.current_game_started_at?.toISOString(), game.startedAt, "the table's row keeps its start")

    await maintainPartitions(pool)
    const { rows: config } = await pool.query(
      `SELECT control, partition_interval, premake, infinite_time_partitions FROM partman.part_config
        WHERE parent_table = $1`,
      [`${schema}.games`],
    )
    t.same(
      config,
      [{ control: 'started_at', partition_interval: '1 mon', premake: 2, infinite_time_partitions: true }],
      'pg_partman keeps the games by month, two ahead',
    )
    const { rows: parts } = await pool.query<{ name: string }>(
      'SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid ' +
        "WHERE i.inhparent = 'games'::regclass AND c.relname = 'games_p' || " +
        "to_char(date_trunc('month', now()) + interval '2 months', 'YYYY_MM')",
    )
    t.equal(parts.length, 1, 'the month two ahead is made')
  })

  t.test(
    'a game beyond every month is played, settled and recalled from the default partition, and reads the same once ' +
      'the maintenance moves it into its month',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, eventChange: publicChangeView })
      t.teardown(() => store.close())
      const pool = poolFor(t, schema)
      await maintainPartitions(pool)
      // The games of this table start on 2030-01-01 (the test's clock): no month holds them yet.
      const { tableId, offered } = await bettingTable(store, 10_000, 5)
      const current = (await store.getTable(tableId))!.game!.gameId
      for (const [i, playerId] of PLAYERS.entries()) {
        await store.placeBet(tableId, {
          caller: null,
          playerId,
          gameId: current,
          bettingStage: 0,
          handIndex: offered[i % offered.length],
          stakeCents: 100 + i,
        })
      }
      const gameIds = Array.from({ length: current }, (_, i) => i + 1)
      const during = await reads(store, tableId, gameIds)
      t.same(
        during.bets.at(-1)!.map((b) => b.stakeCents),
        [100, 101, 102, 103, 104, 105],
        "the game in play's bets",
      )
      for (const from of STAGES) await store.advanceGame(tableId, from)
      const { games } = await placed(pool, tableId)
      t.ok(
        games.every((g) => g.part === 'games_default'),
        'every game of the table is in the default partition',
      )
      const { rows: settled } = await pool.query(
        'SELECT settled_at IS NOT NULL AS settled, bets_through IS NOT NULL AS through FROM games ' +
          'WHERE table_id = $1 ' +
          'AND game_id = $2',
        [tableId, current],
      )
      t.same(settled, [{ settled: true, through: true }], 'the settlement marked its game')
      const after = await reads(store, tableId, gameIds)
      t.ok(
        after.bets.at(-1)!.every((b) => b.status === 'WON' || b.status === 'LOST'),
        'every bet of the game is settled',
      )
      t.ok(
        after.recall.every((page) => page.some((g) => g.game.gameId === current)),
        'every player who bet recalls the game',
      )

      await maintainPartitions(pool)
      t.same(
        [...new Set((await placed(pool, tableId)).games.map((g) => g.part))],
        ['games_p2030_01'],
        'the maintenance moves the games into their month, made for them',
      )
      const { rows: left } = await pool.query('SELECT count(*)::int AS n FROM games_default')
      t.same(left, [{ n: 0 }], 'the default partition is empty')
      t.same(await reads(store, tableId, gameIds), after, 'every game, its bets, the table and recall read the same')
    },
  )

  t.test("games from before become one partition, and each table keeps its current game's start", async (t) => {
    const schema = await db.createSchema()
    await migrateBefore(t, db.urlFor(schema), schema, 35)
    // Two games of a table as the service wrote them before (the second in play), a year and a half apart.
    const seed = 'a'.repeat(64)
    await db.query(
      `INSERT INTO ${schema}.tables (table_id, current_game_id) VALUES (1, 2);
       INSERT INTO ${schema}.games (table_id, game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board,
           pricing, started_at)
         VALUES (1, 1, 1, '${seed}', '${seed}', 'c', '[]', '[]', '[]', '2025-03-04T05:06:07.089Z'),
           (1, 2, 2, '${seed}', '${seed}', 'c', '[]', '[]', '[]', now() - interval '1 minute');`,
    )

    await runMigrations(db.urlFor(schema), { schema })
    const pool = poolFor(t, schema)
    const { games, table } = await placed(pool, 1)
    t.same(
      games.map((g) => [g.game_id, g.part]),
      [
        [1, 'games_before'],
        [2, 'games_before'],
      ],
      'the games there were are one partition',
    )
    const { rows: bounds } = await pool.query<{ bound: string }>(
      "SELECT pg_get_expr(relpartbound, oid) AS bound FROM pg_class WHERE relname = 'games_before' AND " +
        'relnamespace = $1::regnamespace',
      [schema],
    )
    t.match(bounds[0].bound, /FROM \('2025-03-01 00:00:00\+00'\)/, 'from the month of the first start')
    t.same(table.current_game_started_at, games[1].started_at, "the table's current game's start is filled")
    await maintainPartitions(pool)
    const store = await db.createStore({ schema, eventChange: publicChangeView })
    t.teardown(() => store.close())
    t.same(
      [(await store.getGame(1, 1))?.startedAt, (await store.getGame(1, 2))?.startedAt],
      games.map((g) => g.started_at.toISOString()),
      'each game reads as before, the one in play and the one over',
    )
  })
}
