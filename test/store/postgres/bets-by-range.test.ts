// Bets on PostgreSQL are partitioned by ranges of a million ids (migration 031). A game whose bets fall in two ranges
// is read, cancelled from, settled, recalled and replayed whole: each bet settled once, each seat paid what its bets
// won (reckoned here from the bets' odds), the ledger's payouts the bets' payouts. pg_partman keeps two ranges ahead of
// the newest bet; a bet beyond every range lands in the default partition and is still read and settled. A database
// holding bets before the ranges existed keeps them as one partition, row for row, and plays on.

import pg from 'pg'
import t, { type Test } from 'tap'
import type { EventChangeView } from '../../../src/ports/event-store.ts'
import type { PostgresStore } from '../../../src/store/postgres/index.ts'
import { runMigrations } from '../../../src/store/postgres/migrate.ts'
import { maintainPartitions } from '../../../src/store/postgres/partitions.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { migrateBefore, tableWithGame } from './fixtures.ts'

const db = await usePostgres(t)
/** The events as the store keeps them: a river's carries its results as read (the service renders them for clients). */
const asKept: EventChangeView = (change) => change

function poolFor(t: Test, schema: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: db!.urlFor(schema), max: 2 })
  t.teardown(() => pool.end())
  return pool
}

/** The bets' partitions, lowest ids first (the default partition last). */
async function ranges(schema: string): Promise<string[]> {
  const { rows } = await db!.query<{ name: string }>(
    `SELECT c.relname AS name FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
      WHERE i.inhparent = $1::regclass
      ORDER BY c.relname = 'bets_default', coalesce(substring(c.relname FROM '^bets_p([0-9]+)$')::bigint, -1)`,
    [`${schema}.bets`],
  )
  return rows.map((r) => r.name)
}

/**
 * Plays one game at a new table: bets from ids after `firstId` (ann and bob, on hand 0 and hand 1, one of ann's
 * cancelled), then the river. Checks the money against our own reckoning and returns the bets' partitions.
 */
