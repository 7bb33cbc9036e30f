-- Return to player's running totals (rtp_totals, migration 024) and their daily marks (rtp_marks, migration 029):
-- applied after every migration and again whenever this file changes (migrate.ts): CREATE OR REPLACE only.
--
-- A settlement adds what its game's settled bets placed in each stage and hour sum to (core rtpDeltas), in its own
-- transaction, under the table's row lock (so one table's totals move one settlement at a time). A row holds the sums
-- of the bets placed up to the end of its hour: the delta goes on the hour's row and on every later row of the table
-- and stage (none, as bets settle within their game, unless a game spans the hour), and an hour without a row yet
-- starts from the newest row before it. A mark taken after the hour (the bets were placed before it) takes the delta
-- too, a row made for the stage if the mark had none.
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
    INSERT INTO rtp_marked AS d (at, table_id, betting_stage, bets, staked_cents, returned_cents, expected_cents,
        variance_cents2)
      SELECT m.at, p_table_id, p_stages[i], p_bets[i], p_staked[i], p_returned[i], p_expected[i], p_variance[i]
        FROM rtp_marks m WHERE m.at > p_hours[i]
      ON CONFLICT (at, table_id, betting_stage) DO UPDATE SET bets = d.bets + excluded.bets,
        staked_cents = d.staked_cents + excluded.staked_cents,
        returned_cents = d.returned_cents + excluded.returned_cents,
        expected_cents = d.expected_cents + excluded.expected_cents,
        variance_cents2 = d.variance_cents2 + excluded.variance_cents2;
  END LOOP;
END $$;

