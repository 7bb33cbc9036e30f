-- The history's months (migration 026) kept by pg_partman: applied after every migration and again whenever this file
-- changes (migrate.ts): CREATE OR REPLACE only.
--
-- Hands each history table of this schema to pg_partman if it is not yet (the migration made its first months, named
-- as pg_partman names them), to keep two months ahead whether or not the months before had rows; then runs pg_partman's
-- maintenance for each. What every instance calls now and then (partitions.ts); pg_partman serializes the runs.
CREATE OR REPLACE FUNCTION history_partitions_keep() RETURNS void LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  v_table text;
  v_parent text;
  v_rows boolean;
  v_major integer := (SELECT split_part(extversion, '.', 1)::integer FROM pg_extension WHERE extname = 'pg_partman');
BEGIN
  FOREACH v_table IN ARRAY ARRAY['ledger_entries', 'account_entries', 'audit_log', 'protection_changes'] LOOP
    v_parent := current_schema() || '.' || v_table;
    IF NOT EXISTS (SELECT 1 FROM partman.part_config WHERE parent_table = v_parent) THEN
      -- pg_partman makes the default partition itself: the migration's goes first, while the table is locked (an
      -- instant, once), unless it holds rows (then they are to be moved into their months first, and this waits).
      EXECUTE format('LOCK TABLE %I IN ACCESS EXCLUSIVE MODE', v_table);
      EXECUTE format('SELECT EXISTS (SELECT 1 FROM %I)', v_table || '_default') INTO v_rows;
      IF v_rows THEN
        RAISE WARNING '%_default holds rows outside every month: move them into their months (pg_partman''s '
            'partition_data_time) and the maintenance takes the table over', v_table;
        CONTINUE;
      END IF;
      EXECUTE format('DROP TABLE %I', v_table || '_default');
      -- Its months exist: pg_partman records the table and makes none (it says so in a warning).
      -- pg_partman 5 names the interval as an interval and makes only native partitions (its p_type means another
      -- thing).
      IF v_major >= 5 THEN
        PERFORM partman.create_parent(p_parent_table := v_parent, p_control := 'at', p_interval := '1 month',
            p_premake := 2, p_start_partition := date_trunc('month', now())::text, p_jobmon := false);
      ELSE
        PERFORM partman.create_parent(p_parent_table := v_parent, p_control := 'at', p_type := 'native',
            p_interval := 'monthly', p_premake := 2, p_start_partition := date_trunc('month', now())::text,
            p_jobmon := false);
      END IF;
      UPDATE partman.part_config SET infinite_time_partitions = true WHERE parent_table = v_parent;
    END IF;
    PERFORM partman.run_maintenance(v_parent, p_analyze := false, p_jobmon := false);
  END LOOP;
END
$$;
