// Reports on PostgreSQL: return to player summed in the database from the settled bets and their games' exact
// counts (pricing[stage][hand] winOrDraw and boards), with core/rtp.ts's formula.

import type { RtpRow } from '../../core/rtp.ts'
import type { ReportStore } from '../../ports/report-store.ts'
import type { Transactions } from './connection.ts'

export function createPgReports(db: Transactions): ReportStore {
  return {
    rtpReport: (query) =>
      db.read('reading return to player', async (pool) => {
        const { rows } = await pool.query<{ table_id: number; betting_stage: number; target_rtp_bp: number; bets: string; staked: string; returned: string; expected: number; variance: number }>(
          `WITH settled AS (
             SELECT b.table_id, b.betting_stage, b.stake_cents, b.payout_cents,
                 floor(b.stake_cents * b.recorded_odds_tenths / 10.0) AS pays,
                 (g.pricing -> b.betting_stage -> b.hand_index ->> 'winOrDraw')::float8 / nullif((g.pricing -> b.betting_stage -> b.hand_index ->> 'boards')::float8, 0) AS p
               FROM bets b JOIN games g ON g.table_id = b.table_id AND g.game_id = b.game_id
              WHERE b.status IN ('WON', 'LOST') AND ($1::int IS NULL OR b.table_id = $1)
                AND ($2::float8 IS NULL OR b.placed_at >= to_timestamp($2 / 1000.0)) AND ($3::float8 IS NULL OR b.placed_at < to_timestamp($3 / 1000.0))
           )
           SELECT s.table_id, s.betting_stage, t.target_rtp_bp, count(*) AS bets, sum(s.stake_cents) AS staked, sum(s.payout_cents) AS returned,
               sum(s.pays::float8 * coalesce(s.p, 0)) AS expected, sum(s.pays::float8 * s.pays::float8 * coalesce(s.p, 0) * (1 - coalesce(s.p, 0))) AS variance
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
  }
}
