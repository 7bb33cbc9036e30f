// The tables-and-seats port: tables with their settings, who sits where with what balance, and leaving.

import type { Bet, TableTotals } from '../core/bets.ts'
import type { Game, GameState } from '../core/game.ts'
import type { SeatRecord, SitCommand, SitResult } from '../core/seating.ts'
import type { Switch } from '../core/switches.ts'
import type { TableSettings } from '../core/tables.ts'

/** A table as stored: settings, seats, and the game in progress (secret parts included: never shown as is). */
export interface TableRecord {
  tableId: number
  settings: TableSettings
  state: GameState
  /** The game in progress, from HOLE to RIVER; absent at SETUP. */
  game?: Game
  /** Games started at this table; the next game's nonce is this plus one. */
  gamesStarted: number
  /** Occupied seats by seatId. */
  seats: SeatRecord[]
  /** Bets of the game in progress (every player's), by betId; [] at SETUP. */
  bets: Bet[]
  totals: TableTotals
  /** AUTO tables: when the current state ends by the clock, ms since the epoch (the store's clock); absent otherwise.
   * */
  stageEndsAt?: number
  /** Seated players who called ready for the open betting stage. */
  ready: string[]
  /** The number of the table's last event: one more with every change, 0 before the first. */
  eventId: number
  /** The switch that holds the table off (its own, else all gaming's); absent while it is on. */
  disabled?: Switch
}

/**
 * A table without its game and bets: what a step, a seat list or a record's check is planned from, in one cheap read
 * whatever the number of bets (`gameId` names the game in progress).
 */
export type TableHead = Omit<TableRecord, 'game' | 'bets'> & { gameId?: number }

/**
 * Tables and seats. Every adapter applies the core rules atomically per table and throws DomainError (TABLE_FULL,
 * IDEMPOTENCY_KEY_REUSED, STATE_CHANGED, STORE_UNAVAILABLE, STORE_LIMIT_REACHED, CALLER_LIMIT_REACHED) for refusals;
 * a refused or failed call changes nothing.
 */
export interface TableStore {
  /** Seats the player (decideSit); a table first used here gets the default settings with command.seatCount seats. */
  sit(command: SitCommand): Promise<SitResult>
  /** Occupied seats of a table ordered by seatId; [] for a table nobody sat at. */
  getSeats(tableId: number): Promise<SeatRecord[]>
  /**
   * Creates a table with these settings under a new tableId (never one in use) and returns it. `owner` (core/callers
   * callerKey) is the caller whose share of a bounded store the table uses (CALLER_LIMIT_REACHED beyond it).
   */
  createTable(settings: TableSettings, owner?: string): Promise<number>
  /** The table, or undefined for a table nobody created or sat at. */
  getTable(tableId: number): Promise<TableRecord | undefined>
  /** The table without its game and bets (what getTable would answer, less those), or undefined like getTable. */
  getTableHead(tableId: number): Promise<TableHead | undefined>
  /** The ids of the tables that exist (created, or sat at), above `afterTableId`, ascending: at most `limit`. */
  listTableIds(afterTableId: number, limit: number): Promise<number[]>
  /** Frees the player's seat and cashes out its whole balance (a CASH_OUT entry); BETS_UNSETTLED while bets are open.
   * */
  leaveTable(tableId: number, playerId: string): Promise<{ seatId: number; cashedOutCents: number }>
}
