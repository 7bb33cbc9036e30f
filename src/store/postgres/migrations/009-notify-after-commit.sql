-- A bet no longer sends its NOTIFY inside its transaction. PostgreSQL serializes the commits of every transaction
-- that notifies (one lock for the whole database, held through the commit's WAL flush), so bets at different tables
-- could not commit together: place_bet alone ran at about 0.55 of its rate without the notification. The store now
-- announces every change right after its commit, many in one statement (docs/game.md: across instances).

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
