// The instance's queue of bets on their way to place_bet: a bet that finds a statement free and its table idle goes
// at once, alone; the bets that arrive meanwhile go together, many tables to one statement and one commit.

import type pg from 'pg'
import type { PlannedBet } from '../../core/bets.ts'
import type { GameState } from '../../core/game.ts'
import { IDEMPOTENCY_TTL_MS, type IdempotencyClaim } from '../../core/idempotency.ts'
import { sqlState } from './errors.ts'

/** Bets sent in one place_bets statement at most (one subtransaction for all, one each when one is refused: 018). */
const BETS_PER_STATEMENT = 32
/**
 * Statements placing bets that an instance keeps in flight at once, at most; the bets that arrive meanwhile wait for
 * one. The second opens only once the first has been out SECOND_STATEMENT_AFTER_MS: a statement takes a few
 * milliseconds, and the bets that wait for it share the next statement and commit (two at once made batches half as
 * large and cost PostgreSQL a third more CPU a bet); one held longer (a table's row lock taken by a settlement or
 * another instance) must not hold every other table's bets.
 */
const BET_STATEMENTS_IN_FLIGHT = 2
const SECOND_STATEMENT_AFTER_MS = 10

/** What place_bet needs of a bet: the state and plan it was decided on, its key, and when it was planned. */
export interface QueuedBetPlan {
  state: GameState
  planned: PlannedBet
  claim: IdempotencyClaim | undefined
  at: number
}

/** What place_bets answers for each bet, in order (functions/bets.sql): place_bet's answer, or 'stale' or 'retry'. */
export interface PlaceBetRow {
  r_outcome: 'placed' | 'stale' | 'retry' | 'refused'
  r_bet_id: string | null
  r_balance_cents: string | null
  r_event_id: string | null
  r_amount_bet_cents: string | null
  r_at_ms: number | null
  /** 'refused': player protection's refusal (functions/protection.sql), as JSON. */
  r_refusal?: string | null
}

/** A bet waiting in the instance's queue: its table, what place_bet needs, and its caller's answer. */
interface QueuedBet {
  tableId: number
  bet: QueuedBetPlan
  resolve: (row: PlaceBetRow) => void
  reject: (err: unknown) => void
}

/** What place_bets answers for a bet that place_bet refuses by raising (HO409: stale; 40001: a key stored meanwhile).
 * */
const LONE_BET_OUTCOMES: Record<string, PlaceBetRow['r_outcome'] | undefined> = {
  HO409: 'stale',
  '40001': 'retry',
  HO403: 'refused',
}

/** A bet's arguments to place_bet after the table's id, in order (place_bets takes each, and the ids, as arrays). */
export function placeBetValues({ state, planned, claim, at }: QueuedBetPlan): unknown[] {
  return [
    state,
    planned.gameId,
    planned.bettingStage,
    planned.handIndex,
    planned.playerId,
    planned.seatId,
    String(planned.stakeCents),
    String(planned.recordedOddsTenths),
    claim?.key ?? null,
    claim?.fingerprint ?? null,
    new Date(at),
    new Date(at - IDEMPOTENCY_TTL_MS),
  ]
}

/**
 * The bets waiting to be placed while no statement placing bets is free on this instance (see
 * BET_STATEMENTS_IN_FLIGHT), or while a statement with a bet of their table is in flight (its row lock would hold
 * them anyway). Bets sent together share one statement and one commit (place_bets): at one table the row lock
 * took bets one by one, each until its commit was on disk, and every bet cost a statement and a commit. A bet that
 * finds a statement free and its table idle goes at once, alone.
 */
export function createBetQueue(pool: pg.Pool): (tableId: number, bet: QueuedBetPlan) => Promise<PlaceBetRow> {
  const betQueue: QueuedBet[] = []
  const tablesInFlight = new Set<number>()
  /** The statements in flight, oldest first: when each was sent (performance.now()). */
  const statements = new Set<{ sentAt: number }>()
  let secondStatementTimer: NodeJS.Timeout | undefined

  /** Whether another statement may go now; when only time stands in the way, sendQueued runs again once it has passed.
   * */
  function statementFree(): boolean {
    if (statements.size === 0) return true
    if (statements.size >= BET_STATEMENTS_IN_FLIGHT) return false
    const waited = performance.now() - statements.values().next().value!.sentAt
    if (waited >= SECOND_STATEMENT_AFTER_MS) return true
    if (secondStatementTimer === undefined) {
      secondStatementTimer = setTimeout(() => {
        secondStatementTimer = undefined
        sendQueued()
      }, SECOND_STATEMENT_AFTER_MS - waited).unref()
    }
    return false
  }

  /** Sends the waiting bets of idle tables, up to BETS_PER_STATEMENT a statement, while statements are free. */
  function sendQueued(): void {
    while (betQueue.length > 0 && statementFree()) {
      const batch: QueuedBet[] = []
      const waiting: QueuedBet[] = []
      for (const queued of betQueue) {
        if (batch.length < BETS_PER_STATEMENT && !tablesInFlight.has(queued.tableId)) batch.push(queued)
        else waiting.push(queued)
      }
      if (batch.length === 0) return
      betQueue.splice(0, betQueue.length, ...waiting)
      void sendBets(batch)
    }
  }

  async function sendBets(bets: QueuedBet[]): Promise<void> {
    // In the order of their tables: two statements (of two instances) lock the tables they share in the same order.
    const batch = bets.sort((x, y) => x.tableId - y.tableId)
    const tables = new Set(batch.map((b) => b.tableId))
    const statement = { sentAt: performance.now() }
    statements.add(statement)
    for (const tableId of tables) tablesInFlight.add(tableId)
    try {
      // A lone bet skips place_bets' loop and subtransaction: place_bet raises what place_bets would answer.
      const lone = batch.length === 1
      const values = batch.map((q) => [q.tableId, ...placeBetValues(q.bet)])
      const { rows } = await pool.query<PlaceBetRow>({
        name: lone ? 'place_bet' : 'place_bets',
        text: `SELECT * FROM ${lone ? 'place_bet' : 'place_bets'}($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12,
          $13)`,
        values: lone ? values[0] : values[0].map((_, column) => values.map((bet) => bet[column])),
      })
      batch.forEach((b, i) => b.resolve(rows[i]))
    } catch (err) {
      const outcome = batch.length === 1 ? LONE_BET_OUTCOMES[sqlState(err) ?? ''] : undefined
      for (const b of batch) {
        const refusal = outcome === 'refused' ? ((err as { detail?: string }).detail ?? null) : null
        if (outcome)
          b.resolve({
            r_outcome: outcome,
            r_bet_id: null,
            r_balance_cents: null,
            r_event_id: null,
            r_amount_bet_cents: null,
            r_at_ms: null,
            r_refusal: refusal,
          })
        else b.reject(err)
      }
    } finally {
      statements.delete(statement)
      for (const tableId of tables) tablesInFlight.delete(tableId)
      sendQueued()
    }
  }

  return (tableId, bet) =>
    new Promise((resolve, reject) => {
      betQueue.push({ tableId, bet, resolve, reject })
      sendQueued()
    })
}
