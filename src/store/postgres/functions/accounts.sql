-- Accounts in the database: the sums of the account entries by kind move with every insert, in its statement and
-- transaction, so the house report reads them instead of summing the history. Applied after every migration and again
-- whenever this file changes (migrate.ts): CREATE OR REPLACE only.

-- Each kind's sum, in the stripe of each player (account_totals).
CREATE OR REPLACE FUNCTION account_entries_add_to_totals() RETURNS trigger LANGUAGE plpgsql
  SET search_path FROM CURRENT AS $$
BEGIN
  INSERT INTO account_totals AS a (kind, stripe, total_cents)
    SELECT i.kind, abs(hashtext(i.player_id)) % 16, sum(i.amount_cents) FROM inserted i GROUP BY 1, 2
    ORDER BY 1, 2
    ON CONFLICT (kind, stripe) DO UPDATE SET total_cents = a.total_cents + EXCLUDED.total_cents;
  RETURN NULL;
END
$$;
CREATE OR REPLACE TRIGGER account_entries_totals AFTER INSERT ON account_entries
  REFERENCING NEW TABLE AS inserted FOR EACH STATEMENT EXECUTE FUNCTION account_entries_add_to_totals();
