-- Player protection in the database (docs/player-protection.md): the check that every bet, sit or top-up and deposit
-- runs in its own transaction, the running totals that limits read, and the append-only history of changes. Applied
-- after every migration and again whenever this file changes (migrate.ts): CREATE OR REPLACE only.
--
-- A player with any protection has a row in protected_players, and every check of that player takes the player's lock
-- to its commit, so two uses of the player's money at two tables (or from two instances) are judged one after the
-- other and never pass a limit together; a player without one costs a shared advisory lock and one index probe.

-- Protection changes are never changed or removed.
CREATE OR REPLACE FUNCTION protection_changes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE restrict_violation USING MESSAGE = 'protection changes are never changed or removed';
END
$$;
CREATE OR REPLACE TRIGGER protection_changes_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON protection_changes
  FOR EACH STATEMENT EXECUTE FUNCTION protection_changes_refuse_change();
-- The statement trigger guards the partitioned table; each month is guarded by this row trigger, cloned onto every
-- partition. A closed month leaves only whole, by scripts/archive.ts (written, verified, then detached).
CREATE OR REPLACE TRIGGER protection_changes_each_month BEFORE UPDATE OR DELETE ON protection_changes
  FOR EACH ROW EXECUTE FUNCTION protection_changes_refuse_change();

-- A protected player's totals (deposited, staked less cancels, returned) move with each use, and the first use of a
-- minute marks it with the totals as they stood before it (player_marks). Stakes, cancels and payouts: the seat ledger.
CREATE OR REPLACE FUNCTION ledger_entries_note_uses() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  WITH d AS (
    SELECT i.player_id, date_trunc('minute', max(i.at)) AS minute, sum(CASE WHEN i.kind = 'PAYOUT' THEN 0 ELSE
        -i.amount_cents END) AS stake,
        sum(CASE WHEN i.kind = 'PAYOUT' THEN i.amount_cents ELSE 0 END) AS returned
      FROM inserted i WHERE i.kind IN ('BET', 'BET_CANCEL', 'PAYOUT') GROUP BY i.player_id
  ), t AS (
    UPDATE protected_players p SET last_mark = greatest(p.last_mark, d.minute),
        stake_total_cents = p.stake_total_cents + d.stake, return_total_cents = p.return_total_cents + d.returned
      FROM d WHERE p.player_id = d.player_id
      RETURNING p.player_id, p.last_mark, p.deposit_total_cents, p.stake_total_cents - d.stake AS stake_before,
          p.return_total_cents - d.returned AS return_before
  )
  INSERT INTO player_marks (player_id, minute, deposit_before_cents, stake_before_cents, return_before_cents)
    SELECT player_id, last_mark, deposit_total_cents, stake_before, return_before FROM t
    ON CONFLICT (player_id, minute) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER ledger_entries_uses AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_note_uses();

-- Deposits: the account ledger.
CREATE OR REPLACE FUNCTION account_entries_note_uses() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  WITH d AS (
    SELECT i.player_id, date_trunc('minute', max(i.at)) AS minute, sum(i.amount_cents) AS deposit FROM inserted i WHERE
        i.kind = 'DEPOSIT' GROUP BY i.player_id
  ), t AS (
    UPDATE protected_players p SET last_mark = greatest(p.last_mark, d.minute), deposit_total_cents =
        p.deposit_total_cents + d.deposit
      FROM d WHERE p.player_id = d.player_id
      RETURNING p.player_id, p.last_mark, p.deposit_total_cents - d.deposit AS deposit_before, p.stake_total_cents,
          p.return_total_cents
  )
  INSERT INTO player_marks (player_id, minute, deposit_before_cents, stake_before_cents, return_before_cents)
    SELECT player_id, last_mark, deposit_before, stake_total_cents, return_total_cents FROM t
    ON CONFLICT (player_id, minute) DO NOTHING;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER account_entries_uses AFTER INSERT ON account_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION account_entries_note_uses();

