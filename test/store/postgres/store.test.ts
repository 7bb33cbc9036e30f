// The PostgreSQL store on a real database: migrations, reality checks on the database's clock, expired keys, a closed
// store, text PostgreSQL cannot store, outages (two instances at once: instances.test.ts; the shared contract:
// contract.test.ts, contract-money.test.ts and contract-oversight.test.ts).

import { cp, mkdtemp, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import t from 'tap'
import { dealGame, priceGame } from '../../../src/core/game.ts'
import { IDEMPOTENCY_TTL_MS } from '../../../src/core/idempotency.ts'
import type { TableSettings } from '../../../src/core/tables.ts'
import { connectionOf } from '../../../src/store/postgres/connection.ts'
import { createPostgresStore } from '../../../src/store/postgres/index.ts'
import { defaultMigrationsDir, runMigrations } from '../../../src/store/postgres/migrate.ts'
import { startTcpProxy, urlWithSchema, usePostgres } from '../../helpers/postgres.ts'
import { FUNCTIONS_FILES, SINCE_BASELINE, sitAt, tableWithGame } from './fixtures.ts'
import { applyLegacyMigrations } from './legacy/migrations.ts'

const db = await usePostgres(t)

/**
 * The rejection of `fn()` (undefined when it resolves). The outage tests prove a deadline fired by its error ("timed
 * out", "connection refused"), not by the clock; a call that hung instead would fail the subtest's own timeout.
 */
async function rejectionOf(fn: () => Promise<unknown>): Promise<unknown> {
  try {
    await fn()
    return undefined
  } catch (error) {
    return error
  }
}

if (db) {
  t.test('migrations', async (t) => {
    t.test('concurrent runs apply each file exactly once; later runs apply nothing', async (t) => {
      const schema = await db.createSchema()
      const results = await Promise.all(Array.from({ length: 4 }, () => runMigrations(db.url, { schema })))
      t.same(results.map((r) => r.applied.length).sort(), [0, 0, 0, 14])
      t.same((await runMigrations(db.url, { schema })).applied, [])
      const tables = await db.query<{ name: string }>(
        // The tables, not the months of a partitioned one.
        `SELECT relname AS name FROM pg_class WHERE relnamespace = $1::regnamespace AND relkind IN ('r', 'p')
           AND NOT relispartition ORDER BY 1`,
        [schema],
      )
      t.same(
        tables.rows.map((r) => r.name),
        [
          'account_entries',
          'account_idempotency_keys',
          'accounts',
          'archived_bet_sums',
          'archived_partitions',
          'archived_sums',
          'audit_log',
          'bet_idempotency_keys',
          'bet_marks',
          'bets',
          'event_tickets',
          'games',
          'gaming_switch',
          'idempotency_keys',
          'ledger_entries',
          'player_breaks',
          'player_games',
          'player_limits',
          'player_marks',
          'player_sessions',
          'protected_players',
          'protection_changes',
          'rtp_marked',
          'rtp_marks',
          'rtp_totals',
          'schema_functions',
          'schema_migrations',
          'seats',
          'table_events',
          'tables',
          'wallet_transactions',
        ],
      )
    })

    t.test('the schema comes from the connection search_path when not given', async (t) => {
      const schema = await db.createSchema()
      t.same(await runMigrations(urlWithSchema(db.url, schema)), {
        schema,
        applied: ['baseline-022.sql', ...SINCE_BASELINE],
        functions: FUNCTIONS_FILES,
      })
      const compression = await db.query<{ method: string }>(
        "SELECT attcompression AS method FROM pg_attribute WHERE attrelid = $1::regclass AND attname = 'view'",
        [`${schema}.table_events`],
      )
      t.equal(compression.rows[0].method, 'l', "events' views are compressed with lz4 (this server has it)")
    })

    t.test(
      'the ledger keeps its references: unknown tables and bets, or a bet of another table, are refused; entries ' +
        'are never changed',
      async (t) => {
        const schema = await db.createSchema()
        const store = await db.createStore({ schema })
        const settings = {
          numberOfHands: 2,
          numberOfSeats: 2,
          targetRtpBp: 9_700,
          maxBetCents: 5_000,
          mode: 'INTERACTIVE' as const,
          skipTurn: false,
          bettingSeconds: 15,
          revealSeconds: 5,
        }
        const [one, two] = [await store.createTable(settings), await store.createTable(settings)]
        await store.sit(sitAt(one, 'ann', 1_000))
        const dealt = dealGame(2, 1, 'refs', Buffer.alloc(32, 6))
        const game = {
          ...dealt,
          pricing: priceGame(dealt.hands, dealt.board, 9_700),
          startedAt: '2030-01-01T00:00:00.000Z',
        }
        await store.startGame(one, game, settings)
        const hand = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
        const { bet } = await store.placeBet(one, {
          caller: null,
          playerId: 'ann',
          gameId: 1,
          bettingStage: 0,
          handIndex: hand,
          stakeCents: 100,
        })
        const entries = async () =>
          Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.ledger_entries`)).rows[0].n)
        const before = await entries()
        const insert = (tableId: number, betId: number | null) =>
          db.query(
            `INSERT INTO ${schema}.ledger_entries (table_id, seat_id, player_id, kind, amount_cents,
              balance_after_cents, game_id, bet_id, at)
           VALUES ($1, 1, 'ann', 'PAYOUT', 1, 1, 1, $2, now())`,
            [tableId, betId],
          )
        await t.rejects(insert(9_999, null), { code: '23503' }, 'a table that does not exist')
        await t.rejects(insert(one, bet.betId + 1_000), { code: '23503' }, 'a bet that does not exist')
        await t.rejects(insert(two, bet.betId), { code: '23503' }, 'a bet of another table')
        t.equal(await entries(), before, 'nothing written')
        await t.rejects(
          db.query(`UPDATE ${schema}.ledger_entries SET amount_cents = amount_cents + 1`),
          { code: '23001' },
          'entries are never changed',
        )
        const protection = await db.createStore({ schema })
        await protection.setLimit(
          'ann',
          { kind: 'LOSS', period: 'DAY', amountCents: 100 },
          { source: 'PLAYER', actor: 'ann' },
        )
        await t.rejects(
          db.query(`UPDATE ${schema}.protection_changes SET reason = 'edited'`),
          { code: '23001' },
          'protection changes are never changed',
        )
        await t.rejects(db.query(`DELETE FROM ${schema}.protection_changes`), { code: '23001' }, 'nor removed')
        const audited = Number(
          (await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.audit_log`)).rows[0].n,
        )
        t.ok(audited >= 2, 'the table and the limit are audited')
        await t.rejects(
          db.query(`UPDATE ${schema}.audit_log SET reason = 'edited'`),
          { code: '23001' },
          'audit rows are never changed',
        )
        await t.rejects(
          db.query(`DELETE FROM ${schema}.audit_log WHERE kind = 'LIMIT'`),
          { code: '23001' },
          'nor removed',
        )
        await t.rejects(db.query(`TRUNCATE ${schema}.audit_log`), { code: '23001' }, 'nor truncated')
        t.equal(
          Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.audit_log`)).rows[0].n),
          audited,
          'every row is still there',
        )
        await t.rejects(db.query(`DELETE FROM ${schema}.ledger_entries`), { code: '23001' }, 'or removed')
        await t.rejects(db.query(`TRUNCATE ${schema}.ledger_entries`), { code: '23001' }, 'or truncated')
        await t.rejects(
          db.query(`DELETE FROM ${schema}.bets WHERE bet_id = $1`, [bet.betId]),
          { code: '23503', message: /bets named by a ledger entry/ },
          'a bet an entry names stays',
        )
        await t.rejects(
          db.query(`DELETE FROM ${schema}.tables WHERE table_id = $1`, [one]),
          { code: '23503', message: /tables named by a ledger entry/ },
          'and so does its table',
        )
        t.equal(await entries(), before)
        await insert(one, bet.betId)
        t.equal(await entries(), before + 1, 'an entry naming a bet of its own table is taken')
      },
    )

    t.test('place_bets writes for a batch exactly what place_bet writes for the same bets one at a time', async (t) => {
      // Both run a bet's rules through place_bet_without_entry; the batch keeps the ledger entries for one insert at
      // the end. The same bets, one table through each, must leave the same rows, answers and protection totals.
      const schema = await db.createSchema()
      const store = await db.createStore({ schema })
      const tables: number[] = []
      for (const i of [0, 1]) {
        // The same game at both tables (one label and seed).
        const players = { [`ann-${i}`]: 1_000, [`bob-${i}`]: 1_000, [`cat-${i}`]: 300 }
        tables.push((await tableWithGame(store, store, players, 'same-rows', 9, { numberOfSeats: 3 })).tableId)
      }
      // ann is protected (a WAGER limit she stays under) at both tables; bob bets with and without keys; cat runs dry.
      for (const i of [0, 1])
        await store.setLimit(
          `ann-${i}`,
          { kind: 'WAGER', period: 'DAY', amountCents: 100_000 },
          { source: 'PLAYER', actor: `ann-${i}` },
        )
      const seatOf: Record<string, number> = {}
      for (const [i, tableId] of tables.entries())
        for (const seat of await store.getSeats(tableId))
          seatOf[`${tableId}/${seat.playerId.replace(`-${i}`, '')}`] = seat.seatId
      const plan: Array<{ player: string; stake: number; hand: number; key?: string; gameId?: number }> = [
        { player: 'ann', stake: 100, hand: 0 },
        { player: 'bob', stake: 250, hand: 1, key: 'k1' },
        { player: 'ann', stake: 300, hand: 1 },
        { player: 'cat', stake: 200, hand: 0 },
        { player: 'bob', stake: 50, hand: 0, gameId: 7 },
        { player: 'ann', stake: 75, hand: 0 },
        { player: 'bob', stake: 125, hand: 1, key: 'k2' },
      ]
      const args = (tableId: number, i: number, bet: (typeof plan)[number]) => [
        tableId,
        'STATUS_HOLE',
        bet.gameId ?? 1,
        0,
        bet.hand,
        `${bet.player}-${i}`,
        seatOf[`${tableId}/${bet.player}`],
        bet.stake,
        25,
        bet.key ? `${bet.key}-${i}` : null,
        bet.key ? 'f' : null,
        new Date('2030-01-01T00:00:00Z'),
        new Date('2029-12-31T00:00:00Z'),
      ]
      const client = new pg.Client({ connectionString: urlWithSchema(db.url, schema) })
      await client.connect()
      t.teardown(() => client.end())
      const lone: Array<Record<string, unknown>> = []
      for (const bet of plan)
        lone.push(
          (
            await client.query(
              'SELECT * FROM place_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
              args(tables[0], 0, bet),
            )
          ).rows[0],
        )
      const columns = plan.map((bet) => args(tables[1], 1, bet))
      const batch = (
        await client.query(
          'SELECT * FROM place_bets($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
          columns[0].map((_, c) => columns.map((row) => row[c])),
        )
      ).rows
      const answer = (row: Record<string, unknown>) => [
        row.r_outcome,
        row.r_balance_cents,
        row.r_amount_bet_cents,
        row.r_event_id === null ? null : 'numbered',
      ]
      t.same(
        lone.map(answer),
        [
          ['placed', '900', '100', 'numbered'],
          ['placed', '750', '350', 'numbered'],
          ['placed', '600', '650', 'numbered'],
          ['placed', '100', '850', 'numbered'],
          ['stale', null, null, null],
          ['placed', '525', '925', 'numbered'],
          ['placed', '625', '1050', 'numbered'],
        ],
        'place_bet, one at a time: every bet placed but the one for another game',
      )
      t.same(batch.map(answer), lone.map(answer), 'place_bets answers each bet as place_bet did')
      t.same(
        batch.map((row) => Number(row.r_event_id) - Number(batch[0].r_event_id)).filter((_, k) => k !== 4),
        lone.map((row) => Number(row.r_event_id) - Number(lone[0].r_event_id)).filter((_, k) => k !== 4),
        'the same events, in the same order',
      )
      const rows = async (i: number) => {
        const tableId = tables[i]
        const q = async (sql: string) =>
          (await client.query(sql, [tableId])).rows.map((row) =>
            JSON.parse(JSON.stringify(row).replaceAll(`-${i}"`, '"')),
          )
        return {
          bets: await q(
            'SELECT seat_id, player_id, betting_stage, hand_index, stake_cents, recorded_odds_tenths, status FROM ' +
              'bets WHERE table_id = $1 ORDER BY bet_id',
          ),
          ledger: await q(
            'SELECT seat_id, player_id, kind, amount_cents, balance_after_cents, game_id FROM ledger_entries WHERE ' +
              'table_id = $1 ORDER BY entry_id',
          ),
          events: await q(
            'SELECT type, seat_id, seat_balance_cents, amount_bet_cents FROM table_events WHERE table_id = $1 AND ' +
              "type = 'bet' ORDER BY event_id",
          ),
          seats: await q('SELECT seat_id, player_id, balance_cents FROM seats WHERE table_id = $1 ORDER BY seat_id'),
          table: await q(
            'SELECT amount_bet_cents, event_seq - (SELECT min(event_id) FROM table_events WHERE table_id = $1) AS ' +
              'events FROM tables WHERE table_id = $1',
          ),
          keys: (
            await client.query(
              'SELECT key, fingerprint, balance_cents FROM bet_idempotency_keys WHERE key LIKE $1 ORDER BY key',
              [`%-${i}`],
            )
          ).rows.map((row) => ({ ...row, key: row.key.replace(`-${i}`, '') })),
          protection: (
            await client.query(
              'SELECT stake_total_cents, return_total_cents FROM protected_players WHERE player_id = $1',
              [`ann-${i}`],
            )
          ).rows,
        }
      }
      const [one, two] = [await rows(0), await rows(1)]
      t.equal(one.bets.length, 6, 'six bets placed one at a time')
      t.equal(one.protection[0]?.stake_total_cents, '475', "ann's stakes counted in her totals")
      t.same(two, one, 'the batch left the same bets, ledger entries, events, seats, table, keys and protection totals')
    })

    t.test('two batches that share tables and protected players never wait for each other', async (t) => {
      // Each race is made to happen, not hoped for: a third connection holds some tables' rows, each batch starts and
      // is seen waiting for one of them (pg_stat_activity), then the rows are let go. Batches that took a table, then
      // a protected player's lock, then waited for their next table would each hold what the other waits for: one of
      // them would fail with deadlock_detected (40P01) after PostgreSQL's deadlock_timeout.
      const schema = await db.createSchema()
      const store = await db.createStore({ schema })
      const tables: Record<string, number> = {}
      const seatOf: Record<string, number> = {}
      // Tables made in this order have rising ids: t1 < t2 < ... ; pat and quin are protected, xan and yves are not.
      const seating: Record<string, Record<string, number>> = {
        t1: { pat: 1_000 },
        t2: { xan: 1_000, yves: 1_000, quin: 1_000 },
        t3: { pat: 1_000, quin: 1_000 },
        t4: { pat: 1_000 },
      }
      for (const [name, players] of Object.entries(seating)) {
        const { tableId } = await tableWithGame(store, store, players, 'batches', 3, { numberOfSeats: 3 })
        tables[name] = tableId
        for (const seat of await store.getSeats(tableId)) seatOf[`${name}/${seat.playerId}`] = seat.seatId
      }
      for (const player of ['pat', 'quin'])
        await store.setLimit(
          player,
          { kind: 'WAGER', period: 'DAY', amountCents: 100_000 },
          { source: 'PLAYER', actor: player },
        )
      const connect = async () => {
        const client = new pg.Client({ connectionString: urlWithSchema(db.url, schema) })
        await client.connect()
        t.teardown(() => client.end())
        return client
      }
      const [holder, first, second] = [await connect(), await connect(), await connect()]
      /** place_bets for `bets` ([table name, player], a stake of 1 on hand 0 each), as the bet queue calls it. */
      const placeBets = (client: pg.Client, bets: Array<[string, string]>) => {
        const rows = bets.map(([table, player]) => [
          tables[table],
          'STATUS_HOLE',
          1,
          0,
          0,
          player,
          seatOf[`${table}/${player}`],
          1,
          25,
          null,
          null,
          new Date(),
          new Date(),
        ])
        return client.query(
          'SELECT * FROM place_bets($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13)',
          rows[0].map((_, c) => rows.map((row) => row[c])),
        )
      }
      const waiting = async (client: pg.Client) => {
        for (let tries = 0; tries < 500; tries++) {
          const { rows } = await holder.query(
            "SELECT wait_event_type FROM pg_stat_activity WHERE pid = $1 AND wait_event_type = 'Lock'",
            [(client as unknown as { processID: number }).processID],
          )
          if (rows.length > 0) return
          await new Promise((resolve) => setTimeout(resolve, 10))
        }
        throw new Error('the batch never waited for the held rows')
      }
      const race = async (held: string[], a: Array<[string, string]>, b: Array<[string, string]>) => {
        await holder.query('BEGIN')
        await holder.query('SELECT 1 FROM tables WHERE table_id = ANY ($1) FOR UPDATE', [
          held.map((name) => tables[name]),
        ])
        const placedA = placeBets(first, a)
        await waiting(first)
        const placedB = placeBets(second, b)
        await waiting(second)
        await holder.query('COMMIT')
        return Promise.allSettled([placedA, placedB])
      }
      const outcomes = (settled: Array<PromiseSettledResult<pg.QueryResult>>) =>
        settled.map((r) =>
          r.status === 'fulfilled'
            ? r.value.rows.map((row) => row.r_outcome)
            : `failed: ${(r.reason as { code?: string }).code}`,
        )
      // One protected player at two tables: the first batch waits for t2 (behind the second) holding t1 and pat; the
      // second, given t2, goes on to t3 and pat.
      t.same(
        outcomes(
          await race(
            ['t2'],
            [
              ['t2', 'yves'],
              ['t3', 'pat'],
            ],
            [
              ['t1', 'pat'],
              ['t2', 'xan'],
            ],
          ),
        ),
        [
          ['placed', 'placed'],
          ['placed', 'placed'],
        ],
        'a protected player at two tables, in two batches',
      )
      // Two protected players reached in opposite orders by two batches at different tables.
      t.same(
        outcomes(
          await race(
            ['t2', 't4'],
            [
              ['t1', 'pat'],
              ['t2', 'quin'],
            ],
            [
              ['t3', 'quin'],
              ['t4', 'pat'],
            ],
          ),
        ),
        [
          ['placed', 'placed'],
          ['placed', 'placed'],
        ],
        'two protected players, in opposite orders',
      )
      t.equal(
        Number((await holder.query("SELECT count(*) AS n FROM bets WHERE status = 'OPEN'")).rows[0].n),
        8,
        'all eight bets placed',
      )
    })

    t.test(
      "the ledger's references check probes each entry's table and bet, however its plan was first made",
      async (t) => {
        // A connection's first entries come several at once, on a database with no statistics yet: the plan then made
        // is
        // kept by the connection. It must look each entry's table and bet up by index, not hash every bet (which a
        // growing bets table turns into a scan of all bets for every later entry). The plans come back as notices.
        const schema = await db.createSchema()
        const store = await db.createStore({ schema })
        const { tableId, game } = await tableWithGame(store, store, { ann: 1_000 }, 'plans', 7)
        const hand = game.pricing[0].findIndex((p) => p.oddsTenths > 0)
        for (let i = 0; i < 8; i++)
          await store.placeBet(tableId, {
            caller: null,
            playerId: 'ann',
            gameId: 1,
            bettingStage: 0,
            handIndex: hand,
            stakeCents: 100,
          })
        const client = new pg.Client({ connectionString: urlWithSchema(db.url, schema) })
        await client.connect()
        t.teardown(() => client.end())
        const notices: string[] = []
        client.on('notice', (notice) => notices.push(notice.message ?? ''))
        await client.query("LOAD 'auto_explain'")
        await client.query(
          'SET auto_explain.log_min_duration = 0; SET auto_explain.log_nested_statements = on; SET ' +
            "auto_explain.log_level = 'notice'",
        )
        await client.query(
          `INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id,
            bet_id, at)
         SELECT table_id, seat_id, player_id, 'PAYOUT', 1, 1, game_id, bet_id, now() FROM bets`,
        )
        const plan = notices.find((message) => message.includes('FROM inserted e'))
        t.ok(plan, "the check's plan was reported")
        t.match(plan, /Index Scan using bets_p\d+_pkey/, 'each bet looked up by its key, in its range')
        t.notMatch(plan, /hashed SubPlan|Seq Scan on bets/, 'never a hash of every bet')
      },
    )

    t.test(
      "017 carries each protected player's minute buckets over as marks and totals: what a window has used is " +
        'unchanged',
      async (t) => {
        const schema = await db.createSchema()
        // The migrations as they shipped, up to the one that replaced minute buckets with marks and totals.
        await applyLegacyMigrations(db, schema, (name) => name < '017')
        // Uses as migration 011 kept them: ann's by the minute (and by the hour, which 017 does not need), bob
        // unprotected.
        const H = 3_600_000
        const now = Date.now()
        const minute = (ms: number) => Math.floor(ms / 60_000) * 60_000
        const uses = [
          { at: now - 40 * 24 * H, deposit: 0, stake: 900, returned: 0 }, // older than any window
          { at: now - 5 * 24 * H, deposit: 5_000, stake: 0, returned: 0 },
          { at: now - 30 * H, deposit: 0, stake: 1_000, returned: 300 },
          { at: now - 2 * H, deposit: 2_000, stake: 400, returned: 0 },
          { at: now - 60_000 * 3, deposit: 0, stake: 250, returned: 1_000 },
        ]
        await db.query(`INSERT INTO ${schema}.protected_players (player_id) VALUES ('ann')`)
        for (const u of uses) {
          for (const grain of ['minute', 'hour']) {
            const bucket = grain === 'minute' ? minute(u.at) : Math.floor(u.at / H) * H
            await db.query(
              `INSERT INTO ${schema}.player_usage (player_id, grain, bucket, last_at, deposit_cents, stake_cents,
                return_cents) VALUES ('ann', $1, to_timestamp($2 / 1000.0), to_timestamp($3 / 1000.0), $4, $5, $6)`,
              [grain, bucket, u.at, u.deposit, u.stake, u.returned],
            )
          }
        }
        t.same(await applyLegacyMigrations(db, schema, (name) => name.startsWith('017')), [
          '017-limits-from-running-totals.sql',
        ])
        const totals = (
          await db.query(
            `SELECT deposit_total_cents, stake_total_cents, return_total_cents FROM ${schema}.protected_players WHERE
              player_id = 'ann'`,
          )
        ).rows[0]
        t.same(
          totals,
          { deposit_total_cents: '7000', stake_total_cents: '2550', return_total_cents: '1300' },
          'the totals are the sums of every bucket',
        )
        // A second implementation of the windows: each use counts while its minute's end is inside (since, now].
        const expected = (kind: 'DEPOSIT' | 'WAGER' | 'LOSS', since: number) => {
          const counted = uses.filter((u) => minute(u.at) + 60_000 > since)
          const used = counted.reduce(
            (sum, u) => sum + (kind === 'DEPOSIT' ? u.deposit : kind === 'WAGER' ? u.stake : u.stake - u.returned),
            0,
          )
          const oldest = counted.find(
            (u) => (kind === 'DEPOSIT' ? u.deposit : kind === 'WAGER' ? u.stake : u.stake - u.returned) !== 0,
          )
          return { used, leaves: oldest === undefined ? null : minute(oldest.at) + 60_000 }
        }
        for (const kind of ['DEPOSIT', 'WAGER', 'LOSS'] as const) {
          for (const [period, ms] of [
            ['DAY', 24 * H],
            ['WEEK', 7 * 24 * H],
            ['MONTH', 30 * 24 * H],
          ] as const) {
            const { rows } = await db.query<{ r_used: string; leaves: number | null }>(
              `SELECT r_used, floor(extract(epoch FROM r_oldest) * 1000)::float8 AS leaves FROM
                ${schema}.protection_usage('ann', $1, to_timestamp($2 / 1000.0))`,
              [kind, now - ms],
            )
            t.same(
              { used: Number(rows[0].r_used), leaves: rows[0].leaves === null ? null : Number(rows[0].leaves) },
              expected(kind, now - ms),
              `${kind} over a ${period}`,
            )
          }
        }
        t.same(
          (
            await db.query(
              `SELECT count(*)::int AS n FROM information_schema.tables WHERE table_schema = $1 AND table_name =
                'player_usage'`,
              [schema],
            )
          ).rows[0],
          { n: 0 },
          'the buckets are gone',
        )
      },
    )

    t.test('a migration edited after it was applied stops the run', async (t) => {
      const schema = await db.createSchema()
      const dir = await mkdtemp(join(tmpdir(), 'odds-migrations-'))
      t.teardown(() => rm(dir, { recursive: true, force: true }))
      await cp(defaultMigrationsDir(), dir, { recursive: true })
      await runMigrations(db.url, { schema, migrationsDir: dir })
      await writeFile(join(dir, 'baseline-022.sql'), '-- edited\n', { flag: 'a' })
      await t.rejects(runMigrations(db.url, { schema, migrationsDir: dir }), {
        message: /baseline-022\.sql was changed after it was applied/,
      })
      await writeFile(join(dir, 'bad name.sql'), 'SELECT 1')
      await t.rejects(runMigrations(db.url, { schema, migrationsDir: dir }), {
        message: /must be named NNN-lower-case-name\.sql/,
      })
    })
  })

  t.test(
    "reality checks on the database's clock: the instance's default, due an interval into a session, acknowledged; " +
      "a player's own none",
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, realityCheckMinutes: 10 })
      const settings: TableSettings = {
        numberOfHands: 2,
        numberOfSeats: 4,
        targetRtpBp: 9_500,
        maxBetCents: 2_500,
        mode: 'INTERACTIVE',
        skipTurn: false,
        bettingSeconds: 15,
        revealSeconds: 5,
      }
      await store.sit(sitAt(1, 'ann', 10_000))
      await store.sit(sitAt(1, 'bob', 10_000))
      const dealt = dealGame(2, 1, 'reality', Buffer.alloc(32, 9))
      const started = await store.startGame(
        1,
        { ...dealt, pricing: priceGame(dealt.hands, dealt.board, 9_500), startedAt: '2030-01-01T00:00:00.000Z' },
        settings,
      )
      const hand = started.game!.pricing[0].findIndex((p) => p.oddsTenths > 0)
      const bet = (playerId: string, betAmount: number) =>
        store.placeBet(1, {
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: hand,
          stakeCents: Math.round(betAmount * 100),
        })
      await bet('ann', 5)
      await bet('ann', 2.5)
      t.match((await store.getProtection('ann')).reality, {
        minutes: 10,
        source: 'DEFAULT',
        session: { startedAt: Number },
      })
      // Ten minutes pass in the session: it began 10 minutes ago, and its last bet was a minute ago.
      await db.query(
        `UPDATE ${schema}.player_sessions SET started_at = started_at - interval '10 minutes', last_bet_at = last_bet_at
          - interval '1 minute'`,
      )
      const refused = await bet('ann', 1).then(
        () => undefined,
        (err: { code?: string; refusal?: { session?: unknown } }) => err,
      )
      t.equal(refused?.code, 'REALITY_CHECK_DUE')
      t.match(refused?.refusal?.session, { minutesPlayed: 10, staked: 7.5, net: -7.5 })
      t.same(
        (await store.getLedger(1, 'ann')).filter((e) => e.kind === 'BET').length,
        2,
        'the refused bet wrote nothing',
      )
      await store.acknowledgeRealityCheck('ann')
      t.equal((await bet('ann', 1)).balanceCents, 10_000 - 850, 'acknowledged: betting goes on')
      await store.setRealityCheck('bob', null, { source: 'PLAYER', actor: 'bob' })
      await bet('bob', 1)
      await db.query(
        `UPDATE ${schema}.player_sessions SET started_at = started_at - interval '60 minutes', last_bet_at = last_bet_at
          - interval '1 minute' WHERE player_id = 'bob'`,
      )
      t.equal((await bet('bob', 1)).balanceCents, 10_000 - 200, 'bob chose none: the default does not apply to him')
    },
  )

  t.test(
    "a connection string's own session settings are kept, and the store's schema and reality checks are added to them",
    async (t) => {
      const schema = await db.createSchema()
      const withOptions = (options: string) => {
        const url = new URL(db.url)
        url.searchParams.set('options', options)
        return url.toString()
      }
      // The string sets a timeout and JIT of its own, and a schema and a reality check the store's settings must win
      // over.
      const connectionString = withOptions(
        `-c statement_timeout=4321 -c jit=on -c search_path=public -c hand_odds.reality_check_minutes=99`,
      )
      const client = new pg.Client(
        connectionOf({
          connectionString,
          schema,
          applicationName: 'options-test',
          connectTimeoutMs: 5_000,
          realityCheckMinutes: 10,
        }),
      )
      await client.connect()
      t.teardown(() => client.end())
      const { rows } = await client.query(
        "SELECT current_setting('statement_timeout') AS timeout, current_setting('search_path') AS path, " +
          "current_setting('hand_odds.reality_check_minutes') AS minutes, current_setting('jit') AS jit",
      )
      t.same(rows[0], { timeout: '4321ms', path: schema, minutes: '10', jit: 'on' })
      const plain = new pg.Client(
        connectionOf({ connectionString: db.url, schema, applicationName: 'options-test', connectTimeoutMs: 5_000 }),
      )
      await plain.connect()
      t.teardown(() => plain.end())
      t.same(
        (await plain.query("SELECT current_setting('jit') AS jit")).rows,
        [{ jit: 'off' }],
        "the store's connections compile no plan unless the string asks",
      )
      const store = await db.createStore({ connectionString, schema, realityCheckMinutes: 10 })
      await store.sit(sitAt(1, 'ann', 10_000))
      t.equal(
        (await db.query(`SELECT count(*)::int AS n FROM ${schema}.seats`)).rows[0].n,
        1,
        "the store's rows are in its schema",
      )
      t.match(
        (await store.getProtection('ann')).reality,
        { minutes: 10, source: 'DEFAULT' },
        "the store's reality-check default",
      )
    },
  )

  t.test('expired idempotency keys are deleted', { timeout: 30_000 }, async (t) => {
    let clock = Date.UTC(2030, 0, 1)
    const schema = await db.createSchema()
    const store = await db.createStore({ schema, idempotencyClock: () => clock, cleanupIntervalMs: 0 })
    const count = async (): Promise<number> =>
      Number((await db.query<{ n: string }>(`SELECT count(*) AS n FROM ${schema}.idempotency_keys`)).rows[0].n)
    for (const key of ['a', 'b', 'c']) await store.sit(sitAt(1, 'ann', 1, { idempotency: { key, fingerprint: key } }))
    t.equal(await count(), 3)
    t.equal(await store.purgeExpiredIdempotencyKeys(), 0, 'nothing expired yet')
    clock += IDEMPOTENCY_TTL_MS
    t.equal(await store.purgeExpiredIdempotencyKeys(2), 2, 'batch size respected')
    await store.sit(sitAt(1, 'ann', 1)) // a sit sweeps in the background; a sweep that never comes fails the timeout
    while ((await count()) !== 0) await new Promise((r) => setTimeout(r, 20))
    t.equal(await count(), 0, 'the sit swept the last expired key')
  })

  t.test('a closed store refuses calls; close is idempotent', async (t) => {
    const store = await db.createStore()
    await store.close()
    await store.close()
    await t.rejects(store.sit(sitAt(1, 'ann', 1)), { code: 'STORE_UNAVAILABLE', message: /closed/ })
    await t.rejects(store.getSeats(1), { code: 'STORE_UNAVAILABLE' })
    t.match(await store.health(), { name: 'postgres', ok: false, detail: /closed/ })
  })

  t.test('text PostgreSQL cannot store is INVALID_INPUT and changes nothing', async (t) => {
    const store = await db.createStore()
    await t.rejects(store.sit(sitAt(1, 'an\u0000n', 1)), { code: 'INVALID_INPUT' })
    await t.rejects(store.sit(sitAt(1, 'ann\uD800', 1)), { code: 'INVALID_INPUT' })
    t.same(await store.sit(sitAt(1, 'ann \u{1F0A1}', 1)), { seatId: 1, balanceCents: 1 }, 'astral characters are fine')
    t.same(await store.getSeats(1), [{ seatId: 1, playerId: 'ann \u{1F0A1}', balanceCents: 1 }])
    await t.rejects(createPostgresStore({ connectionString: db.url, schema: 'Not-A-Name' }), { code: 'INVALID_INPUT' })
  })

  t.test('outages', async (t) => {
    t.test(
      'a closed port: every call is STORE_UNAVAILABLE, no secret in the message',
      { timeout: 30_000 },
      async (t) => {
        const url = 'postgres://odds:s3cret-pw@127.0.0.1:1/x'
        const startError = await rejectionOf(() => createPostgresStore({ connectionString: url }))
        t.match(startError, { name: 'DomainError', code: 'STORE_UNAVAILABLE', message: /connection refused/ })
        t.notMatch((startError as Error).message, /s3cret/)

        const store = await createPostgresStore({ connectionString: url, migrate: false })
        t.teardown(() => store.close())
        for (const call of [() => store.sit(sitAt(1, 'ann', 1)), () => store.getSeats(1)]) {
          const error = await rejectionOf(call)
          t.match(error, { code: 'STORE_UNAVAILABLE', message: /PostgreSQL is unavailable \(connection refused\)/ })
          t.notMatch((error as Error).message, /s3cret|127\.0\.0\.1/)
        }
        const health = await store.health()
        t.same(health, { name: 'postgres', ok: false, detail: 'PostgreSQL is unreachable: connection refused.' })
      },
    )

    t.test(
      'a server that accepts and never answers: STORE_UNAVAILABLE after the connect timeout',
      { timeout: 30_000 },
      async (t) => {
        const proxy = await startTcpProxy(db.url)
        t.teardown(() => proxy.close())
        await proxy.setMode('hang')
        const store = await createPostgresStore({
          connectionString: `postgres://odds:x@127.0.0.1:${proxy.port}/odds_test`,
          migrate: false,
          connectTimeoutMs: 1_000,
          healthTimeoutMs: 500,
        })
        t.teardown(() => store.close())
        t.match(await rejectionOf(() => store.sit(sitAt(1, 'ann', 1))), {
          code: 'STORE_UNAVAILABLE',
          message: /connection timed out/,
        })
        t.match(await store.health(), { ok: false, detail: /timed out/ }, 'health gives up at its own deadline')
      },
    )

    t.test('the pool survives the database going away and recovers by itself', { timeout: 60_000 }, async (t) => {
      const schema = await db.createSchema()
      const proxy = await startTcpProxy(db.url)
      t.teardown(() => proxy.close())
      const warnings: string[] = []
      const proxied = new URL(db.url)
      proxied.host = `127.0.0.1:${proxy.port}`
      const store = await db.createStore({
        connectionString: proxied.toString(),
        schema,
        statementTimeoutMs: 1_000,
        connectTimeoutMs: 1_000,
        healthTimeoutMs: 500,
        logger: { warn: (_details, message) => warnings.push(message) },
      })
      // Several pooled connections, so that some are idle when the database goes away.
      for (const p of ['a', 'b', 'c', 'd']) await store.sit(sitAt(1, p, 100))
      await Promise.all([store.getSeats(1), store.getSeats(1), store.getSeats(1)])
      t.same(await store.health(), { name: 'postgres', ok: true })

      await proxy.setMode('refuse')
      for (const call of [() => store.sit(sitAt(1, 'a', 1)), () => store.getSeats(1)]) {
        t.match(await rejectionOf(call), { code: 'STORE_UNAVAILABLE' })
      }
      t.match(await store.health(), { ok: false, detail: /PostgreSQL is unreachable/ })
      t.ok(
        warnings.some((w) => /idle connection failed/.test(w)),
        'idle connection failures were logged, not thrown',
      )

      await proxy.setMode('forward')
      t.same(await store.sit(sitAt(1, 'a', 1)), { seatId: 1, balanceCents: 101 }, 'back without a restart')
      t.same(await store.health(), { name: 'postgres', ok: true })

      await proxy.setMode('hang')
      t.match(
        await rejectionOf(() => store.sit(sitAt(1, 'b', 1))),
        { code: 'STORE_UNAVAILABLE', message: /timed out/ },
        'a hung database fails the sit at the deadline',
      )
      t.match(await store.health(), { ok: false })

      await proxy.setMode('forward')
      t.same(await store.sit(sitAt(1, 'e', 100)), { seatId: 5, balanceCents: 100 })
      const seats = await store.getSeats(1)
      t.same(
        seats.map((s) => [s.playerId, s.balanceCents]),
        [
          ['a', 101],
          ['b', 100],
          ['c', 100],
          ['d', 100],
          ['e', 100],
        ],
        'the failed sits changed nothing',
      )
    })
  })
}
