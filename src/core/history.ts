// The history that leaves the database: closed months of the seat and account ledgers, the audit log and protection
// changes, closed ranges of bets, and closed months of games, are archived to files whole
// (docs/operations.md#history-partitions-retention-and-archives). A read that would have shown their rows says which
// periods are archived instead of answering as if they had never been.

export const HISTORY_KINDS = ['seatLedger', 'accountLedger', 'audit', 'protection', 'bets', 'games'] as const
export type HistoryKind = (typeof HISTORY_KINDS)[number]

/**
 * Months of one history written to archive files and detached: rows with from <= at < to (ms since the epoch); for
 * bets, from the first archived bet's placing to just after the last's.
 */
export interface ArchivedPeriod {
  from: number
  to: number
}

/** The periods that share time with [from, to) (either end open), in order. */
export function periodsOverlapping(periods: readonly ArchivedPeriod[], from?: number, to?: number): ArchivedPeriod[] {
  return periods.filter((p) => (from === undefined || p.to > from) && (to === undefined || p.from < to))
}

/** Adjacent periods as one (a month after a month reads as one span). */
export function mergedPeriods(periods: readonly ArchivedPeriod[]): ArchivedPeriod[] {
  const merged: ArchivedPeriod[] = []
  for (const p of [...periods].sort((a, b) => a.from - b.from)) {
    const last = merged.at(-1)
    if (last && p.from <= last.to) last.to = Math.max(last.to, p.to)
    else merged.push({ ...p })
  }
  return merged
}
