// The events port: every change of a table numbered and kept, as what it changed, for the watchers that follow or
// resume, told to every instance; and the single-use tickets that open a browser's stream.

import type { Bet } from '../core/bets.ts'
import type { Caller } from '../core/callers.ts'
import type { TableEventType } from '../core/live.ts'
import type { SeatRecord } from '../core/seating.ts'
import type { Switch } from '../core/switches.ts'
import type { TableSettings } from '../core/tables.ts'
import type { TableRecord } from './table-store.ts'

/**
 * What one change of a table changed, in domain terms, everything public (a stage's table is read through core's
 * visible* rules when rendered): the store hands it to its EventChangeView inside the change's atomic step.
 */
export type TableChange =
  /** A table created (its settings), or switched off (`disabled`, what holds it) or on (`disabled` null). */
  | { type: 'table'; settings: TableSettings; disabled?: Switch | null }
  /** A sit, a top-up or a leave: `seat` as it now is (absent: the player left), the table's seats and ready players
   * after. */
  | { type: 'seats'; seatId: number; seat?: SeatRecord; seats: SeatRecord[]; ready: string[] }
  | { type: 'ready'; seats: SeatRecord[]; ready: string[] }
  /** A bet placed or cancelled: the bet as it now is, its seat's balance and the table's amount bet after. */
  | { type: 'bet'; bet: Bet; seatBalanceCents: number; amountBetCents: number }
  /** A game started, a stage revealed, the river settled, or the game ended: the table after the step. */
  | { type: 'stage'; table: TableRecord }

/** One change of a table, numbered without gaps, with what it changed as everyone may see it. */
export interface TableEvent {
  tableId: number
  eventId: number
  type: TableEventType
  /** When the change was applied (the store's clock), ISO 8601. */
  at: string
  /** What the change changed, as the store's EventChangeView rendered it (never a secret); null without one. */
  change: unknown
}

/**
 * Renders what a change changed as everyone may see it (nothing unrevealed). The store calls it for each change and
 * keeps the result as the event's change (a placed bet's may be rendered when the event is read: it depends only on
 * the bet), so every instance serves the same event; its cost does not grow with the game's bets but for a stage's.
 */
export type EventChangeView = (change: TableChange | SettledResults, atMs: number) => unknown

/**
 * Not an event of its own: the results a river's settlement wrote on its game's `bets` (each WON or LOST with its
 * payout), what the river's stage event shows as settled. A store may keep that event without them and render them
 * from the bets when the event is read (a settled bet never changes); rendered alone, they are the stage's `settled`.
 */
export interface SettledResults {
  type: 'settled'
  bets: Bet[]
}

/**
 * Events the memory store keeps per table for watchers that resume: a watcher further behind gets a fresh snapshot
 * instead.
 */
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
   * `oldestKept` the oldest still kept (the memory store: EVENTS_KEPT_PER_TABLE per table; PostgreSQL: the last
   * EVENTS_KEPT_HOURS hours or more).
   */
  readEvents(
    tableId: number,
    afterEventId: number,
    limit: number,
  ): Promise<{ events: TableEvent[]; lastEventId: number; oldestKept: number }>
  /** Calls `listener` for each new event of any table, on every instance sharing the store; returns unsubscribe. */
  onEvent(listener: (tableId: number, eventId: number) => void): () => void
  /** Keeps a ticket under the hash of its secret. */
  saveTicket(hash: string, ticket: StoredTicket): Promise<void>
  /** Takes a ticket (single use): the ticket if it exists and has not expired by the store's clock, else undefined. */
  takeTicket(hash: string): Promise<StoredTicket | undefined>
  /** The ticket if it exists and has not expired by the store's clock, left in place (a HEAD request reads it, never
   * uses it). */
  peekTicket(hash: string): Promise<StoredTicket | undefined>
}
