-- Games are partitioned by month of their start (`started_at`), as the histories are (migration 026): a month's games
-- are one partition with its own indexes, and no read of this month's games walks the index pages of years. A game is
-- updated after its start (its settlement, a void, the last bet id), never moved: its start does not change. pg_partman
-- makes the months ahead once the service's maintenance hands it the table (functions/partitions.sql). A database that
-- already holds games keeps them as one partition (`games_before`, from the month of the first start to the end of
-- the month of the last or of this one): converting copies nothing.
--
-- The key is the table, the game and its start. The bets' and the players' lists' references to their game go: a
-- reference to a partitioned table must name its whole key, and what a bet knows of its game is its table and number.
-- Both are written only under the table's row lock while the game is the table's current one (a bet) or from the
-- game's own row (a player's list, at the settlement), so the game is there by construction.
--
-- A game found by its table and number alone is looked for in every month kept: the table's row keeps its current
-- game's start (`current_game_started_at`, set when the game starts), so the reads of the games in play, the hot ones,
-- name their month; so does the settlement, and game_bets when its caller knows the start.

ALTER TABLE tables ADD COLUMN current_game_started_at timestamptz;
UPDATE tables t SET current_game_started_at = g.started_at FROM games g
  WHERE g.table_id = t.table_id AND g.game_id = t.current_game_id;
-- game_bets takes the game's start when known (functions/bets.sql creates it again after this migration).
DROP FUNCTION IF EXISTS game_bets(integer, integer);

DO $$
DECLARE
  r record;
  v_first timestamptz;
  v_last timestamptz;
  v_start timestamptz := date_trunc('month', now());
  v_month timestamptz;
BEGIN
  FOR r IN SELECT conrelid::regclass AS rel, conname FROM pg_constraint WHERE confrelid = 'games'::regclass
      AND contype = 'f' AND conparentid = 0 LOOP
    EXECUTE format('ALTER TABLE %s DROP CONSTRAINT %I', r.rel, r.conname);
  END LOOP;
  FOR r IN SELECT conname FROM pg_constraint WHERE conrelid = 'games'::regclass AND contype IN ('p', 'f') LOOP
    EXECUTE format('ALTER TABLE games DROP CONSTRAINT %I', r.conname);
  END LOOP;
  ALTER TABLE games RENAME TO games_before;
  CREATE TABLE games (LIKE games_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING
      COMPRESSION) PARTITION BY RANGE (started_at);
  ALTER TABLE games ADD CONSTRAINT games_pkey PRIMARY KEY (table_id, game_id, started_at);
  ALTER TABLE games ADD CONSTRAINT games_table_id_fkey FOREIGN KEY (table_id) REFERENCES tables (table_id);

  -- The games there were become the partition of their months (their key index built as they are attached), or go
  -- when there are none; then the month after them and the next, named as pg_partman names months, and a default
  -- partition for a game beyond every month.
  SELECT min(started_at), max(started_at) INTO v_first, v_last FROM games_before;
  IF v_first IS NULL THEN
    DROP TABLE games_before;
  ELSE
    v_start := date_trunc('month', greatest(now(), v_last)) + interval '1 month';
    EXECUTE format('ALTER TABLE games ATTACH PARTITION games_before FOR VALUES FROM (%L) TO (%L)',
        date_trunc('month', v_first), v_start);
  END IF;
  FOREACH v_month IN ARRAY ARRAY[v_start, v_start + interval '1 month'] LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF games FOR VALUES FROM (%L) TO (%L)',
        'games_p' || to_char(v_month AT TIME ZONE 'UTC', 'YYYY_MM'), v_month, v_month + interval '1 month');
  END LOOP;
  CREATE TABLE games_default PARTITION OF games DEFAULT;
END
$$;
