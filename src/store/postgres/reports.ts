// Reports on PostgreSQL: return to player summed in the database from the settled bets and their games' exact
// counts (pricing[stage][hand] winOrDraw and boards), with core/rtp.ts's formula; and a player's games recalled from
// their bets (bets_player_idx), a page at a time.

import type { GameState } from '../../core/game.ts'
import type { RecalledGame } from '../../core/recall.ts'
import type { RtpRow } from '../../core/rtp.ts'
import type { ReportStore } from '../../ports/report-store.ts'
import type { Transactions } from './connection.ts'
import {
  BET_COLUMNS,
  type BetRow,
  betOf,
  GAME_COLUMNS,
  type GameRow,
  gameOf,
  type LedgerRow,
  ledgerEntryOf,
} from './rows.ts'

export function createPgReports(db: Transactions): ReportStore {
  return {
    rtpReport: (query) =>
      db.read('reading return to player', async (pool) => {
        const { rows } = await pool.query<{
          table_id: number
          betting_stage: number
          target_rtp_bp: number
          bets: string
          staked: string
          returned: string
          expected: number
          variance: number
        }>(
          `WITH settled AS (
             SELECT b.table_id, b.betting_stage, b.stake_cents, b.payout_cents,
                 floor(b.stake_cents * b.recorded_odds_tenths / 10.0) AS pays,
                 (g.pricing -> b.betting_stage -> b.hand_index ->> 'winOrDraw')::float8 / nullif((g.pricing ->
                 b.betting_stage -> b.hand_index ->> 'boards')::float8, 0) AS p
               FROM bets b JOIN games g ON g.table_id = b.table_id AND g.game_id = b.game_id
              WHERE b.status IN ('WON', 'LOST') AND ($1::int IS NULL OR b.table_id = $1)
                AND ($2::float8 IS NULL OR b.placed_at >= to_timestamp($2 / 1000.0)) AND ($3::float8 IS NULL OR
                b.placed_at < to_timestamp($3 / 1000.0))
           )
           SELECT s.table_id, s.betting_stage, t.target_rtp_bp, count(*) AS bets, sum(s.stake_cents) AS staked,
           sum(s.payout_cents) AS returned,
               sum(s.pays::float8 * coalesce(s.p, 0)) AS expected, sum(s.pays::float8 * s.pays::float8 * coalesce(s.p,
               0) * (1 - coalesce(s.p, 0))) AS variance
             FROM settled s JOIN tables t ON t.table_id = s.table_id
            GROUP BY s.table_id, s.betting_stage, t.target_rtp_bp
            ORDER BY s.table_id, s.betting_stage`,
          [query.tableId ?? null, query.from ?? null, query.to ?? null],
        )
        return rows.map(
          (r): RtpRow => ({
            tableId: r.table_id,
            bettingStage: r.betting_stage,
            targetRtpBp: r.target_rtp_bp,
            bets: Number(r.bets),
            stakedCents: Number(r.staked),
            returnedCents: Number(r.returned),
            expectedCents: Number(r.expected),
            varianceCents2: Number(r.variance),
          }),
        )
      }),

    recallGames: (playerId, query) =>
      db.read("reading a player's games", async (pool) => {
        const after = query.after
        const { rows } = await pool.query<
          GameRow & { table_id: number; game_state: GameState; current_game_id: number | null }
        >(
          `WITH mine AS (SELECT DISTINCT table_id, game_id FROM bets WHERE player_id = $1)
           SELECT g.table_id, ${GAME_COLUMNS.split(', ')
             .map((c) => `g.${c}`)
             .join(', ')}, t.game_state, t.current_game_id
             FROM mine JOIN games g ON g.table_id = mine.table_id AND g.game_id = mine.game_id JOIN tables t ON
             t.table_id = g.table_id
            WHERE ($2::float8 IS NULL OR g.started_at >= to_timestamp($2 / 1000.0)) AND ($3::float8 IS NULL OR
            g.started_at < to_timestamp($3 / 1000.0))
              AND ($4::float8 IS NULL OR (g.started_at, g.table_id, g.game_id) < (to_timestamp($4 / 1000.0), $5::int,
              $6::int))
            ORDER BY g.started_at DESC, g.table_id DESC, g.game_id DESC LIMIT $7`,
          [
            playerId,
            query.from ?? null,
            query.to ?? null,
            after?.startedAt ?? null,
            after?.tableId ?? null,
            after?.gameId ?? null,
            query.limit,
          ],
        )
        if (rows.length === 0) return []
        const page = [playerId, rows.map((r) => r.table_id), rows.map((r) => r.game_id)]
        const bets = await pool.query<BetRow & { table_id: number }>(
          `SELECT table_id, ${BET_COLUMNS} FROM unnest($2::int[], $3::int[]) AS k(t, g)
             JOIN bets ON table_id = k.t AND game_id = k.g AND player_id = $1 ORDER BY bet_id`,
          page,
        )
        const entries = await pool.query<LedgerRow & { table_id: number }>(
          `SELECT l.table_id, l.entry_id, l.seat_id, l.player_id, l.kind, l.amount_cents, l.balance_after_cents,
            l.game_id, l.bet_id, l.at
             FROM unnest($2::int[], $3::int[]) AS k(t, g)
             JOIN ledger_entries l ON l.table_id = k.t AND l.player_id = $1 AND l.game_id = k.g AND l.kind IN ('BET',
             'BET_CANCEL', 'PAYOUT')
            ORDER BY l.entry_id`,
          page,
        )
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
