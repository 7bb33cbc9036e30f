-- place_bets (migrations 010, 011) placed each bet of a batch in a subtransaction of its own, so that a bet refused by
-- raising (stale, a key stored meanwhile, player protection) left the others placed: a subtransaction, and a
-- transaction id of its own, for every bet. Such a refusal is rare (a stage that closes, a seat that changes, a limit
-- met), so the batch is now placed in one subtransaction; when a bet of it raises, all of it is undone and placed
-- again bet by bet by the function of migration 011, kept as place_bets_one_by_one. The answers are the same as
-- before: the first pass stands only when no bet raised.
ALTER FUNCTION place_bets(integer[], text[], integer[], integer[], integer[], text[], integer[], bigint[], bigint[], text[], text[],
  timestamptz[], timestamptz[], integer) RENAME TO place_bets_one_by_one;

CREATE FUNCTION place_bets(
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
BEGIN
  BEGIN
    FOR i IN 1 .. v_count LOOP
      SELECT * INTO r_outcome, r_bet_id, r_balance_cents, r_event_id, r_amount_bet_cents, r_at_ms FROM place_bet(p_table_ids[i], p_states[i],
        p_game_ids[i], p_stages[i], p_hands[i], p_players[i], p_seats[i], p_stakes[i], p_odds[i], p_keys[i], p_fingerprints[i],
        p_key_ats[i], p_key_cutoffs[i], p_events_kept);
      v_outcomes[i] := r_outcome; v_bet_ids[i] := r_bet_id; v_balances[i] := r_balance_cents;
      v_event_ids[i] := r_event_id; v_amounts[i] := r_amount_bet_cents; v_ats[i] := r_at_ms;
    END LOOP;
  EXCEPTION
    WHEN SQLSTATE 'HO409' OR SQLSTATE 'HO403' OR serialization_failure THEN
      -- Every bet of the batch undone: each placed again in a subtransaction of its own, a refused one answered.
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
