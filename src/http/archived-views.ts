// The `archived` field of a read over a history: the archived months it covers, as ISO times, or nothing at all.

import { type ArchivedPeriod, type HistoryKind, periodsOverlapping } from '../core/history.ts'
import type { HistoryStore } from '../ports/history-store.ts'

export interface ArchivedView {
  archived?: Array<{ from: string; to: string }>
}

/** The archived months of `kind` that share time with [from, to), as the field to spread into a response. */
export async function archivedView(
  store: HistoryStore,
  kind: HistoryKind,
  from?: number,
  to?: number,
): Promise<ArchivedView> {
  const periods: ArchivedPeriod[] = periodsOverlapping(await store.archivedPeriods(kind), from, to)
  if (periods.length === 0) return {}
  return {
    archived: periods.map((p) => ({ from: new Date(p.from).toISOString(), to: new Date(p.to).toISOString() })),
  }
}
