// The history's and the games' months, the bets' ranges, the events' hours (migrations 026, 031, 034, 035): pg_partman
// takes the tables over and makes the partitions ahead when its maintenance runs (functions/partitions.sql), which
// every instance asks for now and then (the runs wait for each other); a missed run costs nothing while partitions
// ahead remain, and a row beyond every one lands in the table's default partition.

import type pg from 'pg'
import { type HistoryKind, mergedPeriods } from '../../core/history.ts'
import { DEFAULT_EVENTS_KEPT_HOURS } from '../../core/limits.ts'
import type { HistoryStore } from '../../ports/history-store.ts'
import type { PgContext, Transactions } from './connection.ts'

/** The append-only tables partitioned by month of `at`, oldest rows first to be archived. */
export const HISTORY_TABLES = ['ledger_entries', 'account_entries', 'audit_log', 'protection_changes'] as const
export type HistoryTable = (typeof HISTORY_TABLES)[number]
/**
 * What `npm run archive` moves out: the histories by month, the bets by range of ids (migration 031) and the games by
 * month of their start (migration 035).
 */
export const ARCHIVED_TABLES = [...HISTORY_TABLES, 'bets', 'games'] as const
export type ArchivedTable = (typeof ARCHIVED_TABLES)[number]

const TABLE_OF: Record<HistoryKind, ArchivedTable> = {
  seatLedger: 'ledger_entries',
  accountLedger: 'account_entries',
  audit: 'audit_log',
  protection: 'protection_changes',
  bets: 'bets',
  games: 'games',
}

/**
 * How often an instance runs the maintenance: months are made two ahead, so hours are plenty; the bets' marks an hour
 * apart keep a period's read to the ranges of ids of its hours.
 */
export const PARTITION_MAINTENANCE_MS = 60 * 60 * 1000
const FIRST_RUN_MS = 60 * 1000

/**
 * Marks the last bet id handed out (bet_mark: a read of the bets placed in a period names its ranges of ids from the
 * marks), hands the history tables of the connection's schema to pg_partman if not yet, and runs its maintenance,
 * which drops the hours of events that ended more than `eventsKeptHours` ago.
 */
export async function maintainPartitions(
  client: pg.Pool | pg.ClientBase,
  eventsKeptHours = DEFAULT_EVENTS_KEPT_HOURS,
): Promise<void> {
  await client.query({ text: 'SELECT bet_mark()' })
  await client.query({ text: 'SELECT history_partitions_keep($1)', values: [eventsKeptHours] })
}

/**
 * Removes pg_partman's configuration of `schema`'s tables (its part_config rows and template tables), which outlives a
 * dropped schema; what a dropped schema's tests or a removed deployment call. Idempotent.
 */
export async function forgetPartitions(client: pg.Pool | pg.ClientBase, schema: string): Promise<void> {
  const configured = await client.query<{ template_table: string | null }>(
    'DELETE FROM partman.part_config WHERE parent_table LIKE $1 RETURNING template_table',
    [`${schema.replace(/_/g, '\\_')}.%`],
  )
  for (const { template_table: template } of configured.rows) {
    if (template) await client.query(`DROP TABLE IF EXISTS ${template}`)
  }
}

export interface PartitionKeeper {
  stop(): Promise<void>
}

/**
 * Takes today's mark of return to player's running totals (at 00:00 UTC) and the latest one ('infinity', once: the
 * settlements keep it from then on) unless taken (functions/rtp.sql): the house's report reads from the newest mark at
 * or before each end of its window. Whether this call took today's.
 */
export async function markReturnToPlayer(client: pg.Pool | pg.ClientBase): Promise<boolean> {
  const { rows } = await client.query<{ taken: boolean }>(
    "SELECT rtp_mark('infinity') AS latest, rtp_mark(date_trunc('day', now(), 'UTC')) AS taken",
  )
  return rows[0].taken
}

/**
 * Runs the maintenance (the months ahead, the day's return to player mark) a minute after start and hourly after,
 * never while the store closes.
 */
export function keepPartitions(ctx: PgContext, eventsKeptHours: number): PartitionKeeper {
  let running: Promise<void> = Promise.resolve()
  let timer: NodeJS.Timeout | undefined
  const warn = (what: string) => (err: unknown) => {
    ctx.logger?.warn({ reason: err instanceof Error ? err.message : String(err) }, what)
  }
  const run = (): void => {
    if (ctx.isClosing()) return
    running = Promise.all([
      maintainPartitions(ctx.pool, eventsKeptHours).catch(
        warn('Could not create the history partitions ahead (pg_partman maintenance).'),
      ),
      markReturnToPlayer(ctx.pool).catch(warn("Could not take the day's return to player mark.")),
    ]).then(() => undefined)
    timer = setTimeout(run, PARTITION_MAINTENANCE_MS).unref()
  }
  timer = setTimeout(run, FIRST_RUN_MS).unref()
  return {
    async stop() {
      clearTimeout(timer)
      await running
    },
  }
}

/** Which months of each history were archived (archived_partitions, a row a month). */
export function createPgHistory(db: Transactions): HistoryStore {
  return {
    archivedPeriods: (kind) =>
      db.read('reading the archived months', async (pool) => {
        const { rows } = await pool.query<{ from_ms: number; to_ms: number }>(
          `SELECT extract(epoch FROM from_at) * 1000 AS from_ms, extract(epoch FROM to_at) * 1000 AS to_ms
             FROM archived_partitions WHERE parent_table = $1 ORDER BY from_at`,
          [TABLE_OF[kind]],
        )
        return mergedPeriods(rows.map((r) => ({ from: Number(r.from_ms), to: Number(r.to_ms) })))
      }),
  }
}
