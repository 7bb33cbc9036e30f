// Each table's events: numbered without gaps, each kept as what its change changed (the last EVENTS_KEPT_PER_TABLE),
// listeners told after the change; and the single-use stream tickets.

import { DomainError } from '../../core/errors.ts'
import { EVENTS_KEPT_PER_TABLE, type EventStore, type TableChange } from '../../ports/event-store.ts'
import type { MemoryState, MemoryTable } from './state.ts'

/** Numbers the change, keeps its event with what it changed (rendered once, here) and tells the listeners. */
export function emit(state: MemoryState, tableId: number, table: MemoryTable, change: TableChange, at: number): void {
  table.eventId += 1
  table.events.push({
    tableId,
    eventId: table.eventId,
    type: change.type,
    at: new Date(at).toISOString(),
    change: state.eventChange ? state.eventChange(change, at) : null,
  })
  if (table.events.length > EVENTS_KEPT_PER_TABLE) table.events.shift()
  const eventId = table.eventId
  // After the change returns, as a database's notification arrives after its commit.
  queueMicrotask(() => {
    for (const listener of state.eventListeners) listener(tableId, eventId)
  })
}

export function createMemoryEvents(state: MemoryState): EventStore {
  return {
    async readEvents(tableId, afterEventId, limit) {
      const table = state.tables.get(tableId)
      if (!table) return { events: [], lastEventId: 0, oldestKept: 1 }
      const kept = table.events
      const first = kept.length === 0 ? 0 : Math.max(0, afterEventId + 1 - kept[0].eventId)
      return {
        events: kept.slice(first, first + limit),
        lastEventId: table.eventId,
        oldestKept: kept[0]?.eventId ?? table.eventId + 1,
      }
    },

    onEvent(listener) {
      state.eventListeners.add(listener)
      return () => state.eventListeners.delete(listener)
    },

    async saveTicket(hash, ticket) {
      const at = state.now()
      for (const [key, held] of state.tickets) if (held.expiresAt <= at) state.tickets.delete(key)
      if (state.tickets.size >= state.bounds.maxIdempotencyKeys)
        throw new DomainError('STORE_LIMIT_REACHED', 'Too many event tickets are held; retry later.')
      state.tickets.set(hash, structuredClone(ticket))
    },

    async takeTicket(hash) {
      const ticket = state.tickets.get(hash)
      state.tickets.delete(hash)
      return ticket && ticket.expiresAt > state.now() ? ticket : undefined
    },

    async peekTicket(hash) {
      const ticket = state.tickets.get(hash)
      return ticket && ticket.expiresAt > state.now() ? structuredClone(ticket) : undefined
    },
  }
}
