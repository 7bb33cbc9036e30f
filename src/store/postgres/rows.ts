// Rows and SQL shared by the PostgreSQL store's modules: column lists, row shapes, and the mappers from rows to domain
// records (BIGINT arrives as text and leaves as a safe integer).

import type { AccountEntry, LedgerPage } from '../../core/accounts.ts'
import type { Bet, BetStatus, LedgerEntry, LedgerKind } from '../../core/bets.ts'
import type { Game, GamePricing, GameState, GameVoid } from '../../core/game.ts'
import { type PanelCounts, pricingOfCounts } from '../../core/panel-counts.ts'
import type { SeatRecord } from '../../core/seating.ts'
import type { Switch } from '../../core/switches.ts'
import type { TableSettings } from '../../core/tables.ts'

/** A table's row as every read and lock selects it (the deadline as ms since the epoch). */
export const TABLE_COLUMNS =
  'number_of_hands, number_of_seats, target_rtp_bp, max_bet_cents, mode, skip_turn, betting_seconds, ' +
  'reveal_seconds, game_state, current_game_id, ' +
  'games_started, games_played, amount_bet_cents, amount_paid_out_cents, ' +
  '(extract(epoch FROM stage_ends_at) * 1000)::float8 AS stage_ends_ms, ready_players, event_seq, ' +
  // What holds the table off: its own switch, else all gaming's.
  'coalesce(disabled, (SELECT g.disabled FROM gaming_switch g)) AS disabled_json'

/** The database's clock in ms since the epoch, read when the statement runs (not when its transaction began). */
export const NOW_MS = 'floor(extract(epoch FROM clock_timestamp()) * 1000)::float8'

/**
 * The SET list that moves a locked table into `state` (a parameter or literal): its deadline from `endsAtMs` (a float8
 * parameter, ms since the epoch, or NULL for none), nobody ready, and the change numbered (event_seq + 1).
 */
export const enterStateSql = (state: string, endsAtMs: string) =>
  `game_state = ${state},
  stage_ends_at = CASE WHEN ${endsAtMs}::float8 IS NULL THEN NULL ELSE to_timestamp(${endsAtMs}::float8 / 1000.0) END,
    ready_players = '{}', event_seq = event_seq + 1`

export const SETTINGS_COLUMNS =
  'number_of_hands, number_of_seats, target_rtp_bp, max_bet_cents, mode, skip_turn, betting_seconds, reveal_seconds'
export const SETTINGS_PLACEHOLDERS = '$2, $3, $4, $5, $6, $7, $8, $9'

export function settingsParams(settings: TableSettings): unknown[] {
  return [
    settings.numberOfHands,
    settings.numberOfSeats,
    settings.targetRtpBp,
    String(settings.maxBetCents),
    settings.mode,
    settings.skipTurn,
    settings.bettingSeconds,
    settings.revealSeconds,
  ]
}

export interface TableRow {
  number_of_hands: number
  number_of_seats: number | null
  target_rtp_bp: number
  max_bet_cents: string
  game_state: GameState
  current_game_id: number | null
  games_started: number
  games_played: number
  amount_bet_cents: string
  amount_paid_out_cents: string
  mode: TableSettings['mode']
  skip_turn: boolean
  betting_seconds: number
  reveal_seconds: number
  stage_ends_ms: number | null
  ready_players: string[]
  event_seq: string
  /** The switch that holds the table off (its own, else all gaming's), or null. */
  disabled_json: Switch | null
  /** Only on rows read by lockRow: the database's clock after the lock was granted. */
  now_ms?: number
}

