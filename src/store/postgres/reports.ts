// Reports on PostgreSQL, each read from what is kept for it rather than from the history: return to player from the
// running totals by table, stage and hour (rtp_totals, over the house from each day's mark: functions/rtp.sql) and,
// for the partial hours at a window's ends, the bets placed in them with their exact chances (core/rtp.ts's formula);
// a player's games from their list of games over (player_games) and the tables' current games, a page at a time.

import type { GameState } from '../../core/game.ts'
import type { RecalledGame } from '../../core/recall.ts'
import { addSums, NO_SUMS, type RtpRow, rtpWindow } from '../../core/rtp.ts'
import type { ReportStore } from '../../ports/report-store.ts'
import type { Transactions } from './connection.ts'
import {
  BET_COLUMNS,
  type BetRow,
  betOf,
  GAME_COLUMNS,
  type GameRow,
  gameOf,
  LEDGER_COLUMNS,
  type LedgerRow,
  ledgerEntryOf,
} from './rows.ts'

/** Sums of settled bets by table and stage, as the report's queries answer them. */
interface RtpSumRow {
  table_id: number
  betting_stage: number
  target_rtp_bp: number
  bets: string
  staked: string
  returned: string
  expected: number
  variance: number
}

/**
 * A recall query's period ($2, $3) and cursor ($4 to $6) on the rows of `alias` (started_at, table_id, game_id), each
 * bound always present (infinite when absent) so that the list's index range starts at the cursor.
 */
const recallWindow = (alias: string) =>
  `${alias}.started_at >= coalesce(to_timestamp($2::float8 / 1000.0), '-infinity')
   AND ${alias}.started_at < coalesce(to_timestamp($3::float8 / 1000.0), 'infinity')
   AND (${alias}.started_at, ${alias}.table_id, ${alias}.game_id) < (coalesce(to_timestamp($4::float8 / 1000.0),
     'infinity'), coalesce($5::int, 2147483647), coalesce($6::int, 2147483647))`

