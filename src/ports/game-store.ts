// The games-and-stages port: a table's game started, moved one stage at a time (settling at the river), players
// ready, the steps the clock owes, and finished games' records.

import type { Bet } from '../core/bets.ts'
import type { Game, GameState } from '../core/game.ts'
import type { ReadyRequest } from '../core/live.ts'
import type { SeatRecord } from '../core/seating.ts'
import type { SwitchActor } from '../core/switches.ts'
import type { TableSettings } from '../core/tables.ts'
import type { TableRecord } from './table-store.ts'

/** What a step's caller may check of the table before the step: the table as locked for it (undefined: never used). */
export type StepTable =
  | { state: GameState; gamesStarted: number; seats: readonly SeatRecord[]; settings: TableSettings }
  | undefined

export interface StepOptions {
  /** The clock's step: applied only when dueStep (core/live) owes it at the store's time, else NOT_DUE. */
  due?: boolean
  /**
   * The caller's own check (a player's advance: core planAdvance), run on the table as the step finds it under its
   * lock, before the store's own checks: what it throws refuses the step with nothing changed.
   */
  check?: (table: StepTable) => void
}

/** Instances sharing one store move a table's game one step per advance, never two. */
export interface GameStore {
  /**
   * SETUP -> HOLE with `game` (dealt and priced): only while the table is at SETUP and has started
   * game.nonce - 1 games, else STATE_CHANGED naming the current state. A table not yet stored is created with
   * `defaults`. Returns the table after the step.
   */
  startGame(
    tableId: number,
    game: Game,
    defaults: TableSettings,
    owner?: string,
    options?: StepOptions,
  ): Promise<TableRecord>
  /**
   * One step from `from` (HOLE, FLOP, TURN or RIVER) to the next state, only while the table is in `from`.
   * The step into RIVER (from TURN, or from FLOP with skipTurn) settles every open bet of the game in the same step
   * (core/bets settleGame): each bet carries its result and payout, and each seat's returns reach it with one PAYOUT
   * ledger entry per seat and game (settleGame's returns), exactly once. Each step sets
   * the new state's deadline (core/live stageEndsAtOf, the store's clock) and clears the ready players.
   */
  advanceGame(tableId: number, from: Exclude<GameState, 'STATUS_SETUP'>, options?: StepOptions): Promise<TableRecord>
  /** Marks the player ready for the open stage (core/live planReady, the store's clock); returns the table after it. */
  markReady(tableId: number, request: ReadyRequest): Promise<TableRecord>
  /** AUTO tables the clock owes a step now (core/live dueStep at the store's time), at most `limit`. */
  dueTables(limit: number): Promise<Array<{ tableId: number; from: GameState }>>
  /** A game of the table (in progress or finished), or undefined. */
  getGame(tableId: number, gameId: number): Promise<Game | undefined>
  /**
   * Voids the game in play in one step, as core planVoid plans it: every open bet VOID with its stake back on its seat
   * (a BET_CANCEL entry naming the bet), the game marked voided (its seed may then be shown), the table back at SETUP
   * (a stage event), and a GAME_VOIDED audit row. Returns the table after it, the bets voided, and the game and all its
   * bets as the void left them.
   */
  voidGame(
    tableId: number,
    gameId: number,
    by: SwitchActor,
  ): Promise<{ table: TableRecord; voided: Bet[]; game: Game; bets: Bet[] }>
}
