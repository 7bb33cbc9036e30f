// The audit-log port: rows appended by the stores in the transaction that does what they record (transfers,
// protection changes, switches, voids, large wins, table settings) or on their own (refused tokens), and read newest
// first. No method changes or removes a row.

import type { AuditEntry, AuditQuery, AuditRecord } from '../core/audit.ts'

export interface AuditStore {
  /** Appends rows that record no money movement of their own (refused tokens), at the store's clock. */
  appendAudit(entries: AuditEntry[]): Promise<void>
  /** The rows matching the query, newest first, at most query.limit. */
  listAudit(query: AuditQuery): Promise<AuditRecord[]>
}
