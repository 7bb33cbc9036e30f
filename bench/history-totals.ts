// bench:history's running totals: what the history it writes implies, kept as the money path keeps them (recomputed
// from it here, with return to player's daily marks taken by the function the instances call), and the per-table
// scans the house report made before it kept them (the run's reference).

/** The per-table scans the house report made before it kept running totals: the reference on the same data. */
export const SCAN = `SELECT t.table_id,
    COALESCE((SELECT -SUM(amount_cents) FROM ledger_entries l WHERE l.table_id = t.table_id AND l.kind = 'BET'), 0),
    COALESCE((SELECT SUM(amount_cents) FROM ledger_entries l
      WHERE l.table_id = t.table_id AND l.kind = 'BET_CANCEL'), 0),
    COALESCE((SELECT SUM(amount_cents) FROM ledger_entries l WHERE l.table_id = t.table_id AND l.kind = 'PAYOUT'), 0),
    COALESCE((SELECT SUM(stake_cents) FROM bets b WHERE b.table_id = t.table_id AND b.status = 'OPEN'), 0),
    (SELECT kind FROM (SELECT kind, SUM(amount_cents) FROM account_entries GROUP BY kind) k LIMIT 1)
  FROM tables t ORDER BY t.table_id`

/**
 * The running totals the history implies, as the money path keeps them (recomputed from it here). The hourly rows are
 * written hour by hour, as settlements write them, so that an hour's rows lie together on disk as they do in play.
 */
export async function keepTotals(
  q: (sql: string) => Promise<unknown>,
  vacuum: (table: string) => Promise<unknown>,
): Promise<void> {
  await q(`UPDATE accounts a SET balance_cents = e.deposit + e.withdrawal + e.granted + e.to_seat + e.from_seat,
      deposit_total_cents = e.deposit, withdrawal_total_cents = e.withdrawal, grant_total_cents = e.granted,
      to_seat_total_cents = e.to_seat, from_seat_total_cents = e.from_seat
    FROM (SELECT player_id, COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'DEPOSIT'), 0) AS deposit,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'WITHDRAWAL'), 0) AS withdrawal,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'PLAY_GRANT'), 0) AS granted,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'TO_SEAT'), 0) AS to_seat,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'FROM_SEAT'), 0) AS from_seat
      FROM account_entries GROUP BY player_id) e
    WHERE a.player_id = e.player_id`)
  await q(`UPDATE tables t SET amount_bet_cents = s.bet, amount_paid_out_cents = s.paid, games_played = s.games,
      games_started = s.games
    FROM (SELECT table_id, -SUM(amount_cents) FILTER (WHERE kind = 'BET') AS bet,
        COALESCE(SUM(amount_cents) FILTER (WHERE kind = 'PAYOUT'), 0) AS paid,
        count(DISTINCT game_id) AS games FROM ledger_entries GROUP BY table_id) s
    WHERE t.table_id = s.table_id`)
  await q(`TRUNCATE rtp_totals; INSERT INTO rtp_totals (table_id, betting_stage, hour, bets, staked_cents,
      returned_cents, expected_cents, variance_cents2)
    SELECT table_id, betting_stage, hour, sum(n) OVER w, sum(staked) OVER w, sum(returned) OVER w,
        sum(expected) OVER w, sum(variance) OVER w
      FROM (SELECT table_id, betting_stage, to_timestamp(floor(extract(epoch FROM placed_at) / 3600) * 3600) AS hour,
          count(*) AS n, sum(stake_cents) AS staked, sum(payout_cents) AS returned,
          sum(pays * p) AS expected, sum(pays * pays * p * (1 - p)) AS variance
        FROM (SELECT table_id, betting_stage, placed_at, stake_cents, payout_cents,
            floor(stake_cents * recorded_odds_tenths / 10)::float8 AS pays, win_or_draw::float8 / boards AS p
          FROM bets WHERE status IN ('WON', 'LOST')) b
        GROUP BY 1, 2, 3) h
      WINDOW w AS (PARTITION BY table_id, betting_stage ORDER BY hour)
      ORDER BY hour, table_id, betting_stage`)
  // Each day's mark and the latest, as the instances' maintenance takes them (from the hourly totals just written).
  await q(`TRUNCATE rtp_marked, rtp_marks;
    SELECT rtp_mark(d) FROM generate_series(date_trunc('day', (SELECT min(placed_at) FROM bets), 'UTC'),
      date_trunc('day', now(), 'UTC'), interval '1 day') d;
    SELECT rtp_mark('infinity')`)
  // The last bet id at each hour, as the instances' hourly maintenance marks it (bet_mark): the greatest id placed
  // before the hour, in one pass over the bets (an hour without bets has no mark).
  await q(`TRUNCATE bet_marks; INSERT INTO bet_marks (at, last_bet_id)
    SELECT at, last FROM (
      SELECT hour + interval '1 hour' AS at, max(last) OVER (ORDER BY hour) AS last
        FROM (SELECT date_trunc('hour', placed_at) AS hour, max(bet_id) AS last FROM bets GROUP BY 1) h
    ) m WHERE at <= now()`)
  for (const table of ['tables', 'accounts', 'games', 'bets', 'ledger_entries', 'account_entries', 'audit_log']) {
    await vacuum(table)
  }
  for (const table of ['rtp_totals', 'rtp_marked', 'player_games']) await vacuum(table)
}
