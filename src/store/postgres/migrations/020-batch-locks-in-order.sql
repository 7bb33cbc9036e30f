-- Two batches of bets could wait for each other. A batch's bets are sorted by table, and each bet takes its table's
-- row lock and then, for a protected player, that player's protection locks (protection_check): so a batch held the
-- locks of its first table's players while it waited for its next table. A batch of two instances' queues holding
-- table 1 and player P and waiting for table 2, and another holding table 2 and waiting for P (P betting at table 3
-- at the same moment), waited for each other until PostgreSQL's deadlock check (deadlock_timeout, 1 s) broke one,
-- which was then tried again; so could two batches at different tables that reach two protected players in opposite
-- orders. place_bets with a protected player in it now takes all its tables, then its protected players' locks, each
-- in one order, before its first bet. A lone bet (place_bet) takes one table, then one player: the same order. (A
-- player made protected while a batch runs is locked at the bet, as before: the deadlock check and the retry remain
-- for that instant.)

-- Migration 019's place_bets, unchanged, places the batch once its locks are held.
ALTER FUNCTION place_bets(integer[], text[], integer[], integer[], integer[], text[], integer[], bigint[], bigint[], text[], text[],
  timestamptz[], timestamptz[], integer) RENAME TO place_bets_locked;

CREATE FUNCTION place_bets(
  p_table_ids integer[], p_states text[], p_game_ids integer[], p_stages integer[], p_hands integer[], p_players text[],
  p_seats integer[], p_stakes bigint[], p_odds bigint[], p_keys text[], p_fingerprints text[], p_key_ats timestamptz[],
  p_key_cutoffs timestamptz[], p_events_kept integer
) RETURNS TABLE (r_outcome text, r_bet_id bigint, r_balance_cents bigint, r_event_id bigint, r_amount_bet_cents bigint, r_at_ms float8, r_refusal text)
LANGUAGE plpgsql AS $$
DECLARE
  v_protected text[];
  v_player text;
BEGIN
  -- With a protected player in it, every lock the batch will need, before any bet and in one order: its tables by id,
  -- then each protected player's protection locks (shared, then the player's own, as protection_check takes them) by
  -- player id. Held to the commit, also when a bet raises and the batch is placed bet by bet. Without one, a batch
  -- takes only its tables' rows, in the order of its bets (by table: the bet queue sorts them), and locks shared by
  -- every bet: nothing to wait for in a circle. A lone bet takes its locks as place_bet does.
  IF coalesce(array_length(p_table_ids, 1), 0) > 1 THEN
    SELECT array_agg(player_id ORDER BY player_id) INTO v_protected FROM protected_players WHERE player_id = ANY (p_players);
    IF v_protected IS NOT NULL THEN
      PERFORM 1 FROM tables WHERE table_id = ANY (p_table_ids) ORDER BY table_id FOR NO KEY UPDATE;
      FOREACH v_player IN ARRAY v_protected LOOP
        PERFORM pg_advisory_xact_lock_shared(protection_lock(v_player));
        PERFORM pg_advisory_xact_lock(protection_lock(v_player) # 1);
      END LOOP;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM place_bets_locked(p_table_ids, p_states, p_game_ids, p_stages, p_hands, p_players, p_seats,
    p_stakes, p_odds, p_keys, p_fingerprints, p_key_ats, p_key_cutoffs, p_events_kept);
END
$$;
