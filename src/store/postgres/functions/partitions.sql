-- The history's months (migration 026), the bets' ranges of ids (migration 031), the events' hours (migration 034) and
-- the games' months (migration 035) kept by pg_partman: applied after every migration and again whenever this file
-- changes (migrate.ts): CREATE OR REPLACE only.
--
-- Hands each partitioned table of this schema to pg_partman if it is not yet (the migrations made its first partitions,
-- named as pg_partman names them), to keep partitions ahead (two months whether or not the months before had rows; two
-- ranges of a million bets ahead of the last bet; a day of hours); then runs pg_partman's maintenance for each, which
-- drops the events' hours that ended more than p_events_hours ago (the service's EVENTS_KEPT_HOURS). What every
-- instance calls now and then (partitions.ts); the runs wait for each other.
CREATE OR REPLACE FUNCTION history_partitions_keep(p_events_hours integer DEFAULT 2) RETURNS void LANGUAGE plpgsql
    SET search_path FROM CURRENT AS $$
DECLARE
  v_table text;
  v_parent text;
  v_rows boolean;
  v_by_id boolean;
  v_hourly boolean;
  v_control text;
  v_start text;
  v_major integer := (SELECT split_part(extversion, '.', 1)::integer FROM pg_extension WHERE extname = 'pg_partman');
