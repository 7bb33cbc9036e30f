// The events port: every change of a table numbered and kept for the watchers that follow or resume, told to every
// instance, and the single-use tickets that open a browser's stream.

import type { Bet } from '../core/bets.ts'
import type { Caller } from '../core/callers.ts'
import type { TableEventType } from '../core/live.ts'
import type { TableRecord } from './table-store.ts'

/** One change of a table, numbered without gaps, with the table as everyone may see it right after the change. */
export interface TableEvent {
  tableId: number
  eventId: number
  type: TableEventType
  /** When the change was applied (the store's clock), ISO 8601. */
  at: string
  /** The public view of the table after the change (what the store's EventView rendered); never a secret. */
  view: unknown
}

/**
 * Renders the table as everyone may see it at `atMs` (nothing unrevealed): the store calls it inside each change's
 * atomic step and keeps the result as the event's view, so every instance serves the same event.
 */
export type EventView = (table: TableRecord, atMs: number) => unknown

/** What a placed bet changed at its table: the bet (as placed), its seat's balance after, the table's amount bet after. */
export interface BetChange {
  bet: Bet
  seatId: number
  seatBalanceCents: number
  amountBetCents: number
  eventId: number
  atMs: number
}

/**
 * The public view after a bet, from the view before it (what EventView rendered, or this gave, for the event before)
 * and the bet's change: what EventView would render for the table after the bet. A store that keeps a bet's change
 * instead of its view (PostgreSQL) renders the bet's event with it when the event is read.
 */
export type EventViewAfterBet = (viewBefore: unknown, change: BetChange) => unknown

/** Events a table keeps for watchers that resume: a watcher further behind gets a fresh snapshot instead. */
export const EVENTS_KEPT_PER_TABLE = 1000

/** A single-use ticket for an events stream (browsers' EventSource cannot send the Authorization header). */
export interface StoredTicket {
  tableId: number
  caller: Caller | null
  /** ms since the epoch. */
  expiresAt: number
}

export interface EventStore {
  /**
   * The table's events after `afterEventId`, oldest first, at most `limit`; `lastEventId` is the table's newest and
   * `oldestKept` the oldest still kept (EVENTS_KEPT_PER_TABLE per table).
   */
  readEvents(tableId: number, afterEventId: number, limit: number): Promise<{ events: TableEvent[]; lastEventId: number; oldestKept: number }>
  /** Calls `listener` for each new event of any table, on every instance sharing the store; returns unsubscribe. */
  onEvent(listener: (tableId: number, eventId: number) => void): () => void
  /** Keeps a ticket under the hash of its secret. */
  saveTicket(hash: string, ticket: StoredTicket): Promise<void>
  /** Takes a ticket (single use): the ticket if it exists and has not expired by the store's clock, else undefined. */
  takeTicket(hash: string): Promise<StoredTicket | undefined>
}
