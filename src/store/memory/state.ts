// What the memory store keeps, in one state object that every module of the store is handed: tables with their
// seats, bets, ledger and events, games, accounts, remembered answers, tickets, and the bounds that keep it small.

import type { AccountEntry } from '../../core/accounts.ts'
import type { AuditRecord } from '../../core/audit.ts'
import type { Bet, LedgerEntry, LedgerKind, TableTotals } from '../../core/bets.ts'
import type { Game, GameState } from '../../core/game.ts'
import {
  DEFAULT_COOLING_OFF_HOURS,
  type LimitRecord,
  type MoneyUse,
  type ProtectionBreak,
  type ProtectionChange,
  type RealitySession,
} from '../../core/protection.ts'
import type { SeatRecord, SitResult } from '../../core/seating.ts'
import { type Switch, tableSwitchOf } from '../../core/switches.ts'
import type { TableSettings } from '../../core/tables.ts'
import type { WalletTransaction } from '../../core/wallet.ts'
import type { BetResult } from '../../ports/bet-store.ts'
import type { EventChangeView, StoredTicket, TableEvent } from '../../ports/event-store.ts'
import type { TableHead, TableRecord } from '../../ports/table-store.ts'

export interface MemoryStoreLimits {
  /** Most tables held at once. */
  maxTables: number
  /** Most idempotency keys remembered at once (the oldest expire first). */
  maxIdempotencyKeys: number
  /** Most games kept for their records; beyond it the oldest finished games are forgotten, with their bets. */
  maxGames: number
  /** Most tables one caller (core/callers callerKey) may have brought into the store that are still held. */
  maxTablesPerCaller: number
  /** Most idempotency keys held for one caller at once. */
  maxIdempotencyKeysPerCaller: number
  /** A table with nobody seated and no game in progress is forgotten (with its games and ledger) after this long. */
  emptyTableTtlMs: number
  /**
   * Most ledger entries kept per table. Beyond it the oldest half is dropped, each player's dropped entries summed
   * into one BALANCE_FORWARD entry, so every player's entries still add up to their balance and the house report
   * (kept as running sums) is unchanged.
   */
  maxLedgerEntriesPerTable: number
  /** Most games kept per table; beyond it the table's oldest finished games are forgotten, with their bets. */
  maxGamesPerTable: number
  /** How long a player's raised or removed limit waits before it applies (LIMIT_COOLING_OFF_HOURS). */
  limitCoolingOffMs: number
  /** Minutes between reality checks for players who chose none themselves (REALITY_CHECK_MINUTES); null: none. */
  realityCheckMinutes: number | null
  /** Most audit rows kept; beyond it the oldest leave first. */
  maxAuditRows: number
  /** A payout (per seat and game) of at least this many cents is audited as a large win (LARGE_WIN_AMOUNT); null: none.
   * */
  largeWinCents: number | null
  /** WALLET=seamless: the casino's wallet holds the money; sits move none, bets are debited, games credited. */
  seamless: boolean
  /** Most wallet transactions kept; beyond it the oldest finished ones leave first. */
  maxWalletTransactions: number
}

export const DEFAULT_MEMORY_LIMITS: MemoryStoreLimits = {
  maxTables: 100_000,
  maxIdempotencyKeys: 1_000_000,
  maxGames: 100_000,
  maxTablesPerCaller: 100,
  maxIdempotencyKeysPerCaller: 10_000,
  emptyTableTtlMs: 10 * 60 * 1000,
  maxLedgerEntriesPerTable: 10_000,
  maxGamesPerTable: 1_000,
  limitCoolingOffMs: DEFAULT_COOLING_OFF_HOURS * 3_600_000,
  realityCheckMinutes: null,
  maxAuditRows: 100_000,
  largeWinCents: null,
  seamless: false,
  maxWalletTransactions: 200_000,
}

export interface StoredAnswer<T> {
  fingerprint: string
  result: T
  expiresAt: number
  owner?: string
}

