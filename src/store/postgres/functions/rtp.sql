-- Return to player's running totals (rtp_totals, migration 024): applied after every migration and again whenever this
-- file changes (migrate.ts): CREATE OR REPLACE only.
--
-- A settlement adds what its game's settled bets placed in each stage and hour sum to (core rtpDeltas), in its own
-- transaction, under the table's row lock (so one table's totals move one settlement at a time). A row holds the sums
-- of the bets placed up to the end of its hour: the delta goes on the hour's row and on every later row of the table
-- and stage (none, as bets settle within their game, unless a game spans the hour), and an hour without a row yet
-- starts from the newest row before it.
CREATE OR REPLACE FUNCTION rtp_add(
  p_table_id integer, p_stages integer[], p_hours timestamptz[], p_bets bigint[], p_staked bigint[],
  p_returned bigint[], p_expected float8[], p_variance float8[]
) RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_stages, 1), 0) LOOP
    UPDATE rtp_totals SET bets = bets + p_bets[i], staked_cents = staked_cents + p_staked[i],
        returned_cents = returned_cents + p_returned[i], expected_cents = expected_cents + p_expected[i],
        variance_cents2 = variance_cents2 + p_variance[i]
      WHERE table_id = p_table_id AND betting_stage = p_stages[i] AND hour >= p_hours[i];
    INSERT INTO rtp_totals (table_id, betting_stage, hour, bets, staked_cents, returned_cents, expected_cents,
        variance_cents2)
      SELECT p_table_id, p_stages[i], p_hours[i], coalesce(b.bets, 0) + p_bets[i],
          coalesce(b.staked_cents, 0) + p_staked[i], coalesce(b.returned_cents, 0) + p_returned[i],
          coalesce(b.expected_cents, 0) + p_expected[i], coalesce(b.variance_cents2, 0) + p_variance[i]
        FROM (SELECT 1) one
        LEFT JOIN LATERAL (
          SELECT * FROM rtp_totals r WHERE r.table_id = p_table_id AND r.betting_stage = p_stages[i]
              AND r.hour < p_hours[i]
            ORDER BY r.hour DESC LIMIT 1
        ) b ON true
      ON CONFLICT (table_id, betting_stage, hour) DO NOTHING;
  END LOOP;
END $$;
