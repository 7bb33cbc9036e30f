-- Bets in the database: a bet the service planned (core planBet) from a snapshot read without a lock is applied here,
-- after checking under the table's row lock that what the plan relied on still holds. Applied after every migration
-- and again whenever this file changes (migrate.ts): CREATE OR REPLACE only.
--
-- Each bet answers 'placed' with the bet's id, the seat balance, the event number, the table's amount bet and the
-- bet's time (the database's clock after the table's row lock, in whole ms, as every deadline is judged); or 'stale',
-- having written nothing, when the table's state, game or deadline, or the seat, no longer match the plan: the caller
-- reads again and re-plans. A key answered concurrently raises 40001 (retried: the retry finds that answer). Player
-- protection refuses with HO403 (protection.sql). Its event keeps the bet's change (bet, seat balance, table total)
-- instead of the whole view. No NOTIFY inside the transaction: PostgreSQL serialises the commits of every transaction
-- that notifies, so the store announces every change right after its commit.

-- The last bet id handed out (0 before the first): a game records it when it starts and when it settles, and its bets'
-- ids lie between (migration 031). Read from the sequence, which hands ids out in order (CACHE 1).
CREATE OR REPLACE FUNCTION last_bet_id() RETURNS bigint LANGUAGE sql VOLATILE SET search_path FROM CURRENT AS $$
  SELECT CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM bets_bet_id_seq
$$;

-- Takes a mark of the last bet id handed out, at the database's clock after reading it (bet_marks, migration 033): what
-- the hourly maintenance does (partitions.ts).
CREATE OR REPLACE FUNCTION bet_mark() RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO bet_marks (at, last_bet_id) SELECT clock_timestamp(), last_bet_id() ON CONFLICT (at) DO NOTHING;
END
$$;

-- The ids that hold every bet placed in [p_from, p_to): greater than r_after and at most r_through, from the marks an
-- hour clear of either end (a bet takes its time and then its id in one statement; the hour covers that and a step of
-- the clock). Without such a mark, no bound on that side.
CREATE OR REPLACE FUNCTION bet_ids_placed(p_from timestamptz, p_to timestamptz, OUT r_after bigint,
  OUT r_through bigint) LANGUAGE plpgsql STABLE SET search_path FROM CURRENT AS $$
BEGIN
  SELECT coalesce(max(m.last_bet_id), 0) INTO r_after FROM bet_marks m
    WHERE m.at = (SELECT max(n.at) FROM bet_marks n WHERE n.at <= p_from - interval '1 hour');
  SELECT coalesce(max(m.last_bet_id), 9223372036854775807) INTO r_through FROM bet_marks m
    WHERE m.at = (SELECT min(n.at) FROM bet_marks n WHERE n.at >= p_to + interval '1 hour');
END
$$;

-- A game's bets, between the ids the game recorded (migration 031), in a statement of their own: PostgreSQL reads only
-- the ranges of bets those ids lie in, and plans for those alone (bounds a query read from games as it ran would leave
-- every range in the plan, whose planning costs more than the read). Nothing for a game that does not exist. With
-- the game's start (p_started_at, to the millisecond as the service reads it), its month alone is read for its ids
-- (games are partitioned by month, 035), and every month if it is not there.
CREATE OR REPLACE FUNCTION game_bets(p_table_id integer, p_game_id integer, p_started_at timestamptz DEFAULT NULL)
RETURNS SETOF bets LANGUAGE plpgsql STABLE SET search_path FROM CURRENT AS $$
DECLARE
  v_after   bigint;
  v_through bigint;
BEGIN
  IF p_started_at IS NOT NULL THEN
    SELECT bets_after, coalesce(bets_through, 9223372036854775807) INTO v_after, v_through FROM games
      WHERE table_id = p_table_id AND game_id = p_game_id AND started_at > p_started_at - interval '1 millisecond'
        AND started_at < p_started_at + interval '1 millisecond';
  END IF;
  IF NOT FOUND OR p_started_at IS NULL THEN
    SELECT bets_after, coalesce(bets_through, 9223372036854775807) INTO v_after, v_through FROM games
      WHERE table_id = p_table_id AND game_id = p_game_id;
  END IF;
  RETURN QUERY SELECT * FROM bets
    WHERE table_id = p_table_id AND game_id = p_game_id AND bet_id > v_after AND bet_id <= v_through;
END
$$;

