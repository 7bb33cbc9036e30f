-- One protection check again: migration 013 wrapped the check of 011 in a second function that took the player's
-- shared lock and read protected_players a second time only to refuse a disabled player first. Every bet, sit and
-- deposit runs this check, so the two are one: the same rules in the same order (disabled, then breaks, then limits,
-- then reality checks), with one lock, one read and one call.
CREATE OR REPLACE FUNCTION protection_check(p_player text, p_deposit bigint, p_stake bigint, p_now timestamptz) RETURNS void
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
  SELECT disabled, reality_set, reality_minutes, breaks_until INTO v_player FROM protected_players WHERE player_id = p_player;
  IF FOUND THEN
    IF v_player.disabled IS NOT NULL THEN
      RAISE EXCEPTION 'refused: the player is disabled' USING ERRCODE = 'HO403', DETAIL = json_build_object('reason', 'PLAYER_DISABLED')::text;
    END IF;
    -- The player's money moves one at a time from here to the commit, at any table and from any instance.
    PERFORM pg_advisory_xact_lock(protection_lock(p_player) # 1);
    IF v_player.reality_set THEN
      v_minutes := v_player.reality_minutes;
    END IF;
    IF random() < 0.001 THEN
      DELETE FROM player_usage WHERE player_id = p_player AND last_at < p_now - interval '31 days';
    END IF;
    IF v_player.breaks_until > p_now THEN
      SELECT kind, until INTO v_break_kind, v_break_until FROM player_breaks WHERE player_id = p_player AND started_at <= p_now AND until > p_now
        ORDER BY (kind = 'SELF_EXCLUSION') DESC, until DESC LIMIT 1;
    END IF;
    IF v_break_kind IS NOT NULL THEN
      RAISE EXCEPTION 'refused by player protection' USING ERRCODE = 'HO403',
        DETAIL = json_build_object('reason', v_break_kind, 'until', floor(extract(epoch FROM v_break_until) * 1000))::text;
    END IF;
    IF p_deposit > 0 OR p_stake > 0 THEN
      -- The first limit in force that this money would pass, in the order of kinds and periods. Every use since the
      -- window began counts, including those stamped after p_now: a bet of the player that took its table's clock
      -- after this one but the player's lock before it.
      SELECT l.kind, l.period, l.amount,
          coalesce(sum(CASE l.kind WHEN 'DEPOSIT' THEN u.deposit_cents WHEN 'WAGER' THEN u.stake_cents ELSE u.stake_cents - u.return_cents END), 0) AS r_used
        INTO v_met
        FROM (
          SELECT kind, period, min(CASE WHEN pending_set AND pending_at <= p_now THEN pending_amount_cents ELSE amount_cents END) AS amount,
              CASE period WHEN 'DAY' THEN 'minute' ELSE 'hour' END AS grain,
              p_now - CASE period WHEN 'DAY' THEN interval '24 hours' WHEN 'WEEK' THEN interval '168 hours' ELSE interval '720 hours' END AS since
            FROM player_limits
            WHERE player_id = p_player AND ((p_deposit > 0 AND kind = 'DEPOSIT') OR (p_stake > 0 AND kind IN ('WAGER', 'LOSS')))
            GROUP BY kind, period
        ) l
        LEFT JOIN player_usage u ON u.player_id = p_player AND u.grain = l.grain AND u.last_at > l.since
          AND u.bucket > l.since - CASE l.grain WHEN 'minute' THEN interval '1 minute' ELSE interval '1 hour' END
        WHERE l.amount IS NOT NULL
        GROUP BY l.kind, l.period, l.amount
        HAVING coalesce(sum(CASE l.kind WHEN 'DEPOSIT' THEN u.deposit_cents WHEN 'WAGER' THEN u.stake_cents ELSE u.stake_cents - u.return_cents END), 0)
          + CASE WHEN l.kind = 'DEPOSIT' THEN p_deposit ELSE p_stake END > l.amount
        ORDER BY array_position(ARRAY['DEPOSIT', 'WAGER', 'LOSS'], l.kind), array_position(ARRAY['DAY', 'WEEK', 'MONTH'], l.period)
        LIMIT 1;
      IF FOUND THEN
        RAISE EXCEPTION 'refused by player protection' USING ERRCODE = 'HO403',
          DETAIL = json_build_object('reason', 'LIMIT_REACHED', 'kind', v_met.kind, 'period', v_met.period,
            'amountCents', v_met.amount, 'remainingCents', greatest(0, v_met.amount - v_met.r_used))::text;
      END IF;
    END IF;
  END IF;
  -- Reality checks: a bet in a session going on (its last bet less than 30 minutes ago) is refused once an interval
  -- has passed since the session began or since the last acknowledgement; otherwise it is counted in the session.
  IF p_stake > 0 AND v_minutes IS NOT NULL THEN
    SELECT started_at, last_bet_at, last_ack_at INTO v_session FROM player_sessions WHERE player_id = p_player FOR UPDATE;
    v_going := FOUND AND p_now - v_session.last_bet_at < interval '30 minutes';
    IF v_going AND p_now >= greatest(v_session.started_at, coalesce(v_session.last_ack_at, '-infinity'::timestamptz)) + v_minutes * interval '1 minute' THEN
      SELECT coalesce(-sum(amount_cents) FILTER (WHERE kind <> 'PAYOUT'), 0), coalesce(sum(amount_cents), 0) INTO v_staked, v_net
        FROM ledger_entries WHERE player_id = p_player AND kind IN ('BET', 'BET_CANCEL', 'PAYOUT') AND at >= v_session.started_at;
      RAISE EXCEPTION 'refused by player protection' USING ERRCODE = 'HO403',
        DETAIL = json_build_object('reason', 'REALITY_CHECK_DUE', 'startedAt', floor(extract(epoch FROM v_session.started_at) * 1000),
          'now', floor(extract(epoch FROM p_now) * 1000), 'stakedCents', v_staked, 'netCents', v_net)::text;
    END IF;
    INSERT INTO player_sessions AS s (player_id, started_at, last_bet_at, last_ack_at)
      VALUES (p_player, CASE WHEN v_going THEN v_session.started_at ELSE p_now END, p_now, CASE WHEN v_going THEN v_session.last_ack_at END)
      ON CONFLICT (player_id) DO UPDATE SET started_at = EXCLUDED.started_at, last_bet_at = greatest(s.last_bet_at, EXCLUDED.last_bet_at),
        last_ack_at = EXCLUDED.last_ack_at;
  END IF;
END
$$;

DROP FUNCTION protection_check_limits(text, bigint, bigint, timestamptz);

