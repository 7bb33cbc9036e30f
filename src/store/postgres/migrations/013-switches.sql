-- Switches: the operator turns a table, a player or all gaming off with a reason, and on again. Each is a JSON
-- {scope, actor, reason, since} while off, NULL while on.
ALTER TABLE tables ADD COLUMN disabled json;
ALTER TABLE protected_players ADD COLUMN disabled json;
CREATE TABLE gaming_switch (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  disabled json
);
INSERT INTO gaming_switch (id) VALUES (true);

-- A disabled player's money into play (a bet, a sit or top-up, a deposit) is refused before any limit is read: the
-- same check every such movement runs in its transaction. Switching a player takes the player's protection lock
-- exclusively (as every protection change does), so a bet racing the switch runs wholly before it or is refused.
ALTER FUNCTION protection_check(text, bigint, bigint, timestamptz) RENAME TO protection_check_limits;
CREATE FUNCTION protection_check(p_player text, p_deposit bigint, p_stake bigint, p_now timestamptz) RETURNS void
LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock_shared(protection_lock(p_player));
  IF EXISTS (SELECT 1 FROM protected_players WHERE player_id = p_player AND disabled IS NOT NULL) THEN
    RAISE EXCEPTION 'refused: the player is disabled' USING ERRCODE = 'HO403', DETAIL = json_build_object('reason', 'PLAYER_DISABLED')::text;
  END IF;
  PERFORM protection_check_limits(p_player, p_deposit, p_stake, p_now);
END
$$;
