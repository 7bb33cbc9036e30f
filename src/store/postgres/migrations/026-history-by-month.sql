-- The append-only history (seat ledger, account ledger, audit log, protection changes) is partitioned by month of
-- `at`, so a closed month is archived and detached whole (scripts/archive.ts) instead of deleted row by row, and no
-- read of this month's rows walks the index pages of years. pg_partman (schema partman) creates the months ahead
-- once the service's maintenance hands it the tables (partitions.ts, functions/partitions.sql). A database that
-- already holds history keeps it as one partition (`<table>_before`, from the month of its first row to the end of
-- this month): converting it copies nothing.
-- archived_partitions records each partition written to files and detached, for the reads that must say so.

DO $$
BEGIN
  IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_partman') THEN
    -- Schemas of one database migrating together: one creates the extension, the others then find it.
    PERFORM pg_advisory_xact_lock(hashtextextended('hand-odds pg_partman', 0));
    IF NOT EXISTS (SELECT 1 FROM pg_extension WHERE extname = 'pg_partman') THEN
      BEGIN
        CREATE SCHEMA IF NOT EXISTS partman;
        CREATE EXTENSION pg_partman SCHEMA partman;
      EXCEPTION WHEN OTHERS THEN
        RAISE EXCEPTION 'pg_partman is required (docs/operations.md#history-partitions-retention-and-archives): %',
            SQLERRM;
      END;
    END IF;
  END IF;
  IF (SELECT extnamespace::regnamespace::text FROM pg_extension WHERE extname = 'pg_partman') <> 'partman' THEN
    RAISE EXCEPTION 'pg_partman must be installed in the schema partman (docs/operations.md)';
  END IF;
END
$$;

-- An account entry's key no longer names it alone (the month is part of it): the answer it gave is kept with its id.
ALTER TABLE account_idempotency_keys DROP CONSTRAINT IF EXISTS account_idempotency_keys_entry_id_fkey;
-- Functions whose arguments or results have these tables' row types (insert_ledger_entries, place_bet_without_entry)
-- would keep the old tables' types: they go, and the functions files create them again after this migration.
DO $$
DECLARE
  r record;
BEGIN
  FOR r IN SELECT DISTINCT d.objid::regprocedure AS fn FROM pg_depend d JOIN pg_class c ON d.refobjid IN (c.reltype,
      (SELECT t.typarray FROM pg_type t WHERE t.oid = c.reltype))
    WHERE d.classid = 'pg_proc'::regclass AND c.relnamespace = current_schema()::regnamespace
      AND c.relname IN ('ledger_entries', 'account_entries', 'audit_log', 'protection_changes') LOOP
    EXECUTE format('DROP FUNCTION %s', r.fn);
  END LOOP;
END
$$;

-- Renames p_table to <p_table>_before (its triggers, keys and index names out of the way) and creates p_table in its
-- place, partitioned by month of `at`, with the primary key (p_id, at) and the same columns, defaults and checks.
CREATE OR REPLACE FUNCTION pg_temp.history_begin(p_table text, p_id text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_before text := p_table || '_before';
  r record;
BEGIN
  FOR r IN SELECT tgname FROM pg_trigger WHERE tgrelid = p_table::regclass AND NOT tgisinternal LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', r.tgname, p_table);
  END LOOP;
  FOR r IN SELECT conname FROM pg_constraint WHERE conrelid = p_table::regclass AND contype IN ('p', 'f') LOOP
    EXECUTE format('ALTER TABLE %I DROP CONSTRAINT %I', p_table, r.conname);
  END LOOP;
  FOR r IN SELECT c.relname FROM pg_index i JOIN pg_class c ON c.oid = i.indexrelid WHERE i.indrelid =
      p_table::regclass LOOP
    EXECUTE format('ALTER INDEX %I RENAME TO %I', r.relname, left(r.relname, 55) || '_before');
  END LOOP;
  EXECUTE format('ALTER TABLE %I RENAME TO %I', p_table, v_before);
  EXECUTE format('CREATE TABLE %I (LIKE %I INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE INCLUDING '
      'COMPRESSION) PARTITION BY RANGE (at)', p_table, v_before);
  EXECUTE format('ALTER TABLE %I ADD PRIMARY KEY (%I, at)', p_table, p_id);
  EXECUTE format('ALTER SEQUENCE %s OWNED BY %I.%I', pg_get_serial_sequence(v_before, p_id), p_table, p_id);
END
$$;

-- Once p_table's indexes exist: attaches <p_table>_before as the partition of its months, or drops it when empty, and
-- makes the month from then on and the next, named as pg_partman names them, and <p_table>_default for rows outside
-- every month. pg_partman takes the table over at the first maintenance (history_partitions_keep in
-- functions/partitions.sql): registering it here would cost every new schema's migration a quarter of a second.
CREATE OR REPLACE FUNCTION pg_temp.history_end(p_table text) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  v_before text := p_table || '_before';
  v_first timestamptz;
  v_last timestamptz;
  v_start timestamptz := date_trunc('month', now());
  v_month timestamptz;
BEGIN
  EXECUTE format('SELECT min(at), max(at) FROM %I', v_before) INTO v_first, v_last;
  IF v_first IS NULL THEN
    EXECUTE format('DROP TABLE %I', v_before);
  ELSE
    v_start := date_trunc('month', greatest(now(), v_last)) + interval '1 month';
    EXECUTE format('ALTER TABLE %I ATTACH PARTITION %I FOR VALUES FROM (%L) TO (%L)', p_table, v_before,
        date_trunc('month', v_first), v_start);
  END IF;
  FOREACH v_month IN ARRAY ARRAY[v_start, v_start + interval '1 month'] LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF %I FOR VALUES FROM (%L) TO (%L)',
        p_table || '_p' || to_char(v_month AT TIME ZONE 'UTC', 'YYYY_MM'), p_table, v_month,
        v_month + interval '1 month');
  END LOOP;
  EXECUTE format('CREATE TABLE %I PARTITION OF %I DEFAULT', p_table || '_default', p_table);
