// Settlement on PostgreSQL: every open bet of a game settled at the step into the river, in one statement: each bet's
// result and payout written on the bet itself, the paid seats' balances, one PAYOUT ledger entry per paid seat (naming
// the game), and the table's totals.

import type pg from 'pg'
import { settleGame, type Bet } from '../../core/bets.ts'
import type { Game } from '../../core/game.ts'
import type { SeatRecord } from '../../core/seating.ts'
import { largeWinRows } from '../../core/audit.ts'
import { insertAudit } from './audit.ts'

/**
 * Settles every open bet of the game (core settleGame) in one statement, whatever the number of bets. `bets` and
 * `seats` are the game's bets and the table's seats as read under the table's lock (every writer of either takes it
 * first); returns them as settled and what was paid in all. A seat's return of at least `largeWinCents` is audited.
 */
export async function settle(
  client: pg.PoolClient,
  tableId: number,
  game: Game,
  bets: Bet[],
  seats: SeatRecord[],
  atMs: number,
  largeWinCents: number | null,
): Promise<{ bets: Bet[]; seats: SeatRecord[]; paidCents: number }> {
  const { bets: settledBets, settled, returns } = settleGame(game, bets)
  const balances = new Map(seats.map((seat) => [seat.seatId, seat.balanceCents]))
  for (const { seatId, payoutCents } of returns) balances.set(seatId, balances.get(seatId)! + payoutCents)
  const paidCents = returns.reduce((sum, r) => sum + r.payoutCents, 0)
  const at = new Date(atMs).toISOString()
  // The bets' three lists go as array literals made here in one pass (integers and the two result words need no
  // quoting): the driver would quote and escape each of their thousands of elements one by one.
  const ids = new Array<number>(settled.length)
  const statuses = new Array<'WON' | 'LOST'>(settled.length)
  const payouts = new Array<number>(settled.length)
  for (let i = 0; i < settled.length; i++) {
    ids[i] = settled[i].betId
    statuses[i] = settled[i].status
    payouts[i] = settled[i].payoutCents
  }
  // One statement: bet results, paid seats, one payout entry per paid seat, totals.
  await client.query({
    name: 'settle_game',
    text: `WITH results AS (
       UPDATE bets SET status = r.status, payout_cents = r.payout FROM unnest($2::bigint[], $3::text[], $4::bigint[]) AS r(id, status, payout)
       WHERE bets.table_id = $1 AND bets.game_id = $8 AND bets.bet_id = r.id
     ), paid AS (
       UPDATE seats SET balance_cents = r.balance, updated_at = now() FROM unnest($5::int[], $6::bigint[]) AS r(seat, balance)
       WHERE seats.table_id = $1 AND seats.seat_id = r.seat
     ), settled AS (
       UPDATE games SET settled_at = $9 WHERE table_id = $1 AND game_id = $8
     ), entries AS (
       INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, at)
       SELECT $1, e.seat_id, e.player_id, 'PAYOUT', e.amount_cents, e.balance_after_cents, $8, $9
       FROM unnest($5::int[], $10::text[], $11::bigint[], $6::bigint[]) WITH ORDINALITY AS e(seat_id, player_id, amount_cents, balance_after_cents, n)
       ORDER BY n
     )
     UPDATE tables SET games_played = games_played + 1, amount_paid_out_cents = amount_paid_out_cents + $7 WHERE table_id = $1`,
    values: [
      tableId,
      arrayLiteral(ids),
      arrayLiteral(statuses),
      arrayLiteral(payouts),
      returns.map((r) => r.seatId),
      returns.map((r) => String(balances.get(r.seatId))),
      String(paidCents),
      game.gameId,
      at,
      returns.map((r) => r.playerId),
      returns.map((r) => String(r.payoutCents)),
    ],
  })
  await insertAudit(client, largeWinRows(tableId, game.gameId, returns, largeWinCents))
  return { bets: settledBets, seats: seats.map((seat) => ({ ...seat, balanceCents: balances.get(seat.seatId)! })), paidCents }
}

/** A PostgreSQL array literal of safe integers or bet results, none of which needs quoting. */
export function arrayLiteral(values: ReadonlyArray<number | 'WON' | 'LOST'>): string {
  return `{${values.join(',')}}`
}
