// A table's events on PostgreSQL are partitioned by the hour of their time (migration 034): the maintenance hands them
// to pg_partman, which keeps a day of hours ahead and drops an hour whole once it ended more than EVENTS_KEPT_HOURS
// ago; no event is ever deleted row by row. A watcher resuming from a dropped hour is told the oldest event kept (the
// stream then sends a snapshot); an event that found no hour is moved into its own by the next maintenance. A
// database upgraded from events kept by count keeps the events of its last hours, in their hours.

import { join } from 'node:path'
import pg from 'pg'
import t, { type Test } from 'tap'
import { publicChangeView } from '../../../src/http/game-views.ts'
import { runMigrations } from '../../../src/store/postgres/migrate.ts'
import { maintainPartitions } from '../../../src/store/postgres/partitions.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { allEvents, bettingTable, PLAYERS } from '../event-checks.ts'
import { migrateBefore } from './fixtures.ts'

const db = await usePostgres(t)

function poolFor(t: Test, schema: string): pg.Pool {
  const pool = new pg.Pool({ connectionString: db!.urlFor(schema), max: 2 })
  t.teardown(() => pool.end())
  return pool
}

/** The events' partitions and how many events each holds, by name (the default partition included). */
async function hours(schema: string): Promise<Map<string, number>> {
  const { rows } = await db!.query<{ name: string; n: number }>(
    `SELECT c.relname AS name, (xpath('/row/n/text()', query_to_xml(format('SELECT count(*) AS n FROM %I.%I', $2::text,
        c.relname), false, true, '')))[1]::text::int AS n
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = $1::regclass ORDER BY c.relname`,
    [`${schema}.table_events`, schema],
  )
  return new Map(rows.map((r) => [r.name, r.n]))
}

/** The name pg_partman gives the hour `hoursFromNow` hours from the database's current hour. */
async function hourName(pool: pg.Pool, hoursFromNow: number): Promise<string> {
  const { rows } = await pool.query<{ name: string }>(
    `SELECT 'table_events_p' || to_char(date_trunc('hour', now()) + $1 * interval '1 hour', 'YYYY_MM_DD_HH24MI')
       AS name`,
    [hoursFromNow],
  )
  return rows[0].name
}