-- A bet's checks and writes but its ledger entry, which it answers (r_entry; NULL unless placed).
CREATE OR REPLACE FUNCTION place_bet_without_entry(
  p_table_id integer, p_state text, p_game_id integer, p_stage integer, p_hand integer, p_player text, p_seat integer,
  p_stake_cents bigint, p_odds_tenths bigint, p_key text, p_fingerprint text, p_key_at timestamptz, p_key_cutoff
      timestamptz,
  OUT r_outcome text, OUT r_bet_id bigint, OUT r_balance_cents bigint, OUT r_event_id bigint, OUT r_amount_bet_cents
      bigint,
  OUT r_at_ms float8, OUT r_entry ledger_entries
) LANGUAGE plpgsql AS $$
DECLARE
  v_ends_ms float8;
  v_at      timestamptz;
BEGIN
  -- The table's row is locked, checked and counted in one update (a bet after the stage moved on finds no row).
  UPDATE tables SET amount_bet_cents = amount_bet_cents + p_stake_cents, event_seq = event_seq + 1,
      open_stakes_cents = open_stakes_cents + p_stake_cents,
      -- What the bet pays if it wins (core payoutIfWon): integer division is the floor of these positive amounts.
      open_exposure_cents = open_exposure_cents + p_stake_cents * p_odds_tenths / 10
    WHERE table_id = p_table_id AND game_state = p_state AND current_game_id = p_game_id
    RETURNING event_seq, amount_bet_cents, extract(epoch FROM stage_ends_at) * 1000, floor(extract(epoch FROM
        clock_timestamp()) * 1000)
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
  INSERT INTO bets (table_id, game_id, betting_stage, hand_index, player_id, seat_id, stake_cents, recorded_odds_tenths,
      status, placed_at)
    VALUES (p_table_id, p_game_id, p_stage, p_hand, p_player, p_seat, p_stake_cents, p_odds_tenths, 'OPEN', v_at)
    RETURNING bet_id INTO r_bet_id;
  r_entry.table_id := p_table_id; r_entry.seat_id := p_seat; r_entry.player_id := p_player; r_entry.kind := 'BET';
  r_entry.amount_cents := -p_stake_cents; r_entry.balance_after_cents := r_balance_cents; r_entry.game_id := p_game_id;
  r_entry.bet_id := r_bet_id; r_entry.at := v_at;
  INSERT INTO table_events (table_id, event_id, type, at, view, bet_id, seat_id, seat_balance_cents, amount_bet_cents)
    VALUES (p_table_id, r_event_id, 'bet', v_at, NULL, r_bet_id, p_seat, r_balance_cents, r_amount_bet_cents);
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

-- A lone bet: its checks and writes, and its ledger entry at once.
CREATE OR REPLACE FUNCTION place_bet(
  p_table_id integer, p_state text, p_game_id integer, p_stage integer, p_hand integer, p_player text, p_seat integer,
  p_stake_cents bigint, p_odds_tenths bigint, p_key text, p_fingerprint text, p_key_at timestamptz, p_key_cutoff
      timestamptz,
  OUT r_outcome text, OUT r_bet_id bigint, OUT r_balance_cents bigint, OUT r_event_id bigint, OUT r_amount_bet_cents
      bigint,
  OUT r_at_ms float8
) LANGUAGE plpgsql AS $$
DECLARE
  v_bet record;
BEGIN
  SELECT * INTO v_bet FROM place_bet_without_entry(p_table_id, p_state, p_game_id, p_stage, p_hand, p_player, p_seat,
      p_stake_cents,
    p_odds_tenths, p_key, p_fingerprint, p_key_at, p_key_cutoff);
  IF v_bet.r_outcome = 'placed' THEN
    PERFORM insert_ledger_entries(ARRAY[v_bet.r_entry]);
  END IF;
  r_outcome := v_bet.r_outcome; r_bet_id := v_bet.r_bet_id; r_balance_cents := v_bet.r_balance_cents;
  r_event_id := v_bet.r_event_id; r_amount_bet_cents := v_bet.r_amount_bet_cents; r_at_ms := v_bet.r_at_ms;
END
$$;

-- Bets that an instance queued (of any tables, in the order of their table ids) placed in one statement and one
-- commit, each exactly as place_bet places it. A bet that raises (stale, a key stored meanwhile, player protection)
-- undoes the whole batch, which is then placed bet by bet by place_bets_one_by_one, each in a subtransaction of its
-- own: a refused bet is answered 'stale', 'retry' or 'refused' (with the refusal) and the others stand. Such a
-- refusal is rare (a stage that closes, a seat that changes, a limit met), so the usual batch costs one
-- subtransaction, not one a bet.
CREATE OR REPLACE FUNCTION place_bets_one_by_one(
  p_table_ids integer[], p_states text[], p_game_ids integer[], p_stages integer[], p_hands integer[], p_players text[],
  p_seats integer[], p_stakes bigint[], p_odds bigint[], p_keys text[], p_fingerprints text[], p_key_ats timestamptz[],
  p_key_cutoffs timestamptz[]
) RETURNS TABLE (r_outcome text, r_bet_id bigint, r_balance_cents bigint, r_event_id bigint, r_amount_bet_cents bigint,
    r_at_ms float8, r_refusal text)
