-- Bets are partitioned by ranges of their id, a million bets a range: ids are handed out in the order bets are
-- placed, so each range is a span of play, and its indexes are a range's, not the whole history's. pg_partman (schema
-- partman, migration 026) makes the ranges ahead once the service's maintenance hands it the table
-- (functions/partitions.sql). A database that already holds bets keeps them as one partition (`bets_p0`, from id 0 to
-- the next million after the last id handed out; pg_partman reads each range's first id from its name): converting
-- copies nothing, and the key, its indexes and foreign keys are the ones it had.
--
-- A bet's id alone finds its range. A game's bets are found by its table and game between two ids the game records:
-- `bets_after`, the last id handed out when the game started, and `bets_through`, the last one when it settled. A bet
-- is placed under its table's row lock after its game started and before it settled, and takes its id then, so its id
-- is greater than the first and at most the second. That holds while the sequence hands out ids in order: CACHE 1, as
-- it is (a session caching ids ahead could hand out a smaller one later). Games started before this carry 0 and
-- no upper bound: every range is read for them.
ALTER SEQUENCE bets_bet_id_seq CACHE 1;
ALTER TABLE games ADD COLUMN bets_after bigint NOT NULL DEFAULT 0, ADD COLUMN bets_through bigint;

-- A bet's idempotency key keeps the id of the bet it answered, no longer as a foreign key: a key referencing the
-- partitioned bets would hold every range in place (none could be dropped or detached while the key lives), and bets
-- are never deleted (functions/ledger.sql), so the reference has nothing to guard.
ALTER TABLE bet_idempotency_keys DROP CONSTRAINT IF EXISTS bet_idempotency_keys_bet_id_fkey;
-- Functions whose results have the bets' row type (game_bets) would keep the old table's type: they go, and the
-- functions files create them again after this migration. The ledger's triggers on bets go with the old table;
-- functions/ledger.sql creates them again on the new one.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT DISTINCT d.objid::regprocedure AS fn FROM pg_depend d JOIN pg_class c ON d.refobjid IN (c.reltype,
      (SELECT t.typarray FROM pg_type t WHERE t.oid = c.reltype))
    WHERE d.classid = 'pg_proc'::regclass AND c.relnamespace = current_schema()::regnamespace
      AND c.relname = 'bets' LOOP
    EXECUTE format('DROP FUNCTION %s', r.fn);
  END LOOP;
END
$$;
DROP TRIGGER IF EXISTS bets_named_by_ledger ON bets;
DROP TRIGGER IF EXISTS bets_named_by_ledger_truncate ON bets;

DO $$
DECLARE
  r record;
  v_range constant bigint := 1000000;
  v_last bigint;
  v_next bigint := 0;
  v_start bigint;
BEGIN
  -- The old table's indexes out of the way of the new table's names (its key and foreign keys stay: attached, they
  -- become the partition's own, checked once already).
  FOR r IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid
      WHERE i.indrelid = 'bets'::regclass LOOP
    EXECUTE format('ALTER INDEX %I RENAME TO %I', r.relname, left(r.relname, 55) || '_p0');
  END LOOP;
  ALTER TABLE bets RENAME TO bets_p0;
  CREATE TABLE bets (LIKE bets_p0 INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING
      COMPRESSION) PARTITION BY RANGE (bet_id);
  ALTER TABLE bets ADD PRIMARY KEY (bet_id);
  ALTER TABLE bets ADD CONSTRAINT bets_table_id_fkey FOREIGN KEY (table_id) REFERENCES tables (table_id);
  ALTER TABLE bets ADD CONSTRAINT bets_table_id_game_id_fkey FOREIGN KEY (table_id, game_id)
      REFERENCES games (table_id, game_id);
  ALTER SEQUENCE bets_bet_id_seq OWNED BY bets.bet_id;
  CREATE INDEX bets_game_idx ON bets (table_id, game_id);
  CREATE INDEX bets_player_idx ON bets (player_id, table_id, game_id);
  CREATE INDEX bets_placed_at_idx ON bets (placed_at);
  CREATE INDEX bets_table_placed_at_idx ON bets (table_id, placed_at);

  SELECT greatest(max(bet_id), (SELECT CASE WHEN is_called THEN last_value ELSE 0 END FROM bets_bet_id_seq))
    INTO v_last FROM bets_p0;
  IF (SELECT NOT EXISTS (SELECT 1 FROM bets_p0)) THEN
    DROP TABLE bets_p0;
    v_next := coalesce(v_last, 0) / v_range * v_range;
  ELSE
    v_next := (v_last / v_range + 1) * v_range;
    EXECUTE format('ALTER TABLE bets ATTACH PARTITION bets_p0 FOR VALUES FROM (0) TO (%s)', v_next);
  END IF;
  -- The next two ranges, named as pg_partman names them, each filled only half (a bet is updated once, its result:
  -- the new version fits on the same page, so that update writes no index entry), and the default partition.
  FOREACH v_start IN ARRAY ARRAY[v_next, v_next + v_range] LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF bets FOR VALUES FROM (%s) TO (%s) WITH (fillfactor = 50)',
        'bets_p' || v_start, v_start, v_start + v_range);
  END LOOP;
  CREATE TABLE bets_default PARTITION OF bets DEFAULT WITH (fillfactor = 50);
END
$$;
