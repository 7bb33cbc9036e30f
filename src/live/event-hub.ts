// The event hub of one instance: it hears of each new event of any table from the store (PostgreSQL: a
// notification from whichever instance made the change), reads the table's new events once, in order, and hands
// them to every watcher of that table on this instance. A watcher gets each event after the last one it was given,
// none twice and none skipped.

import type { EventStore, TableEvent } from '../ports/event-store.ts'

/** Most events read from the store in one go for one table. */
const READ_BATCH = 500

export interface EventWatcher {
  tableId: number
  /** The last event this watcher was given; undefined while it is still being started (nothing is handed yet). */
  lastEventId: number | undefined
  /** Hands over one event; returns false when the watcher can take no more (a slow reader): it is dropped. */
  deliver(event: TableEvent): boolean
}

export interface EventHub {
  /** Adds a watcher; it receives events once its lastEventId is set and `resume` is called. */
  add(watcher: EventWatcher): void
  /** Hands the watcher every event after its lastEventId (call after setting it). */
  resume(watcher: EventWatcher): void
  remove(watcher: EventWatcher): void
  /** Watchers on this instance. */
  size(): number
  close(): void
}

export function createEventHub(
  store: Pick<EventStore, 'readEvents' | 'onEvent'>,
  onError: (err: unknown) => void,
): EventHub {
  const watchers = new Map<number, Set<EventWatcher>>()
  // One read loop per table at a time; a notification during it asks for one more round.
  const pulling = new Map<number, { again: boolean }>()
  let count = 0

  async function pull(tableId: number): Promise<void> {
    const under = pulling.get(tableId)
    if (under) {
      under.again = true
      return
    }
    const state = { again: true }
    pulling.set(tableId, state)
    try {
      while (state.again) {
        state.again = false
        const table = watchers.get(tableId)
        if (!table) break
        // Watchers that were handed the same last event share one read (usually all of them).
        const byLast = new Map<number, EventWatcher[]>()
        for (const watcher of table) {
          if (watcher.lastEventId === undefined) continue
          const group = byLast.get(watcher.lastEventId)
          if (group) group.push(watcher)
          else byLast.set(watcher.lastEventId, [watcher])
        }
        for (const [after, group] of byLast) {
          const { events } = await store.readEvents(tableId, after, READ_BATCH)
          if (events.length === READ_BATCH) state.again = true
          for (const watcher of group) hand(table, watcher, events)
        }
      }
    } catch (err) {
      onError(err)
    } finally {
      pulling.delete(tableId)
    }
  }

  /** Hands `events` (in order) to the watcher, each after its last one; drops a watcher that can take no more. */
  function hand(table: Set<EventWatcher>, watcher: EventWatcher, events: readonly TableEvent[]): void {
    for (const event of events) {
      if (!table.has(watcher)) return
      if (event.eventId <= (watcher.lastEventId ?? Infinity)) continue
      watcher.lastEventId = event.eventId
      let taken = false
      try {
        taken = watcher.deliver(event)
      } catch (err) {
        onError(err)
      }
      if (!taken) {
        remove(watcher)
        return
      }
    }
  }

  /**
   * Brings one watcher up to date (it just started, after its snapshot or resume point): a read for it alone, not a
   * round over every watcher of its table. A round running meanwhile may hand it the same events: each is handed once.
   */
  async function catchUp(watcher: EventWatcher): Promise<void> {
    try {
      for (;;) {
        const table = watchers.get(watcher.tableId)
        if (!table?.has(watcher) || watcher.lastEventId === undefined) return
        const { events } = await store.readEvents(watcher.tableId, watcher.lastEventId, READ_BATCH)
        hand(table, watcher, events)
        if (events.length < READ_BATCH) return
      }
    } catch (err) {
      onError(err)
    }
  }

  function remove(watcher: EventWatcher): void {
    const table = watchers.get(watcher.tableId)
    if (!table?.delete(watcher)) return
    count -= 1
    if (table.size === 0) watchers.delete(watcher.tableId)
  }

  const unsubscribe = store.onEvent((tableId) => {
    // tableId 0: notifications may have been missed (the store's listener reconnected): re-read every table.
    if (tableId === 0) for (const watched of watchers.keys()) void pull(watched)
    else if (watchers.has(tableId)) void pull(tableId)
  })

  return {
    add(watcher) {
      const table = watchers.get(watcher.tableId) ?? new Set()
      watchers.set(watcher.tableId, table)
      if (!table.has(watcher)) count += 1
      table.add(watcher)
    },
    resume(watcher) {
      void catchUp(watcher)
    },
    remove,
    size: () => count,
    close() {
      unsubscribe()
      watchers.clear()
      count = 0
    },
  }
}
