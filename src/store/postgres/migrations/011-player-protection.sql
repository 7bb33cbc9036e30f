-- Player protection (docs/player-protection.md): each player's limits of each source with any pending change, the
-- time-outs and self-exclusions, and every change to them (never updated or removed). protection_check refuses money
-- into play (HO403, with the refusal as JSON in its DETAIL) in the transaction that moves it: a bet (place_bet), a
-- sit or top-up, a deposit. A player with any protection has a row in protected_players, and every check of that
-- player takes the player's lock to its commit, so two bets of the player at two tables (or from two instances) are
-- judged one after the other and never pass a limit
-- together; a player without one costs a shared advisory lock and one index probe.

CREATE TABLE protected_players (
  player_id       text    PRIMARY KEY CHECK (player_id <> ''),
  -- The player's own reality-check interval (reality_set; NULL minutes: none); else the instance's default applies.
  reality_set     boolean NOT NULL DEFAULT false,
  reality_minutes integer CHECK (reality_minutes BETWEEN 10 AND 120),
  -- The latest end of the player's time-outs and self-exclusions: a check reads player_breaks only before it.
  breaks_until    timestamptz
);

-- Each player's session of play, for reality checks: kept for players with an interval in force (their own, or the
-- default the instance sets on its connections as hand_odds.reality_check_minutes).
CREATE TABLE player_sessions (
  player_id   text        PRIMARY KEY,
  started_at  timestamptz NOT NULL,
  last_bet_at timestamptz NOT NULL,
  last_ack_at timestamptz
);

CREATE TABLE player_limits (
  player_id            text        NOT NULL REFERENCES protected_players (player_id),
  kind                 text        NOT NULL CHECK (kind IN ('DEPOSIT', 'WAGER', 'LOSS')),
  period               text        NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  source               text        NOT NULL CHECK (source IN ('PLAYER', 'OPERATOR')),
  -- The amount in force (NULL: none), and a rise or removal waiting until pending_at (pending_set; NULL amount: removal).
  amount_cents         bigint      CHECK (amount_cents > 0),
  pending_set          boolean     NOT NULL DEFAULT false,
  pending_amount_cents bigint      CHECK (pending_amount_cents > 0),
  pending_at           timestamptz,
  PRIMARY KEY (player_id, kind, period, source),
  CHECK (pending_set = (pending_at IS NOT NULL))
);

CREATE TABLE player_breaks (
  break_id   bigserial   PRIMARY KEY,
  player_id  text        NOT NULL REFERENCES protected_players (player_id),
  kind       text        NOT NULL CHECK (kind IN ('TIMEOUT', 'SELF_EXCLUSION')),
  started_at timestamptz NOT NULL,
  until      timestamptz NOT NULL CHECK (until > started_at)
);
CREATE INDEX player_breaks_player_idx ON player_breaks (player_id, until);

CREATE TABLE protection_changes (
  change_id bigserial   PRIMARY KEY,
  player_id text        NOT NULL REFERENCES protected_players (player_id),
  at        timestamptz NOT NULL,
  actor     text        NOT NULL,
  source    text        NOT NULL CHECK (source IN ('PLAYER', 'OPERATOR')),
  action    text        NOT NULL CHECK (action IN ('LIMIT', 'TIMEOUT', 'SELF_EXCLUSION', 'REALITY_CHECK')),
  before    json,
  after     json        NOT NULL,
  reason    text
);
CREATE INDEX protection_changes_player_idx ON protection_changes (player_id, change_id);

CREATE FUNCTION protection_changes_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE restrict_violation USING MESSAGE = 'protection changes are never changed or removed';
END
$$;
CREATE TRIGGER protection_changes_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON protection_changes
  FOR EACH STATEMENT EXECUTE FUNCTION protection_changes_refuse_change();

-- A protected player's uses of money, summed by the minute (DAY limits) and by the hour (WEEK and MONTH), each
-- bucket with the time of its last use: a bucket counts while its last use is in the window, so a use leaves its
-- window at most a minute (DAY) or an hour (WEEK, MONTH) after it would on its own, never before. Kept by triggers
-- on the ledgers (stakes, cancels and payouts on ledger_entries; deposits on account_entries) for players with a
-- protected_players row, and filled from the ledgers' last 30 days when a player first gets one; a check then
-- reads at most 1,440 or 720 rows however much the player plays.
CREATE TABLE player_usage (
  player_id     text        NOT NULL REFERENCES protected_players (player_id),
  grain         text        NOT NULL CHECK (grain IN ('minute', 'hour')),
  bucket        timestamptz NOT NULL,
  last_at       timestamptz NOT NULL,
  deposit_cents bigint      NOT NULL DEFAULT 0,
  stake_cents   bigint      NOT NULL DEFAULT 0,
  return_cents  bigint      NOT NULL DEFAULT 0,
  PRIMARY KEY (player_id, grain, bucket)
);