if (db) {
  t.test(
    'events land in their hour; an hour that ended more than EVENTS_KEPT_HOURS ago is dropped whole, and a watcher ' +
      'resuming from it is told the oldest event kept',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, eventChange: publicChangeView })
      t.teardown(() => store.close())
      const pool = poolFor(t, schema)
      const { tableId, offered } = await bettingTable(store, 10_000, 3)
      for (const playerId of PLAYERS) {
        await store.placeBet(tableId, {
          caller: null,
          playerId,
          gameId: 1,
          bettingStage: 0,
          handIndex: offered[0],
          stakeCents: 100,
        })
      }
      const { lastEventId } = await store.readEvents(tableId, 0, 1)
      const now = await hourName(pool, 0)
      t.equal(
        (await hours(schema)).get(now),
        lastEventId,
        `every event of the table is in this hour's partition (${now})`,
      )

      await maintainPartitions(pool, 6)
      const { rows: config } = await pool.query(
        `SELECT partition_interval, retention, retention_keep_table, premake, infinite_time_partitions
           FROM partman.part_config WHERE parent_table = $1`,
        [`${schema}.table_events`],
      )
      t.same(
        config,
        [
          {
            partition_interval: '01:00:00',
            retention: '6 hours',
            retention_keep_table: false,
            premake: 24,
            infinite_time_partitions: true,
          },
        ],
        'pg_partman keeps the events by the hour, a day ahead, and drops what is older than the hours asked',
      )
      const ahead = await hours(schema)
      t.ok(ahead.has(await hourName(pool, 24)), 'the hour a day from now is made')

      // The table's first three events, as if placed five hours ago: their hour is made and they move into it.
      await pool.query(
        "SELECT partman.create_partition_time($1, ARRAY[date_trunc('hour', now()) - interval '5 hours'])",
        [`${schema}.table_events`],
      )
      await pool.query("UPDATE table_events SET at = at - interval '5 hours' WHERE table_id = $1 AND event_id <= 3", [
        tableId,
      ])
      const old = await hourName(pool, -5)
      t.equal((await hours(schema)).get(old), 3, `three events in the hour five hours back (${old})`)
      t.equal((await store.readEvents(tableId, 0, 1000)).oldestKept, 1, 'kept: the watcher resumes from the first')

      await maintainPartitions(pool, 6)
      t.equal((await hours(schema)).get(old), 3, 'kept six hours: the hour that ended four hours ago stays')

      await maintainPartitions(pool, 2)
      t.notOk((await hours(schema)).has(old), 'kept two hours: the hour that ended four hours ago is dropped')
      const after = await store.readEvents(tableId, 0, 1000)
      t.equal(after.oldestKept, 4, 'the oldest event kept is the first of the hours left')
      t.same(
        after.events.map((e) => e.eventId),
        Array.from({ length: lastEventId - 3 }, (_, i) => i + 4),
        'and every event after it is read, in order',
      )
      t.equal(after.lastEventId, lastEventId, 'the table still counts every event')
      t.equal((await hours(schema)).get(now), lastEventId - 3, "this hour's events are all there")
    },
  )

  t.test(
    'an event that found no hour is read, and the next maintenance moves it into an hour made for it',
    async (t) => {
      const schema = await db.createSchema()
      const store = await db.createStore({ schema, eventChange: publicChangeView })
      t.teardown(() => store.close())
      const pool = poolFor(t, schema)
      await maintainPartitions(pool)
      const { tableId, offered } = await bettingTable(store, 10_000, 4)
      await store.placeBet(tableId, {
        caller: null,
        playerId: 'ann',
        gameId: 1,
        bettingStage: 0,
        handIndex: offered[0],
        stakeCents: 100,
      })
      const { lastEventId } = await store.readEvents(tableId, 0, 1)
      // The newest event, as if written after a day and a half without maintenance: no hour holds it.
      await pool.query("UPDATE table_events SET at = at + interval '36 hours' WHERE table_id = $1 AND event_id = $2", [
        tableId,
        lastEventId,
      ])
      t.equal((await hours(schema)).get('table_events_default'), 1, 'the event is in the default partition')
      const before = await allEvents(store, tableId)
      t.equal(before.at(-1)?.eventId, lastEventId, 'and read with the others')

      await maintainPartitions(pool)
      const after = await hours(schema)
      t.equal(after.get('table_events_default'), 0, 'the maintenance empties the default partition')
      t.equal(after.get(await hourName(pool, 36)), 1, 'into the hour made for the event')
      t.same(await allEvents(store, tableId), before, 'every event reads as before')
    },
  )

  t.test(
    "a database upgraded from events kept by count keeps its last three hours' events, in their hours",
    async (t) => {
      const schema = await db.createSchema()
      await migrateBefore(t, db.urlFor(schema), schema, 34)
      // Events as the service wrote them before: one of a day ago, one of five hours ago, two of this hour.
      await db.query(`
      INSERT INTO ${schema}.tables (table_id, event_seq) VALUES (1, 4);
      INSERT INTO ${schema}.table_events (table_id, event_id, type, at, view) VALUES
        (1, 1, 'table', now() - interval '1 day', '{"a":1}'),
        (1, 2, 'seats', now() - interval '5 hours', '{"a":2}'),
        (1, 3, 'seats', now() - interval '1 minute', '{"a":3}'),
        (1, 4, 'stage', now(), '{"a":4}');`)

      await runMigrations(db.urlFor(schema), { schema })
      const pool = poolFor(t, schema)
      const { rows } = await pool.query<{ event_id: string; partition: string; hour: string; view: unknown }>(
        `SELECT event_id, tableoid::regclass::text AS partition, view,
          'table_events_p' || to_char(date_trunc('hour', at), 'YYYY_MM_DD_HH24MI') AS hour
         FROM table_events ORDER BY event_id`,
      )
      t.same(
        rows.map((row) => [row.event_id, row.view]),
        [
          ['3', { a: 3 }],
          ['4', { a: 4 }],
        ],
        'the events of the last three hours are copied; older ones go',
      )
      t.ok(
        rows.every((row) => row.partition === row.hour),
        `each in the partition of its hour (${rows.map((row) => row.partition).join(', ')})`,
      )
      const { rows: key } = await pool.query<{ def: string }>(
        "SELECT pg_get_constraintdef(oid) AS def FROM pg_constraint WHERE conrelid = 'table_events'::regclass AND " +
          "contype = 'p'",
      )
      t.same(key, [{ def: 'PRIMARY KEY (table_id, event_id, at)' }], 'the key is the table, the event and its hour')
      await maintainPartitions(pool)
      t.ok((await hours(schema)).has(await hourName(pool, 24)), 'and pg_partman takes the events over')
    },
  )
}
