// The tables-and-seats port: tables with their settings, who sits where with what balance, and leaving.

import type { Bet, TableTotals } from '../core/bets.ts'
import type { Game, GameState } from '../core/game.ts'
import type { SeatRecord, SitCommand, SitResult } from '../core/seating.ts'
import type { Switch } from '../core/switches.ts'
import type { SwitchStore } from './switch-store.ts'
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
  /** AUTO tables: when the current state ends by the clock, ms since the epoch (the store's clock); absent otherwise. */
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
 * A table nobody used yet, as it reads: the default settings, no seats, no game (tables exist on first use), held off
 * by all gaming's switch (`gaming`) while that is off, as every table is.
 */
export function emptyTable(tableId: number, settings: TableSettings, gaming?: Switch): TableRecord {
  return { ...emptyTableHead(tableId, settings, gaming), bets: [] }
}

/** The table as stored, or as a table nobody used yet reads (emptyTable, off while all gaming is). */
export async function storedOrEmptyTable(
  store: Pick<TableStore, 'getTable'> & Pick<SwitchStore, 'listSwitches'>,
  tableId: number,
  settings: TableSettings,
): Promise<TableRecord> {
  return (await store.getTable(tableId)) ?? emptyTable(tableId, settings, (await store.listSwitches()).gaming)
}

/** The head of a table nobody used yet (emptyTable without its bets). */
export function emptyTableHead(tableId: number, settings: TableSettings, gaming?: Switch): TableHead {
  return {
    tableId,
    settings,
    state: 'STATUS_SETUP',
    gamesStarted: 0,
    seats: [],
    totals: { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 },
    ready: [],
    eventId: 0,
    ...(gaming ? { disabled: gaming } : {}),
  }
}

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
  /** Frees the player's seat and cashes out its whole balance (a CASH_OUT entry); BETS_UNSETTLED while bets are open. */
  leaveTable(tableId: number, playerId: string): Promise<{ seatId: number; cashedOutCents: number }>
}
