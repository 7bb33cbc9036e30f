// What `npm run archive` may take: the history's attached months, the bets' ranges of ids that hold bets (read from
// PostgreSQL's catalog, with each range's span of play) and the games' months, and the cutoffs its options name.

import type pg from 'pg'
import { type ArchivedTable, HISTORY_TABLES } from './partitions.ts'

export interface PartitionRow {
  partition: string
  parent: ArchivedTable
  from_at: Date
  to_at: Date
  /** A range of bets: its bounds. */
  from_id?: string
  to_id?: string
}

/** A month of games: its bounds, and whether a game in it is in play or is a table's current game. */
export interface GameMonth extends PartitionRow {
  open: boolean
}

/** A range of bets with bets in it: its bounds, its first and last bet's time, and whether any bet is still open. */
export interface BetRange extends PartitionRow {
  from_id: string
  to_id: string
  open: boolean
}

/** `2027-01` (the first instant of that month, UTC), `2027-01-15` or an ISO time. */
export function cutoffOf(text: string): Date {
  const month = /^(\d{4})-(\d{2})$/.exec(text)
  const at = month ? new Date(Date.UTC(Number(month[1]), Number(month[2]) - 1, 1)) : new Date(text)
  if (Number.isNaN(at.getTime())) throw new Error(`--before must be YYYY-MM, YYYY-MM-DD or an ISO time; got "${text}"`)
  return at
}

/** The start of the oldest of the last `months` months (this one counted) at `now`: what --keep leaves attached. */
export function keptFrom(months: string, now: Date): Date {
  const n = Number(months)
  if (!Number.isInteger(n) || n < 1 || n > 1200) throw new Error(`--keep must be a whole number of months, 1 to 1200`)
  return new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - (n - 1), 1))
}

/** The attached months of the history tables, oldest first (the default partitions have no bounds and are left out). */
export function historyPartitions(client: pg.Pool | pg.ClientBase, schema: string): Promise<PartitionRow[]> {
  return monthsOf(client, schema, HISTORY_TABLES)
}

/** The attached partitions by time of `parents`, oldest first (default partitions, without bounds, left out). */
async function monthsOf(
  client: pg.Pool | pg.ClientBase,
  schema: string,
  parents: readonly ArchivedTable[],
): Promise<PartitionRow[]> {
  const result = await client.query<PartitionRow>(
    `SELECT c.relname AS partition, p.relname AS parent, b.bounds[1]::timestamptz AS from_at,
         b.bounds[2]::timestamptz AS to_at
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
       CROSS JOIN LATERAL regexp_match(pg_get_expr(c.relpartbound, c.oid),
           'FROM \\(''([^'']+)''\\) TO \\(''([^'']+)''\\)') AS b (bounds)
      WHERE p.relnamespace = $1::regnamespace AND p.relname = ANY ($2) AND b.bounds IS NOT NULL
      ORDER BY from_at, p.relname`,
    [schema, [...parents]],
  )
  return result.rows
}

/**
 * The games' attached months, oldest first (the default partition has no bounds and is left out). A month is open while
 * a game in it is neither settled nor voided, or is a table's current game (its table's state reads it).
 */
export async function gameMonths(client: pg.Pool | pg.ClientBase, schema: string): Promise<GameMonth[]> {
  const rows = await monthsOf(client, schema, ['games'])
  const months: GameMonth[] = []
  for (const row of rows) {
    const qualified = `${quote(schema)}.${quote(row.partition)}`
    const open = await client.query<{ open: boolean }>(
      `SELECT EXISTS (SELECT 1 FROM ${qualified} WHERE settled_at IS NULL AND voided IS NULL)
          OR EXISTS (SELECT 1 FROM ${quote(schema)}.tables WHERE current_game_started_at >= $1
            AND current_game_started_at < $2) AS open`,
      [row.from_at, row.to_at],
    )
    months.push({ ...row, open: open.rows[0].open })
  }
  return months
}

/**
 * The bets' ranges of ids that hold bets, lowest first (the default partition has no bounds and is left out): from_at
 * is the first bet's placing, to_at just after the last's.
 */
export async function betRanges(client: pg.Pool | pg.ClientBase, schema: string): Promise<BetRange[]> {
  const { rows } = await client.query<{ partition: string; from_id: string; to_id: string }>(
    `SELECT c.relname AS partition, b.bounds[1] AS from_id, b.bounds[2] AS to_id
       FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid
       CROSS JOIN LATERAL regexp_match(pg_get_expr(c.relpartbound, c.oid), 'FROM \\(''(\\d+)''\\) TO \\(''(\\d+)''\\)')
         AS b (bounds)
      WHERE i.inhparent = $1::regclass AND b.bounds IS NOT NULL
      ORDER BY b.bounds[1]::bigint`,
    [`${quote(schema)}.bets`],
  )
  const ranges: BetRange[] = []
  for (const row of rows) {
    const qualified = `${quote(schema)}.${quote(row.partition)}`
    const span = await client.query<{ first: Date | null; last: Date | null; open: boolean }>(
      `SELECT min(placed_at) AS first, max(placed_at) AS last,
          EXISTS (SELECT 1 FROM ${qualified} WHERE status = 'OPEN') AS open FROM ${qualified}`,
    )
    const { first, last, open } = span.rows[0]
    if (first === null || last === null) continue
    ranges.push({ ...row, parent: 'bets', from_at: first, to_at: new Date(last.getTime() + 1), open })
  }
  return ranges
}

/** A name quoted as an SQL identifier. */
export const quote = (identifier: string): string => `"${identifier.replace(/"/g, '""')}"`
