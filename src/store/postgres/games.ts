// Games and stages on PostgreSQL: a game started and moved one stage at a time under the table's row lock (the
// database's clock judging the clock's steps), settled in the step into the river; players ready; the steps owed.

import type pg from 'pg'
import { voidAuditRow } from '../../core/audit.ts'
import { planVoid } from '../../core/bets.ts'
import { DomainError } from '../../core/errors.ts'
import { type GameState, nextStateOf } from '../../core/game.ts'
import { dueStep, planReady, stageEndsAtOf } from '../../core/live.ts'
import { compactPanels } from '../../core/panel-counts.ts'
import type { SeatRecord } from '../../core/seating.ts'
import { assertTableEnabled } from '../../core/switches.ts'
import type { GameStore } from '../../ports/game-store.ts'
import type { TableRecord } from '../../ports/table-store.ts'
import { insertAudit } from './audit.ts'
import type { PgContext, Transactions } from './connection.ts'
import { type EventLog, type EventRowToKeep, keepNumberedEventSql } from './event-log.ts'
import type { GameBets } from './game-bets.ts'
import { SEATED_SELF_EXCLUDED } from './protection-checks.ts'
import { readBets, readGame, readSeats, readTable } from './reads.ts'
import {
  enterStateSql,
  GAME_COLUMNS,
  type GameJson,
  type GameRow,
  gameJsonSql,
  gameOf,
  NOW_MS,
  SEATS_JSON,
  type SeatRow,
  settingsOf,
  TABLE_COLUMNS,
  type TableRow,
  toSafeInteger,
  toSeatRecord,
} from './rows.ts'
import { type PlannedSettlement, planSettlement, writeRefunds } from './settlement.ts'
import { cashOut, clockedOf, lockExistingTable, lockRow, lockTable } from './tables.ts'
import { type PlannedCredits, planCredits, rollBackStakes } from './wallet.ts'

function notDue(): DomainError {
  return new DomainError('NOT_DUE', 'The clock owes this table no step now.')
}

function stateChanged(current: GameState, expected: GameState): DomainError {
  return new DomainError(
    'STATE_CHANGED',
    `The table is in ${current}, not ${expected}: it has moved on; reload the state and advance from ${current}.`,
  )
}

const ENTER_STATE = `UPDATE tables SET ${enterStateSql('$2', '$5')}, current_game_id = $3, games_started = COALESCE($4,
  games_started)
  WHERE table_id = $1 RETURNING event_seq, ${NOW_MS} AS now_ms`

/** A step's new deadline (stageEndsAtOf at the step's clock) and its event's row, rendered before it is numbered. */
interface StepWrite {
  endsAt: number | undefined
  event: EventRowToKeep
}

/** Where a step takes a locked table: its new state at the database's clock, and what else changes with it. */
interface EnterOptions {
  tableId: number
  /** The table's row as locked. */
  row: TableRow
  state: GameState
  /** The database's clock at the step, ms since the epoch. */
  nowMs: number
  /** The game in progress after the step (null at SETUP). */
  gameId: number | null
  /** Seats of a table whose row has no number of seats (TABLE_SEATS). */
  defaultSeats: number
  /** Games started, when a game starts. */
  gamesStarted?: number
  /** The deadline the step computed and its event's row, kept by the same statement. */
  step?: StepWrite
}

/**
 * Moves the locked table into `state` at the database's `nowMs` (its deadline by the clock, nobody ready) and
 * numbers the change: answers its event number and the clock when numbered (the event's time). With `step`
 * (the deadline the step computed and its event's row), the same statement keeps the event under that number and time.
 */
async function enter(
  client: pg.PoolClient,
  { tableId, row, state, nowMs, gameId, defaultSeats, gamesStarted, step }: EnterOptions,
): Promise<{ eventId: number; atMs: number }> {
  const endsAt = step ? step.endsAt : stageEndsAtOf(settingsOf(row, defaultSeats), state, nowMs)
  const values = [tableId, state, gameId, gamesStarted ?? null, endsAt ?? null]
  const numbered = await client.query<{ event_seq: string; now_ms: number }>(
    step
      ? {
          name: 'enter_state_keeping_event',
          text: `WITH entered AS (${ENTER_STATE}), kept AS (${keepNumberedEventSql('entered', '$6', '$7', '$8')})
            SELECT event_seq, now_ms FROM entered`,
          values: [...values, step.event.type, step.event.view, step.event.settledGame],
        }
      : { name: 'enter_state', text: ENTER_STATE, values },
  )
  return {
    eventId: toSafeInteger(numbered.rows[0].event_seq, 'event_seq'),
    atMs: Number(numbered.rows[0].now_ms),
  }
}