END
$$;

SELECT pg_temp.history_begin('ledger_entries', 'entry_id');
CREATE INDEX ledger_entries_table_idx ON ledger_entries (table_id, player_id, entry_id);
CREATE INDEX ledger_entries_table_page_idx ON ledger_entries (table_id, entry_id);
CREATE INDEX ledger_entries_player_at_idx ON ledger_entries (player_id, at) WHERE kind IN ('BET', 'BET_CANCEL',
    'PAYOUT');
CREATE INDEX ledger_entries_bet_idx ON ledger_entries (bet_id) WHERE bet_id IS NOT NULL;
CREATE INDEX ledger_entries_payout_idx ON ledger_entries (table_id, game_id) WHERE kind = 'PAYOUT';
SELECT pg_temp.history_end('ledger_entries');

SELECT pg_temp.history_begin('account_entries', 'entry_id');
ALTER TABLE account_entries ADD FOREIGN KEY (player_id) REFERENCES accounts (player_id);
CREATE INDEX account_entries_player_idx ON account_entries (player_id, entry_id);
CREATE INDEX account_entries_kind_idx ON account_entries (kind);
CREATE INDEX account_entries_deposits_idx ON account_entries (player_id, at) WHERE kind = 'DEPOSIT';
SELECT pg_temp.history_end('account_entries');

-- Archiving and restoring a month is audited (changed before the table is copied: a partition keeps its checks).
ALTER TABLE audit_log DROP CONSTRAINT audit_log_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_kind_check CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'LIMIT', 'TIMEOUT',
  'SELF_EXCLUSION', 'REALITY_CHECK', 'TABLE_CREATED', 'TABLE_DISABLED', 'TABLE_ENABLED', 'PLAYER_DISABLED',
  'PLAYER_ENABLED', 'GAMING_DISABLED', 'GAMING_ENABLED', 'GAME_VOIDED', 'LARGE_WIN', 'TOKENS_REFUSED', 'RECONCILED',
  'WALLET_RETRIED', 'WALLET_RESOLVED', 'HISTORY_ARCHIVED', 'HISTORY_RESTORED'));

SELECT pg_temp.history_begin('audit_log', 'audit_id');
CREATE INDEX audit_log_player_idx ON audit_log (player_id, audit_id) WHERE player_id IS NOT NULL;
CREATE INDEX audit_log_table_idx ON audit_log (table_id, audit_id) WHERE table_id IS NOT NULL;
CREATE INDEX audit_log_kind_idx ON audit_log (kind, audit_id);
SELECT pg_temp.history_end('audit_log');

SELECT pg_temp.history_begin('protection_changes', 'change_id');
ALTER TABLE protection_changes ADD FOREIGN KEY (player_id) REFERENCES protected_players (player_id);
CREATE INDEX protection_changes_player_idx ON protection_changes (player_id, change_id);
SELECT pg_temp.history_end('protection_changes');
DROP FUNCTION pg_temp.history_begin(text, text);
DROP FUNCTION pg_temp.history_end(text);

-- Each partition written to files and detached: its table, months, rows and the SHA-256 of its file. A restore
-- removes its row (the audit log keeps both).
CREATE TABLE archived_partitions (
  partition_name text        PRIMARY KEY,
  parent_table   text        NOT NULL,
  from_at        timestamptz NOT NULL,
  to_at          timestamptz NOT NULL CHECK (to_at > from_at),
  row_count      bigint      NOT NULL CHECK (row_count >= 0),
  sha256         text        NOT NULL CHECK (sha256 ~ '^[0-9a-f]{64}$'),
  file           text        NOT NULL,
  archived_at    timestamptz NOT NULL,
  actor          text        NOT NULL,
  reason         text        NOT NULL
);
CREATE INDEX archived_partitions_parent_idx ON archived_partitions (parent_table, to_at);

-- What each archived partition summed, as the running totals sum it (per table and kind of seat entry, per kind of
-- account entry): reconcile adds these to the rows still attached.
CREATE TABLE archived_sums (
  partition_name text   NOT NULL REFERENCES archived_partitions (partition_name) ON DELETE CASCADE,
  parent_table   text   NOT NULL,
  table_id       integer,
  kind           text   NOT NULL,
  amount_cents   bigint NOT NULL
);
CREATE INDEX archived_sums_partition_idx ON archived_sums (partition_name);
