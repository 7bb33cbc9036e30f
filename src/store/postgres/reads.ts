// Reads across the aggregates, on a pool or inside a transaction: a table's seats, its head (row and seats in one
// statement), its game and that game's bets, and the whole table as the port hands it out.

import type { Bet } from '../../core/bets.ts'
import type { Game } from '../../core/game.ts'
import type { SeatRecord } from '../../core/seating.ts'
import type { TableHead, TableRecord } from '../../ports/table-store.ts'
import type { Queryable } from './connection.ts'
import type { GameBets } from './game-bets.ts'
import {
  BET_COLUMNS,
  type BetRow,
  betOf,
  GAME_COLUMNS,
  type GameRow,
  gameOf,
  SEATS_JSON,
  type SeatRow,
  settingsOf,
  TABLE_COLUMNS,
  type TableRow,
  toSafeInteger,
  toSeatRecord,
} from './rows.ts'

export async function readSeats(client: Queryable, tableId: number): Promise<SeatRecord[]> {
  const result = await client.query<SeatRow>(
    'SELECT seat_id, player_id, balance_cents FROM seats WHERE table_id = $1 ORDER BY seat_id',
    [tableId],
  )
  return result.rows.map(toSeatRecord)
}

/**
 * Table `tableId`'s game `gameId`: the table's current game from its month alone (its start is on the table's row),
 * another from every month kept (games are partitioned by month, migration 035). One snapshot answers both parts.
 */
export async function readGame(client: Queryable, tableId: number, gameId: number): Promise<Game | undefined> {
  const result = await client.query<GameRow>({
    name: 'read_game',
    text: `SELECT ${GAME_COLUMNS} FROM games WHERE table_id = $1 AND game_id = $2 AND started_at =
        (SELECT current_game_started_at FROM tables WHERE table_id = $1 AND current_game_id = $2)
      UNION ALL
      SELECT ${GAME_COLUMNS} FROM games WHERE table_id = $1 AND game_id = $2 AND NOT EXISTS
        (SELECT 1 FROM tables WHERE table_id = $1 AND current_game_id = $2 AND current_game_started_at IS NOT NULL)`,
    values: [tableId, gameId],
  })
  return result.rows[0] ? gameOf(result.rows[0]) : undefined
}

/** The table's row and seats in one statement: the table without its game and bets. */
export async function readHead(
  client: Queryable,
  tableId: number,
  defaultSeats: number,
): Promise<TableHead | undefined> {
  const result = await client.query<TableRow & { seats_json: SeatRow[] }>({
    name: 'read_head',
    text: `SELECT ${TABLE_COLUMNS}, ${SEATS_JSON} AS seats_json FROM tables WHERE table_id = $1`,
    values: [tableId],
  })
  const row = result.rows[0]
  return row ? headOf(tableId, row, defaultSeats) : undefined
}

/** A table's head from its row with its seats (SEATS_JSON). */
export function headOf(tableId: number, row: TableRow & { seats_json: SeatRow[] }, defaultSeats: number): TableHead {
  return {
    tableId,
    settings: settingsOf(row, defaultSeats),
    state: row.game_state,
    ...(row.current_game_id === null ? {} : { gameId: row.current_game_id }),
    gamesStarted: row.games_started,
    seats: row.seats_json.map(toSeatRecord),
    totals: {
      gamesPlayed: row.games_played,
      amountBetCents: toSafeInteger(row.amount_bet_cents, 'amount_bet_cents'),
      amountPaidOutCents: toSafeInteger(row.amount_paid_out_cents, 'amount_paid_out_cents'),
    },
    ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Math.round(Number(row.stage_ends_ms)) }),
    ready: row.ready_players,
    eventId: toSafeInteger(row.event_seq, 'event_seq'),
    ...(row.disabled_json ? { disabled: row.disabled_json } : {}),
  }
}

/** The whole table; its game's bets from `known` when known as of the event the table's row was read at. */
export async function readTable(
  client: Queryable,
  tableId: number,
  defaultSeats: number,
  known?: GameBets,
): Promise<TableRecord | undefined> {
  const head = await readHead(client, tableId, defaultSeats)
  return head ? withGameAndBets(client, head, known) : undefined
}

/** The whole table from its head: the game in progress and its bets (from `known` when it knows them as of the head).
 * */
export async function withGameAndBets(
  client: Queryable,
  { gameId, ...rest }: TableHead,
  known?: GameBets,
): Promise<TableRecord> {
  const game = gameId === undefined ? undefined : await readGame(client, rest.tableId, gameId)
  const bets = game
    ? (known?.current(rest.tableId, game.gameId, rest.eventId) ??
      (await readBets(client, rest.tableId, game.gameId, game.startedAt)))
    : []
  return { ...rest, ...(game ? { game } : {}), bets }
}

/** A game's bets; `startedAt`, the game's start when known, names its month. */
export async function readBets(client: Queryable, tableId: number, gameId: number, startedAt?: string): Promise<Bet[]> {
  const result = await client.query<BetRow>({
    name: 'read_bets',
    text: `SELECT ${BET_COLUMNS} FROM game_bets($1, $2, $3) ORDER BY bet_id`,
    values: [tableId, gameId, startedAt ?? null],
  })
  return result.rows.map(betOf)
}