export interface MemoryTable {
  /** The caller whose share the table uses (undefined: nobody's). */
  owner?: string
  settings: TableSettings
  seats: SeatRecord[]
  state: GameState
  gameId?: number
  gamesStarted: number
  /** The bets of the games still kept, by betId, and the same bets by game in the order placed: reading or settling
   * a game touches its own bets, never the table's whole history. */
  bets: Map<number, Bet>
  betsOfGame: Map<number, Bet[]>
  ledger: LedgerEntry[]
  /** The same entries by player, so a player's page is found without reading the table's whole history. */
  ledgerOf: Map<string, LedgerEntry[]>
  /** Every entry ever written at the table summed by kind (the ledger itself may have dropped old ones). */
  kindSums: Map<LedgerKind, number>
  /** The games kept, oldest first (at most maxGamesPerTable). */
  gameIds: number[]
  totals: TableTotals
  stageEndsAt?: number
  ready: string[]
  eventId: number
  /** The last EVENTS_KEPT_PER_TABLE events, oldest first, each with what it changed. */
  events: TableEvent[]
  /** The table's own switch while it is off (a disabled table is never forgotten). */
  disabled?: Switch
}

/** An account: its balance and every entry, oldest first. */
export interface MemoryAccount {
  balanceCents: number
  entries: AccountEntry[]
}

/** One player's protection as the memory store keeps it. */
export interface MemoryProtection {
  limits: LimitRecord[]
  breaks: ProtectionBreak[]
  history: ProtectionChange[]
  /** The player's own reality-check interval (null: none); undefined: the operator's default applies. */
  reality?: number | null
}

/** Everything the memory store holds; each module reads and changes it in one synchronous step per call. */
export interface MemoryState {
  bounds: MemoryStoreLimits
  /** The store's clock: deadlines, key ages, windows. */
  now: () => number
  /** Renders what each change changed, as everyone may see it (without it events carry a null change). */
  eventChange?: EventChangeView
  tables: Map<number, MemoryTable>
  /** The keys of `tables`, ascending: the tables listed a page at a time without sorting them all for each page. */
  tableIds: number[]
  /** Games by gameKey; insertion order is age order. */
  games: Map<string, Game>
  /** First answers by Idempotency-Key: sits, bets, transfers (insertion order is age order). */
  answers: Map<string, StoredAnswer<SitResult>>
  betAnswers: Map<string, StoredAnswer<BetResult>>
  transferAnswers: Map<string, StoredAnswer<{ entry: AccountEntry; balanceCents: number }>>
  /** Tables nobody sits at with no game in progress, by tableId, with the time they became so (oldest first). */
  emptySince: Map<number, number>
  /** What each caller has made the store hold; a caller holding nothing has no entry. */
  held: Map<string, { tables: number; keys: number }>
  /** AUTO tables, the only ones the clock may owe a step. */
  autoTables: Set<number>
  tickets: Map<string, StoredTicket>
  accounts: Map<string, MemoryAccount>
  /** Sums of every account entry ever written, by kind: where the house's money came from. */
  houseSums: Map<string, number>
  /** Stakes - cancels - payouts of every table, kept apart from the tables (an empty table is forgotten). */
  houseResultCents: number
  eventListeners: Set<(tableId: number, eventId: number) => void>
  /** Players' limits, breaks and their history; and the uses of money of the last 30 days their limits count. */
  protection: Map<string, MemoryProtection>
  uses: Map<string, MoneyUse[]>
  /** Each player's session of play, for reality checks. */
  sessions: Map<string, RealitySession>
  /** How long a player's raised or removed limit waits before it applies. */
  coolingOffMs: number
  nextProtectionChangeId: number
  /** The games each player bet on, by gameKey (a key whose game was forgotten is dropped when next read). */
  gamesOf: Map<string, Set<string>>
  /** All gaming's switch while it is off, and the players who are off, by playerId. */
  gaming?: Switch
  disabledPlayers: Map<string, Switch>
  /** The audit log, oldest first (at most bounds.maxAuditRows). */
  audit: AuditRecord[]
  nextAuditId: number
  nextTableId: number
  nextBetId: number
  nextEntryId: number
  nextAccountEntryId: number
  /** WALLET=seamless: every call owed or made to the wallet by id (insertion order is age order), the newest debit of
   * each bet's Idempotency-Key, and the next debit's number. */
  wallet: { transactions: Map<string, WalletTransaction>; debitOfKey: Map<string, string>; nextDebitNumber: number }
}