async function playAcross(t: Test, store: PostgresStore, schema: string, firstId: number): Promise<string[]> {
  const { tableId, game } = await tableWithGame(store, store, { ann: 10_000, bob: 10_000 }, `range-${firstId}`, 7)
  await db!.query(`SELECT setval('${schema}.bets_bet_id_seq', $1)`, [firstId - 1])
  const bet = (playerId: string, handIndex: number, stakeCents: number) =>
    store.placeBet(tableId, { caller: null, playerId, gameId: 1, bettingStage: 0, handIndex, stakeCents })
  const placed = [await bet('ann', 0, 300), await bet('bob', 1, 450), await bet('ann', 1, 125), await bet('bob', 0, 80)]
  const ids = placed.map((p) => p.bet.betId)
  t.same(ids, [firstId, firstId + 1, firstId + 2, firstId + 3], 'ids handed out in order')
  const { rows: started } = await db!.query<{ bets_after: string; bets_through: string | null }>(
    `SELECT bets_after, bets_through FROM ${schema}.games WHERE table_id = $1`,
    [tableId],
  )
  t.ok(Number(started[0].bets_after) < firstId, 'the game recorded an id before its bets when it started')
  t.same(
    (await store.getBets(tableId, 1)).map((b) => b.betId),
    ids,
    'every bet of the game read, whichever range holds it',
  )
  await store.cancelBet(tableId, ids[2], null, 'ann')
  for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER'] as const) {
    await store.advanceGame(tableId, from)
  }

  const { rows } = await db!.query<{
    bet_id: string
    part: string
    status: string
    stake_cents: string
    recorded_odds_tenths: string
    payout_cents: string | null
    player_id: string
  }>(
    `SELECT bet_id, tableoid::regclass::text AS part, status, stake_cents, recorded_odds_tenths, payout_cents, player_id
       FROM ${schema}.bets WHERE table_id = $1 ORDER BY bet_id`,
    [tableId],
  )
  t.same(
    rows.map((r) => r.status === 'CANCELLED'),
    [false, false, true, false],
    'the cancelled bet, and only it',
  )
  const winners = game.pricing[0].length
  t.ok(winners > 0, 'the game was priced')
  let paid = 0
  const expected: Record<string, number> = { ann: 10_000, bob: 10_000 }
  for (const r of rows) {
    if (r.status === 'CANCELLED') continue
    t.ok(r.status === 'WON' || r.status === 'LOST', `bet ${r.bet_id} settled (${r.status})`)
    const payout = r.status === 'WON' ? Math.floor((Number(r.stake_cents) * Number(r.recorded_odds_tenths)) / 10) : 0
    t.equal(Number(r.payout_cents), payout, `bet ${r.bet_id} paid its stake at its odds, or nothing`)
    expected[r.player_id] += payout - Number(r.stake_cents)
    paid += payout
  }
  const seats = await store.getTable(tableId)
  for (const seat of seats!.seats)
    t.equal(seat.balanceCents, expected[seat.playerId!], `${seat.playerId}'s seat: buy-in, less stakes, plus payouts`)
  const { rows: payouts } = await db!.query<{ sum: string | null }>(
    `SELECT sum(amount_cents) FROM ${schema}.ledger_entries WHERE table_id = $1 AND kind = 'PAYOUT'`,
    [tableId],
  )
  t.equal(Number(payouts[0].sum ?? 0), paid, "the ledger's payouts are the bets' payouts")
  const { rows: settled } = await db!.query<{ bets_through: string }>(
    `SELECT bets_through FROM ${schema}.games WHERE table_id = $1`,
    [tableId],
  )
  t.ok(Number(settled[0].bets_through) >= firstId + 3, 'the game recorded an id at or after its bets when it settled')

  const recalled = await store.recallGames('ann', { limit: 20 })
  t.same(
    recalled.find((g) => g.tableId === tableId)?.bets.map((b) => [b.betId, b.status]),
    rows.filter((r) => r.player_id === 'ann').map((r) => [Number(r.bet_id), r.status]),
    "recall: ann's bets of the game, as settled",
  )
  const { events } = await store.readEvents(tableId, 0, 1_000)
  const results = events.flatMap((e) => {
    const change = e.change as { type?: string; bets?: { betId: number }[] }
    return change.type === 'settled' ? [change.bets!.map((b) => b.betId)] : []
  })
  t.same(
    results,
    [rows.filter((r) => r.status !== 'CANCELLED').map((r) => Number(r.bet_id))],
    "the river's event: every settled bet",
  )
  return rows.map((r) => r.part.replace(`${schema}.`, ''))
}