LANGUAGE plpgsql AS $$
DECLARE
  i integer;
BEGIN
  FOR i IN 1 .. coalesce(array_length(p_table_ids, 1), 0) LOOP
    r_refusal := NULL;
    BEGIN
      SELECT * INTO r_outcome, r_bet_id, r_balance_cents, r_event_id, r_amount_bet_cents, r_at_ms FROM
          place_bet(p_table_ids[i], p_states[i],
        p_game_ids[i], p_stages[i], p_hands[i], p_players[i], p_seats[i], p_stakes[i], p_odds[i], p_keys[i],
            p_fingerprints[i],
        p_key_ats[i], p_key_cutoffs[i]);
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

-- The batch once its locks are held: one pass, its ledger entries written in one insert at the end (so the ledger's
-- statement triggers run once a batch). Protection reads a player's own entries and totals only: before a bet of a
-- protected player whose entry is still waiting, the waiting entries are written first, so every check sees all the
-- player's earlier stakes. (A player found unprotected stays so until the commit: the first check holds the player's
-- shared protection lock, which protection_start must have exclusively.)
CREATE OR REPLACE FUNCTION place_bets_locked(
  p_table_ids integer[], p_states text[], p_game_ids integer[], p_stages integer[], p_hands integer[], p_players text[],
  p_seats integer[], p_stakes bigint[], p_odds bigint[], p_keys text[], p_fingerprints text[], p_key_ats timestamptz[],
  p_key_cutoffs timestamptz[]
) RETURNS TABLE (r_outcome text, r_bet_id bigint, r_balance_cents bigint, r_event_id bigint, r_amount_bet_cents bigint,
    r_at_ms float8, r_refusal text)
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
BEGIN
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
      SELECT * INTO v_bet FROM place_bet_without_entry(p_table_ids[i], p_states[i], p_game_ids[i], p_stages[i],
          p_hands[i], p_players[i],
        p_seats[i], p_stakes[i], p_odds[i], p_keys[i], p_fingerprints[i], p_key_ats[i], p_key_cutoffs[i]);
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
      RETURN QUERY SELECT * FROM place_bets_one_by_one(p_table_ids, p_states, p_game_ids, p_stages, p_hands, p_players,
          p_seats,
        p_stakes, p_odds, p_keys, p_fingerprints, p_key_ats, p_key_cutoffs);
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

-- A batch takes its locks in one order, so two batches never wait for each other in a circle: each bet takes its
-- table's row lock and then, for a protected player, that player's protection locks, so a batch that held the locks
-- of its first table's players while waiting for its next table could wait on another batch holding that table and
-- waiting for those players. (A player made protected while a batch runs is locked at the bet: the deadlock check and
-- the retry remain for that instant.)
CREATE OR REPLACE FUNCTION place_bets(
  p_table_ids integer[], p_states text[], p_game_ids integer[], p_stages integer[], p_hands integer[], p_players text[],
  p_seats integer[], p_stakes bigint[], p_odds bigint[], p_keys text[], p_fingerprints text[], p_key_ats timestamptz[],
  p_key_cutoffs timestamptz[]
) RETURNS TABLE (r_outcome text, r_bet_id bigint, r_balance_cents bigint, r_event_id bigint, r_amount_bet_cents bigint,
    r_at_ms float8, r_refusal text)
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
    SELECT array_agg(player_id ORDER BY player_id) INTO v_protected FROM protected_players WHERE player_id = ANY
        (p_players);
    IF v_protected IS NOT NULL THEN
      PERFORM 1 FROM tables WHERE table_id = ANY (p_table_ids) ORDER BY table_id FOR NO KEY UPDATE;
      FOREACH v_player IN ARRAY v_protected LOOP
        PERFORM pg_advisory_xact_lock_shared(protection_lock(v_player));
        PERFORM pg_advisory_xact_lock(protection_lock(v_player) # 1);
      END LOOP;
    END IF;
  END IF;
  RETURN QUERY SELECT * FROM place_bets_locked(p_table_ids, p_states, p_game_ids, p_stages, p_hands, p_players, p_seats,
    p_stakes, p_odds, p_keys, p_fingerprints, p_key_ats, p_key_cutoffs);
END
$$;
