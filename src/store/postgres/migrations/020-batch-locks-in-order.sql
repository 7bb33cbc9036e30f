-- Two batches of bets could wait for each other. A batch's bets are sorted by table, and each bet takes its table's
-- row lock and then, for a protected player, that player's protection locks (protection_check): so a batch held the
-- locks of its first table's players while it waited for its next table. A batch of two instances' queues holding
-- table 1 and player P and waiting for table 2, and another holding table 2 and waiting for P (P betting at table 3
-- at the same moment), waited for each other until PostgreSQL's deadlock check (deadlock_timeout, 1 s) broke one,
-- which was then tried again; so could two batches at different tables that reach two protected players in opposite
-- orders. place_bets with a protected player in it now takes all its tables, then its protected players' locks, each
-- in one order, before its first bet. A lone bet (place_bet) takes one table, then one player: the same order. (A player made protected while
-- a batch runs is locked at the bet, as before: the deadlock check and the retry remain for that instant.)

CREATE OR REPLACE FUNCTION place_bets(
  p_table_ids integer[], p_states text[], p_game_ids integer[], p_stages integer[], p_hands integer[], p_players text[],
  p_seats integer[], p_stakes bigint[], p_odds bigint[], p_keys text[], p_fingerprints text[], p_key_ats timestamptz[],
  p_key_cutoffs timestamptz[], p_events_kept integer
) RETURNS TABLE (r_outcome text, r_bet_id bigint, r_balance_cents bigint, r_event_id bigint, r_amount_bet_cents bigint, r_at_ms float8, r_refusal text)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
  v_count integer := coalesce(array_length(p_table_ids, 1), 0);
  v_outcomes text[] := '{}';
  v_bet_ids bigint[] := '{}';
  v_balances bigint[] := '{}';
  v_event_ids bigint[] := '{}';
  v_amounts bigint[] := '{}';
  v_ats float8[] := '{}';
  -- A bet's answer and entry; the ledger entries waiting for the batch's insert, and their players.
  v_bet record;
  v_entries ledger_entries[] := '{}';
  v_entry_players text[] := '{}';
  v_protected text[];
  v_player text;
BEGIN
  -- With a protected player in it, every lock the batch will need, before any bet and in one order: its tables by id,
  -- then each protected player's protection locks (shared, then the player's own, as protection_check takes them) by
  -- player id. Taken outside the subtransaction below, they stay held when a bet raises and the batch is placed bet by
  -- bet. Without one, a batch takes only its tables' rows, in the order of its bets (by table: the bet queue sorts
  -- them), and locks shared by every bet: nothing to wait for in a circle. A lone bet takes its locks as place_bet does.
  IF v_count > 1 THEN
    SELECT array_agg(player_id ORDER BY player_id) INTO v_protected FROM protected_players WHERE player_id = ANY (p_players);
    IF v_protected IS NOT NULL THEN
      PERFORM 1 FROM tables WHERE table_id = ANY (p_table_ids) ORDER BY table_id FOR NO KEY UPDATE;
      FOREACH v_player IN ARRAY v_protected LOOP
        PERFORM pg_advisory_xact_lock_shared(protection_lock(v_player));
        PERFORM pg_advisory_xact_lock(protection_lock(v_player) # 1);
      END LOOP;
    END IF;
  END IF;
  BEGIN
    FOR i IN 1 .. v_count LOOP
      IF p_players[i] = ANY (v_entry_players) THEN
        IF EXISTS (SELECT 1 FROM protected_players WHERE player_id = p_players[i]) THEN
          -- A protected player's earlier entry of this batch counts in the check: written now.
          PERFORM insert_ledger_entries(v_entries);
          v_entries := '{}';
          v_entry_players := '{}';
        END IF;
      END IF;
      SELECT * INTO v_bet FROM place_bet_without_entry(p_table_ids[i], p_states[i], p_game_ids[i], p_stages[i], p_hands[i], p_players[i],
        p_seats[i], p_stakes[i], p_odds[i], p_keys[i], p_fingerprints[i], p_key_ats[i], p_key_cutoffs[i], p_events_kept);
      IF v_bet.r_outcome = 'placed' THEN
        v_entries := v_entries || v_bet.r_entry;
        v_entry_players := v_entry_players || p_players[i];
      END IF;
      v_outcomes[i] := v_bet.r_outcome; v_bet_ids[i] := v_bet.r_bet_id; v_balances[i] := v_bet.r_balance_cents;
      v_event_ids[i] := v_bet.r_event_id; v_amounts[i] := v_bet.r_amount_bet_cents; v_ats[i] := v_bet.r_at_ms;
    END LOOP;
    IF cardinality(v_entries) > 0 THEN
      PERFORM insert_ledger_entries(v_entries);
    END IF;
  EXCEPTION
    WHEN SQLSTATE 'HO409' OR SQLSTATE 'HO403' OR serialization_failure THEN
      RETURN QUERY SELECT * FROM place_bets_one_by_one(p_table_ids, p_states, p_game_ids, p_stages, p_hands, p_players, p_seats,
        p_stakes, p_odds, p_keys, p_fingerprints, p_key_ats, p_key_cutoffs, p_events_kept);
      RETURN;
  END;
  r_refusal := NULL;
  FOR i IN 1 .. v_count LOOP
    r_outcome := v_outcomes[i]; r_bet_id := v_bet_ids[i]; r_balance_cents := v_balances[i];
    r_event_id := v_event_ids[i]; r_amount_bet_cents := v_amounts[i]; r_at_ms := v_ats[i];
    RETURN NEXT;
  END LOOP;
END
$$;