if (db) {
  t.test('a game across two ranges of ids; pg_partman keeps two ranges ahead', async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema, eventChange: asKept })
    t.same(await ranges(schema), ['bets_p0', 'bets_p1000000', 'bets_default'], 'the migration: two ranges')
    const pool = poolFor(t, schema)
    await maintainPartitions(pool)
    const { rows: config } = await db.query<{ control: string; partition_interval: string; premake: number }>(
      'SELECT control, partition_interval, premake FROM partman.part_config WHERE parent_table = $1',
      [`${schema}.bets`],
    )
    t.same(config, [{ control: 'bet_id', partition_interval: '1000000', premake: 2 }], "pg_partman's configuration")
    const parts = await playAcross(t, store, schema, 999_998)
    t.same(parts, ['bets_p0', 'bets_p0', 'bets_p1000000', 'bets_p1000000'], 'the bets lie in two ranges')
    await maintainPartitions(pool)
    t.same(
      await ranges(schema),
      ['bets_p0', 'bets_p1000000', 'bets_p2000000', 'bets_p3000000', 'bets_default'],
      'the maintenance: two ranges ahead of the newest bet',
    )
    const { rows } = await db.query<{ reloptions: string[] | null }>(
      'SELECT reloptions FROM pg_class WHERE oid = $1::regclass',
      [`${schema}.bets_p3000000`],
    )
    t.same(rows[0].reloptions, ['fillfactor=50'], "a range pg_partman made is filled half, as the migration's")

    const far = await playAcross(t, store, schema, 50_000_000)
    t.same(new Set(far), new Set(['bets_default']), 'a bet beyond every range lands in the default partition')
  })

  t.test('bets placed before the ranges existed become one partition, row for row, and play goes on', async (t) => {
    const schema = await db.createSchema()
    await migrateBefore(t, db.urlFor(schema), schema, 31)
    // A settled game of five bets, as the service wrote them before (it cannot run on a schema it does not know).
    await db.query(`
      INSERT INTO ${schema}.tables (table_id) VALUES (1);
      INSERT INTO ${schema}.games (table_id, game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board,
          pricing, started_at, settled_at)
        VALUES (1, 1, 1, repeat('a', 64), repeat('b', 64), 'old', '[]', '[]', '[]', now(), now());
      SELECT setval('${schema}.bets_bet_id_seq', 1234566);
      INSERT INTO ${schema}.bets (table_id, game_id, betting_stage, hand_index, player_id, seat_id, stake_cents,
          recorded_odds_tenths, status, payout_cents, placed_at)
        SELECT 1, 1, 0, i % 2, 'old', 1, 100 * i, 25, CASE WHEN i % 2 = 0 THEN 'WON' ELSE 'LOST' END,
            CASE WHEN i % 2 = 0 THEN 250 * i ELSE 0 END, now()
          FROM generate_series(1, 5) i;
    `)
    const before = await db.query(`SELECT * FROM ${schema}.bets ORDER BY bet_id`)
    await runMigrations(db.urlFor(schema), { schema })
    const after = await db.query(`SELECT * FROM ${schema}.bets ORDER BY bet_id`)
    t.same(after.rows, before.rows, 'every bet as it was')
    t.equal(after.rows.length, 5)
    t.same(
      await ranges(schema),
      ['bets_p0', 'bets_p2000000', 'bets_p3000000', 'bets_default'],
      'the old bets are one partition, up to the next million; two ranges after it',
    )
    const store = await db.createStore({ schema, eventChange: asKept })
    t.same(
      (await store.getBets(1, 1)).map((b) => b.betId),
      before.rows.map((r) => Number(r.bet_id)),
      'a game from before reads its bets (it recorded no ids: every range is read)',
    )
    await maintainPartitions(poolFor(t, schema))
    const parts = await playAcross(t, store, schema, 2_999_998)
    t.same(parts, ['bets_p2000000', 'bets_p2000000', 'bets_p3000000', 'bets_p3000000'], 'new bets in the new ranges')
  })
}

