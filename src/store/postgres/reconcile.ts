// The auditor's check on PostgreSQL: every running total the house report and return to player read, recomputed from
// the history it sums (the seat ledger, the account entries, the accounts' balances, the open and settled bets; an
// archived month by the sums it left in archived_sums, an archived range of bets by its sums by table, stage and hour
// in archived_bet_sums) and compared, cent for cent. Allowed to scan: it is run by `npm run reconcile`, not by a
// player's or an operator's request.

import { type Reconciliation, reconciliationOf } from '../../core/reconcile.ts'
import type { Transactions } from './connection.ts'
import { toSafeInteger } from './rows.ts'

/** Compares each table's stakes, cancels, payouts and open bets, and each kind of account entry, with their history. */
export async function reconcile(db: Transactions): Promise<Reconciliation> {
  return db.read('reconciling the running totals', async (pool) => {
    const tables = await pool.query<{ table_id: number; total: string; kept: string; recomputed: string }>(
      `SELECT t.table_id, x.total, x.kept, x.recomputed
         FROM tables t
         LEFT JOIN LATERAL (
           SELECT COALESCE(-SUM(amount_cents) FILTER (WHERE kind = 'BET'), 0) AS bet,
               COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'BET_CANCEL'), 0) AS cancelled,
               COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'PAYOUT'), 0) AS paid
             FROM (SELECT kind, amount_cents FROM ledger_entries WHERE table_id = t.table_id
                   UNION ALL SELECT kind, amount_cents FROM archived_sums
                     WHERE parent_table = 'ledger_entries' AND table_id = t.table_id) l
         ) l ON true
         LEFT JOIN (
           SELECT table_id, SUM(stake_cents) AS stakes, SUM(stake_cents * recorded_odds_tenths / 10) AS exposure
             FROM bets WHERE status = 'OPEN' GROUP BY table_id
         ) o ON o.table_id = t.table_id
         CROSS JOIN LATERAL (VALUES
           ('bet', t.amount_bet_cents + t.amount_cancelled_cents, l.bet),
           ('cancelled', t.amount_cancelled_cents, l.cancelled),
           ('paid', t.amount_paid_out_cents, l.paid),
           ('open stakes', t.open_stakes_cents, COALESCE(o.stakes, 0)),
           ('open exposure', t.open_exposure_cents, COALESCE(o.exposure, 0))
         ) x (total, kept, recomputed)
        ORDER BY t.table_id, x.total`,
    )
    // Each kind's sum over the accounts' rows against the entries', and the balances against every kind's sum.
    const kinds = await pool.query<{ kind: string; kept: string; recomputed: string }>(
      `SELECT k.kind, k.kept, COALESCE((SELECT SUM(amount_cents) FROM account_entries e WHERE e.kind = k.kind), 0)
           + COALESCE((SELECT SUM(amount_cents) FROM archived_sums s WHERE s.parent_table = 'account_entries'
               AND s.kind = k.kind), 0) AS recomputed
         FROM (SELECT COALESCE(SUM(deposit_total_cents), 0) AS deposit, COALESCE(SUM(withdrawal_total_cents), 0)
                 AS withdrawal, COALESCE(SUM(grant_total_cents), 0) AS granted,
               COALESCE(SUM(to_seat_total_cents), 0) AS to_seat, COALESCE(SUM(from_seat_total_cents), 0) AS from_seat
             FROM accounts) a
         CROSS JOIN LATERAL (VALUES ('DEPOSIT', a.deposit), ('FROM_SEAT', a.from_seat), ('PLAY_GRANT', a.granted),
           ('TO_SEAT', a.to_seat), ('WITHDRAWAL', a.withdrawal)) k (kind, kept)`,
    )
    const held = await pool.query<{ kept: string; recomputed: string }>(
      `SELECT COALESCE(SUM(deposit_total_cents + withdrawal_total_cents + grant_total_cents + to_seat_total_cents +
           from_seat_total_cents), 0) AS kept, COALESCE(SUM(balance_cents), 0) AS recomputed FROM accounts`,
    )
    // Return to player's totals (the newest row of each table and stage sums every settled bet) against the bets.
    const rtp = await pool.query<{ table_id: number; stage: number; total: string; kept: string; recomputed: string }>(
      `WITH kept AS (
         SELECT DISTINCT ON (table_id, betting_stage) table_id, betting_stage, staked_cents, returned_cents
           FROM rtp_totals ORDER BY table_id, betting_stage, hour DESC
       ), recomputed AS (
         SELECT table_id, betting_stage, sum(staked) AS staked_cents, sum(returned) AS returned_cents
           FROM (SELECT table_id, betting_stage, stake_cents AS staked, payout_cents AS returned
                   FROM bets WHERE status IN ('WON', 'LOST')
                 UNION ALL SELECT table_id, betting_stage, staked_cents, returned_cents FROM archived_bet_sums) b
          GROUP BY table_id, betting_stage
       )
       SELECT table_id, betting_stage AS stage, x.total, x.kept, x.recomputed
         FROM kept k FULL JOIN recomputed r USING (table_id, betting_stage)
         CROSS JOIN LATERAL (VALUES
           ('staked', COALESCE(k.staked_cents, 0), COALESCE(r.staked_cents, 0)),
           ('returned', COALESCE(k.returned_cents, 0), COALESCE(r.returned_cents, 0))
         ) x (total, kept, recomputed)
        ORDER BY table_id, betting_stage, x.total`,
    )
    const compared = [
      ...tables.rows.map((r) => ({ total: `table ${r.table_id} ${r.total}`, kept: r.kept, recomputed: r.recomputed })),
      ...rtp.rows.map((r) => ({
        total: `table ${r.table_id} stage ${r.stage} rtp ${r.total}`,
        kept: r.kept,
        recomputed: r.recomputed,
      })),
      ...kinds.rows.map((r) => ({ total: `account ${r.kind}`, kept: r.kept, recomputed: r.recomputed })),
      // Every kind's sum against the accounts' balances (a balance moves only by its entries).
      { total: 'accounts held', kept: held.rows[0].kept, recomputed: held.rows[0].recomputed },
    ]
    // Every daily mark of return to player's totals (each table and stage from its first settled bet on) against the
    // bets placed before it, summed by the marks' intervals in one pass over the bets (an archived range's by the hour
    // they were placed in: the marks are taken on the hour); only the differences come back.
    // None taken yet: nothing to compare, and the statement is not run (on tables without statistics its estimates
    // cross PostgreSQL's JIT threshold, a second of compiling).
    const anyMark = (await pool.query<{ any: boolean }>('SELECT EXISTS (SELECT 1 FROM rtp_marks) AS any')).rows[0].any
    const marked = !anyMark
      ? { rows: [{ total: null, kept: '0', recomputed: '0', checked: '0' }] }
      : await pool.query<{ total: string | null; kept: string; recomputed: string; checked: string }>(
          `WITH marks AS (SELECT at, row_number() OVER (ORDER BY at) AS j FROM rtp_marks),
       placed AS (
         SELECT table_id, betting_stage,
             width_bucket(placed_at, (SELECT array_agg(at ORDER BY at) FROM rtp_marks)) + 1 AS j,
             sum(staked) AS staked, sum(returned) AS returned
           FROM (SELECT table_id, betting_stage, placed_at, stake_cents AS staked, payout_cents AS returned
                   FROM bets WHERE status IN ('WON', 'LOST') AND placed_at < (SELECT max(at) FROM rtp_marks)
                 UNION ALL SELECT table_id, betting_stage, hour, staked_cents, returned_cents FROM archived_bet_sums
                   WHERE hour < (SELECT max(at) FROM rtp_marks)) b
          GROUP BY 1, 2, 3
       ), stages AS (
         SELECT table_id, betting_stage, min(j) AS first FROM (
           SELECT table_id, betting_stage, j FROM placed
           UNION ALL SELECT d.table_id, d.betting_stage, m.j FROM rtp_marked d JOIN marks m ON m.at = d.at
         ) s GROUP BY 1, 2
       ), compared AS (
         SELECT s.table_id, s.betting_stage, m.at, COALESCE(d.staked_cents, 0) AS kept_staked,
             COALESCE(d.returned_cents, 0) AS kept_returned,
             sum(COALESCE(p.staked, 0)) OVER w AS staked, sum(COALESCE(p.returned, 0)) OVER w AS returned
           FROM stages s JOIN marks m ON m.j >= s.first
           LEFT JOIN rtp_marked d ON d.at = m.at AND d.table_id = s.table_id AND d.betting_stage = s.betting_stage
           LEFT JOIN placed p ON p.j = m.j AND p.table_id = s.table_id AND p.betting_stage = s.betting_stage
           WINDOW w AS (PARTITION BY s.table_id, s.betting_stage ORDER BY m.j)
       )
       SELECT x.total, x.kept, x.recomputed, 2 * (SELECT count(*) FROM compared) AS checked
         FROM (SELECT 'table ' || table_id || ' stage ' || betting_stage || ' rtp mark ' ||
                   CASE WHEN at = 'infinity' THEN 'latest'
                     ELSE to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24"Z"') END || ' ' || v.total AS total, v.kept,
                   v.recomputed
                 FROM compared
                 CROSS JOIN LATERAL (VALUES ('staked', kept_staked, staked), ('returned', kept_returned, returned)) v
                   (total, kept, recomputed)) x
        WHERE x.kept <> x.recomputed
       UNION ALL SELECT NULL, NULL, NULL, 2 * (SELECT count(*) FROM compared)
        ORDER BY 1 NULLS LAST`,
        )
    const cents = ({ total, kept, recomputed }: { total: string; kept: string; recomputed: string }) => ({
      total,
      keptCents: toSafeInteger(kept, 'kept'),
      recomputedCents: toSafeInteger(recomputed, 'recomputed'),
    })
    const totals = reconciliationOf(compared.map(cents))
    const marks = reconciliationOf(
      marked.rows.flatMap((r) => (r.total === null ? [] : [cents({ ...r, total: r.total })])),
    )
    return {
      checked: totals.checked + Number(marked.rows[0].checked),
      differences: [...totals.differences, ...marks.differences],
    }
  })
}
