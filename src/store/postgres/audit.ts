// The audit log on PostgreSQL: rows appended in the caller's transaction, so a row exists exactly when what it records
// committed; read newest first by the filters' indexes. The table refuses UPDATE and DELETE (functions/audit.sql).

import type { AuditEntry, AuditKind, AuditRecord } from '../../core/audit.ts'
import type { AuditStore } from '../../ports/audit-store.ts'
import type { Queryable, Transactions } from './connection.ts'

/** Appends the rows in one statement at the database's clock, in the transaction of `db` (a no-op for none). */
export async function insertAudit(db: Queryable, entries: readonly AuditEntry[]): Promise<void> {
  if (entries.length === 0) return
  await db.query(
    `INSERT INTO audit_log (kind, actor, player_id, table_id, reason, before, after)
     SELECT * FROM unnest($1::text[], $2::text[], $3::text[], $4::int[], $5::text[], $6::json[], $7::json[])`,
    [
      entries.map((e) => e.kind),
      entries.map((e) => e.actor),
      entries.map((e) => e.playerId ?? null),
      entries.map((e) => e.tableId ?? null),
      entries.map((e) => e.reason ?? null),
      entries.map((e) => JSON.stringify(e.before ?? null)),
      entries.map((e) => JSON.stringify(e.after ?? null)),
    ],
  )
}

interface AuditRow {
  audit_id: string
  at_ms: number
  kind: AuditKind
  actor: string
  player_id: string | null
  table_id: number | null
  reason: string | null
  before: unknown
  after: unknown
}

/**
 * The audit store. `beforeList` writes down, in its own transaction, what the log must show before it is read: every
 * pending limit change whose time has come (protection.ts applyDueLimits).
 */
export function createPgAudit(db: Transactions, beforeList: (client: Queryable) => Promise<void>): AuditStore {
  return {
    appendAudit: (entries) => db.write('writing the audit log', (client) => insertAudit(client, entries)),

    listAudit: async (query) => {
      await db.write('applying limits whose cooling-off ended', beforeList)
      return db.read('reading the audit log', async (pool) => {
        const { rows } = await pool.query<AuditRow>(
          `SELECT audit_id, floor(extract(epoch FROM at) * 1000)::float8 AS at_ms, kind, actor, player_id, table_id,
            reason, before, after
             FROM audit_log
            WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR player_id = $2) AND ($3::int IS NULL OR
            table_id = $3)
              AND ($4::float8 IS NULL OR at >= to_timestamp($4 / 1000.0)) AND ($5::float8 IS NULL OR at <
              to_timestamp($5 / 1000.0))
              AND ($6::bigint IS NULL OR audit_id < $6)
            ORDER BY audit_id DESC LIMIT $7`,
          [
            query.kind ?? null,
            query.playerId ?? null,
            query.tableId ?? null,
            query.from ?? null,
            query.to ?? null,
            query.before ?? null,
            query.limit,
          ],
        )
        return rows.map(
          (r): AuditRecord => ({
            auditId: Number(r.audit_id),
            at: Number(r.at_ms),
            kind: r.kind,
            actor: r.actor,
            ...(r.player_id === null ? {} : { playerId: r.player_id }),
            ...(r.table_id === null ? {} : { tableId: r.table_id }),
            ...(r.reason === null ? {} : { reason: r.reason }),
            before: r.before,
            after: r.after,
          }),
        )
      })
    },
  }
}
