-- Live tables: modes and the clock's settings, deadlines by the database's clock, ready players, numbered events
-- with the public view of the table after each change, and single-use tickets for event streams.

ALTER TABLE tables
  ADD COLUMN mode            text    NOT NULL DEFAULT 'INTERACTIVE' CHECK (mode IN ('INTERACTIVE', 'AUTO')),
  ADD COLUMN skip_turn       boolean NOT NULL DEFAULT false,
  ADD COLUMN betting_seconds integer NOT NULL DEFAULT 15 CHECK (betting_seconds BETWEEN 3 AND 300),
  ADD COLUMN reveal_seconds  integer NOT NULL DEFAULT 5 CHECK (reveal_seconds BETWEEN 1 AND 60),
  -- When the current state ends by the clock (AUTO tables only); NULL: no deadline.
  ADD COLUMN stage_ends_at   timestamptz,
  ADD COLUMN ready_players   text[]  NOT NULL DEFAULT '{}',
  -- The number of the table's last event; every change takes the next one under the table's row lock.
  ADD COLUMN event_seq       bigint  NOT NULL DEFAULT 0 CHECK (event_seq >= 0);

-- What the clock loop of every instance scans: AUTO tables only.
CREATE INDEX tables_auto_idx ON tables (stage_ends_at) WHERE mode = 'AUTO';

-- The last events of each table (the store prunes beyond EVENTS_KEPT_PER_TABLE); view holds nothing unrevealed.
CREATE TABLE table_events (
  table_id integer     NOT NULL REFERENCES tables (table_id),
  event_id bigint      NOT NULL CHECK (event_id > 0),
  type     text        NOT NULL CHECK (type IN ('table', 'seats', 'bet', 'ready', 'stage')),
  at       timestamptz NOT NULL,
  view     jsonb       NOT NULL,
  CONSTRAINT table_events_pkey PRIMARY KEY (table_id, event_id)
);

-- Tickets for GET /api/tables/{tableId}/events?ticket=...: the SHA-256 of the secret, single use, 30 s.
CREATE TABLE event_tickets (
  hash       text        PRIMARY KEY,
  table_id   integer     NOT NULL,
  caller     jsonb,
  expires_at timestamptz NOT NULL
);
CREATE INDEX event_tickets_expires_at_idx ON event_tickets (expires_at);