/** Game and seats under the table's lock, with which seated players are self-excluded now (the river cashes them out).
 * */
interface StepRead {
  game_json: GameJson | null
  seats_json: SeatRow[]
  excluded: string[]
}

/**
 * Locks the table's row for a step and, in the same statement, reads its game and seats and which seated players are
 * self-excluded. The statement's reads see the database as it started; the lock, the row as it is now. Every change
 * of a table's seats or game updates its row under this lock (numbering an event), and so does a self-exclusion of a
 * player seated at it (touchSeatedTables), so when the row version the statement saw is the locked one, nothing it
 * read has changed since (`unchanged`); otherwise it waited on such a change, and the step reads them again
 * (readForStep).
 */
async function lockForStep(
  client: pg.PoolClient,
  tableId: number,
): Promise<(TableRow & StepRead & { now_ms: number; unchanged: boolean | null }) | undefined> {
  const result = await client.query<TableRow & StepRead & { now_ms: number; unchanged: boolean | null }>({
    name: 'lock_for_step',
    text: `WITH locked AS (SELECT ${TABLE_COLUMNS}, current_game_started_at, xmin AS locked_version FROM tables
       WHERE table_id = $1 FOR UPDATE)
     SELECT locked.*, ${NOW_MS} AS now_ms, (SELECT t.xmin FROM tables t WHERE t.table_id = $1) = locked.locked_version
     AS unchanged,
       ${gameJsonSql('locked.current_game_id', 'locked.current_game_started_at')} AS game_json,
       ${SEATS_JSON} AS seats_json, ${SEATED_SELF_EXCLUDED} AS excluded
     FROM locked`,
    values: [tableId],
  })
  return result.rows[0]
}

/** Game and seats read under the table's lock (the step's lock read them before a change it then waited on). */
async function readForStep(client: pg.PoolClient, tableId: number, gameId: number | null): Promise<StepRead> {
  const read = await client.query<StepRead>({
    name: 'read_for_step',
    text: `SELECT ${gameJsonSql('$2')} AS game_json, ${SEATS_JSON} AS seats_json, ${SEATED_SELF_EXCLUDED} AS excluded`,
    values: [tableId, gameId],
  })
  return read.rows[0]
}