-- Takes the mark at p_at (a whole hour, not in the future; or 'infinity': the latest totals, which every settlement
-- then keeps) unless it is taken: every table's and stage's newest hourly row before it. The tables' rows are held
-- first (FOR KEY SHARE: a settlement's step, which holds its table FOR UPDATE, waits; a bet does not), and the rows are
-- read by the statement after, so that no settlement is half in the mark: one before it is in the hourly rows read,
-- one after it finds the mark and adds to it. Whether it took the mark.
CREATE OR REPLACE FUNCTION rtp_mark(p_at timestamptz) RETURNS boolean
LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF p_at > now() AND p_at <> 'infinity' THEN
    RAISE EXCEPTION 'a return to player mark at % is in the future', p_at;
  END IF;
  IF EXISTS (SELECT 1 FROM rtp_marks WHERE at = p_at) THEN
    RETURN false;
  END IF;
  PERFORM 1 FROM tables ORDER BY table_id FOR KEY SHARE;
  -- Another instance may be taking it too: the key decides, the other waits and finds it taken.
  INSERT INTO rtp_marks (at) VALUES (p_at) ON CONFLICT (at) DO NOTHING;
  IF NOT FOUND THEN
    RETURN false;
  END IF;
  INSERT INTO rtp_marked (at, table_id, betting_stage, bets, staked_cents, returned_cents, expected_cents,
      variance_cents2)
    SELECT p_at, t.table_id, s.stage, r.bets, r.staked_cents, r.returned_cents, r.expected_cents, r.variance_cents2
      FROM tables t CROSS JOIN generate_series(0, 2) AS s(stage)
      CROSS JOIN LATERAL (
        SELECT * FROM rtp_totals r WHERE r.table_id = t.table_id AND r.betting_stage = s.stage AND r.hour < p_at
          ORDER BY r.hour DESC LIMIT 1
      ) r;
  RETURN true;
END $$;

-- The running totals of the settled bets placed before p_before (a whole hour; 'infinity': every one; '-infinity':
-- none), by table and stage (p_table_id: that table's alone; a stage without a settled bet has no row). Over the
-- house: the newest mark at or before p_before and the hourly rows from it (a row of an hour at or after the mark is
-- newer than the mark); before the first mark, and for one table, each stage's newest hourly row by the key.
-- Without parallel workers: a few thousand rows read by index are answered before workers would have started.
CREATE OR REPLACE FUNCTION rtp_before(p_before timestamptz, p_table_id integer)
RETURNS TABLE (table_id integer, betting_stage integer, bets bigint, staked_cents bigint, returned_cents bigint,
  expected_cents float8, variance_cents2 float8)
LANGUAGE plpgsql STABLE SET search_path FROM CURRENT SET max_parallel_workers_per_gather = 0 AS $$
DECLARE
  v_mark timestamptz;
BEGIN
  IF p_before = '-infinity' THEN
    RETURN;
  END IF;
  IF p_table_id IS NULL THEN
    SELECT max(m.at) INTO v_mark FROM rtp_marks m WHERE m.at <= p_before;
  END IF;
  IF v_mark IS NULL THEN
    RETURN QUERY
      SELECT t.table_id, s.stage, r.bets, r.staked_cents, r.returned_cents, r.expected_cents, r.variance_cents2
        FROM tables t CROSS JOIN generate_series(0, 2) AS s(stage)
        CROSS JOIN LATERAL (
          SELECT * FROM rtp_totals r WHERE r.table_id = t.table_id AND r.betting_stage = s.stage AND r.hour < p_before
            ORDER BY r.hour DESC LIMIT 1
        ) r
       WHERE p_table_id IS NULL OR t.table_id = p_table_id;
  ELSE
    RETURN QUERY
      SELECT DISTINCT ON (c.table_id, c.betting_stage) c.table_id, c.betting_stage, c.bets, c.staked_cents,
          c.returned_cents, c.expected_cents, c.variance_cents2
        FROM (
          SELECT r.table_id, r.betting_stage, r.hour AS at, 1 AS newer, r.bets, r.staked_cents, r.returned_cents,
              r.expected_cents, r.variance_cents2
            FROM rtp_totals r WHERE r.hour >= v_mark AND r.hour < p_before
          UNION ALL
          SELECT d.table_id, d.betting_stage, d.at, 0, d.bets, d.staked_cents, d.returned_cents, d.expected_cents,
              d.variance_cents2
            FROM rtp_marked d WHERE d.at = v_mark
        ) c
       ORDER BY c.table_id, c.betting_stage, c.at DESC, c.newer DESC;
  END IF;
END $$;

-- Return to player's partial hours at a window's ends ([p_from1, p_to1) and [p_from2, p_to2), the second NULL when
-- there is one), from the bets placed in them, by table and stage (p_table_id: that table's alone): the expected
-- return and variance from each settled bet's chance. Each end reads between the ids the bets' marks give its hour
-- (bet_ids_placed), planned for each call (force_custom_plan) so that PostgreSQL plans those ranges of bets alone.
CREATE OR REPLACE FUNCTION rtp_edges(p_from1 timestamptz, p_to1 timestamptz, p_from2 timestamptz,
  p_to2 timestamptz, p_table_id integer)
RETURNS TABLE (table_id integer, betting_stage integer, target_rtp_bp integer, bets bigint, staked numeric,
  returned numeric, expected float8, variance float8)
LANGUAGE plpgsql STABLE SET search_path FROM CURRENT SET plan_cache_mode = force_custom_plan AS $$
DECLARE
  v_ids1 record;
  v_ids2 record;
BEGIN
  SELECT * INTO v_ids1 FROM bet_ids_placed(p_from1, p_to1);
  SELECT * INTO v_ids2 FROM bet_ids_placed(p_from2, p_to2);
  -- Planned with the call's values, a NULL table or second end leaves its condition out of the plan.
  RETURN QUERY
    SELECT x.table_id, x.betting_stage, t.target_rtp_bp, count(*), sum(x.stake_cents), sum(x.payout_cents),
        sum(x.pays * x.p), sum(x.pays * x.pays * x.p * (1 - x.p))
      FROM (
        SELECT b.table_id, b.betting_stage, b.stake_cents, b.payout_cents,
            floor(b.stake_cents * b.recorded_odds_tenths / 10)::float8 AS pays,
            coalesce(b.win_or_draw::float8 / b.boards, 0) AS p
          FROM bets b
         WHERE b.status IN ('WON', 'LOST') AND (p_table_id IS NULL OR b.table_id = p_table_id)
           AND b.bet_id > v_ids1.r_after AND b.bet_id <= v_ids1.r_through
           AND b.placed_at >= p_from1 AND b.placed_at < p_to1
        UNION ALL
        SELECT b.table_id, b.betting_stage, b.stake_cents, b.payout_cents,
            floor(b.stake_cents * b.recorded_odds_tenths / 10)::float8 AS pays,
            coalesce(b.win_or_draw::float8 / b.boards, 0) AS p
          FROM bets b
         WHERE p_from2 IS NOT NULL AND b.status IN ('WON', 'LOST') AND (p_table_id IS NULL OR b.table_id = p_table_id)
           AND b.bet_id > v_ids2.r_after AND b.bet_id <= v_ids2.r_through
           AND b.placed_at >= p_from2 AND b.placed_at < p_to2
      ) x JOIN tables t ON t.table_id = x.table_id
     GROUP BY x.table_id, x.betting_stage, t.target_rtp_bp;
END $$;
