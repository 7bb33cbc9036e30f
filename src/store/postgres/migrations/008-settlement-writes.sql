-- Settlement writes the results of every bet of a game and a payout entry per winning bet in one statement. Two
-- costs grew with the number of bets (about 15 of the 42 ms of settling 1,000 bets, measured in docs/performance.md):

-- 1. Each bet row is updated once (its result). Pages that inserts fill only half leave room for the new version
--    on the same page, so the update writes no index entry (a heap-only update). Applies to pages filled from now on.
ALTER TABLE bets SET (fillfactor = 50);

-- 2. Each ledger entry's two foreign keys were checked row by row (two lookups and two row locks per payout). They
--    become one check per statement over every row it inserted, and a stricter one: a bet must be of the entry's
--    table. What else the keys kept is kept by the triggers below: an entry is never changed, and a table or a bet
--    that an entry names is never deleted. The functions keep the schema they were created in, whoever writes.
ALTER TABLE ledger_entries
  DROP CONSTRAINT ledger_entries_table_id_fkey,
  DROP CONSTRAINT ledger_entries_bet_id_fkey;

CREATE FUNCTION ledger_entries_check_references() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  IF EXISTS (
    SELECT 1 FROM inserted e
    WHERE NOT EXISTS (SELECT 1 FROM tables t WHERE t.table_id = e.table_id)
       OR (e.bet_id IS NOT NULL AND NOT EXISTS (SELECT 1 FROM bets b WHERE b.bet_id = e.bet_id AND b.table_id = e.table_id))
  ) THEN
    RAISE foreign_key_violation USING MESSAGE = 'a ledger entry names a table that does not exist, or a bet that is not of its table';
  END IF;
  RETURN NULL;
END $$;

CREATE TRIGGER ledger_entries_references AFTER INSERT ON ledger_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_check_references();

CREATE FUNCTION ledger_entries_refuse_change() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
BEGIN
  RAISE restrict_violation USING MESSAGE = 'ledger entries are never changed or removed';
END $$;

CREATE TRIGGER ledger_entries_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON ledger_entries
  FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_refuse_change();

-- A row named by a ledger entry stays: the trigger's argument is the ledger column that names it (table_id, bet_id).
CREATE FUNCTION ledger_entries_keep_named() RETURNS trigger LANGUAGE plpgsql SET search_path FROM CURRENT AS $$
DECLARE
  named boolean := true;
BEGIN
  IF TG_OP = 'DELETE' THEN
    EXECUTE format('SELECT EXISTS (SELECT 1 FROM ledger_entries WHERE %I = $1)', TG_ARGV[0])
      INTO named USING (to_jsonb(OLD) ->> TG_ARGV[0])::bigint;
  END IF;
  IF named THEN
    RAISE foreign_key_violation USING MESSAGE = format('%s named by a ledger entry are never removed', TG_TABLE_NAME);
  END IF;
  RETURN OLD;
END $$;

CREATE TRIGGER tables_named_by_ledger BEFORE DELETE ON tables FOR EACH ROW EXECUTE FUNCTION ledger_entries_keep_named('table_id');
CREATE TRIGGER tables_named_by_ledger_truncate BEFORE TRUNCATE ON tables FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_keep_named('table_id');
CREATE TRIGGER bets_named_by_ledger BEFORE DELETE ON bets FOR EACH ROW EXECUTE FUNCTION ledger_entries_keep_named('bet_id');
CREATE TRIGGER bets_named_by_ledger_truncate BEFORE TRUNCATE ON bets FOR EACH STATEMENT EXECUTE FUNCTION ledger_entries_keep_named('bet_id');
