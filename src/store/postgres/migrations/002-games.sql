-- Table settings, the game state machine, and every game dealt (seeds and cards kept secret until the river).

-- Settings of tables created with POST /api/tables; a table first used by a sit gets the defaults.
-- number_of_seats NULL: a table from before settings existed, seated by the configured TABLE_SEATS.
ALTER TABLE tables
  ADD COLUMN number_of_hands integer NOT NULL DEFAULT 4 CHECK (number_of_hands BETWEEN 2 AND 23),
  ADD COLUMN number_of_seats integer CHECK (number_of_seats BETWEEN 1 AND 10),
  ADD COLUMN target_rtp_bp   integer NOT NULL DEFAULT 9700 CHECK (target_rtp_bp BETWEEN 8000 AND 10000),
  ADD COLUMN max_bet_cents   bigint  NOT NULL DEFAULT 100000 CHECK (max_bet_cents BETWEEN 1 AND 100000000),
  -- The state machine: one step per advance, decided by a compare-and-set on game_state.
  ADD COLUMN game_state      text    NOT NULL DEFAULT 'STATUS_SETUP'
    CHECK (game_state IN ('STATUS_SETUP', 'STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER')),
  ADD COLUMN current_game_id integer,
  ADD COLUMN games_started   integer NOT NULL DEFAULT 0 CHECK (games_started >= 0);

-- One row per game. server_seed and the board are never returned before the river; the service enforces it.
CREATE TABLE games (
  table_id         integer     NOT NULL REFERENCES tables (table_id),
  game_id          integer     NOT NULL CHECK (game_id > 0),
  nonce            integer     NOT NULL CHECK (nonce > 0),
  server_seed      text        NOT NULL CHECK (server_seed ~ '^[0-9a-f]{64}$'),
  server_seed_hash text        NOT NULL CHECK (server_seed_hash ~ '^[0-9a-f]{64}$'),
  client_seed      text        NOT NULL,
  hands            jsonb       NOT NULL,
  board            jsonb       NOT NULL,
  pricing          jsonb       NOT NULL,
  started_at       timestamptz NOT NULL,
  CONSTRAINT games_pkey PRIMARY KEY (table_id, game_id)
);
