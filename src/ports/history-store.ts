// The archived history port: which months of each append-only history left the database (scripts/archive.ts), so the
// reads over them say so. A store that never archives answers none.

import type { ArchivedPeriod, HistoryKind } from '../core/history.ts'

export interface HistoryStore {
  /** The archived months of one history, merged where adjacent, oldest first ([] when none). */
  archivedPeriods(kind: HistoryKind): Promise<ArchivedPeriod[]>
}
