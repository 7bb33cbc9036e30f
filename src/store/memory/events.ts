// Each table's events: numbered without gaps, the last EVENTS_KEPT_PER_TABLE kept (a placed bet's as what it changed,
// folded onto the view before when read), listeners told after the change; and the single-use stream tickets.

import type { TableEventType } from '../../core/live.ts'
import { DomainError } from '../../core/errors.ts'
import { EVENTS_KEPT_PER_TABLE, type BetChange, type EventStore, type TableEvent } from '../../ports/event-store.ts'
import { recordOf, type KeptEvent, type MemoryState, type MemoryTable } from './state.ts'

/**
 * Numbers the change, keeps its event (with the public view of the table after it, or a placed bet's `change` when
 * the store folds) and tells the listeners.
 */
export function emit(state: MemoryState, tableId: number, table: MemoryTable, type: TableEventType, at: number, change?: Omit<BetChange, 'eventId' | 'atMs'>): void {
  const { eventView, eventViewAfterBet } = state
  table.eventId += 1
  const head = { tableId, eventId: table.eventId, type, at: new Date(at).toISOString() }
  const folds = change !== undefined && eventView !== undefined && eventViewAfterBet !== undefined && table.events.length > 0
  table.events.push(
    folds ? { ...head, change: { ...change, eventId: table.eventId, atMs: at } } : { ...head, view: eventView ? eventView(recordOf(state, tableId, table), at) : null },
  )
  if (table.events.length > EVENTS_KEPT_PER_TABLE) {
    // The next oldest takes its view before the oldest goes: what every later change folds from.
    const [dropped, next] = table.events
    if (next.change) table.events[1] = { ...next, view: viewAfter(state, dropped.view, next), change: undefined }
    table.events.shift()
  }
  const eventId = table.eventId
  // After the change returns, as a database's notification arrives after its commit.
  queueMicrotask(() => {
    for (const listener of state.eventListeners) listener(tableId, eventId)
  })
}

/** A kept event's view: its own, or its bet's change folded onto `before`, the view of the event before it. */
function viewAfter(state: MemoryState, before: unknown, event: KeptEvent): unknown {
  return event.change ? state.eventViewAfterBet!(before, event.change) : event.view
}

/** Kept events after `afterEventId`, at most `limit`, each with its view (a bet's change folded onto the view before). */
function renderEvents(state: MemoryState, table: MemoryTable, afterEventId: number, limit: number): TableEvent[] {
  const kept = table.events
  if (kept.length === 0) return []
  const first = Math.max(0, afterEventId + 1 - kept[0].eventId)
  const chosen = kept.slice(first, first + limit)
  if (!chosen.some((event) => event.change)) return chosen as TableEvent[]
  // The view just before the first chosen event: the last rendered one when it is that, else from the newest kept view.
  let index = first - 1
  let before: unknown
  const cached = table.lastRendered
  if (cached && cached.eventId === kept[0].eventId + index) before = cached.view
  else {
    let from = Math.max(0, index)
    while (kept[from].change) from--
    before = kept[from].view
    for (let i = from + 1; i <= index; i++) before = viewAfter(state, before, kept[i])
  }
  const events = chosen.map((event): TableEvent => {
    const { change: _change, ...rest } = event
    before = viewAfter(state, before, event)
    return { ...rest, view: before }
  })
  table.lastRendered = { eventId: events.at(-1)!.eventId, view: before }
  return events
}

export function createMemoryEvents(state: MemoryState): EventStore {
  return {
    async readEvents(tableId, afterEventId, limit) {
      const table = state.tables.get(tableId)
      if (!table) return { events: [], lastEventId: 0, oldestKept: 1 }
      const events = renderEvents(state, table, afterEventId, limit)
      return { events, lastEventId: table.eventId, oldestKept: table.events[0]?.eventId ?? table.eventId + 1 }
    },

    onEvent(listener) {
      state.eventListeners.add(listener)
      return () => state.eventListeners.delete(listener)
    },

    async saveTicket(hash, ticket) {
      const at = state.now()
      for (const [key, held] of state.tickets) if (held.expiresAt <= at) state.tickets.delete(key)
      if (state.tickets.size >= state.bounds.maxIdempotencyKeys) throw new DomainError('STORE_LIMIT_REACHED', 'Too many event tickets are held; retry later.')
      state.tickets.set(hash, structuredClone(ticket))
    },

    async takeTicket(hash) {
      const ticket = state.tickets.get(hash)
      state.tickets.delete(hash)
      return ticket && ticket.expiresAt > state.now() ? ticket : undefined
    },
  }
}
