// The audit log in memory: rows appended by the other modules in the same synchronous step as what they record,
// newest last; at most bounds.maxAuditRows are kept (the oldest leave first), as docs/operations.md says.

import { auditMatches, limitAppliedRow, type AuditEntry, type AuditRecord } from '../../core/audit.ts'
import { limitAt } from '../../core/protection.ts'
import type { AuditStore } from '../../ports/audit-store.ts'
import type { MemoryState } from './state.ts'

/** Appends rows at `at` (the store's clock). */
export function appendRows(state: MemoryState, entries: readonly AuditEntry[], at: number): void {
  for (const entry of entries) state.audit.push(structuredClone({ ...entry, auditId: state.nextAuditId++, at }))
  const excess = state.audit.length - state.bounds.maxAuditRows
  if (excess > 0) state.audit.splice(0, excess)
}

/**
 * Applies the player's pending limit changes whose time has come (the records limitAt already reads as applied), each
 * with its audit row: the audit log shows when a raise or removal took effect, not only when it was asked for.
 */
export function applyDueLimits(state: MemoryState, playerId: string, at: number): void {
  const own = state.protection.get(playerId)
  if (!own) return
  own.limits = own.limits.map((record) => {
    if (!record.pending || record.pending.effectiveAt > at) return record
    appendRows(state, [limitAppliedRow(playerId, structuredClone(record))], at)
    return limitAt(record, at)
  })
}

export function createMemoryAudit(state: MemoryState): AuditStore {
  return {
    async appendAudit(entries) {
      appendRows(state, entries, state.now())
    },

    async listAudit(query) {
      // Every pending limit change whose time has come is applied (and audited) before the log is read.
      const at = state.now()
      for (const playerId of state.protection.keys()) applyDueLimits(state, playerId, at)
      const rows: AuditRecord[] = []
      for (let i = state.audit.length - 1; i >= 0 && rows.length < query.limit; i--) {
        if (auditMatches(state.audit[i], query)) rows.push(structuredClone(state.audit[i]))
      }
      return rows
    },
  }
}
