// A table's ledger newest first on PostgreSQL reads its last week's months first and the older months only when the
// page is not all in them (rows.ts newestFirst). Every page, walked by its cursor, is the one a plain ORDER BY over
// every month gives: pages in the week, before it, across its start, and among entries whose ids are out of the order
// of their times near its start (an entry's id is handed out after its transaction began), for one player or all.

import pg from 'pg'
import t from 'tap'
import { maintainPartitions } from '../../../src/store/postgres/partitions.ts'
import { RECENT_ENTRIES_MS } from '../../../src/store/postgres/rows.ts'
import { usePostgres } from '../../helpers/postgres.ts'
import { TABLE_SETTINGS } from './fixtures.ts'

const db = await usePostgres(t)
const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE
const WEEK = RECENT_ENTRIES_MS

/** The entries, in the order their ids are handed out: how long before now each is stamped, and whose it is. */
const ENTRIES: Array<[number, string]> = [
  [60 * DAY, 'ann'],
  [40 * DAY, 'bob'],
  [20 * DAY, 'ann'],
  [8 * DAY, 'ann'],
  [WEEK + 30 * MINUTE, 'ann'],
  [WEEK - 40 * MINUTE, 'bob'],
  // Stamped before the week began, its id after an entry of the week: its transaction began 50 minutes earlier.
  [WEEK + 10 * MINUTE, 'ann'],
  [WEEK - 30 * MINUTE, 'ann'],
  [3 * DAY, 'ann'],
  [DAY, 'bob'],
  [2 * 60 * MINUTE, 'ann'],
  [30 * MINUTE, 'ann'],
  [10 * MINUTE, 'bob'],
  [MINUTE, 'ann'],
]

if (db) {
  t.test("a table's ledger newest first reads as one ORDER BY over every month, page by page", async (t) => {
    const schema = await db.createSchema()
    const store = await db.createStore({ schema })
    t.teardown(() => store.close())
    const pool = new pg.Pool({ connectionString: db.urlFor(schema), max: 2 })
    t.teardown(() => pool.end())
    await maintainPartitions(pool)
    await pool.query(
      `SELECT partman.create_partition_time($1, ARRAY[date_trunc('month', now()) - interval '2 months',
         date_trunc('month', now()) - interval '1 month'])`,
      [`${schema}.ledger_entries`],
    )
    const [tableId, other] = [await store.createTable(TABLE_SETTINGS), await store.createTable(TABLE_SETTINGS)]
    // One statement a row, in order: each takes the next id.
    for (const [ago, playerId] of ENTRIES) {
      for (const table of [tableId, other]) {
        await pool.query(
          `INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, at)
           VALUES ($1, 1, $2, 'BUY_IN', 100, 100, now() - $3 * interval '1 millisecond')`,
          [table, playerId, ago],
        )
      }
    }
    const partitions = await pool.query<{ n: number }>(
      `SELECT count(DISTINCT tableoid)::int AS n FROM ledger_entries WHERE table_id = $1`,
      [tableId],
    )
    t.ok(partitions.rows[0].n >= 3, `the entries lie in ${partitions.rows[0].n} months`)

    for (const playerId of [undefined, 'ann', 'bob']) {
      const expected = await pool.query<{ entry_id: string }>(
        `SELECT entry_id FROM ledger_entries WHERE table_id = $1 AND ($2::text IS NULL OR player_id = $2)
          ORDER BY entry_id DESC`,
        [tableId, playerId ?? null],
      )
      const all = expected.rows.map((r) => Number(r.entry_id))
      for (const limit of [1, 2, 3, 4, 5, 7, 100]) {
        const pages: number[][] = []
        let after: number | undefined
        for (;;) {
          const page = await store.getLedger(tableId, playerId, { limit, order: 'desc', after })
          if (page.length === 0) break
          pages.push(page.map((e) => e.entryId))
          after = page[page.length - 1].entryId
        }
        t.same(
          pages,
          Array.from({ length: Math.ceil(all.length / limit) }, (_, i) => all.slice(i * limit, (i + 1) * limit)),
          `${playerId ?? 'every player'}, pages of ${limit}: as ORDER BY entry_id DESC over every month`,
        )
      }
      const oldestFirst = await store.getLedger(tableId, playerId, { limit: 100, order: 'asc' })
      t.same(
        oldestFirst.map((e) => e.entryId),
        [...all].reverse(),
        `${playerId ?? 'every player'}, oldest first`,
      )
    }
  })
}