-- The ledgers' uses by a player since a time: what the first protection fills player_usage from.
CREATE INDEX ledger_entries_player_at_idx ON ledger_entries (player_id, at) WHERE kind IN ('BET', 'BET_CANCEL', 'PAYOUT');
CREATE INDEX account_entries_deposits_idx ON account_entries (player_id, at) WHERE kind = 'DEPOSIT';

CREATE FUNCTION ledger_entries_note_uses() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO player_usage AS u (player_id, grain, bucket, last_at, stake_cents, return_cents)
    SELECT i.player_id, g.grain, date_trunc(g.grain, i.at), max(i.at),
      sum(CASE WHEN i.kind = 'PAYOUT' THEN 0 ELSE -i.amount_cents END), sum(CASE WHEN i.kind = 'PAYOUT' THEN i.amount_cents ELSE 0 END)
    FROM inserted i JOIN protected_players p ON p.player_id = i.player_id CROSS JOIN (VALUES ('minute'), ('hour')) g (grain)
    WHERE i.kind IN ('BET', 'BET_CANCEL', 'PAYOUT')
    GROUP BY 1, 2, 3
    ON CONFLICT (player_id, grain, bucket) DO UPDATE SET last_at = greatest(u.last_at, EXCLUDED.last_at),
      stake_cents = u.stake_cents + EXCLUDED.stake_cents, return_cents = u.return_cents + EXCLUDED.return_cents;
  RETURN NULL;
END
$$;
CREATE TRIGGER ledger_entries_uses AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_note_uses();

CREATE FUNCTION account_entries_note_uses() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO player_usage AS u (player_id, grain, bucket, last_at, deposit_cents)
    SELECT i.player_id, g.grain, date_trunc(g.grain, i.at), max(i.at), sum(i.amount_cents)
    FROM inserted i JOIN protected_players p ON p.player_id = i.player_id CROSS JOIN (VALUES ('minute'), ('hour')) g (grain)
    WHERE i.kind = 'DEPOSIT'
    GROUP BY 1, 2, 3
    ON CONFLICT (player_id, grain, bucket) DO UPDATE SET last_at = greatest(u.last_at, EXCLUDED.last_at),
      deposit_cents = u.deposit_cents + EXCLUDED.deposit_cents;
  RETURN NULL;
END
$$;
CREATE TRIGGER account_entries_uses AFTER INSERT ON account_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION account_entries_note_uses();