export function createPgGames(ctx: PgContext, db: Transactions, events: EventLog, gameBets: GameBets): GameStore {
  const { defaultSeats } = ctx
  return {
    startGame: async (tableId, game, defaults, _owner, options = {}) => {
      const record = await db.write('starting a game', async (client) => {
        const { row } = await lockTable(client, tableId, defaults, defaultSeats)
        if (row.game_state !== 'STATUS_SETUP' || row.games_started !== game.nonce - 1)
          throw stateChanged(row.game_state, 'STATUS_SETUP')
        assertTableEnabled(tableId, row.disabled_json ?? undefined, 'start a game')
        const nowMs = Number(row.now_ms)
        // Kept as its counts when they read back as these panels at the table's target (core/panel-counts.ts).
        const counts = compactPanels(game.pricing, row.target_rtp_bp, game.hands, game.board)
        if (options.due && dueStep(await clockedOf(client, tableId, row, defaultSeats), nowMs) !== 'STATUS_SETUP')
          throw notDue()
        // The table's row keeps its current game's start: the reads of the game in play name its month (035).
        await client.query(
          `WITH started AS (INSERT INTO games (table_id, game_id, nonce, server_seed, server_seed_hash, client_seed,
              hands, board, pricing, counts, started_at, bets_after)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, last_bet_id()) RETURNING started_at)
           UPDATE tables SET current_game_started_at = started.started_at FROM started WHERE table_id = $1`,
          [
            tableId,
            game.gameId,
            game.nonce,
            game.serverSeed,
            game.serverSeedHash,
            game.clientSeed,
            JSON.stringify(game.hands),
            JSON.stringify(game.board),
            counts ? null : JSON.stringify(game.pricing),
            counts ? JSON.stringify(counts) : null,
            game.startedAt,
          ],
        )
        const { eventId, atMs } = await enter(client, {
          tableId,
          row,
          state: 'STATUS_HOLE',
          nowMs,
          gameId: game.gameId,
          defaultSeats,
          gamesStarted: game.nonce,
        })
        const record = (await readTable(client, tableId, defaultSeats))!
        await events.keepEvent(client, tableId, eventId, atMs, { type: 'stage', table: record })
        return record
      })
      gameBets.keep(tableId, game.gameId, record.eventId, record.bets)
      return record
    },

    advanceGame: async (tableId, from, options = {}) => {
      const record = await db.write('advancing a game', async (client) => {
        // The row lock orders this step after, or before, every bet and every other advance of the table: of any
        // number of concurrent advances from the same state one moves the table, and settlement runs once.
        const row = await lockForStep(client, tableId)
        if (!row) {
          options.check?.(undefined)
          throw stateChanged('STATUS_SETUP', from)
        }
        const nowMs = Number(row.now_ms)
        const settings = settingsOf(row, defaultSeats)
        const next = nextStateOf(from, settings)
        // Game and seats as the lock's statement read them, unless it read them before a change it then waited on
        // (read again, under the lock); the game's bets (unless this instance knows them as of this event) as rows.
        const read = row.unchanged === true ? row : await readForStep(client, tableId, row.current_game_id)
        const { game_json: gameJson, seats_json: seatsJson } = read
        let seats = seatsJson.map(toSeatRecord)
        options.check?.({ state: row.game_state, gamesStarted: row.games_started, seats, settings })
        if (row.game_state !== from) throw stateChanged(row.game_state, from)
        let game = gameJson ? gameOf({ ...gameJson, started_at: new Date(Math.round(gameJson.started_ms)) }) : undefined
        let bets = game
          ? (gameBets.current(tableId, game.gameId, toSafeInteger(row.event_seq, 'event_seq')) ??
            (await readBets(client, tableId, game.gameId, game.startedAt)))
          : []
        if (options.due) {
          const clocked = {
            settings,
            state: row.game_state,
            seats,
            ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Number(row.stage_ends_ms) }),
            ready: row.ready_players,
          }
          if (dueStep(clocked, nowMs) !== from) throw notDue()
        }
        let { gamesPlayed, amountPaidOutCents } = {
          gamesPlayed: row.games_played,
          amountPaidOutCents: toSafeInteger(row.amount_paid_out_cents, 'amount_paid_out_cents'),
        }
        // The step into the river settles the game, written with the step in one statement; a self-excluded player's
        // seat (as paid) goes back to their account after it.
        let settlement: PlannedSettlement | undefined
        let cashedOut: SeatRecord[] = []
        let credits: PlannedCredits | undefined
        if (next === 'STATUS_RIVER') {
          const settledAt = nowMs
          settlement = planSettlement(tableId, game!, bets, seats, settledAt, ctx.largeWinCents)
          const excluded = new Set(read.excluded)
          let paid = settlement.seats
          if (ctx.seamless) {
            credits = planCredits(tableId, game!.gameId, bets, paid)
            paid = credits.seats
          }
          cashedOut = paid.filter((s) => excluded.has(s.playerId))
          game = { ...game!, settledAt }
          bets = settlement.bets
          seats = paid.filter((s) => !excluded.has(s.playerId))
          gamesPlayed += 1
          amountPaidOutCents += settlement.paidCents
        }
        // The table as it now is, from what this transaction read and wrote, with the number and deadline the step
        // gives it (the table's next event under its lock; the deadline by the clock as enter sets it): its event is
        // rendered from it and kept by the statement that moves the table.
        const endsAt = stageEndsAtOf(settings, next, nowMs)
        const stageEndsAt = endsAt === undefined ? undefined : Math.round(endsAt)
        const record: TableRecord = {
          tableId,
          settings,
          state: next,
          ...(game && next !== 'STATUS_SETUP' ? { game } : {}),
          gamesStarted: row.games_started,
          seats,
          bets: next === 'STATUS_SETUP' ? [] : bets,
          totals: {
            gamesPlayed,
            amountBetCents: toSafeInteger(row.amount_bet_cents, 'amount_bet_cents'),
            amountPaidOutCents,
          },
          ...(stageEndsAt === undefined ? {} : { stageEndsAt }),
          ready: [],
          eventId: toSafeInteger(row.event_seq, 'event_seq') + 1,
        }
        const step: StepWrite = { endsAt, event: events.eventRow({ type: 'stage', table: record }, nowMs) }
        const { eventId } = settlement
          ? await settlement.write(client, step)
          : await enter(client, {
              tableId,
              row,
              state: next,
              nowMs,
              gameId: next === 'STATUS_SETUP' ? null : row.current_game_id,
              defaultSeats,
              step,
            })
        if (eventId !== record.eventId)
          throw new Error(`table ${tableId} was numbered ${eventId} under its lock, not ${record.eventId}`)
        await events.kept(client, tableId, eventId)
        await credits?.write(client, new Date(nowMs).toISOString())
        for (const seat of cashedOut) await cashOut(client, tableId, seat, new Date(nowMs), ctx.seamless)
        return record
      })
      // Committed: the bets as of its event, for the next step (none once the game is over).
      if (record.game && record.state !== 'STATUS_SETUP')
        gameBets.keep(tableId, record.game.gameId, record.eventId, record.bets)
      else gameBets.forget(tableId)
      return record
    },

    markReady: async (tableId, request) => {
      let ready = false
      const record = await db.write('marking a player ready', async (client) => {
        const row = await lockExistingTable(client, tableId)
        ready = planReady(await clockedOf(client, tableId, row, defaultSeats), request, Number(row.now_ms))
        if (ready) {
          await client.query('UPDATE tables SET ready_players = array_append(ready_players, $2) WHERE table_id = $1', [
            tableId,
            request.playerId,
          ])
          await events.emit(client, tableId, (head) => ({ type: 'ready', seats: head.seats, ready: head.ready }))
        }
        return (await readTable(client, tableId, defaultSeats))!
      })
      // Committed: its one event (the table's event now) changed no bet.
      if (ready) gameBets.unchanged(tableId, record.eventId)
      return record
    },

    dueTables: (limit) =>
      db.read('finding tables the clock owes a step', async (pool) => {
        const result = await pool.query<{ table_id: number; game_state: GameState }>(
          `SELECT t.table_id, t.game_state FROM tables t
           WHERE t.mode = 'AUTO' AND (
             (t.game_state = 'STATUS_SETUP' AND EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.table_id)
               AND t.disabled IS NULL AND (SELECT g.disabled FROM gaming_switch g) IS NULL)
             OR (t.stage_ends_at IS NOT NULL AND t.stage_ends_at <= clock_timestamp())
             OR (t.game_state IN ('STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN') AND cardinality(t.ready_players) > 0
                 AND NOT EXISTS (SELECT 1 FROM seats s WHERE s.table_id = t.table_id AND NOT (s.player_id = ANY
                 (t.ready_players)))))
           LIMIT $1`,
          [limit],
        )
        return result.rows.map((r) => ({ tableId: r.table_id, from: r.game_state }))
      }),

    getGame: (tableId, gameId) => db.read('reading a game', (pool) => readGame(pool, tableId, gameId)),

    voidGame: async (tableId, gameId, by) => {
      const voided = await db.write('voiding a game', async (client) => {
        const row = await lockRow(client, tableId)
        if (!row) throw new DomainError('GAME_NOT_FOUND', `Table ${tableId} has no game ${gameId}.`)
        const nowMs = Number(row.now_ms)
        const table = {
          state: row.game_state,
          gamesStarted: row.games_started,
          ...(row.current_game_id === null ? {} : { gameId: row.current_game_id }),
        }
        const bets = await readBets(client, tableId, gameId)
        const refunds = planVoid({ ...table, seats: await readSeats(client, tableId) }, tableId, gameId, bets)
        await writeRefunds(client, tableId, refunds, new Date(nowMs).toISOString())
        if (ctx.seamless)
          await rollBackStakes(client, tableId, refunds.bets, refunds.seats, new Date(nowMs).toISOString())
        const voided = refunds.bets
        const marked = await client.query<GameRow>(
          `UPDATE games SET voided = $3, bets_through = coalesce(bets_through, last_bet_id()) WHERE table_id = $1 AND
            game_id = $2 RETURNING ${GAME_COLUMNS}`,
          [tableId, gameId, JSON.stringify({ reason: by.reason, actor: by.actor, at: nowMs })],
        )
        // A game over: everyone who bet on it has it in their list of games.
        await client.query(
          `INSERT INTO player_games (player_id, started_at, table_id, game_id)
           SELECT p, g.started_at, g.table_id, g.game_id FROM games g CROSS JOIN unnest($3::text[]) AS p
            WHERE g.table_id = $1 AND g.game_id = $2
           ON CONFLICT DO NOTHING`,
          [tableId, gameId, [...new Set(bets.map((bet) => bet.playerId))]],
        )
        await insertAudit(client, [voidAuditRow(tableId, gameId, row.game_state, voided, by)])
        const { eventId, atMs } = await enter(client, {
          tableId,
          row,
          state: 'STATUS_SETUP',
          nowMs,
          gameId: null,
          defaultSeats,
        })
        const record = (await readTable(client, tableId, defaultSeats))!
        await events.keepEvent(client, tableId, eventId, atMs, { type: 'stage', table: record })
        const left = new Map(voided.map((bet) => [bet.betId, bet]))
        return {
          table: record,
          voided,
          game: gameOf(marked.rows[0]),
          bets: bets.map((bet) => left.get(bet.betId) ?? bet),
        }
      })
      gameBets.forget(tableId)
      return voided
    },
  }
}
