// The audit log in memory: rows appended by the other modules in the same synchronous step as what they record,
// newest last; at most bounds.maxAuditRows are kept (the oldest leave first), as docs/operations.md says.

import { type AuditEntry, type AuditRecord, auditMatches } from '../../core/audit.ts'
import type { AuditStore } from '../../ports/audit-store.ts'
import type { MemoryState } from './state.ts'

/** Appends rows at `at` (the store's clock). */
export function appendRows(state: MemoryState, entries: readonly AuditEntry[], at: number): void {
  for (const entry of entries) state.audit.push(structuredClone({ ...entry, auditId: state.nextAuditId++, at }))
  const excess = state.audit.length - state.bounds.maxAuditRows
  if (excess > 0) state.audit.splice(0, excess)
}

/**
 * The audit store. `beforeList` writes down what the log must show before it is read, at the store's time `at`: every
 * pending limit change whose time has come (protection.ts applyDueLimits).
 */
export function createMemoryAudit(state: MemoryState, beforeList: (at: number) => void): AuditStore {
  return {
    async appendAudit(entries) {
      appendRows(state, entries, state.now())
    },

    async listAudit(query) {
      beforeList(state.now())
      const rows: AuditRecord[] = []
      for (let i = state.audit.length - 1; i >= 0 && rows.length < query.limit; i--) {
        if (auditMatches(state.audit[i], query)) rows.push(structuredClone(state.audit[i]))
      }
      return rows
    },
  }
}
