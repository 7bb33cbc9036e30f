// Refused tokens in the audit log: counted per client address and minute in memory, and each minute's counts
// appended as one row per address once the minute is over (and at close), never one row per refusal.

import { refusalRows } from '../core/audit.ts'
import type { AuditStore } from '../ports/audit-store.ts'

const MINUTE_MS = 60_000
/** Most addresses counted apart in one minute; beyond it the rest share one row (address `other`). */
export const MAX_ADDRESSES_PER_MINUTE = 10_000

export interface RefusalTally {
  note(address: string | undefined): void
  /** Appends every minute that is over (all of them with `all`); resolves once they are written. */
  flush(all?: boolean): Promise<void>
  close(): Promise<void>
}

export function createRefusalTally(
  store: AuditStore,
  options: { now?: () => number; flushEveryMs?: number; onError?: (err: unknown) => void } = {},
): RefusalTally {
  const now = options.now ?? Date.now
  const minutes = new Map<number, Map<string, number>>()
  let writing: Promise<void> = Promise.resolve()

  async function flush(all = false): Promise<void> {
    const current = Math.floor(now() / MINUTE_MS) * MINUTE_MS
    const done = [...minutes.keys()].filter((minute) => all || minute < current).sort((a, b) => a - b)
    const rows = done.flatMap((minute) => {
      const counts = minutes.get(minute)!
      minutes.delete(minute)
      return refusalRows(minute, counts)
    })
    if (rows.length === 0) return writing
    writing = writing.then(() => store.appendAudit(rows)).catch((err: unknown) => options.onError?.(err))
    return writing
  }

  const timer = setInterval(() => void flush(), options.flushEveryMs ?? 10_000)
  timer.unref()

  return {
    note(address) {
      const minute = Math.floor(now() / MINUTE_MS) * MINUTE_MS
      let counts = minutes.get(minute)
      if (!counts) minutes.set(minute, (counts = new Map()))
      const key =
        address !== undefined && (counts.has(address) || counts.size < MAX_ADDRESSES_PER_MINUTE) ? address : 'other'
      counts.set(key, (counts.get(key) ?? 0) + 1)
    },
    flush,
    async close() {
      clearInterval(timer)
      await flush(true)
    },
  }
}