export function createMemoryState(
  bounds: MemoryStoreLimits,
  now: () => number,
  eventChange?: EventChangeView,
): MemoryState {
  return {
    bounds,
    now,
    eventChange,
    tables: new Map(),
    tableIds: [],
    games: new Map(),
    answers: new Map(),
    betAnswers: new Map(),
    transferAnswers: new Map(),
    emptySince: new Map(),
    held: new Map(),
    autoTables: new Set(),
    tickets: new Map(),
    accounts: new Map(),
    houseSums: new Map(),
    houseResultCents: 0,
    eventListeners: new Set(),
    protection: new Map(),
    uses: new Map(),
    sessions: new Map(),
    coolingOffMs: bounds.limitCoolingOffMs,
    nextProtectionChangeId: 1,
    disabledPlayers: new Map(),
    gamesOf: new Map(),
    audit: [],
    nextAuditId: 1,
    nextTableId: 1,
    nextBetId: 1,
    nextEntryId: 1,
    nextAccountEntryId: 1,
    wallet: { transactions: new Map(), debitOfKey: new Map(), nextDebitNumber: 1 },
  }
}

export const gameKey = (tableId: number, gameId: number) => `${tableId}:${gameId}`

/** A game never changes once dealt: stored frozen, it is handed out as is instead of copied on every read. */
export function deepFreeze<T>(value: T): T {
  if (value !== null && typeof value === 'object' && !Object.isFrozen(value)) {
    Object.freeze(value)
    for (const child of Object.values(value)) deepFreeze(child)
  }
  return value
}

/** Counts a table or a key against the caller who made the store hold it (or frees one). */
export function charge(state: MemoryState, owner: string | undefined, kind: 'tables' | 'keys', amount: 1 | -1): void {
  if (owner === undefined) return
  const share = state.held.get(owner) ?? { tables: 0, keys: 0 }
  share[kind] += amount
  if (share.tables === 0 && share.keys === 0) state.held.delete(owner)
  else state.held.set(owner, share)
}

export const betsOf = (table: MemoryTable, gameId: number): readonly Bet[] => table.betsOfGame.get(gameId) ?? []

export function forgetBets(table: MemoryTable, gameId: number): void {
  for (const bet of betsOf(table, gameId)) table.bets.delete(bet.betId)
  table.betsOfGame.delete(gameId)
}

/** The table as the port hands it out: copies, with its game in progress and that game's bets. */
export function recordOf(state: MemoryState, tableId: number, table: MemoryTable): TableRecord {
  const { gameId, ...head } = headOf(state, tableId, table)
  const game = gameId === undefined ? undefined : state.games.get(gameKey(tableId, gameId))
  return { ...head, ...(game ? { game } : {}), bets: game ? betsOf(table, game.gameId).map((bet) => ({ ...bet })) : [] }
}

export function headOf(state: MemoryState, tableId: number, table: MemoryTable): TableHead {
  const disabled = tableSwitchOf(table.disabled, state.gaming)
  return {
    tableId,
    settings: { ...table.settings },
    state: table.state,
    ...(table.gameId === undefined ? {} : { gameId: table.gameId }),
    gamesStarted: table.gamesStarted,
    seats: table.seats.map((s) => ({ ...s })).sort((a, b) => a.seatId - b.seatId),
    totals: { ...table.totals },
    ...(table.stageEndsAt === undefined ? {} : { stageEndsAt: table.stageEndsAt }),
    ready: [...table.ready],
    eventId: table.eventId,
    ...(disabled ? { disabled: { ...disabled } } : {}),
  }
}

/** The game in progress at the table, if any. */
export function currentGame(state: MemoryState, tableId: number, table: MemoryTable): Game | undefined {
  return table.gameId === undefined ? undefined : state.games.get(gameKey(tableId, table.gameId))
}