-- The key of a player's protection lock: shared by every bet and deposit (protection_check), exclusive while the
-- player first becomes protected (protection_start's caller).
CREATE OR REPLACE FUNCTION protection_lock(p_player text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtextextended('protection:' || p_player, 0)
$$;

-- Makes p_player protected, with the marks and totals of the ledgers' last 31 days. The caller holds the player's
-- exclusive protection lock (protection_lock), which every bet and deposit takes shared in protection_check: no stake
-- or deposit of the player is in flight, so each is either in the ledgers read here or noted by the triggers. (A
-- cancel or a payout committed in that instant may be missed: it would only count against the player, never for.)
CREATE OR REPLACE FUNCTION protection_start(p_player text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_since timestamptz := clock_timestamp() - interval '31 days';
BEGIN
  INSERT INTO protected_players (player_id) VALUES (p_player) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  WITH m AS (
    SELECT date_trunc('minute', at) AS minute, sum(deposit) AS deposit, sum(stake) AS stake, sum(returned) AS returned
      FROM (
        SELECT at, 0::bigint AS deposit, CASE WHEN kind = 'PAYOUT' THEN 0 ELSE -amount_cents END AS stake,
            CASE WHEN kind = 'PAYOUT' THEN amount_cents ELSE 0 END AS returned
          FROM ledger_entries WHERE player_id = p_player AND kind IN ('BET', 'BET_CANCEL', 'PAYOUT') AND at > v_since
        UNION ALL
        SELECT at, amount_cents, 0, 0 FROM account_entries WHERE player_id = p_player AND kind = 'DEPOSIT' AND at >
            v_since
      ) e
      GROUP BY 1
  ), marked AS (
    INSERT INTO player_marks (player_id, minute, deposit_before_cents, stake_before_cents, return_before_cents)
      SELECT p_player, minute, sum(deposit) OVER w - deposit, sum(stake) OVER w - stake, sum(returned) OVER w - returned
        FROM m WINDOW w AS (ORDER BY minute ROWS UNBOUNDED PRECEDING)
  )
  UPDATE protected_players p SET last_mark = u.last_mark, deposit_total_cents = u.deposit, stake_total_cents = u.stake,
      return_total_cents = u.returned
    FROM (SELECT max(minute) AS last_mark, coalesce(sum(deposit), 0) AS deposit, coalesce(sum(stake), 0) AS stake,
        coalesce(sum(returned), 0) AS returned FROM m) u
    WHERE p.player_id = p_player;
END
$$;


-- What a limit of `kind` has used in the window that ends now and began at p_since (DEPOSIT deposits, WAGER stakes
-- placed less cancels, LOSS stakes placed less cancels and returns paid), and when the oldest use of that kind it
-- holds stops counting, less the period: the end of the oldest minute in the window with such a use.
CREATE OR REPLACE FUNCTION protection_usage(p_player text, p_kind text, p_since timestamptz,
  OUT r_used bigint, OUT r_oldest timestamptz)
LANGUAGE sql STABLE SET search_path FROM CURRENT AS $$
  WITH p AS (
    SELECT CASE p_kind WHEN 'DEPOSIT' THEN deposit_total_cents WHEN 'WAGER' THEN stake_total_cents ELSE
        stake_total_cents - return_total_cents END AS total
      FROM protected_players WHERE player_id = p_player
  ), m AS (
    SELECT minute, CASE p_kind WHEN 'DEPOSIT' THEN deposit_before_cents WHEN 'WAGER' THEN stake_before_cents ELSE
        stake_before_cents - return_before_cents END AS before
      FROM player_marks WHERE player_id = p_player AND minute > p_since - interval '1 minute'
  ), used AS (
    SELECT m.minute, coalesce(lead(m.before) OVER (ORDER BY m.minute), p.total) - m.before AS used FROM m CROSS JOIN p
  )
  SELECT coalesce((SELECT (SELECT total FROM p) - before FROM m ORDER BY minute LIMIT 1), 0)::bigint,
    (SELECT minute + interval '1 minute' FROM used WHERE used <> 0 ORDER BY minute LIMIT 1)
$$;

-- Refuses money into play at p_now (HO403, with the refusal as JSON in its DETAIL), in this order: any of it from a
-- player switched off, then while a self-exclusion or time-out is in force; a deposit (p_deposit) or a stake
-- (p_stake) that would take a limit in force past its amount; a bet once a reality check is due. Both 0: a sit or
-- top-up (the switch and breaks only).
CREATE OR REPLACE FUNCTION protection_check(p_player text, p_deposit bigint, p_stake bigint, p_now timestamptz) RETURNS
    void
LANGUAGE plpgsql AS $$
DECLARE
  v_player  record;
  v_break_kind  text;
  v_break_until timestamptz;
  v_met     record;
  v_session record;
  v_minutes integer := nullif(current_setting('hand_odds.reality_check_minutes', true), '')::integer;
  v_going   boolean;
  v_staked  bigint;
  v_net     bigint;
BEGIN
  PERFORM pg_advisory_xact_lock_shared(protection_lock(p_player));
  SELECT disabled, reality_set, reality_minutes, breaks_until INTO v_player FROM protected_players WHERE player_id =
      p_player;
  IF FOUND THEN
    IF v_player.disabled IS NOT NULL THEN
      RAISE EXCEPTION 'refused: the player is disabled' USING ERRCODE = 'HO403', DETAIL = json_build_object('reason',
          'PLAYER_DISABLED')::text;
    END IF;
    -- The player's money moves one at a time from here to the commit, at any table and from any instance.
    PERFORM pg_advisory_xact_lock(protection_lock(p_player) # 1);
    IF v_player.reality_set THEN
      v_minutes := v_player.reality_minutes;
    END IF;
    IF random() < 0.001 THEN
      DELETE FROM player_marks WHERE player_id = p_player AND minute < p_now - interval '31 days';
    END IF;
    IF v_player.breaks_until > p_now THEN
      SELECT kind, until INTO v_break_kind, v_break_until FROM player_breaks WHERE player_id = p_player AND started_at
          <= p_now AND until > p_now
        ORDER BY (kind = 'SELF_EXCLUSION') DESC, until DESC LIMIT 1;
    END IF;
    IF v_break_kind IS NOT NULL THEN
      RAISE EXCEPTION 'refused by player protection' USING ERRCODE = 'HO403',
        DETAIL = json_build_object('reason', v_break_kind, 'until', floor(extract(epoch FROM v_break_until) *
            1000))::text;
    END IF;
    IF p_deposit > 0 OR p_stake > 0 THEN
      -- The first limit in force that this money would pass, in the order of kinds and periods and at its lowest
      -- amount (the player's and the operator's are rows of their own). The totals are read under the player's lock,
      -- so every use since the window began counts, including those stamped after p_now. A window's use is the total
      -- less the totals of its first mark (a minute's uses count while its end is in the window); no mark: none.
      -- One statement: each statement and expression of a function is prepared again in every transaction.
      SELECT l.kind, l.period, a.amount, u.used INTO v_met
        FROM player_limits l
        CROSS JOIN LATERAL (
          SELECT CASE WHEN l.pending_set AND l.pending_at <= p_now THEN l.pending_amount_cents ELSE l.amount_cents END
              AS amount
        ) a
        CROSS JOIN LATERAL (
          SELECT CASE l.kind WHEN 'DEPOSIT' THEN t.deposit_total_cents - coalesce(m.deposit_before_cents,
              t.deposit_total_cents)
              WHEN 'WAGER' THEN t.stake_total_cents - coalesce(m.stake_before_cents, t.stake_total_cents)
              ELSE t.stake_total_cents - t.return_total_cents - coalesce(m.stake_before_cents - m.return_before_cents,
                  t.stake_total_cents - t.return_total_cents)
            END AS used
          FROM protected_players t
          LEFT JOIN LATERAL (
            SELECT deposit_before_cents, stake_before_cents, return_before_cents FROM player_marks
              WHERE player_id = p_player
                AND minute > p_now - CASE l.period WHEN 'DAY' THEN interval '24 hours' WHEN 'WEEK' THEN interval
                    '168 hours' ELSE interval '720 hours' END - interval '1 minute'
              ORDER BY minute LIMIT 1
          ) m ON true
          WHERE t.player_id = p_player
        ) u
        WHERE l.player_id = p_player AND (l.kind = 'DEPOSIT') = (p_deposit > 0) AND a.amount IS NOT NULL
          AND u.used + p_deposit + p_stake > a.amount
        ORDER BY array_position(ARRAY['DEPOSIT', 'WAGER', 'LOSS'], l.kind), array_position(ARRAY['DAY', 'WEEK',
            'MONTH'], l.period), a.amount
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'refused by player protection' USING ERRCODE = 'HO403',
          DETAIL = json_build_object('reason', 'LIMIT_REACHED', 'kind', v_met.kind, 'period', v_met.period,
            'amountCents', v_met.amount, 'remainingCents', greatest(0, v_met.amount - v_met.used))::text;
      END IF;
    END IF;
  END IF;
  -- Reality checks: a bet in a session going on (its last bet less than the session gap ago, a rule the service sets on
  -- its connections as hand_odds.reality_session_gap_minutes: without it, a reality check is not judged but refused
  -- with an error) is refused once an interval has passed since the session began or since the last acknowledgement;
  -- otherwise it is counted in the session.
  IF p_stake > 0 AND v_minutes IS NOT NULL THEN
    SELECT started_at, last_bet_at, last_ack_at INTO v_session FROM player_sessions WHERE player_id = p_player FOR
        UPDATE;
    v_going := FOUND AND p_now - v_session.last_bet_at <
        current_setting('hand_odds.reality_session_gap_minutes')::integer * interval '1 minute';
    IF v_going AND p_now >= greatest(v_session.started_at, coalesce(v_session.last_ack_at, '-infinity'::timestamptz)) +
        v_minutes * interval '1 minute' THEN
      SELECT coalesce(-sum(amount_cents) FILTER (WHERE kind <> 'PAYOUT'), 0), coalesce(sum(amount_cents), 0) INTO
          v_staked, v_net
        FROM ledger_entries WHERE player_id = p_player AND kind IN ('BET', 'BET_CANCEL', 'PAYOUT') AND at >=
            v_session.started_at;
      RAISE EXCEPTION 'refused by player protection' USING ERRCODE = 'HO403',
        DETAIL = json_build_object('reason', 'REALITY_CHECK_DUE', 'startedAt', floor(extract(epoch FROM
            v_session.started_at) * 1000),
          'now', floor(extract(epoch FROM p_now) * 1000), 'stakedCents', v_staked, 'netCents', v_net)::text;
    END IF;
    INSERT INTO player_sessions AS s (player_id, started_at, last_bet_at, last_ack_at)
      VALUES (p_player, CASE WHEN v_going THEN v_session.started_at ELSE p_now END, p_now, CASE WHEN v_going THEN
          v_session.last_ack_at END)
      ON CONFLICT (player_id) DO UPDATE SET started_at = EXCLUDED.started_at, last_bet_at = greatest(s.last_bet_at,
          EXCLUDED.last_bet_at),
        last_ack_at = EXCLUDED.last_ack_at;
  END IF;
END
$$;
