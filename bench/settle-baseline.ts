// The statements a settlement of a game cannot avoid, timed against the same database as the service: one update of
// the game's bets from a values list (each bet's result and payout) and one ledger insert per seat, in a transaction
// that commits. bench:http's settle group divides the service's settlement by it.

import pg from 'pg'

/**
 * Runs the unavoidable statements of settling the open bets of game `gameId` at table `tableId` (in the schema the
 * connection's search_path names), committed, and returns how long they took in ms. The bets end settled (LOST, 0):
 * use a game set up for it, not the one the service settles.
 */
export async function unavoidableSettlementMs(connectionString: string, tableId: number, gameId: number): Promise<number> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  try {
    const bets = (await client.query<{ bet_id: string; seat_id: number; player_id: string }>('SELECT bet_id, seat_id, player_id FROM bets WHERE table_id = $1 AND game_id = $2 AND status = \'OPEN\'', [tableId, gameId])).rows
    const seats = [...new Map(bets.map((bet) => [bet.seat_id, bet.player_id])).entries()]
    const started = performance.now()
    await client.query('BEGIN')
    await client.query(
      `UPDATE bets SET status = r.status, payout_cents = r.payout FROM unnest($1::bigint[], $2::text[], $3::bigint[]) AS r(id, status, payout)
       WHERE bets.bet_id = r.id`,
      [bets.map((bet) => bet.bet_id), bets.map(() => 'LOST'), bets.map(() => '0')],
    )
    await client.query(
      `INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, at)
       SELECT $1, s, p, 'PAYOUT', 0, 0, $2, now() FROM unnest($3::int[], $4::text[]) AS e(s, p)`,
      [tableId, gameId, seats.map(([seat]) => seat), seats.map(([, player]) => player)],
    )
    await client.query('COMMIT')
    return performance.now() - started
  } finally {
    await client.end()
  }
}