BEGIN
  IF p_events_hours IS NULL OR p_events_hours < 1 THEN
    RAISE EXCEPTION 'p_events_hours must be at least 1 (got %)', p_events_hours;
  END IF;
  -- pg_partman skips its maintenance and its drops, with a notice only, while another session runs them (any schema of
  -- the database): wait for that session instead, so a run asked for is a run made. Held to the commit; pg_partman's
  -- own tries then succeed (a session's advisory locks are its own again).
  PERFORM pg_advisory_xact_lock(hashtext('pg_partman run_maintenance'));
  PERFORM pg_advisory_xact_lock(hashtext('pg_partman drop_partition_time'));
  FOREACH v_table IN ARRAY ARRAY['ledger_entries', 'account_entries', 'audit_log', 'protection_changes', 'bets',
      'table_events', 'games'] LOOP
    v_parent := current_schema() || '.' || v_table;
    v_by_id := v_table = 'bets';
    v_hourly := v_table = 'table_events';
    v_control := CASE v_table WHEN 'games' THEN 'started_at' ELSE 'at' END;
    IF NOT EXISTS (SELECT 1 FROM partman.part_config WHERE parent_table = v_parent) THEN
      -- pg_partman makes the default partition itself: the migration's goes first, while the table is locked (an
      -- instant, once), unless it holds rows (then they are to be moved into their partitions first, and this waits).
      EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', v_table);
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', v_table || '_default') INTO v_rows;
      IF v_rows THEN
        RAISE WARNING '%_default holds rows outside every partition: move them into theirs (pg_partman''s '
            'partition_data_time or partition_data_id) and the maintenance takes the table over', v_table;
        CONTINUE;
      END IF;
      EXECUTE format('DROP TABLE %I', v_table || '_default');
      -- Its first partitions exist: pg_partman records the table and makes none (it says so in a warning).
      -- pg_partman 5 names the interval as an interval and makes only native partitions (its p_type means another
      -- thing).
      IF v_by_id THEN
        -- The first of the two ranges the migration made ahead (bets_p<first id>): the bets from before, if any, are
        -- one wider range below it, which pg_partman must not make again.
        SELECT (max(substring(c.relname FROM '^bets_p([0-9]+)$')::bigint) - 1000000)::text INTO v_start
          FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = v_table::regclass;
        IF v_major >= 5 THEN
          PERFORM partman.create_parent(p_parent_table := v_parent, p_control := 'bet_id', p_interval := '1000000',
              p_premake := 2, p_start_partition := v_start, p_jobmon := false);
        ELSE
          PERFORM partman.create_parent(p_parent_table := v_parent, p_control := 'bet_id', p_type := 'native',
              p_interval := '1000000', p_premake := 2, p_start_partition := v_start, p_jobmon := false);
        END IF;
        -- Ranges pg_partman makes from now on are filled half, as the migration's (a bet's result fits on its page).
        EXECUTE format('ALTER TABLE %s SET (fillfactor = 50)',
            (SELECT template_table FROM partman.part_config WHERE parent_table = v_parent));
      ELSIF v_hourly THEN
        -- The hours the migration made from its first; a day of them ahead, so a day without maintenance still finds
        -- each event its hour.
        SELECT min(to_timestamp(substring(c.relname FROM '^table_events_p([0-9_]+)$'), 'YYYY_MM_DD_HH24MI'))::text
            INTO v_start
          FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = v_table::regclass;
        IF v_major >= 5 THEN
          PERFORM partman.create_parent(p_parent_table := v_parent, p_control := v_control, p_interval := '1 hour',
              p_premake := 24, p_start_partition := v_start, p_jobmon := false);
        ELSE
          PERFORM partman.create_parent(p_parent_table := v_parent, p_control := v_control, p_type := 'native',
              p_interval := 'hourly', p_premake := 24, p_start_partition := v_start, p_jobmon := false);
        END IF;
      ELSE
        -- The first of the months the migration made (the rows from before, if any, are one wider partition below it,
        -- `<table>_before`, which pg_partman must not make again); this month on a table converted empty.
        SELECT coalesce(min(to_timestamp(substring(c.relname FROM '_p([0-9]{4}_[0-9]{2})$'), 'YYYY_MM')),
            date_trunc('month', now()))::text INTO v_start
          FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = v_table::regclass;
        IF v_major >= 5 THEN
          PERFORM partman.create_parent(p_parent_table := v_parent, p_control := v_control, p_interval := '1 month',
              p_premake := 2, p_start_partition := v_start, p_jobmon := false);
        ELSE
          PERFORM partman.create_parent(p_parent_table := v_parent, p_control := v_control, p_type := 'native',
              p_interval := 'monthly', p_premake := 2, p_start_partition := v_start, p_jobmon := false);
        END IF;
      END IF;
      IF NOT v_by_id THEN
        UPDATE partman.part_config SET infinite_time_partitions = true WHERE parent_table = v_parent;
      END IF;
      -- pg_partman makes the default partition only when it made a partition too: when the migration's cover every
      -- month it would make (a table with rows from before), it is made here.
      EXECUTE format('CREATE TABLE IF NOT EXISTS %I PARTITION OF %I DEFAULT', v_table || '_default', v_table);
    END IF;
    IF v_hourly THEN
      -- Hours leave whole: dropped, not kept detached.
      UPDATE partman.part_config SET retention = p_events_hours || ' hours', retention_keep_table = false
        WHERE parent_table = v_parent AND retention IS DISTINCT FROM p_events_hours || ' hours';
    END IF;
    IF v_hourly OR v_table = 'games' THEN
      -- An event or a game that found no partition (a day without maintenance; a game's start is the service's clock,
      -- not the database's) is moved into its own first, made for it: pg_partman makes partitions ahead of the newest
      -- row, and would not make one the default partition has rows of. (Arguments by position: pg_partman 5 renamed
      -- the second.)
      IF EXISTS (SELECT 1 FROM partman.part_config WHERE parent_table = v_parent) THEN
        EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', v_table || '_default') INTO v_rows;
        IF v_rows THEN
          PERFORM partman.partition_data_time(v_parent, 1000, NULL, 0, 'ASC', false);
          -- Its work table lives to the commit, shaped as this table: the next table's move makes its own.
          DROP TABLE IF EXISTS pg_temp.partman_temp_data_storage;
        END IF;
      END IF;
    END IF;
    PERFORM partman.run_maintenance(v_parent, p_analyze := false, p_jobmon := false);
  END LOOP;
END
$$;
