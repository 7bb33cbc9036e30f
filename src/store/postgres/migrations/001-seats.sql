-- Seats and money per table, and remembered answers for Idempotency-Key retries.

-- One row per table that anyone ever sat at; a sit locks its table's row (SELECT ... FOR UPDATE)
-- so seat decisions for one table are serialised across every service instance.
CREATE TABLE tables (
  table_id   integer     PRIMARY KEY CHECK (table_id > 0),
  created_at timestamptz NOT NULL DEFAULT now()
);

-- Occupied seats. Money is integer cents; the service keeps every balance <= 2^53 - 1.
-- The unique constraints are a backstop behind the table lock: one player per seat, one seat per player.
CREATE TABLE seats (
  table_id      integer     NOT NULL REFERENCES tables (table_id),
  seat_id       integer     NOT NULL CHECK (seat_id > 0),
  player_id     text        NOT NULL CHECK (player_id <> ''),
  balance_cents bigint      NOT NULL CHECK (balance_cents > 0 AND balance_cents <= 9007199254740991),
  created_at    timestamptz NOT NULL DEFAULT now(),
  updated_at    timestamptz NOT NULL DEFAULT now(),
  CONSTRAINT seats_pkey PRIMARY KEY (table_id, seat_id),
  CONSTRAINT seats_table_player_key UNIQUE (table_id, player_id)
);

-- The first answer to each successful sit that carried an Idempotency-Key; kept 24 hours.
CREATE TABLE idempotency_keys (
  key           text        PRIMARY KEY,
  fingerprint   text        NOT NULL,
  seat_id       integer     NOT NULL,
  balance_cents bigint      NOT NULL,
  created_at    timestamptz NOT NULL
);

CREATE INDEX idempotency_keys_created_at_idx ON idempotency_keys (created_at);
