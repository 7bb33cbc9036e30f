-- The house report from running totals kept with the money instead of sums over the whole history: each table's
-- stakes returned by cancels and voids (its stakes net of them and its payouts are kept already), and the sums of the
-- account entries by kind. The totals are filled here from the history once; from then on they move in the
-- transaction that moves the money (writeRefunds; writeAccountEntries, the one statement that writes account
-- entries), and `npm run reconcile` recomputes them from the history to check.

ALTER TABLE tables ADD COLUMN amount_cancelled_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cancelled_cents >= 0);

UPDATE tables t SET amount_cancelled_cents = c.cancelled
  FROM (SELECT table_id, sum(amount_cents) AS cancelled FROM ledger_entries WHERE kind = 'BET_CANCEL'
          GROUP BY table_id) c
  WHERE t.table_id = c.table_id;

-- The sum of each kind of account entry, in stripes by player so that players' entries written at once do not wait
-- for one row: a kind's total is the sum of its stripes.
CREATE TABLE account_totals (
  kind        text    NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'PLAY_GRANT', 'TO_SEAT', 'FROM_SEAT')),
  stripe      integer NOT NULL CHECK (stripe BETWEEN 0 AND 15),
  total_cents bigint  NOT NULL,
  PRIMARY KEY (kind, stripe)
);

INSERT INTO account_totals (kind, stripe, total_cents)
  SELECT kind, abs(hashtext(player_id)) % 16, sum(amount_cents) FROM account_entries GROUP BY 1, 2;
