// The table-store port: what the service needs from any place that keeps tables, seats, money and games.

import type { Game, GameState } from '../core/game.js'
import type { SeatRecord, SitCommand, SitResult } from '../core/seating.js'
import type { TableSettings } from '../core/tables.js'

export interface StoreHealth {
  name: 'memory' | 'postgres'
  ok: boolean
  /** Why the store is not ok (never a secret). */
  detail?: string
}

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
}

/**
 * Every adapter applies the core rules atomically per table and throws DomainError (TABLE_FULL,
 * IDEMPOTENCY_KEY_REUSED, STATE_CHANGED, STORE_UNAVAILABLE, STORE_LIMIT_REACHED) for refusals. A refused or failed
 * call changes nothing. Instances sharing one store move a table's game one step per advance, never two.
 */
export interface TableStore {
  /** Seats the player (decideSit); a table first used here gets the default settings with command.seatCount seats. */
  sit(command: SitCommand): Promise<SitResult>
  /** Occupied seats of a table ordered by seatId; [] for a table nobody sat at. */
  getSeats(tableId: number): Promise<SeatRecord[]>
  /** Creates a table with these settings under a new tableId (never one in use) and returns it. */
  createTable(settings: TableSettings): Promise<number>
  /** The table, or undefined for a table nobody created or sat at. */
  getTable(tableId: number): Promise<TableRecord | undefined>
  /**
   * SETUP -> HOLE with `game` (dealt and priced): only while the table is at SETUP and has started
   * game.nonce - 1 games, else STATE_CHANGED naming the current state. A table not yet stored is created with
   * `defaults`. Returns the table after the step.
   */
  startGame(tableId: number, game: Game, defaults: TableSettings): Promise<TableRecord>
  /** One step from `from` (HOLE, FLOP, TURN or RIVER) to the next state, only while the table is in `from`. */
  advanceGame(tableId: number, from: Exclude<GameState, 'STATUS_SETUP'>): Promise<TableRecord>
  /** A game of the table (in progress or finished), or undefined. */
  getGame(tableId: number, gameId: number): Promise<Game | undefined>
  health(): Promise<StoreHealth>
  close(): Promise<void>
}
