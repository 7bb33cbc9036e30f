-- The seamless wallet in the database (migration 025): a bet on a stake the casino's wallet gave, in one statement.
-- Applied after every migration and again whenever this file changes (migrate.ts): CREATE OR REPLACE only.

-- A bet on a debit the wallet applied: the debit locked and still PENDING (else 'lost': it was given up meanwhile),
-- the stake into the seat (a BUY_IN entry naming the game), then place_bet with every check it makes (it raises what
-- it raises: the whole statement is undone), the debit DONE naming the bet with the balance the wallet answered, and
-- the key's answer that balance. Answers place_bet's answer, r_outcome 'lost', or 'stale' having written nothing.
CREATE OR REPLACE FUNCTION place_wallet_bet(
  p_debit text, p_wallet_balance_cents bigint,
  p_table_id integer, p_state text, p_game_id integer, p_stage integer, p_hand integer, p_player text, p_seat integer,
  p_stake_cents bigint, p_odds_tenths bigint, p_key text, p_fingerprint text, p_key_at timestamptz, p_key_cutoff
      timestamptz,
  OUT r_outcome text, OUT r_bet_id bigint, OUT r_balance_cents bigint, OUT r_event_id bigint, OUT r_amount_bet_cents
      bigint,
  OUT r_at_ms float8
) LANGUAGE plpgsql AS $$
DECLARE
  v_balance bigint;
  v_bet record;
BEGIN
  -- The table first, as every writer of it locks it, then the debit.
  PERFORM 1 FROM tables WHERE table_id = p_table_id FOR NO KEY UPDATE;
  PERFORM 1 FROM wallet_transactions WHERE transaction_id = p_debit AND kind = 'DEBIT' AND status = 'PENDING'
    FOR UPDATE;
  IF NOT FOUND THEN
    r_outcome := 'lost';
    RETURN;
  END IF;
  BEGIN
    UPDATE seats SET balance_cents = balance_cents + p_stake_cents, updated_at = now()
      WHERE table_id = p_table_id AND seat_id = p_seat AND player_id = p_player
      RETURNING balance_cents INTO v_balance;
    IF NOT FOUND THEN
      RAISE EXCEPTION 'stale bet: the seat changed' USING ERRCODE = 'HO409';
    END IF;
    INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, at)
      VALUES (p_table_id, p_seat, p_player, 'BUY_IN', p_stake_cents, v_balance, p_game_id, clock_timestamp());
    SELECT * INTO v_bet FROM place_bet(p_table_id, p_state, p_game_id, p_stage, p_hand, p_player, p_seat,
        p_stake_cents, p_odds_tenths, p_key, p_fingerprint, p_key_at, p_key_cutoff);
    IF v_bet.r_outcome <> 'placed' THEN
      RAISE EXCEPTION 'stale bet: the table moved on' USING ERRCODE = 'HO409';
    END IF;
  EXCEPTION
    WHEN SQLSTATE 'HO409' THEN
      r_outcome := 'stale';
      RETURN;
  END;
  UPDATE wallet_transactions SET status = 'DONE', bet_id = v_bet.r_bet_id, balance_after_cents = p_wallet_balance_cents,
      updated_at = clock_timestamp()
    WHERE transaction_id = p_debit;
  IF p_key IS NOT NULL THEN
    UPDATE bet_idempotency_keys SET balance_cents = p_wallet_balance_cents WHERE key = p_key;
  END IF;
  r_outcome := 'placed'; r_bet_id := v_bet.r_bet_id; r_balance_cents := p_wallet_balance_cents;
  r_event_id := v_bet.r_event_id; r_amount_bet_cents := v_bet.r_amount_bet_cents; r_at_ms := v_bet.r_at_ms;
END
$$;