/** A bet's placed_at as placed_ms, ms since the epoch (a number parses several times faster than a timestamp). */
export const placedMsOf = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8 AS placed_ms`

export const BET_COLUMNS =
  `bet_id, game_id, betting_stage, hand_index, player_id, seat_id, stake_cents, ` +
  `recorded_odds_tenths, status, payout_cents, ${placedMsOf('placed_at')}`

/**
 * Keeps `bets` (its alias) to the ids a row of games in the query (`game`, its alias) recorded for its bets
 * (migration 031): for a subquery run once per game of many, where PostgreSQL prunes the ranges by the row's values
 * each time (planned once; a game at a time goes through game_bets in functions/bets.sql).
 */
export const betsOfGame = (game: string, bets: string): string =>
  `${bets}.bet_id > ${game}.bets_after AND ${bets}.bet_id <= coalesce(${game}.bets_through, 9223372036854775807)`

export interface BetRow {
  bet_id: string
  game_id: number
  betting_stage: 0 | 1 | 2
  hand_index: number
  player_id: string
  seat_id: number
  stake_cents: string
  recorded_odds_tenths: string
  status: BetStatus
  payout_cents: string | null
  placed_ms: number
}

export function betOf(row: BetRow): Bet {
  return {
    betId: toSafeInteger(row.bet_id, 'bet_id'),
    gameId: row.game_id,
    bettingStage: row.betting_stage,
    handIndex: row.hand_index,
    playerId: row.player_id,
    seatId: row.seat_id,
    stakeCents: toSafeInteger(row.stake_cents, 'stake_cents'),
    recordedOddsTenths: toSafeInteger(row.recorded_odds_tenths, 'recorded_odds_tenths'),
    status: row.status,
    ...(row.payout_cents === null ? {} : { payoutCents: toSafeInteger(row.payout_cents, 'payout_cents') }),
    placedAt: new Date(row.placed_ms).toISOString(),
  }
}

/** The columns of a ledger entry that LedgerRow reads. */
export const LEDGER_COLUMNS =
  'entry_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at'

export interface LedgerRow {
  entry_id: string
  seat_id: number
  player_id: string
  kind: LedgerKind
  amount_cents: string
  balance_after_cents: string
  game_id: number | null
  bet_id: string | null
  at: Date
}

export function ledgerEntryOf(row: LedgerRow): LedgerEntry {
  return {
    entryId: toSafeInteger(row.entry_id, 'entry_id'),
    seatId: row.seat_id,
    playerId: row.player_id,
    kind: row.kind,
    amountCents: toSafeInteger(row.amount_cents, 'amount_cents'),
    balanceAfterCents: toSafeInteger(row.balance_after_cents, 'balance_after_cents'),
    ...(row.game_id === null ? {} : { gameId: row.game_id }),
    ...(row.bet_id === null ? {} : { betId: toSafeInteger(row.bet_id, 'bet_id') }),
    at: row.at.toISOString(),
  }
}

export function settingsOf(row: TableRow, defaultSeats: number): TableSettings {
  return {
    numberOfHands: row.number_of_hands,
    numberOfSeats: row.number_of_seats ?? defaultSeats,
    targetRtpBp: row.target_rtp_bp,
    maxBetCents: toSafeInteger(row.max_bet_cents, 'max_bet_cents'),
    mode: row.mode,
    skipTurn: row.skip_turn,
    bettingSeconds: row.betting_seconds,
    revealSeconds: row.reveal_seconds,
  }
}

export const ACCOUNT_ENTRY_COLUMNS =
  'entry_id, player_id, kind, amount_cents, balance_after_cents, table_id, seat_id, by_who, at'

export interface AccountEntryRow {
  entry_id: string
  player_id: string
  kind: AccountEntry['kind']
  amount_cents: string
  balance_after_cents: string
  table_id: number | null
  seat_id: number | null
  by_who: string | null
  at: Date
}

export function accountEntryOf(row: AccountEntryRow): AccountEntry {
  return {
    entryId: toSafeInteger(row.entry_id, 'entry_id'),
    playerId: row.player_id,
    kind: row.kind,
    amountCents: toSafeInteger(row.amount_cents, 'amount_cents'),
    balanceAfterCents: toSafeInteger(row.balance_after_cents, 'balance_after_cents'),
    ...(row.table_id === null ? {} : { tableId: row.table_id }),
    ...(row.seat_id === null ? {} : { seatId: row.seat_id }),
    ...(row.by_who === null ? {} : { by: row.by_who }),
    at: row.at.toISOString(),
  }
}

/** The SQL of a page: entries after the cursor in the page's order, at most its limit (index range scans). */
export function pageClause(
  page: LedgerPage | undefined,
  firstParam: number,
): { where: string; order: string; limit: string } {
  if (!page) return { where: '', order: 'ASC', limit: '' }
  const after = page.after === undefined ? '' : ` AND entry_id ${page.order === 'asc' ? '>' : '<'} $${firstParam}`
  return { where: after, order: page.order === 'asc' ? 'ASC' : 'DESC', limit: ` LIMIT ${Math.floor(page.limit)}` }
}

/** How far back a newest-first page of a table's ledger looks first: a busy table's page lies in its last days. */
export const RECENT_ENTRIES_MS = 7 * 24 * 3_600_000
/** Longer than any of the store's transactions: an entry's id is handed out within this of its time. */
const ENTRY_ID_SLACK_MS = 3_600_000

/**
 * A newest-first page of entries partitioned by month of `at`, read from the recent months alone when they hold it:
 * `read('>=', since)` the page among the entries at or after `since`, `read('<', since)` among those before. The recent
 * read is the page when it is full and its oldest entry is an hour after `since` (an entry before `since` took its id
 * before that one's transaction began); otherwise the older read completes it. `since` comes from this machine's
 * clock: only how many months the first read plans depends on it, not what the page holds.
 */
export async function newestFirst<R extends { entry_id: string; at: Date }>(
  limit: number,
  read: (op: '>=' | '<', since: Date) => Promise<R[]>,
): Promise<R[]> {
  const since = new Date(Date.now() - RECENT_ENTRIES_MS)
  const recent = await read('>=', since)
  if (recent.length >= limit && recent[recent.length - 1].at.getTime() >= since.getTime() + ENTRY_ID_SLACK_MS) {
    return recent
  }
  const older = await read('<', since)
  return [...recent, ...older].sort((a, b) => Number(b.entry_id) - Number(a.entry_id)).slice(0, limit)
}

export function pageParams(page: LedgerPage | undefined): unknown[] {
  return page?.after === undefined ? [] : [page.after]
}

export const GAME_COLUMNS =
  'game_id, nonce, server_seed, server_seed_hash, client_seed, hands, board, pricing, counts, started_at, voided, ' +
  'settled_at'

export interface GameRow {
  game_id: number
  nonce: number
  server_seed: string
  server_seed_hash: string
  client_seed: string
  hands: Array<[number, number]>
  board: number[]
  /** The panels whole (games kept so), or null and `counts`. */
  pricing: GamePricing | null
  counts: PanelCounts | null
  started_at: Date
  /** Set once the game was voided. */
  voided?: GameVoid | null
  /** When its river settled it. */
  settled_at?: Date | null
}

/**
 * Table $1's game whose id is the SQL expression `gameId`, as JSON (GameJson); `startedAt`, the SQL expression of its
 * start when known (the table's current_game_started_at), names its month (games are partitioned by month, 035).
 */
export function gameJsonSql(gameId: string, startedAt?: string): string {
  return `(SELECT json_build_object('game_id', g.game_id, 'nonce', g.nonce, 'server_seed', g.server_seed,
    'server_seed_hash', g.server_seed_hash,
    'client_seed', g.client_seed, 'hands', g.hands, 'board', g.board, 'pricing', g.pricing, 'counts', g.counts,
    'started_ms', (extract(epoch FROM g.started_at) * 1000)::float8)
  FROM games g WHERE g.table_id = $1 AND g.game_id = ${gameId}${startedAt ? ` AND g.started_at = ${startedAt}` : ''})`
}
/** Table $1's seats as JSON (SeatRow[]). */
export const SEATS_JSON = `(SELECT coalesce(json_agg(json_build_object('seat_id', s.seat_id, 'player_id', s.player_id,
  'balance_cents', s.balance_cents::text) ORDER BY s.seat_id), '[]'::json)
  FROM seats s WHERE s.table_id = $1)`
/** A game as readForBet reads it (JSON: the start time in ms). */
export type GameJson = Omit<GameRow, 'started_at'> & { started_ms: number }

export function gameOf(row: GameRow): Game {
  return {
    gameId: row.game_id,
    nonce: row.nonce,
    serverSeed: row.server_seed,
    serverSeedHash: row.server_seed_hash,
    clientSeed: row.client_seed,
    hands: row.hands,
    board: row.board,
    pricing: row.pricing ?? pricingOfCounts(row.counts!, row.hands, row.board),
    startedAt: row.started_at.toISOString(),
    ...(row.voided ? { voided: row.voided } : {}),
    ...(row.settled_at ? { settledAt: row.settled_at.getTime() } : {}),
  }
}

export interface SeatRow {
  seat_id: number
  player_id: string
  balance_cents: string
}

export function toSeatRecord(row: SeatRow): SeatRecord {
  return {
    seatId: row.seat_id,
    playerId: row.player_id,
    balanceCents: toSafeInteger(row.balance_cents, 'balance_cents'),
  }
}

/** BIGINT arrives as a decimal string; every value the service writes is a safe integer, so anything else is a fault.
 * */
export function toSafeInteger(value: string | number, column: string): number {
  const n = typeof value === 'number' ? value : /^-?\d+$/.test(value) ? Number(value) : Number.NaN
  if (!Number.isSafeInteger(n)) throw new Error(`${column} holds ${value}, which is not a safe integer.`)
  return n
}
