// The statements a settlement of a game cannot avoid, timed against the same database as the service: one update of
// the game's bets from a values list (each bet's result and payout) and one ledger insert per seat, in a transaction
// that commits. bench:http's settle group divides the service's settlement by it.
//
// Timed as the service runs its own statements: on a connection that has already run them (the service's pool
// connections are warm: catalog caches filled, the ledger triggers' functions compiled), and with the update finding
// the bets through the game (table and game), as the service's does. A fresh connection per round, or an update that
// joins the values list to the whole bets table, times connection warm-up and a scan of every bet ever placed, and
// makes the service look cheaper than it is. Its lists go as array literals, as the service's do: the driver's own
// array conversion quotes each of their elements, time the service does not spend.

import pg from 'pg'
import { arrayLiteral } from '../src/store/postgres/settlement.ts'

export interface SettlementBaseline {
  /** Runs the unavoidable statements of settling game `gameId` at table `tableId`, committed; answers the time in ms.
   * */
  time(tableId: number, gameId: number): Promise<number>
  close(): Promise<void>
}

/**
 * One connection (in the schema the connection string's search_path names) for every round. Each call settles the
 * game's open bets (LOST, 0) and writes a zero payout entry per seat: use a game set up for it, not one the service
 * settles.
 */
export async function settlementBaseline(connectionString: string): Promise<SettlementBaseline> {
  const client = new pg.Client({ connectionString })
  await client.connect()
  return {
    async time(tableId, gameId) {
      const bets = (
        await client.query<{ bet_id: string; seat_id: number; player_id: string }>(
          "SELECT bet_id, seat_id, player_id FROM bets WHERE table_id = $1 AND game_id = $2 AND status = 'OPEN'",
          [tableId, gameId],
        )
      ).rows
      const seats = [...new Map(bets.map((bet) => [bet.seat_id, bet.player_id])).entries()]
      const started = performance.now()
      await client.query('BEGIN')
      await client.query(
        `UPDATE bets SET status = r.status, payout_cents = r.payout FROM unnest($3::bigint[], $4::text[], $5::bigint[])
          AS r(id, status, payout)
         WHERE bets.table_id = $1 AND bets.game_id = $2 AND bets.bet_id = r.id`,
        [
          tableId,
          gameId,
          arrayLiteral(bets.map((bet) => Number(bet.bet_id))),
          arrayLiteral(bets.map(() => 'LOST' as const)),
          arrayLiteral(bets.map(() => 0)),
        ],
      )
      await client.query(
        `INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, at)
         SELECT $1, s, p, 'PAYOUT', 0, 0, $2, now() FROM unnest($3::int[], $4::text[]) AS e(s, p)`,
        [tableId, gameId, seats.map(([seat]) => seat), seats.map(([, player]) => player)],
      )
      await client.query('COMMIT')
      return performance.now() - started
    },
    close: () => client.end(),
  }
}