-- The key of a player's protection lock: shared by every bet and deposit (protection_check), exclusive while the
-- player first becomes protected (protection_start's caller).
CREATE FUNCTION protection_lock(p_player text) RETURNS bigint LANGUAGE sql IMMUTABLE AS $$
  SELECT hashtextextended('protection:' || p_player, 0)
$$;

-- Makes p_player protected, filling player_usage from the ledgers' last 30 days. The caller holds the player's
-- exclusive protection lock (protection_lock), which every bet and deposit takes shared in protection_check: no
-- stake or deposit of the player is in flight, so each is either in the ledgers read here or noted by the triggers.
-- (A cancel or a payout committed in that instant may be missed: it would only count against the player, never for.)
CREATE FUNCTION protection_start(p_player text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_since timestamptz := clock_timestamp() - interval '31 days';
BEGIN
  INSERT INTO protected_players (player_id) VALUES (p_player) ON CONFLICT DO NOTHING;
  IF NOT FOUND THEN
    RETURN;
  END IF;
  INSERT INTO player_usage (player_id, grain, bucket, last_at, deposit_cents, stake_cents, return_cents)
    SELECT p_player, g.grain, date_trunc(g.grain, e.at), max(e.at), sum(e.deposit), sum(e.stake), sum(e.returned)
    FROM (
      SELECT at, 0::bigint AS deposit, CASE WHEN kind = 'PAYOUT' THEN 0 ELSE -amount_cents END AS stake,
          CASE WHEN kind = 'PAYOUT' THEN amount_cents ELSE 0 END AS returned
        FROM ledger_entries WHERE player_id = p_player AND kind IN ('BET', 'BET_CANCEL', 'PAYOUT') AND at > v_since
      UNION ALL
      SELECT at, amount_cents, 0, 0 FROM account_entries WHERE player_id = p_player AND kind = 'DEPOSIT' AND at > v_since
    ) e CROSS JOIN (VALUES ('minute'), ('hour')) g (grain)
    GROUP BY 1, 2, 3;
END
$$;

-- What a limit of `kind` has used in the window (p_since, p_until]: DEPOSIT deposits, WAGER stakes placed less
-- cancels, LOSS stakes placed less cancels and returns paid; and the last use of the oldest bucket still counted.
CREATE FUNCTION protection_usage(p_player text, p_kind text, p_since timestamptz, p_until timestamptz, p_grain text,
  OUT r_used bigint, OUT r_oldest timestamptz) LANGUAGE sql STABLE AS $$
  SELECT coalesce(sum(CASE p_kind WHEN 'DEPOSIT' THEN deposit_cents WHEN 'WAGER' THEN stake_cents ELSE stake_cents - return_cents END), 0)::bigint,
    min(last_at) FILTER (WHERE CASE p_kind WHEN 'DEPOSIT' THEN deposit_cents WHEN 'WAGER' THEN stake_cents ELSE stake_cents - return_cents END <> 0)
  FROM player_usage
  WHERE player_id = p_player AND grain = p_grain AND bucket > p_since - CASE p_grain WHEN 'minute' THEN interval '1 minute' ELSE interval '1 hour' END
    AND last_at > p_since AND bucket <= p_until
$$;

-- Refuses money into play at p_now: any of it while a self-exclusion or time-out is in force; a deposit (p_deposit)
-- or a stake (p_stake) that would take a limit in force past its amount. Both 0: a sit or top-up (breaks only).
CREATE FUNCTION protection_check(p_player text, p_deposit bigint, p_stake bigint, p_now timestamptz) RETURNS void
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
  SELECT reality_set, reality_minutes, breaks_until INTO v_player FROM protected_players WHERE player_id = p_player;
  IF FOUND THEN
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

CREATE OR REPLACE FUNCTION place_bet(
  p_table_id integer, p_state text, p_game_id integer, p_stage integer, p_hand integer, p_player text, p_seat integer,
  p_stake_cents bigint, p_odds_tenths bigint, p_key text, p_fingerprint text, p_key_at timestamptz, p_key_cutoff timestamptz,
  p_events_kept integer,
  OUT r_outcome text, OUT r_bet_id bigint, OUT r_balance_cents bigint, OUT r_event_id bigint, OUT r_amount_bet_cents bigint,
  OUT r_at_ms float8
) LANGUAGE plpgsql AS $$
DECLARE
  v_ends_ms float8;
  v_at      timestamptz;
  v_oldest  bigint;
BEGIN
  -- The table's row is locked, checked and counted in one update (a bet after the stage moved on finds no row).
  UPDATE tables SET amount_bet_cents = amount_bet_cents + p_stake_cents, event_seq = event_seq + 1
    WHERE table_id = p_table_id AND game_state = p_state AND current_game_id = p_game_id
    RETURNING event_seq, amount_bet_cents, extract(epoch FROM stage_ends_at) * 1000, floor(extract(epoch FROM clock_timestamp()) * 1000)
    INTO r_event_id, r_amount_bet_cents, v_ends_ms, r_at_ms;
  IF NOT FOUND THEN
    r_outcome := 'stale';
    RETURN;
  END IF;
  -- Past the deadline, or the seat no longer has the player or the stake: undo the count.
  IF v_ends_ms IS NOT NULL AND r_at_ms >= v_ends_ms THEN
    RAISE EXCEPTION 'stale bet: the stage closed' USING ERRCODE = 'HO409';
  END IF;
  UPDATE seats SET balance_cents = balance_cents - p_stake_cents, updated_at = now()
    WHERE table_id = p_table_id AND seat_id = p_seat AND player_id = p_player AND balance_cents >= p_stake_cents
    RETURNING balance_cents INTO r_balance_cents;
  IF NOT FOUND THEN
    RAISE EXCEPTION 'stale bet: the seat changed' USING ERRCODE = 'HO409';
  END IF;

  v_at := to_timestamp(r_at_ms / 1000.0);
  -- Player protection, under the player's row lock when the player has any (a refusal undoes the bet: HO403).
  PERFORM protection_check(p_player, 0, p_stake_cents, v_at);
  INSERT INTO bets (table_id, game_id, betting_stage, hand_index, player_id, seat_id, stake_cents, recorded_odds_tenths, status, placed_at)
    VALUES (p_table_id, p_game_id, p_stage, p_hand, p_player, p_seat, p_stake_cents, p_odds_tenths, 'OPEN', v_at)
    RETURNING bet_id INTO r_bet_id;
  INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id, at)
    VALUES (p_table_id, p_seat, p_player, 'BET', -p_stake_cents, r_balance_cents, p_game_id, r_bet_id, v_at);
  INSERT INTO table_events (table_id, event_id, type, at, view, bet_id, seat_id, seat_balance_cents, amount_bet_cents)
    VALUES (p_table_id, r_event_id, 'bet', v_at, NULL, r_bet_id, p_seat, r_balance_cents, r_amount_bet_cents);
  IF r_event_id % 100 = 0 THEN
    -- Keep the last p_events_kept events, and the newest event with a view at or before them (what they fold from).
    SELECT max(event_id) INTO v_oldest FROM table_events
      WHERE table_id = p_table_id AND event_id <= r_event_id - p_events_kept + 1 AND view IS NOT NULL;
    DELETE FROM table_events WHERE table_id = p_table_id AND event_id < least(v_oldest, r_event_id - p_events_kept + 1);
  END IF;
  IF p_key IS NOT NULL THEN
    -- Replaces an expired answer; a live one (the same key, committed since the bet's read) makes the bet retry.
    INSERT INTO bet_idempotency_keys (key, fingerprint, bet_id, balance_cents, created_at)
      VALUES (p_key, p_fingerprint, r_bet_id, r_balance_cents, p_key_at)
      ON CONFLICT (key) DO UPDATE SET fingerprint = EXCLUDED.fingerprint, bet_id = EXCLUDED.bet_id,
        balance_cents = EXCLUDED.balance_cents, created_at = EXCLUDED.created_at
      WHERE bet_idempotency_keys.created_at <= p_key_cutoff;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'idempotency key stored concurrently' USING ERRCODE = '40001';
    END IF;
  END IF;
  r_outcome := 'placed';
END
$$;

-- place_bets answers a bet refused by player protection as 'refused', with the refusal, and places the others.
DROP FUNCTION place_bets(integer[], text[], integer[], integer[], integer[], text[], integer[], bigint[], bigint[], text[], text[],
  timestamptz[], timestamptz[], integer);
CREATE FUNCTION place_bets(
  p_table_ids integer[], p_states text[], p_game_ids integer[], p_stages integer[], p_hands integer[], p_players text[],
  p_seats integer[], p_stakes bigint[], p_odds bigint[], p_keys text[], p_fingerprints text[], p_key_ats timestamptz[],
  p_key_cutoffs timestamptz[], p_events_kept integer
) RETURNS TABLE (r_outcome text, r_bet_id bigint, r_balance_cents bigint, r_event_id bigint, r_amount_bet_cents bigint, r_at_ms float8, r_refusal text)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_table_ids, 1), 0) LOOP
    r_refusal := NULL;
    BEGIN
      SELECT * INTO r_outcome, r_bet_id, r_balance_cents, r_event_id, r_amount_bet_cents, r_at_ms FROM place_bet(p_table_ids[i], p_states[i],
        p_game_ids[i], p_stages[i], p_hands[i], p_players[i], p_seats[i], p_stakes[i], p_odds[i], p_keys[i], p_fingerprints[i],
        p_key_ats[i], p_key_cutoffs[i], p_events_kept);
    EXCEPTION
      WHEN SQLSTATE 'HO409' OR serialization_failure THEN
        r_outcome := CASE WHEN SQLSTATE = 'HO409' THEN 'stale' ELSE 'retry' END;
        r_bet_id := NULL; r_balance_cents := NULL; r_event_id := NULL; r_amount_bet_cents := NULL; r_at_ms := NULL;
      WHEN SQLSTATE 'HO403' THEN
        GET STACKED DIAGNOSTICS r_refusal = PG_EXCEPTION_DETAIL;
        r_outcome := 'refused';
        r_bet_id := NULL; r_balance_cents := NULL; r_event_id := NULL; r_amount_bet_cents := NULL; r_at_ms := NULL;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
