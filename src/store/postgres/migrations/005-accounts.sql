-- Player accounts: every buy-in comes from an account and every cash-out returns to it; deposits, withdrawals and
-- play-money grants are the only ways money enters or leaves the house. Each movement is an entry with the balance after it.

CREATE TABLE accounts (
  player_id     text        PRIMARY KEY CHECK (player_id <> ''),
  balance_cents bigint      NOT NULL DEFAULT 0 CHECK (balance_cents >= 0 AND balance_cents <= 9007199254740991),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_entries (
  entry_id            bigserial   PRIMARY KEY,
  player_id           text        NOT NULL REFERENCES accounts (player_id),
  kind                text        NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'PLAY_GRANT', 'TO_SEAT', 'FROM_SEAT')),
  amount_cents        bigint      NOT NULL,
  balance_after_cents bigint      NOT NULL CHECK (balance_after_cents >= 0),
  table_id            integer,
  seat_id             integer,
  by_who              text,
  at                  timestamptz NOT NULL
);
-- A page of one account's entries, at any depth of its history.
CREATE INDEX account_entries_player_idx ON account_entries (player_id, entry_id);
-- The sums of the house by kind.
CREATE INDEX account_entries_kind_idx ON account_entries (kind);

-- The first answer to each deposit or withdrawal; the Idempotency-Key is required for both. Kept 24 hours.
CREATE TABLE account_idempotency_keys (
  key           text        PRIMARY KEY,
  fingerprint   text        NOT NULL,
  entry_id      bigint      NOT NULL REFERENCES account_entries (entry_id),
  balance_cents bigint      NOT NULL,
  created_at    timestamptz NOT NULL
);

-- A page of a table's whole ledger (a player's pages use ledger_entries_table_idx).
CREATE INDEX ledger_entries_table_page_idx ON ledger_entries (table_id, entry_id);
