// The table-store port: what the service needs from any place that keeps tables, seats, money and games.

import type { AccountEntry, LedgerPage } from '../core/accounts.ts'
import type { Bet, BetRequest, LedgerEntry, TableTotals } from '../core/bets.ts'
import type { IdempotencyClaim } from '../core/idempotency.ts'
import type { Caller } from '../core/callers.ts'
import type { Game, GameState } from '../core/game.ts'
import type { ReadyRequest, TableEventType } from '../core/live.ts'
import type { SeatRecord, SitCommand, SitResult } from '../core/seating.ts'
import type { TableSettings } from '../core/tables.ts'

export interface StoreHealth {
  name: 'memory' | 'postgres'
  ok: boolean
  /** The store works but is at one of its bounds: it refuses what would go beyond it (new tables, new keys). */
  atBound?: boolean
  /** Why the store is not ok, or which bound it is at (never a secret). */
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
  /** Bets of the game in progress (every player's), by betId; [] at SETUP. */
  bets: Bet[]
  totals: TableTotals
  /** AUTO tables: when the current state ends by the clock, ms since the epoch (the store's clock); absent otherwise. */
  stageEndsAt?: number
  /** Seated players who called ready for the open betting stage. */
  ready: string[]
  /** The number of the table's last event: one more with every change, 0 before the first. */
  eventId: number
}

/**
 * A table without its game and bets: what a step, a seat list or a record's check is planned from, in one cheap read
 * whatever the number of bets (`gameId` names the game in progress).
 */
export type TableHead = Omit<TableRecord, 'game' | 'bets'> & { gameId?: number }

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

/** Every cent of the house: where it came from, where it is, and what the tables made of it. */
export interface HouseTotals {
  depositsCents: number
  grantsCents: number
  withdrawalsCents: number
  /** Money in accounts and in seats now. */
  accountsCents: number
  seatsCents: number
  /** What the tables kept: every stake - cancels - payouts, over every table ever (open stakes included). */
  houseResultCents: number
  tables: Array<{
    tableId: number
    targetRtpBp: number
    gamesPlayed: number
    /** Stakes placed, cancelled and paid out (payouts include the stake). */
    betCents: number
    cancelledCents: number
    paidOutCents: number
    /** Stakes of bets not yet settled, and the most they could pay. */
    openStakesCents: number
    openExposureCents: number
    seatsCents: number
  }>
}

export interface StepOptions {
  /** The clock's step: applied only when dueStep (core/live) owes it at the store's time, else NOT_DUE. */
  due?: boolean
}

/** A table nobody used yet, as it reads: the default settings, no seats, no game (tables exist on first use). */
export function emptyTable(tableId: number, settings: TableSettings): TableRecord {
  return { ...emptyTableHead(tableId, settings), bets: [] }
}

/** The head of a table nobody used yet (emptyTable without its bets). */
export function emptyTableHead(tableId: number, settings: TableSettings): TableHead {
  return {
    tableId,
    settings,
    state: 'STATUS_SETUP',
    gamesStarted: 0,
    seats: [],
    totals: { gamesPlayed: 0, amountBetCents: 0, amountPaidOutCents: 0 },
    ready: [],
    eventId: 0,
  }
}

/** A bet as placed or cancelled, with the seat's balance after it. */
export interface BetResult {
  bet: Bet
  balanceCents: number
}

/**
 * Every adapter applies the core rules atomically per table and throws DomainError (TABLE_FULL,
 * IDEMPOTENCY_KEY_REUSED, STATE_CHANGED, STORE_UNAVAILABLE, STORE_LIMIT_REACHED, CALLER_LIMIT_REACHED) for refusals. A refused or failed
 * call changes nothing. Instances sharing one store move a table's game one step per advance, never two.
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
  /**
   * SETUP -> HOLE with `game` (dealt and priced): only while the table is at SETUP and has started
   * game.nonce - 1 games, else STATE_CHANGED naming the current state. A table not yet stored is created with
   * `defaults`. Returns the table after the step.
   */
  startGame(tableId: number, game: Game, defaults: TableSettings, owner?: string, options?: StepOptions): Promise<TableRecord>
  /**
   * One step from `from` (HOLE, FLOP, TURN or RIVER) to the next state, only while the table is in `from`.
   * The step into RIVER (from TURN, or from FLOP with skipTurn) settles every open bet of the game in the same step
   * (core/bets settleBets): payouts reach the seats with a PAYOUT ledger entry each, exactly once. Each step sets
   * the new state's deadline (core/live stageEndsAtOf, the store's clock) and clears the ready players.
   */
  advanceGame(tableId: number, from: Exclude<GameState, 'STATUS_SETUP'>, options?: StepOptions): Promise<TableRecord>
  /** Marks the player ready for the open stage (core/live planReady, the store's clock); returns the table after it. */
  markReady(tableId: number, request: ReadyRequest): Promise<TableRecord>
  /** AUTO tables the clock owes a step now (core/live dueStep at the store's time), at most `limit`. */
  dueTables(limit: number): Promise<Array<{ tableId: number; from: GameState }>>
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
  /** The store's clock, ms since the epoch: the time deadlines are judged by (PostgreSQL: the database's). */
  clock(): Promise<number>
  /**
   * Places a bet decided by core/bets planBet against the table as it is when the bet is applied, in one atomic
   * step with the stake leaving the seat and a BET ledger entry: a bet is never recorded after its stage closed.
   * With request.idempotency a retry gets the first answer (IDEMPOTENCY_KEY_REUSED for another request).
   */
  placeBet(tableId: number, request: BetRequest): Promise<BetResult>
  /** Cancels an open bet of the open stage (core/bets planCancel): refund and a BET_CANCEL entry, atomically. */
  cancelBet(tableId: number, betId: number, caller: Caller | null, playerId: string): Promise<BetResult>
  /** Frees the player's seat and cashes out its whole balance (a CASH_OUT entry); BETS_UNSETTLED while bets are open. */
  leaveTable(tableId: number, playerId: string): Promise<{ seatId: number; cashedOutCents: number }>
  /** Every bet of a game, by betId. */
  getBets(tableId: number, gameId: number): Promise<Bet[]>
  /** Ledger entries of the table in order, or of one player only; a page of them when `page` is given. */
  getLedger(tableId: number, playerId?: string, page?: LedgerPage): Promise<LedgerEntry[]>
  /** The player's account (0 when never used) and the seats they hold, by tableId. */
  getAccount(playerId: string): Promise<{ balanceCents: number; seats: Array<{ tableId: number; seatId: number; balanceCents: number }> }>
  /** A page of the account's entries. */
  getAccountLedger(playerId: string, page: LedgerPage): Promise<AccountEntry[]>
  /**
   * An operator's deposit (amountCents > 0) or withdrawal (< 0) with its required Idempotency-Key (a retry gets the
   * first answer); a withdrawal beyond the balance is INSUFFICIENT_FUNDS. Atomic with its entry.
   */
  transfer(playerId: string, amountCents: number, by: string, idempotency: IdempotencyClaim): Promise<{ entry: AccountEntry; balanceCents: number }>
  /** The money of the whole house, for the report and its invariant (deposits + grants - withdrawals = held + result). */
  houseTotals(): Promise<HouseTotals>
  /** A game of the table (in progress or finished), or undefined. */
  getGame(tableId: number, gameId: number): Promise<Game | undefined>
  health(): Promise<StoreHealth>
  close(): Promise<void>
}