if (db) {
  t.test("a period's bets are read between the ids the bets' marks give its hours", async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema, eventChange: asKept })
    // Game A's bets in the first range, game B's in the second; A settled, then B settled after it is recalled.
    const play = async (label: string, firstId: number, settle: boolean) => {
      const { tableId, game } = await tableWithGame(store, store, { ann: 10_000, bob: 10_000 }, label, firstId % 97)
      await db.query(`SELECT setval('${schema}.bets_bet_id_seq', $1)`, [firstId - 1])
      const offered = game.pricing[0].flatMap((p, h) => (p.oddsTenths > 0 ? [h] : []))
      for (const [playerId, stakeCents] of [
        ['ann', 300],
        ['bob', 450],
      ] as const) {
        await store.placeBet(tableId, {
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: offered[0],
          stakeCents,
        })
      }
      const stages = ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const
      for (const from of settle ? stages : []) await store.advanceGame(tableId, from)
      return tableId
    }
    const a = await play('marks-a', 10, true)
    const b = await play('marks-b', 1_000_000, false)
    const recalled = await store.recallGames('ann', { limit: 20 })
    t.same(
      recalled.map((g) => [g.tableId, g.inPlayState, g.bets.length]),
      [
        [b, 'STATUS_HOLE', 1],
        [a, 'STATUS_RIVER', 1],
      ],
      "recall: ann's game in play with its bet, from the second range, and her game over",
    )
    for (const from of ['STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN'] as const) await store.advanceGame(b, from)

    // A timeline of whole hours ten hours back (the bets' times moved there), and the marks that go with it: the last
    // id an hour after A's bets, and five hours after B's.
    const { rows: clock } = await db.query<{ h: Date }>("SELECT date_trunc('hour', now()) - interval '10 hours' AS h")
    const h = clock[0].h.getTime()
    const minutes = (m: number) => h + m * 60_000
    await db.query(
      `UPDATE ${schema}.bets SET placed_at = to_timestamp($2::float8 / 1000) + (bet_id % 10) * interval '1 second'
        WHERE table_id = $1`,
      [a, minutes(5)],
    )
    await db.query(
      `UPDATE ${schema}.bets SET placed_at = to_timestamp($2::float8 / 1000) + (bet_id % 10) * interval '1 second'
        WHERE table_id = $1`,
      [b, minutes(4 * 60 + 20)],
    )
    const { rows: ids } = await db.query<{ table_id: number; last: string }>(
      `SELECT table_id, max(bet_id) AS last FROM ${schema}.bets GROUP BY table_id`,
    )
    const last = (tableId: number) => Number(ids.find((r) => r.table_id === tableId)!.last)
    const mark = (m: number, id: number) =>
      db.query(`INSERT INTO ${schema}.bet_marks (at, last_bet_id) VALUES (to_timestamp($1::float8 / 1000), $2)`, [
        minutes(m),
        id,
      ])
    await db.query(`DELETE FROM ${schema}.bet_marks`)
    await mark(60, last(a))
    await mark(9 * 60, last(b))

    const between = async (from: number, to: number) => {
      const { rows } = await db.query<{ r_after: string; r_through: string }>(
        `SELECT * FROM ${schema}.bet_ids_placed(to_timestamp($1::float8 / 1000), to_timestamp($2::float8 / 1000))`,
        [from, to],
      )
      return [rows[0].r_after, rows[0].r_through]
    }
    const NO_BOUND = '9223372036854775807'
    t.same(
      await between(minutes(4 * 60 + 10), minutes(4 * 60 + 30)),
      [`${last(a)}`, `${last(b)}`],
      "B's period: after A's ids",
    )
    t.same(await between(minutes(1), minutes(30)), ['0', `${last(b)}`], "A's: no mark an hour before")
    t.same(
      await between(minutes(8 * 60), minutes(8 * 60 + 30)),
      [`${last(a)}`, NO_BOUND],
      'no mark an hour after: no bound above',
    )

    // Each period's return to player, reckoned here from the settled bets placed in it.
    const reckoned = async (tableId: number) => {
      const { rows } = await db.query<{ stake_cents: string; payout_cents: string }>(
        `SELECT stake_cents, payout_cents FROM ${schema}.bets WHERE table_id = $1 AND status IN ('WON', 'LOST')`,
        [tableId],
      )
      return {
        tableId,
        bets: rows.length,
        stakedCents: rows.reduce((sum, r) => sum + Number(r.stake_cents), 0),
        returnedCents: rows.reduce((sum, r) => sum + Number(r.payout_cents), 0),
      }
    }
    const report = async (from: number, to: number) =>
      (await store.rtpReport({ from, to })).map((r) => ({
        tableId: r.tableId,
        bets: r.bets,
        stakedCents: r.stakedCents,
        returnedCents: r.returnedCents,
      }))
    t.same(await report(minutes(4 * 60 + 10), minutes(4 * 60 + 30)), [await reckoned(b)], "B's period: B's bets")
    t.same(await report(minutes(1), minutes(30)), [await reckoned(a)], "A's period: A's bets")
    t.same(await report(minutes(2 * 60 + 10), minutes(2 * 60 + 50)), [], 'a period between them: none')
    // The read goes by the ids: a mark that says B's bets were placed before its period leaves them out.
    await mark(3 * 60, last(b))
    t.same(await report(minutes(4 * 60 + 10), minutes(4 * 60 + 30)), [], "the marks' ids bound the read")
  })
}
