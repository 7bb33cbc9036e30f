// Money a game moves back to seats on PostgreSQL. Settlement: every open bet of a game settled at the step into the
// river, in the step's one statement: each bet's result and payout written on the bet itself, the paid seats'
// balances, one PAYOUT ledger entry per paid seat (naming the game), the table's totals, its new state and the river's
// event. Refunds: a cancel's or a void's stakes back on their seats (writeRefunds).

import type pg from 'pg'
import { largeWinRows } from '../../core/audit.ts'
import { type Bet, openSums, type Refunds, settleGame } from '../../core/bets.ts'
import type { Game } from '../../core/game.ts'
import { rtpDeltas } from '../../core/rtp.ts'
import type { SeatRecord } from '../../core/seating.ts'
import { addLedgerEntries } from './accounts.ts'
import { insertAudit } from './audit.ts'
import { type EventRowToKeep, keepNumberedEventSql } from './event-log.ts'
import { enterStateSql, NOW_MS, toSafeInteger } from './rows.ts'
import { setBalance } from './tables.ts'

/** A game's settlement as the step into the river writes it: computed (core settleGame), then written by `write`. */
export interface PlannedSettlement {
  /** The game's bets as settled, the table's seats as paid, and what was paid in all. */
  bets: Bet[]
  seats: SeatRecord[]
  paidCents: number
  /**
   * Writes it in one statement with the step itself: each bet's result and payout on the bet, the paid seats'
   * balances, one PAYOUT ledger entry per paid seat (naming the game), the game settled, and the table's totals, its
   * new state (RIVER, deadline `endsAt`, nobody ready) and its next event number with `event` kept under it; then
   * audits each seat's return of at least the large-win amount. Answers the event's number and time.
   */
  write(
    client: pg.PoolClient,
    river: { endsAt: number | undefined; event: EventRowToKeep },
  ): Promise<{ eventId: number; atMs: number }>
}

/**
 * Settles every open bet of the game (core settleGame), whatever the number of bets. `bets` and `seats` are the game's
 * bets and the table's seats as read under the table's lock (every writer of either takes it first).
 */
