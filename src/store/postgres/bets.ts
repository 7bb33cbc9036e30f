// Bets on PostgreSQL: planned by the core rule from what this instance last saw of the table (or a fresh read), placed
// by place_bet, which checks the plan still holds under the table's row lock before it writes; cancels in a
// transaction of their own; a game's bets read.

import { type Bet, type BetRequest, type PlannedBet, planBet, planCancel } from '../../core/bets.ts'
import { DomainError, isDomainError } from '../../core/errors.ts'
import type { Game, GameState } from '../../core/game.ts'
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../../core/idempotency.ts'
import type { SeatRecord } from '../../core/seating.ts'
import type { BetResult, BetStore } from '../../ports/bet-store.ts'
import { createBetQueue, type PlaceBetRow, placeBetValues, type QueuedBetPlan } from './bet-queue.ts'
import type { PgContext, Transactions } from './connection.ts'
import { type Attempt, retrying, sqlState } from './errors.ts'
import type { EventLog } from './event-log.ts'
import type { GameBets } from './game-bets.ts'
import { refusalOf } from './protection-checks.ts'
import { readBets, readGame, readSeats } from './reads.ts'
import {
  BET_COLUMNS,
  type BetRow,
  betOf,
  type GameJson,
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
import { writeRefunds } from './settlement.ts'
import { lockExistingTable } from './tables.ts'
import { rollBackStakes } from './wallet.ts'

/** Tables whose current game, and whose row and seats as last read, a store remembers for bets. */
const GAME_CACHE_MAX = 10_000

/** A remembered answer to an Idempotency-Key: the reference (bet id) and the balance answered. */
interface StoredAnswer {
  fingerprint: string
  ref: string
  balance_cents: string
}

/** Sets `key` in `map` as its newest entry, dropping the oldest beyond GAME_CACHE_MAX (one entry a table). */
function keepNewest<V>(map: Map<number, V>, key: number, value: V): void {
  map.delete(key)
  map.set(key, value)
  if (map.size > GAME_CACHE_MAX) map.delete(map.keys().next().value!)
}

export function createPgBets(ctx: PgContext, db: Transactions, events: EventLog, gameBets: GameBets): BetStore {
  const { pool, defaultSeats, maxAttempts } = ctx
  const placeQueued = createBetQueue(pool)

  /** The latest game read for each table (a game never changes once started): a bet's read skips it while it is
   * current. */
  const gameCache = new Map<number, Game>()

  /**
   * What a bet is planned from, read in one statement without a lock (one snapshot): the table's row with the
   * database's clock, its game (unless the cached one is current), its seats, and the live answer to the bet's
   * Idempotency-Key, if any. NOT_SEATED when nobody ever used the table.
   */
  async function readForBet(
    tableId: number,
    claim: IdempotencyClaim | undefined,
    at: number,
  ): Promise<{ row: TableRow & { now_ms: number }; game?: Game; seats: SeatRecord[]; answer?: StoredAnswer }> {
    const cached = gameCache.get(tableId)
    const result = await pool.query<
      TableRow & { now_ms: number; game_json: GameJson | null; seats_json: SeatRow[]; answer_json: StoredAnswer | null }
    >({
      // Prepared once per connection: planned once, not on every bet.
      name: 'read_for_bet',
      text: `SELECT ${TABLE_COLUMNS}, ${NOW_MS} AS now_ms,
         CASE WHEN t.current_game_id IS DISTINCT FROM $2::int THEN
           ${gameJsonSql('t.current_game_id', 't.current_game_started_at')} END AS game_json,
         ${SEATS_JSON} AS seats_json,
         (SELECT json_build_object('fingerprint', k.fingerprint, 'ref', k.bet_id::text, 'balance_cents',
         k.balance_cents::text)
            FROM bet_idempotency_keys k WHERE k.key = $3 AND k.created_at > $4) AS answer_json
       FROM tables t WHERE t.table_id = $1`,
      values: [tableId, cached?.gameId ?? null, claim?.key ?? null, new Date(at - IDEMPOTENCY_TTL_MS)],
    })
    const row = result.rows[0]
    if (!row) throw new DomainError('NOT_SEATED', 'Nobody is seated at this table.')
    let game: Game | undefined
    if (row.game_json) {
      game = gameOf({ ...row.game_json, started_at: new Date(Math.round(row.game_json.started_ms)) })
      keepNewest(gameCache, tableId, game)
    } else if (row.current_game_id !== null) {
      game = cached
    }
    return {
      row,
      ...(game ? { game } : {}),
      seats: row.seats_json.map(toSeatRecord),
      ...(row.answer_json ? { answer: row.answer_json } : {}),
    }
  }

  /** The first answer to a bet's Idempotency-Key: the bet as it now is and the balance answered then. */
  async function answerFor(answer: StoredAnswer, claim: IdempotencyClaim): Promise<{ bet: Bet; balanceCents: number }> {
    if (answer.fingerprint !== claim.fingerprint)
      throw new DomainError('IDEMPOTENCY_KEY_REUSED', 'Idempotency-Key was already used with a different request.')
    const bet = (await pool.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE bet_id = $1`, [answer.ref])).rows.map(
      betOf,
    )[0]
    return { bet, balanceCents: toSafeInteger(answer.balance_cents, 'balance_cents') }
  }

  /**
   * What this instance last saw of each table a bet was placed at (its row and seats, the balance of a seat as its
   * last bet here left it): the next bet is planned from it without a read. Only ever a proposal: place_bet checks
   * it under the table's lock, and anything it would refuse is decided again from a fresh read.
   */
  const betViews = new Map<number, { row: TableRow & { now_ms: number }; seats: SeatRecord[]; readAt: number }>()

  function rememberBalance(tableId: number, seatId: number, playerId: string, balanceCents: number): void {
    const view = betViews.get(tableId)
    if (view)
      view.seats = view.seats.map((seat) =>
        seat.seatId === seatId && seat.playerId === playerId ? { ...seat, balanceCents } : seat,
      )
  }

  /** Core planBet on a table as read (its row, game and seats) at `nowMs`. */
  function planFrom(
    row: TableRow,
    game: Game | undefined,
    seats: SeatRecord[],
    request: BetRequest,
    nowMs: number,
  ): PlannedBet {
    const stageEndsAt = row.stage_ends_ms === null ? undefined : Number(row.stage_ends_ms)
    return planBet(
      {
        state: row.game_state,
        game,
        seats,
        settings: settingsOf(row, defaultSeats),
        ...(stageEndsAt === undefined ? {} : { stageEndsAt }),
      },
      request,
      nowMs,
    )
  }

  /**
   * The bet planned from what this instance last saw of the table, when that plan is a bet (never a refusal): judged
   * at the database's clock as that read saw it, moved on by the monotonic time since (place_bet judges it again).
   */
  function planFromView(tableId: number, request: BetRequest): { state: GameState; planned: PlannedBet } | undefined {
    const view = betViews.get(tableId)
    const game = gameCache.get(tableId)
    if (!view || !game || view.row.current_game_id !== game.gameId) return undefined
    try {
      const nowMs = Number(view.row.now_ms) + (performance.now() - view.readAt)
      return { state: view.row.game_state, planned: planFrom(view.row, game, view.seats, request, nowMs) }
    } catch (err) {
      if (isDomainError(err)) return undefined
      throw err
    }
  }

  /**
   * Places a bet by `send`, the one statement that checks its plan under the table's row lock and writes it: planned
   * from what this instance last saw of the table when it has (one round trip), else from a read without a lock and
   * core planBet (two). When the table or seat moved on, nothing of the bet was written: it is read and planned again
   * (so a bet after the stage closed is refused by planBet); a refusal is only ever decided from a fresh read. The
   * answered balance is the seat's after the stake, or `walletBalanceCents` when the stake came from the wallet.
   */
  function placePlanned(
    tableId: number,
    request: BetRequest,
    send: (plan: QueuedBetPlan) => Promise<PlaceBetRow>,
    walletBalanceCents?: number,
  ): Promise<BetResult> {
    const claim = request.idempotency
    let fromView = true
    return retrying('placing a bet', maxAttempts, async (): Promise<Attempt<BetResult>> => {
      const at = ctx.idempotencyClock()
      const remembered = fromView ? planFromView(tableId, request) : undefined
      fromView = false
      let state: GameState
      let planned: PlannedBet
      if (remembered) {
        ;({ state, planned } = remembered)
      } else {
        const snapshot = await readForBet(tableId, claim, at)
        if (snapshot.answer) return { done: await answerFor(snapshot.answer, claim!) }
        const { row, game, seats } = snapshot
        keepNewest(betViews, tableId, { row, seats, readAt: performance.now() })
        state = row.game_state
        planned = planFrom(row, game, seats, request, Number(row.now_ms))
      }
      const placed = await send({ state, planned, claim, at })
      if (placed.r_outcome === 'placed') {
        const eventId = toSafeInteger(placed.r_event_id!, 'event_id')
        let balanceCents = walletBalanceCents
        if (balanceCents === undefined) {
          balanceCents = toSafeInteger(placed.r_balance_cents!, 'balance_cents')
          rememberBalance(tableId, planned.seatId, planned.playerId, balanceCents)
        }
        const bet: Bet = {
          betId: toSafeInteger(placed.r_bet_id!, 'bet_id'),
          gameId: planned.gameId,
          bettingStage: planned.bettingStage,
          handIndex: planned.handIndex,
          playerId: planned.playerId,
          seatId: planned.seatId,
          stakeCents: planned.stakeCents,
          recordedOddsTenths: planned.recordedOddsTenths,
          status: 'OPEN',
          placedAt: new Date(Number(placed.r_at_ms)).toISOString(),
        }
        gameBets.placed(tableId, eventId, bet)
        // Answered once every instance has been told: a caller's next change is heard after this bet.
        await events.announce(tableId, eventId)
        return { done: { bet, balanceCents } }
      }
      if (placed.r_outcome === 'refused') throw refusalOf(placed.r_refusal, 'bet')
      // 'stale': the table, the seat or the deadline moved on since the read; 'retry': the Idempotency-Key was
      // stored meanwhile. Nothing of the bet was kept: read and plan again (at once when the plan was from a view).
      betViews.delete(tableId)
      if (remembered) return { again: 'free' }
      return { again: placed.r_outcome === 'retry' ? 'backoff' : 'now' }
    })
  }

  /**
   * A bet on a stake the seamless wallet gave (a debit still PENDING), in one statement of its own rather than the
   * queue's batch (place_wallet_bet, functions/wallet.sql): the debit checked under its lock, the stake into the seat
   * (BUY_IN) and out of it as the bet (place_bet, with every check it makes), the debit DONE naming the bet, the key's
   * answer the wallet's balance. Anything refused leaves nothing written and the caller rolls the debit back.
   */
  const sendOnWalletStake =
    (tableId: number, debit: { transactionId: string; balanceCents: number }) =>
    (plan: QueuedBetPlan): Promise<PlaceBetRow> =>
      db.statement('placing a bet on a wallet stake', async (pool) => {
        const placed = (
          await pool
            .query<PlaceBetRow>({
              name: 'place_wallet_bet',
              text: `SELECT * FROM place_wallet_bet($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14, $15)`,
              values: [debit.transactionId, String(debit.balanceCents), tableId, ...placeBetValues(plan)],
            })
            .catch((err: unknown) => {
              // Protection's refusal (HO403), answered as the queue answers it.
              if (sqlState(err) !== 'HO403') throw err
              return { rows: [{ r_outcome: 'refused', r_refusal: (err as { detail?: string }).detail ?? null }] }
            })
        ).rows[0] as PlaceBetRow
        if ((placed.r_outcome as string) === 'lost')
          throw new DomainError(
            'WALLET_UNAVAILABLE',
            'The wallet took too long to answer the stake and it was rolled back; retry with the same Idempotency-Key.',
          )
        return placed
      })

  return {
    async placeBet(tableId, request) {
      db.assertOpen()
      const debit = request.walletDebit
      if (debit) return placePlanned(tableId, request, sendOnWalletStake(tableId, debit), debit.balanceCents)
      return placePlanned(tableId, request, (plan) => placeQueued(tableId, plan))
    },

    async checkBet(tableId, request) {
      db.assertOpen()
      if (planFromView(tableId, request)) return
      const snapshot = await readForBet(tableId, request.idempotency, ctx.idempotencyClock())
      if (snapshot.answer) return
      keepNewest(betViews, tableId, { row: snapshot.row, seats: snapshot.seats, readAt: performance.now() })
      planFrom(snapshot.row, snapshot.game, snapshot.seats, request, Number(snapshot.row.now_ms))
    },

    cancelBet: (tableId, betId, caller, playerId) =>
      db.write('cancelling a bet', async (client) => {
        // What this instance knows of the table's bets: left behind by the cancel, so dropped.
        gameBets.forget(tableId)
        const row = await lockExistingTable(client, tableId)
        const bet = (
          await client.query<BetRow>(`SELECT ${BET_COLUMNS} FROM bets WHERE table_id = $1 AND bet_id = $2`, [
            tableId,
            betId,
          ])
        ).rows.map(betOf)[0]
        if (!bet) throw new DomainError('BET_NOT_FOUND', `Table ${tableId} has no bet ${betId}.`)
        const game = row.current_game_id === null ? undefined : await readGame(client, tableId, row.current_game_id)
        const refunds = planCancel(
          {
            state: row.game_state,
            game,
            ...(row.stage_ends_ms === null ? {} : { stageEndsAt: Number(row.stage_ends_ms) }),
            seats: await readSeats(client, tableId),
          },
          bet,
          caller,
          playerId,
          Number(row.now_ms),
        )
        // Stamped with the database's clock read under the table's lock, as the cancel was judged.
        const at = new Date(Number(row.now_ms)).toISOString()
        await writeRefunds(client, tableId, refunds, at)
        if (ctx.seamless) await rollBackStakes(client, tableId, refunds.bets, refunds.seats, at)
        const [cancelled] = refunds.bets
        const balanceCents = refunds.seats[0].balanceCents - (ctx.seamless ? cancelled.stakeCents : 0)
        await events.emit(client, tableId, (head) => ({
          type: 'bet',
          bet: cancelled,
          seatBalanceCents: balanceCents,
          amountBetCents: head.totals.amountBetCents,
        }))
        return { bet: cancelled, balanceCents }
      }),

    getBets: (tableId, gameId) => db.read('reading bets', (pool) => readBets(pool, tableId, gameId)),
  }
}
