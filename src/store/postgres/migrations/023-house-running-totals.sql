-- The house report from running totals kept with the money instead of sums over the whole history: each table's
-- stakes returned by cancels and voids (its stakes net of them and its payouts are kept already), and each account's
-- sums of its entries by kind. The totals are filled here from the history once; from then on they move in the
-- transaction that moves the money (writeRefunds; writeAccountEntries, the one statement that writes account entries,
-- on the account's row it already locks), and `npm run reconcile` recomputes them from the history to check.

ALTER TABLE tables ADD COLUMN amount_cancelled_cents bigint NOT NULL DEFAULT 0 CHECK (amount_cancelled_cents >= 0);

UPDATE tables t SET amount_cancelled_cents = c.cancelled
  FROM (SELECT table_id, sum(amount_cents) AS cancelled FROM ledger_entries WHERE kind = 'BET_CANCEL'
          GROUP BY table_id) c
  WHERE t.table_id = c.table_id;

-- Signed as the entries are (a withdrawal or a move to a seat negative): an account's balance is the sum of the five.
ALTER TABLE accounts
  ADD COLUMN deposit_total_cents    bigint NOT NULL DEFAULT 0,
  ADD COLUMN withdrawal_total_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN grant_total_cents      bigint NOT NULL DEFAULT 0,
  ADD COLUMN to_seat_total_cents    bigint NOT NULL DEFAULT 0,
  ADD COLUMN from_seat_total_cents  bigint NOT NULL DEFAULT 0;

UPDATE accounts a SET deposit_total_cents = e.deposit, withdrawal_total_cents = e.withdrawal,
    grant_total_cents = e.granted, to_seat_total_cents = e.to_seat, from_seat_total_cents = e.from_seat
  FROM (SELECT player_id,
          COALESCE(sum(amount_cents) FILTER (WHERE kind = 'DEPOSIT'), 0) AS deposit,
          COALESCE(sum(amount_cents) FILTER (WHERE kind = 'WITHDRAWAL'), 0) AS withdrawal,
          COALESCE(sum(amount_cents) FILTER (WHERE kind = 'PLAY_GRANT'), 0) AS granted,
          COALESCE(sum(amount_cents) FILTER (WHERE kind = 'TO_SEAT'), 0) AS to_seat,
          COALESCE(sum(amount_cents) FILTER (WHERE kind = 'FROM_SEAT'), 0) AS from_seat
        FROM account_entries GROUP BY player_id) e
  WHERE a.player_id = e.player_id;

-- A reconciliation of those totals (POST /api/operator/reconcile) is audited.
ALTER TABLE audit_log DROP CONSTRAINT audit_log_kind_check;
ALTER TABLE audit_log ADD CONSTRAINT audit_log_kind_check CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'LIMIT', 'TIMEOUT',
  'SELF_EXCLUSION', 'REALITY_CHECK', 'TABLE_CREATED', 'TABLE_DISABLED', 'TABLE_ENABLED', 'PLAYER_DISABLED',
  'PLAYER_ENABLED', 'GAMING_DISABLED', 'GAMING_ENABLED', 'GAME_VOIDED', 'LARGE_WIN', 'TOKENS_REFUSED', 'RECONCILED'));
