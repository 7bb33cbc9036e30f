// Settlement on PostgreSQL: every open bet of a game settled in one statement at the step into the river, with the
// paid seats, the payout entries and the table's totals.

import type pg from 'pg'
import { settleBets, type Bet, type LedgerEntry } from '../../core/bets.ts'
import type { Game } from '../../core/game.ts'
import type { SeatRecord } from '../../core/seating.ts'

/**
 * Settles every open bet of the game (core settleBets) in set-based statements, whatever the number of bets: bet
 * results, paid seats, payout entries and the table's totals. `bets` and `seats` are the game's bets and the
 * table's seats as read under the table's lock (every writer of either takes it first); returns them as settled.
 */
export async function settle(
  client: pg.PoolClient,
  tableId: number,
  game: Game,
  bets: Bet[],
  seats: SeatRecord[],
  atMs: number,
): Promise<{ bets: Bet[]; seats: SeatRecord[]; paidCents: number }> {
  const results = new Map(settleBets(game, bets).map((r) => [r.betId, r]))
  const balances = new Map(seats.map((seat) => [seat.seatId, seat.balanceCents]))
  const at = new Date(atMs).toISOString()
  const entries: Array<Omit<LedgerEntry, 'entryId'>> = []
  let paidCents = 0
  const settled = bets.map((bet): Bet => {
    const result = results.get(bet.betId)
    if (!result) return bet
    if (result.payoutCents > 0) {
      const balanceAfterCents = balances.get(bet.seatId)! + result.payoutCents
      balances.set(bet.seatId, balanceAfterCents)
      paidCents += result.payoutCents
      entries.push({ seatId: bet.seatId, playerId: bet.playerId, kind: 'PAYOUT', amountCents: result.payoutCents, balanceAfterCents, gameId: game.gameId, betId: bet.betId, at })
    }
    return { ...bet, status: result.status, payoutCents: result.payoutCents }
  })
  const paidSeats = [...new Set(entries.map((e) => e.seatId))]
  // One statement: bet results, paid seats, payout entries, totals.
  await client.query(
    `WITH results AS (
       UPDATE bets SET status = r.status, payout_cents = r.payout FROM unnest($2::bigint[], $3::text[], $4::bigint[]) AS r(id, status, payout)
       WHERE bets.table_id = $1 AND bets.game_id = $8 AND bets.bet_id = r.id
     ), paid AS (
       UPDATE seats SET balance_cents = r.balance, updated_at = now() FROM unnest($5::int[], $6::bigint[]) AS r(seat, balance)
       WHERE seats.table_id = $1 AND seats.seat_id = r.seat
     ), entries AS (
       INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at)
       SELECT $1, e.seat_id, e.player_id, 'PAYOUT', e.amount_cents, e.balance_after_cents, $8, e.bet_id, $9
       FROM unnest($10::int[], $11::text[], $12::bigint[], $13::bigint[], $14::bigint[]) WITH ORDINALITY
         AS e(seat_id, player_id, amount_cents, balance_after_cents, bet_id, n)
       ORDER BY n
     )
     UPDATE tables SET games_played = games_played + 1, amount_paid_out_cents = amount_paid_out_cents + $7 WHERE table_id = $1`,
    [
      tableId,
      [...results.keys()].map(String),
      [...results.values()].map((r) => r.status),
      [...results.values()].map((r) => String(r.payoutCents)),
      paidSeats,
      paidSeats.map((seat) => String(balances.get(seat))),
      String(paidCents),
      game.gameId,
      at,
      entries.map((e) => e.seatId),
      entries.map((e) => e.playerId),
      entries.map((e) => String(e.amountCents)),
      entries.map((e) => String(e.balanceAfterCents)),
      entries.map((e) => String(e.betId)),
    ],
  )
  return { bets: settled, seats: seats.map((seat) => ({ ...seat, balanceCents: balances.get(seat.seatId)! })), paidCents }
}
