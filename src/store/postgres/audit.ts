// The audit log on PostgreSQL: rows appended in the caller's transaction, so a row exists exactly when what it records
// committed; read newest first by the filters' indexes. The table refuses UPDATE and DELETE (functions/audit.sql).

import { LIMIT_APPLIED_REASON, SYSTEM_ACTOR, type AuditEntry, type AuditKind, type AuditRecord } from '../../core/audit.ts'
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

/**
 * Applies the pending limit changes whose time has come (of one player, or of all with null), each with its audit
 * row, in one statement: the audit log shows when a raise or removal took effect. A change read as applied already
 * (protection_check, limitAt) reads the same after: this only writes down what is so. Instances applying at once
 * lock the same rows, so each change is applied and audited once.
 */
export async function applyDueLimits(db: Queryable, playerId: string | null): Promise<void> {
  await db.query(
    `WITH due AS (
       SELECT player_id, kind, period, source, amount_cents, pending_amount_cents, floor(extract(epoch FROM pending_at) * 1000)::bigint AS effective_ms
         FROM player_limits WHERE pending_set AND pending_at <= clock_timestamp() AND ($1::text IS NULL OR player_id = $1) FOR UPDATE
     ), applied AS (
       UPDATE player_limits l SET amount_cents = d.pending_amount_cents, pending_set = false, pending_amount_cents = NULL, pending_at = NULL
         FROM due d WHERE l.player_id = d.player_id AND l.kind = d.kind AND l.period = d.period AND l.source = d.source
     )
     INSERT INTO audit_log (kind, actor, player_id, reason, before, after)
     SELECT 'LIMIT', $2, d.player_id, $3,
         json_build_object('kind', d.kind, 'period', d.period, 'source', d.source, 'amountCents', d.amount_cents,
           'pending', json_build_object('amountCents', d.pending_amount_cents, 'effectiveAt', d.effective_ms)),
         json_build_object('kind', d.kind, 'period', d.period, 'source', d.source, 'amountCents', d.pending_amount_cents, 'effectiveAt', d.effective_ms)
       FROM due d ORDER BY d.effective_ms, d.player_id, d.kind, d.period, d.source`,
    [playerId, SYSTEM_ACTOR, LIMIT_APPLIED_REASON],
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

export function createPgAudit(db: Transactions): AuditStore {
  return {
    appendAudit: (entries) => db.write('writing the audit log', (client) => insertAudit(client, entries)),

    listAudit: async (query) => {
      // Every pending limit change whose time has come is applied (and audited) before the log is read.
      await db.write('applying limits whose cooling-off ended', (client) => applyDueLimits(client, null))
      return db.read('reading the audit log', async (pool) => {
        const { rows } = await pool.query<AuditRow>(
          `SELECT audit_id, floor(extract(epoch FROM at) * 1000)::float8 AS at_ms, kind, actor, player_id, table_id, reason, before, after
             FROM audit_log
            WHERE ($1::text IS NULL OR kind = $1) AND ($2::text IS NULL OR player_id = $2) AND ($3::int IS NULL OR table_id = $3)
              AND ($4::float8 IS NULL OR at >= to_timestamp($4 / 1000.0)) AND ($5::float8 IS NULL OR at < to_timestamp($5 / 1000.0))
              AND ($6::bigint IS NULL OR audit_id < $6)
            ORDER BY audit_id DESC LIMIT $7`,
          [query.kind ?? null, query.playerId ?? null, query.tableId ?? null, query.from ?? null, query.to ?? null, query.before ?? null, query.limit],
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
