-- Bets at one table waited for each other: each held the table's row lock until its commit had reached the disk, so
-- one table took about one bet per commit flush, whatever the number of players; and every bet was a statement and a
-- commit of its own. place_bets takes the bets an instance has queued (of any tables, in the order of their table
-- ids, so two such statements lock tables in the same order) and places each exactly as place_bet does (the same
-- checks under its table's row lock, the same rows), all in one statement and one commit. A bet that place_bet would
-- refuse with 'stale', HO409 or 40001 is undone alone (its own subtransaction) and answered 'stale' or 'retry'; the
-- others stand.

CREATE FUNCTION place_bets(
  p_table_ids integer[], p_states text[], p_game_ids integer[], p_stages integer[], p_hands integer[], p_players text[],
  p_seats integer[], p_stakes bigint[], p_odds bigint[], p_keys text[], p_fingerprints text[], p_key_ats timestamptz[],
  p_key_cutoffs timestamptz[], p_events_kept integer
) RETURNS TABLE (r_outcome text, r_bet_id bigint, r_balance_cents bigint, r_event_id bigint, r_amount_bet_cents bigint, r_at_ms float8)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_table_ids, 1), 0) LOOP
    BEGIN
      SELECT * INTO r_outcome, r_bet_id, r_balance_cents, r_event_id, r_amount_bet_cents, r_at_ms FROM place_bet(p_table_ids[i], p_states[i],
        p_game_ids[i], p_stages[i], p_hands[i], p_players[i], p_seats[i], p_stakes[i], p_odds[i], p_keys[i], p_fingerprints[i],
        p_key_ats[i], p_key_cutoffs[i], p_events_kept);
    EXCEPTION
      WHEN SQLSTATE 'HO409' OR serialization_failure THEN
        r_outcome := CASE WHEN SQLSTATE = 'HO409' THEN 'stale' ELSE 'retry' END;
        r_bet_id := NULL; r_balance_cents := NULL; r_event_id := NULL; r_amount_bet_cents := NULL; r_at_ms := NULL;
    END;
    RETURN NEXT;
  END LOOP;
END
$$;
