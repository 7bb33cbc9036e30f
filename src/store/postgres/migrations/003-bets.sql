-- Bets, the ledger of every money movement, and remembered answers for bet retries.

-- Totals per table (games that reached the river, stakes net of cancels, payouts).
ALTER TABLE tables
  ADD COLUMN games_played          integer NOT NULL DEFAULT 0 CHECK (games_played >= 0),
  ADD COLUMN amount_bet_cents      bigint  NOT NULL DEFAULT 0 CHECK (amount_bet_cents >= 0),
  ADD COLUMN amount_paid_out_cents bigint  NOT NULL DEFAULT 0 CHECK (amount_paid_out_cents >= 0);

-- A seat balance may reach 0 now (all of it staked); it never goes below.
ALTER TABLE seats DROP CONSTRAINT seats_balance_cents_check;
ALTER TABLE seats ADD CONSTRAINT seats_balance_cents_check CHECK (balance_cents >= 0 AND balance_cents <= 9007199254740991);

CREATE TABLE bets (
  bet_id               bigserial   PRIMARY KEY,
  table_id             integer     NOT NULL REFERENCES tables (table_id),
  game_id              integer     NOT NULL,
  betting_stage        integer     NOT NULL CHECK (betting_stage BETWEEN 0 AND 2),
  hand_index           integer     NOT NULL CHECK (hand_index >= 0),
  player_id            text        NOT NULL,
  seat_id              integer     NOT NULL,
  stake_cents          bigint      NOT NULL CHECK (stake_cents > 0),
  recorded_odds_tenths bigint      NOT NULL CHECK (recorded_odds_tenths > 10),
  status               text        NOT NULL CHECK (status IN ('OPEN', 'CANCELLED', 'WON', 'LOST')),
  payout_cents         bigint      CHECK (payout_cents >= 0),
  placed_at            timestamptz NOT NULL,
  FOREIGN KEY (table_id, game_id) REFERENCES games (table_id, game_id)
);
CREATE INDEX bets_game_idx ON bets (table_id, game_id);

-- Every movement of money: amount signed (into the seat positive), and the seat balance after it.
CREATE TABLE ledger_entries (
  entry_id            bigserial   PRIMARY KEY,
  table_id            integer     NOT NULL REFERENCES tables (table_id),
  seat_id             integer     NOT NULL,
  player_id           text        NOT NULL,
  kind                text        NOT NULL CHECK (kind IN ('BUY_IN', 'BET', 'BET_CANCEL', 'PAYOUT', 'CASH_OUT')),
  amount_cents        bigint      NOT NULL,
  balance_after_cents bigint      NOT NULL CHECK (balance_after_cents >= 0),
  game_id             integer,
  bet_id              bigint      REFERENCES bets (bet_id),
  at                  timestamptz NOT NULL
);
CREATE INDEX ledger_entries_table_idx ON ledger_entries (table_id, player_id, entry_id);

-- The first answer to each bet that carried an Idempotency-Key; kept 24 hours.
CREATE TABLE bet_idempotency_keys (
  key           text        PRIMARY KEY,
  fingerprint   text        NOT NULL,
  bet_id        bigint      NOT NULL REFERENCES bets (bet_id),
  balance_cents bigint      NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX bet_idempotency_keys_created_at_idx ON bet_idempotency_keys (created_at);
