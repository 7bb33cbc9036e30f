// The events port on PostgreSQL: a table's events read from the event log (event-log.ts), hearing of new ones, and the
// single-use stream tickets.

import type { Bet } from '../../core/bets.ts'
import type { EventStore, StoredTicket } from '../../ports/event-store.ts'
import type { Transactions } from './connection.ts'
import { EVENT_SELECT, type EventLog, type EventRow } from './event-log.ts'
import { BET_COLUMNS, type BetRow, betOf, toSafeInteger } from './rows.ts'

/** The events port on the log: reading a table's events, hearing of new ones, and the stream tickets. */
export function createPgEvents(db: Transactions, log: EventLog): EventStore {
  return {
    readEvents: (tableId, afterEventId, limit) =>
      db.read('reading events', async (pool) => {
        const [rows, bounds] = await Promise.all([
          pool.query<EventRow>(
            `${EVENT_SELECT} WHERE e.table_id = $1 AND e.event_id > $2 ORDER BY e.event_id LIMIT $3`,
            [tableId, afterEventId, limit],
          ),
          pool.query<{ event_seq: string; oldest: string | null }>(
            'SELECT event_seq, (SELECT MIN(event_id) FROM table_events WHERE table_id = $1) AS oldest FROM tables ' +
              'WHERE table_id = $1',
            [tableId],
          ),
        ])
        const lastEventId = bounds.rows[0] ? toSafeInteger(bounds.rows[0].event_seq, 'event_seq') : 0
        // A river's results: its game's bets as settled (committed with the event, so seen with it).
        const games = [...new Set(rows.rows.flatMap((row) => (row.settled_game === null ? [] : [row.settled_game])))]
        const settled = new Map<number, Bet[]>()
        if (games.length > 0) {
          const bets = await pool.query<BetRow>(
            `SELECT ${BET_COLUMNS} FROM unnest($2::int[]) AS k(g) CROSS JOIN LATERAL game_bets($1, k.g)
              WHERE status IN ('WON', 'LOST') ORDER BY bet_id`,
            [tableId, games],
          )
          for (const row of bets.rows)
            (settled.get(row.game_id) ?? settled.set(row.game_id, []).get(row.game_id)!).push(betOf(row))
        }
        return {
          events: log.render(tableId, rows.rows, settled),
          lastEventId,
          oldestKept:
            bounds.rows[0]?.oldest == null ? lastEventId + 1 : toSafeInteger(bounds.rows[0].oldest, 'event_id'),
        }
      }),

    onEvent: (listener) => log.onEvent(listener),

    saveTicket: (hash, ticket) =>
      db.write('keeping an event ticket', async (client) => {
        await client.query("DELETE FROM event_tickets WHERE expires_at < clock_timestamp() - interval '1 minute'")
        await client.query(
          'INSERT INTO event_tickets (hash, table_id, caller, expires_at) VALUES ($1, $2, $3, to_timestamp($4 / ' +
            '1000.0))',
          [hash, ticket.tableId, JSON.stringify(ticket.caller), ticket.expiresAt],
        )
      }),

    takeTicket: (hash) =>
      db.write('taking an event ticket', async (client) => {
        const taken = await client.query<TicketRow & { live: boolean }>(
          `DELETE FROM event_tickets WHERE hash = $1
           RETURNING table_id, caller, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms, expires_at >
           clock_timestamp() AS live`,
          [hash],
        )
        const row = taken.rows[0]
        return row?.live ? ticketOf(row) : undefined
      }),

    peekTicket: (hash) =>
      db.read('reading an event ticket', async (pool) => {
        const held = await pool.query<TicketRow>(
          `SELECT table_id, caller, (extract(epoch FROM expires_at) * 1000)::float8 AS expires_ms FROM event_tickets
           WHERE hash = $1 AND expires_at > clock_timestamp()`,
          [hash],
        )
        const row = held.rows[0]
        return row ? ticketOf(row) : undefined
      }),
  }
}

/** A kept ticket's row: its table, caller and expiry (ms since the epoch, as float8). */
interface TicketRow {
  table_id: number
  caller: StoredTicket['caller']
  expires_ms: number
}

const ticketOf = (row: TicketRow): StoredTicket => ({
  tableId: row.table_id,
  caller: row.caller,
  expiresAt: Math.round(Number(row.expires_ms)),
})