export function planSettlement(
  tableId: number,
  game: Game,
  bets: Bet[],
  seats: SeatRecord[],
  atMs: number,
  largeWinCents: number | null,
): PlannedSettlement {
  const { bets: settledBets, settled, returns } = settleGame(game, bets)
  const balances = new Map(seats.map((seat) => [seat.seatId, seat.balanceCents]))
  for (const { seatId, payoutCents } of returns) balances.set(seatId, balances.get(seatId)! + payoutCents)
  const paidCents = returns.reduce((sum, r) => sum + r.payoutCents, 0)
  // What the settled bets held open: it leaves the table's open stakes and exposure.
  const closed = openSums(settled)
  // Each settled bet's exact chance, recorded on it, and what the game adds to return to player's running totals.
  const chances = settled.map((bet) => game.pricing[bet.bettingStage][bet.handIndex])
  const deltas = rtpDeltas(
    settled.map((bet, i) => ({ ...bet, winOrDraw: chances[i].winOrDraw, boards: chances[i].boards })),
  )
  // Everyone who bet on the game, whatever became of the bet: the game joins their list of games.
  const players = [...new Set(bets.map((bet) => bet.playerId))]
  return {
    bets: settledBets,
    seats: seats.map((seat) => ({ ...seat, balanceCents: balances.get(seat.seatId)! })),
    paidCents,
    async write(client, { endsAt, event }) {
      // The bets' three lists go as array literals made here in one pass (integers and the two result words need no
      // quoting): the driver would quote and escape each of their thousands of elements one by one.
      const ids = new Array<number>(settled.length)
      const statuses = new Array<'WON' | 'LOST'>(settled.length)
      const payouts = new Array<number>(settled.length)
      const winOrDraws = new Array<number>(settled.length)
      const boards = new Array<number>(settled.length)
      let [lowest, highest] = [0, 0]
      for (let i = 0; i < settled.length; i++) {
        ids[i] = settled[i].betId
        lowest = i === 0 ? ids[i] : Math.min(lowest, ids[i])
        highest = Math.max(highest, ids[i])
        statuses[i] = settled[i].status
        payouts[i] = settled[i].payoutCents
        winOrDraws[i] = chances[i].winOrDraw
        boards[i] = chances[i].boards
      }
      const numbered = await client.query<{ event_seq: string; now_ms: number }>({
        name: 'settle_game',
        text: `WITH results AS (
           UPDATE bets SET status = r.status, payout_cents = r.payout, win_or_draw = r.win_or_draw, boards = r.boards
             FROM unnest($2::bigint[], $3::text[], $4::bigint[], $16::int[], $17::int[])
               AS r(id, status, payout, win_or_draw, boards)
           -- The ids' bounds as parameters: PostgreSQL keeps to their ranges of bets when it plans (migration 031).
           WHERE bets.table_id = $1 AND bets.game_id = $8 AND bets.bet_id = r.id AND bets.bet_id BETWEEN $20 AND $21
         ), listed AS (
           INSERT INTO player_games (player_id, started_at, table_id, game_id)
           SELECT p, $18, $1, $8 FROM unnest($19::text[]) AS p ON CONFLICT DO NOTHING
         ), paid AS (
           UPDATE seats SET balance_cents = r.balance, updated_at = now() FROM unnest($5::int[], $6::bigint[]) AS
           r(seat, balance)
           WHERE seats.table_id = $1 AND seats.seat_id = r.seat
         ), settled AS (
           UPDATE games SET settled_at = $9, bets_through = last_bet_id() WHERE table_id = $1 AND game_id = $8 AND
             started_at = (SELECT current_game_started_at FROM tables WHERE table_id = $1)
         ), entries AS (
           INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id,
           at)
           SELECT $1, e.seat_id, e.player_id, 'PAYOUT', e.amount_cents, e.balance_after_cents, $8, $9
           FROM unnest($5::int[], $10::text[], $11::bigint[], $6::bigint[]) WITH ORDINALITY AS e(seat_id, player_id,
           amount_cents, balance_after_cents, n)
           ORDER BY n
         ), entered AS (
           UPDATE tables SET games_played = games_played + 1, amount_paid_out_cents = amount_paid_out_cents + $7,
           open_stakes_cents = open_stakes_cents - $22, open_exposure_cents = open_exposure_cents - $23,
           ${enterStateSql("'STATUS_RIVER'", '$12')}
           WHERE table_id = $1 RETURNING event_seq, ${NOW_MS} AS now_ms
         ), kept AS (${keepNumberedEventSql('entered', '$13', '$14', '$15')})
         SELECT event_seq, now_ms FROM entered`,
        values: [
          tableId,
          arrayLiteral(ids),
          arrayLiteral(statuses),
          arrayLiteral(payouts),
          returns.map((r) => r.seatId),
          returns.map((r) => String(balances.get(r.seatId))),
          String(paidCents),
          game.gameId,
          new Date(atMs).toISOString(),
          returns.map((r) => r.playerId),
          returns.map((r) => String(r.payoutCents)),
          endsAt ?? null,
          event.type,
          event.view,
          event.settledGame,
          arrayLiteral(winOrDraws),
          arrayLiteral(boards),
          game.startedAt,
          players,
          String(lowest),
          String(highest),
          String(closed.stakesCents),
          String(closed.exposureCents),
        ],
      })
      if (deltas.length > 0) {
        await client.query({
          name: 'settle_rtp',
          text: 'SELECT rtp_add($1, $2::int[], $3::timestamptz[], $4::bigint[], $5::bigint[], $6::bigint[], $7, $8)',
          values: [
            tableId,
            deltas.map((d) => d.bettingStage),
            deltas.map((d) => new Date(d.hourMs).toISOString()),
            deltas.map((d) => d.bets),
            deltas.map((d) => d.stakedCents),
            deltas.map((d) => d.returnedCents),
            deltas.map((d) => d.expectedCents),
            deltas.map((d) => d.varianceCents2),
          ],
        })
      }
      await insertAudit(client, largeWinRows(tableId, game.gameId, returns, largeWinCents))
      return { eventId: toSafeInteger(numbered.rows[0].event_seq, 'event_seq'), atMs: Number(numbered.rows[0].now_ms) }
    },
  }
}

/** A PostgreSQL array literal of safe integers or bet results, none of which needs quoting. */
export function arrayLiteral(values: ReadonlyArray<number | 'WON' | 'LOST'>): string {
  return `{${values.join(',')}}`
}

/**
 * Writes refunds a cancel or a void planned (core Refunds), stamped `at`, in the caller's transaction under the
 * table's lock: each bet's new status, each refunded seat's balance, a BET_CANCEL entry a bet, and the stakes out of
 * the table's amount bet and, with what the bets would have paid, out of its open stakes and exposure (every refunded
 * bet was open). The one refund writer of this store.
 */
export async function writeRefunds(
  client: pg.PoolClient,
  tableId: number,
  refunds: Refunds,
  at: string,
): Promise<void> {
  if (refunds.bets.length === 0) return
  await client.query('UPDATE bets SET status = $3 WHERE table_id = $1 AND bet_id = ANY ($2::bigint[])', [
    tableId,
    refunds.bets.map((bet) => String(bet.betId)),
    refunds.bets[0].status,
  ])
  for (const seat of refunds.seats) await setBalance(client, tableId, seat.seatId, seat.balanceCents)
  await addLedgerEntries(
    client,
    tableId,
    refunds.entries.map((entry) => ({ ...entry, at })),
  )
  const closed = openSums(refunds.bets)
  await client.query(
    'UPDATE tables SET amount_bet_cents = amount_bet_cents - $2, ' +
      'amount_cancelled_cents = amount_cancelled_cents + $2, open_stakes_cents = open_stakes_cents - $3, ' +
      'open_exposure_cents = open_exposure_cents - $4 WHERE table_id = $1',
    [tableId, String(refunds.refundedCents), String(closed.stakesCents), String(closed.exposureCents)],
  )
}