export function createPgReports(db: Transactions): ReportStore {
  return {
    rtpReport: (query) =>
      db.read('reading return to player', async (pool) => {
        const window = rtpWindow(query)
        const at = (ms: number | undefined) => (ms === undefined ? null : new Date(ms).toISOString())
        const rows = new Map<string, RtpRow>()
        const add = (r: RtpSumRow) => {
          const key = `${r.table_id}:${r.betting_stage}`
          let row = rows.get(key)
          if (!row) {
            row = { tableId: r.table_id, bettingStage: r.betting_stage, targetRtpBp: r.target_rtp_bp, ...NO_SUMS }
            rows.set(key, row)
          }
          addSums(row, {
            bets: Number(r.bets),
            stakedCents: Number(r.staked),
            returnedCents: Number(r.returned),
            expectedCents: r.expected,
            varianceCents2: r.variance,
          })
        }
        if (window.whole) {
          // The totals before the window's end less those before its start (rtp_before: from the marks over the
          // house, by the key for one table), in one statement so that both read the same settlements; only the
          // differences come back, and only where bets were placed in the window.
          const totals = await pool.query<RtpSumRow>({
            name: 'rtp_totals_window',
            text: `SELECT hi.table_id, hi.betting_stage, t.target_rtp_bp, hi.bets - coalesce(lo.bets, 0) AS bets,
                  hi.staked_cents - coalesce(lo.staked_cents, 0) AS staked,
                  hi.returned_cents - coalesce(lo.returned_cents, 0) AS returned,
                  hi.expected_cents - coalesce(lo.expected_cents, 0) AS expected,
                  hi.variance_cents2 - coalesce(lo.variance_cents2, 0) AS variance
                FROM rtp_before(coalesce($2::timestamptz, 'infinity'), $1::int) hi
                JOIN tables t ON t.table_id = hi.table_id
                LEFT JOIN rtp_before(coalesce($3::timestamptz, '-infinity'), $1::int) lo
                  ON lo.table_id = hi.table_id AND lo.betting_stage = hi.betting_stage
               WHERE hi.bets > coalesce(lo.bets, 0)`,
            values: [query.tableId ?? null, at(window.toHourMs), at(window.fromHourMs)],
          })
          for (const r of totals.rows) add(r)
        }
        if (window.edges.length > 0) {
          // The partial hours at the ends, from the bets placed in them (each carries its chance once settled): one
          // table's by its key and the time, the house's by the time (rtp_edges in functions/rtp.sql).
          const [a, b] = window.edges
          const edges = await pool.query<RtpSumRow>({
            name: 'rtp_edges',
            text: 'SELECT * FROM rtp_edges($1, $2, $3, $4, $5)',
            values: [at(a.from), at(a.to), at(b?.from), at(b?.to), query.tableId ?? null],
          })
          for (const r of edges.rows) add(r)
        }
        return [...rows.values()]
          .filter((row) => row.bets > 0)
          .sort((x, y) => x.tableId - y.tableId || x.bettingStage - y.bettingStage)
      }),

    recallGames: (playerId, query) =>
      db.read("reading a player's games", async (pool) => {
        const after = query.after
        const { rows } = await pool.query<
          GameRow & {
            table_id: number
            game_state: GameState
            current_game_id: number | null
            bets_after: string
            bets_through: string | null
            settled_exact: string | null
          }
        >({
          // The games over, newest first from the player's list (a page of it), and the games in play that the
          // player bet on (functions/recall.sql), each game then read in its month alone. Prepared: planned once per
          // connection (its plan does not depend on the player or the page).
          name: 'recall_games',
          text: `WITH mine AS (
             (SELECT table_id, game_id, started_at FROM player_games p
               WHERE p.player_id = $1 AND ${recallWindow('p')}
               ORDER BY p.started_at DESC, p.table_id DESC, p.game_id DESC LIMIT $7)
             UNION
             SELECT i.table_id, i.game_id, i.started_at FROM recall_in_play($1) i WHERE ${recallWindow('i')}
           )
           SELECT g.table_id, ${GAME_COLUMNS.split(', ')
             .map((c) => `g.${c}`)
             .join(', ')}, g.bets_after, g.bets_through, g.settled_at::text AS settled_exact, t.game_state,
               t.current_game_id
             FROM mine CROSS JOIN LATERAL (SELECT * FROM games g WHERE g.table_id = mine.table_id AND
               g.game_id = mine.game_id AND g.started_at = mine.started_at OFFSET 0) g
             CROSS JOIN LATERAL (SELECT game_state, current_game_id FROM tables t WHERE t.table_id = g.table_id
               OFFSET 0) t
            ORDER BY g.started_at DESC, g.table_id DESC, g.game_id DESC LIMIT $7`,
          values: [
            playerId,
            query.from ?? null,
            query.to ?? null,
            after?.startedAt ?? null,
            after?.tableId ?? null,
            after?.gameId ?? null,
            query.limit,
          ],
        })
        if (rows.length === 0) return []
        // Each game of the page looked up by itself, between the ids it recorded: PostgreSQL reads the one range of
        // bets each game's ids lie in as it runs. Prepared: planned once per connection, not for each page.
        const bets = await pool.query<BetRow & { table_id: number; placed_exact: string }>({
          name: 'recall_page_bets',
          text: `SELECT k.t AS table_id, b.* FROM unnest($2::int[], $3::int[], $4::bigint[], $5::bigint[])
               AS k(t, g, after, through)
             CROSS JOIN LATERAL (SELECT ${BET_COLUMNS}, placed_at::text AS placed_exact FROM bets
               WHERE table_id = k.t AND game_id = k.g AND player_id = $1 AND bet_id > k.after AND bet_id <= k.through
               OFFSET 0) b
            ORDER BY b.bet_id`,
          values: [
            playerId,
            rows.map((r) => r.table_id),
            rows.map((r) => r.game_id),
            rows.map((r) => r.bets_after),
            rows.map((r) => r.bets_through ?? '9223372036854775807'),
          ],
        })
        // The bets' entries (a stake, a cancel) by the bet, and the games' payouts to the player by the game, each
        // looked up in its month alone (the ledger is partitioned by month): a stake is stamped with its bet's time
        // (functions/bets.sql), a payout with its game's settlement (settlement.ts), and a refund of a cancelled or
        // voided bet comes after the bet. Times go as text, to the microsecond a date would lose.
        const refunded = (b: BetRow) => b.status === 'CANCELLED' || b.status === 'VOID'
        const settled = rows.filter((r) => r.settled_exact !== null)
        const entries = await pool.query<LedgerRow & { table_id: number }>({
          name: 'recall_page_entries',
          text: `SELECT l.* FROM unnest($2::bigint[], $3::timestamptz[], $4::bool[]) AS k(b, at, refunded)
             CROSS JOIN LATERAL (
               (SELECT table_id, ${LEDGER_COLUMNS} FROM ledger_entries WHERE bet_id = k.b AND kind = 'BET' AND at = k.at
                 OFFSET 0)
               UNION ALL
               (SELECT table_id, ${LEDGER_COLUMNS} FROM ledger_entries
                 WHERE k.refunded AND bet_id = k.b AND kind = 'BET_CANCEL' AND at >= k.at OFFSET 0)) l
           UNION ALL
           SELECT l.* FROM unnest($5::int[], $6::int[], $7::timestamptz[]) AS k(t, g, at)
             CROSS JOIN LATERAL (SELECT table_id, ${LEDGER_COLUMNS} FROM ledger_entries
               WHERE table_id = k.t AND game_id = k.g AND kind = 'PAYOUT' AND player_id = $1 AND at = k.at OFFSET 0) l
            ORDER BY entry_id`,
          values: [
            playerId,
            bets.rows.map((b) => b.bet_id),
            bets.rows.map((b) => b.placed_exact),
            bets.rows.map(refunded),
            settled.map((r) => r.table_id),
            settled.map((r) => r.game_id),
            settled.map((r) => r.settled_exact),
          ],
        })
        return rows.map((r): RecalledGame => {
          const game = gameOf(r)
          return {
            tableId: r.table_id,
            game,
            ...(r.current_game_id === r.game_id ? { inPlayState: r.game_state } : {}),
            bets: bets.rows.filter((b) => b.table_id === r.table_id && b.game_id === r.game_id).map(betOf),
            entries: entries.rows
              .filter((e) => e.table_id === r.table_id && e.game_id === r.game_id)
              .map(ledgerEntryOf),
          }
        })
      }),
  }
}
