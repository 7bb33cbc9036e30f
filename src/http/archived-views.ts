// The `archived` field of a read over a history: the archived periods it covers, as ISO times, or nothing at all.

import { type ArchivedPeriod, type HistoryKind, mergedPeriods, periodsOverlapping } from '../core/history.ts'
import type { HistoryStore } from '../ports/history-store.ts'

export interface ArchivedView {
  archived?: Array<{ from: string; to: string }>
}

/**
 * The archived periods of `kind` (of each kind, merged) that share time with [from, to), as the field to spread into a
 * response.
 */
export async function archivedView(
  store: HistoryStore,
  kind: HistoryKind | readonly HistoryKind[],
  from?: number,
  to?: number,
): Promise<ArchivedView> {
  const kinds = typeof kind === 'string' ? [kind] : kind
  const all = (await Promise.all(kinds.map((k) => store.archivedPeriods(k)))).flat()
  const periods: ArchivedPeriod[] = periodsOverlapping(kinds.length === 1 ? all : mergedPeriods(all), from, to)
  if (periods.length === 0) return {}
  return {
    archived: periods.map((p) => ({ from: new Date(p.from).toISOString(), to: new Date(p.to).toISOString() })),
  }
}
