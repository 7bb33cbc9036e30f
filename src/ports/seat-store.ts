// The seat-store port: what the service needs from any place that keeps seats and money.

import type { SeatRecord, SitCommand, SitResult } from '../core/seating.js'

export interface StoreHealth {
  name: 'memory' | 'postgres'
  ok: boolean
  /** Why the store is not ok (never a secret). */
  detail?: string
}

/**
 * Every adapter applies core/seating's decideSit atomically per table and throws DomainError
 * (TABLE_FULL, IDEMPOTENCY_KEY_REUSED, STORE_UNAVAILABLE, STORE_LIMIT_REACHED) for refusals.
 * A refused or failed sit changes nothing.
 */
export interface SeatStore {
  sit(command: SitCommand): Promise<SitResult>
  /** Occupied seats of a table ordered by seatId; [] for a table nobody sat at. */
  getSeats(tableId: number): Promise<SeatRecord[]>
  health(): Promise<StoreHealth>
  close(): Promise<void>
}
