-- The ledger's rules in the database: its references checked once per statement, append-only, and what it names kept.
-- Applied after every migration and again whenever this file changes (migrate.ts): CREATE OR REPLACE only.

-- An entry names a table that exists and, if any, a bet of that table. One check per statement over every row it
-- inserted, instead of two foreign keys probed and locked row by row. OFFSET 0 keeps each NOT EXISTS a subquery run
-- for each inserted entry (PostgreSQL neither hashes nor pulls up a subquery with an OFFSET): the statement has no
-- parameters, so its plan is made once per connection, and a plan made while the bets table was empty would otherwise
-- hash a scan of every bet for good. The functions keep the schema they were created in, whoever writes.
CREATE OR REPLACE FUNCTION ledger_entries_check_references() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted e
    WHERE NOT EXISTS (SELECT 1 FROM tables t WHERE t.table_id = e.table_id OFFSET 0)
       OR (e.bet_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.bet_id = e.bet_id AND b.table_id =
           e.table_id OFFSET 0))
  ) THEN
    RAISE foreign_key_violation USING MESSAGE =
        'a ledger entry names a table that does not exist, or a bet that is not of its table';
  END IF;
  RETURN NULL;
END $$;

CREATE OR REPLACE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check_references();

-- Entries are never changed or removed.
CREATE OR REPLACE FUNCTION ledger_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  RAISE restrict_violation USING MESSAGE = 'ledger entries are never changed or removed';
END $$;

CREATE OR REPLACE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();
-- The statement trigger guards the partitioned table; each month is guarded by this row trigger, cloned onto every
-- partition. A closed month leaves only whole, by scripts/archive.ts (written, verified, then detached).
CREATE OR REPLACE TRIGGER ledger_entries_each_month BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_refuse_change();

-- A row named by a ledger entry stays: the trigger's argument is the ledger column that names it (table_id, bet_id).
CREATE OR REPLACE FUNCTION ledger_entries_keep_named() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
DECLARE
  named boolean := true;
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE %I = $1)', TG_ARGV[0])
      INTO named USING (to_jsonb(OLD) ->> TG_ARGV[0])::bigint;
  END IF;
  IF named THEN
    -- A partition's row is its partitioned table's (a range of bets is named as the bets).
    RAISE foreign_key_violation USING MESSAGE = format('%s named by a ledger entry are never removed',
        coalesce(pg_partition_root(TG_RELID), TG_RELID)::regclass);
  END IF;
  RETURN OLD;
END $$;

CREATE OR REPLACE TRIGGER tables_named_by_ledger BEFORE DELETE ON tables FOR EACH ROW EXECUTE FUNCTION
    ledger_entries_keep_named('table_id');
CREATE OR REPLACE TRIGGER tables_named_by_ledger_truncate BEFORE TRUNCATE ON tables FOR EACH STATEMENT EXECUTE FUNCTION
    ledger_entries_keep_named('table_id');
CREATE OR REPLACE TRIGGER bets_named_by_ledger BEFORE DELETE ON bets FOR EACH ROW EXECUTE FUNCTION
    ledger_entries_keep_named('bet_id');
CREATE OR REPLACE TRIGGER bets_named_by_ledger_truncate BEFORE TRUNCATE ON bets FOR EACH STATEMENT EXECUTE FUNCTION
    ledger_entries_keep_named('bet_id');

-- Writes `p_entries`, in order (the insert numbers them): a batch of bets writes its entries in one insert, so the
-- ledger's statement triggers run once a batch.
CREATE OR REPLACE FUNCTION insert_ledger_entries(p_entries ledger_entries[]) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO ledger_entries (table_id, seat_id, player_id, kind, amount_cents, balance_after_cents, game_id, bet_id,
      at)
    SELECT e.table_id, e.seat_id, e.player_id, e.kind, e.amount_cents, e.balance_after_cents, e.game_id, e.bet_id, e.at
      FROM unnest(p_entries) WITH ORDINALITY AS e ORDER BY e.ordinality;
END
$$;
