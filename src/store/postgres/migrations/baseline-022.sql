-- The schema at version 22, for an empty schema: tables, indexes and the rows the service needs, and nothing else.
-- The functions and triggers are in ../functions/, applied after every migration. A schema migrated before this file
-- existed has versions 1 to 22 recorded already and never runs it (migrate.ts checks their checksums instead).
-- Money is integer cents; the service keeps every balance <= 2^53 - 1.

-- ---------------------------------------------------------------------------------------------------------------
-- Tables: settings, the state machine, totals and the live clock. A table's row is what every change to the table
-- locks (seats, bets, steps, switches), so each table's decisions are serialised across every instance.
CREATE TABLE tables (
  table_id              integer     PRIMARY KEY CHECK (table_id > 0),
  created_at            timestamptz NOT NULL DEFAULT now(),
  number_of_hands       integer     NOT NULL DEFAULT 4 CHECK (number_of_hands BETWEEN 2 AND 23),
  -- NULL: a table from before settings existed, seated by the configured TABLE_SEATS.
  number_of_seats       integer     CHECK (number_of_seats BETWEEN 1 AND 10),
  target_rtp_bp         integer     NOT NULL DEFAULT 9700 CHECK (target_rtp_bp BETWEEN 8000 AND 10000),
  max_bet_cents         bigint      NOT NULL DEFAULT 100000 CHECK (max_bet_cents BETWEEN 1 AND 100000000),
  -- The state machine: one step per advance, decided by a compare-and-set on game_state.
  game_state            text        NOT NULL DEFAULT 'STATUS_SETUP'
    CHECK (game_state IN ('STATUS_SETUP', 'STATUS_HOLE', 'STATUS_FLOP', 'STATUS_TURN', 'STATUS_RIVER')),
  current_game_id       integer,
  games_started         integer     NOT NULL DEFAULT 0 CHECK (games_started >= 0),
  -- Totals: games that reached the river, stakes net of cancels, payouts.
  games_played          integer     NOT NULL DEFAULT 0 CHECK (games_played >= 0),
  amount_bet_cents      bigint      NOT NULL DEFAULT 0 CHECK (amount_bet_cents >= 0),
  amount_paid_out_cents bigint      NOT NULL DEFAULT 0 CHECK (amount_paid_out_cents >= 0),
  mode                  text        NOT NULL DEFAULT 'INTERACTIVE' CHECK (mode IN ('INTERACTIVE', 'AUTO')),
  skip_turn             boolean     NOT NULL DEFAULT false,
  betting_seconds       integer     NOT NULL DEFAULT 15 CHECK (betting_seconds BETWEEN 3 AND 300),
  reveal_seconds        integer     NOT NULL DEFAULT 5 CHECK (reveal_seconds BETWEEN 1 AND 60),
  -- When the current state ends by the clock (AUTO tables only); NULL: no deadline.
  stage_ends_at         timestamptz,
  ready_players         text[]      NOT NULL DEFAULT '{}',
  -- The number of the table's last event; every change takes the next one under the table's row lock.
  event_seq             bigint      NOT NULL DEFAULT 0 CHECK (event_seq >= 0),
  -- The table's own switch: {scope, actor, reason, since} while off, NULL while on.
  disabled              json
);
-- What the clock loop of every instance scans: AUTO tables only.
CREATE INDEX tables_auto_idx ON tables (stage_ends_at) WHERE mode = 'AUTO';

-- Occupied seats. The unique constraints are a backstop behind the table lock: one player per seat, one seat per
-- player. A balance may reach 0 (all of it staked), never below.
CREATE TABLE seats (
  table_id      integer     NOT NULL REFERENCES tables (table_id),
  seat_id       integer     NOT NULL CHECK (seat_id > 0),
  player_id     text        NOT NULL CHECK (player_id <> ''),
  balance_cents bigint      NOT NULL CHECK (balance_cents >= 0 AND balance_cents <= 9007199254740991),
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

-- ---------------------------------------------------------------------------------------------------------------
-- Games: every game dealt. server_seed and the board are never returned before the river; the service enforces it.
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
  CONSTRAINT games_pkey PRIMARY KEY (table_id, game_id),
  -- Set once the game was voided: {reason, actor, at}.
  voided           json,
  -- When its river settled it.
  settled_at       timestamptz
);

-- ---------------------------------------------------------------------------------------------------------------
-- Bets. Each row is updated once (its result): pages filled only half leave room for the new version on the same
-- page, so that update writes no index entry (a heap-only update).
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
  status               text        NOT NULL CHECK (status IN ('OPEN', 'CANCELLED', 'WON', 'LOST', 'VOID')),
  payout_cents         bigint      CHECK (payout_cents >= 0),
  placed_at            timestamptz NOT NULL,
  FOREIGN KEY (table_id, game_id) REFERENCES games (table_id, game_id)
) WITH (fillfactor = 50);
CREATE INDEX bets_game_idx ON bets (table_id, game_id);
-- Game recall: a player's games found from their bets.
CREATE INDEX bets_player_idx ON bets (player_id, table_id, game_id);

-- The first answer to each bet that carried an Idempotency-Key; kept 24 hours.
CREATE TABLE bet_idempotency_keys (
  key           text        PRIMARY KEY,
  fingerprint   text        NOT NULL,
  bet_id        bigint      NOT NULL REFERENCES bets (bet_id),
  balance_cents bigint      NOT NULL,
  created_at    timestamptz NOT NULL
);
CREATE INDEX bet_idempotency_keys_created_at_idx ON bet_idempotency_keys (created_at);

-- ---------------------------------------------------------------------------------------------------------------
-- The ledger: every movement of money at a seat, amount signed (into the seat positive), with the seat balance after
-- it. Its references are checked once per statement by a trigger (functions/ledger.sql), not by foreign keys row by
-- row; the same triggers keep it append-only and keep what it names.
CREATE TABLE ledger_entries (
  entry_id            bigserial   PRIMARY KEY,
  table_id            integer     NOT NULL,
  seat_id             integer     NOT NULL,
  player_id           text        NOT NULL,
  kind                text        NOT NULL CHECK (kind IN ('BUY_IN', 'BET', 'BET_CANCEL', 'PAYOUT', 'CASH_OUT')),
  amount_cents        bigint      NOT NULL,
  balance_after_cents bigint      NOT NULL CHECK (balance_after_cents >= 0),
  game_id             integer,
  bet_id              bigint,
  at                  timestamptz NOT NULL
);
-- A page of a player's entries at a table; a page of a table's whole ledger.
CREATE INDEX ledger_entries_table_idx ON ledger_entries (table_id, player_id, entry_id);
CREATE INDEX ledger_entries_table_page_idx ON ledger_entries (table_id, entry_id);
-- The ledger's uses by a player since a time: what a player's first protection fills the totals from.
CREATE INDEX ledger_entries_player_at_idx ON ledger_entries (player_id, at) WHERE kind IN ('BET', 'BET_CANCEL',
    'PAYOUT');

-- ---------------------------------------------------------------------------------------------------------------
-- Events: the last events of each table (the store prunes beyond EVENTS_KEPT_PER_TABLE). An event has the public view
-- of the table after it (kept as JSON text, written and read whole), or is a placed bet with what it changed (the
-- bet, the seat balance, the table's total), folded by readers onto the view before it. A river's event names the
-- game it settled; its results are added from that game's settled bets when it is read.
CREATE TABLE table_events (
  table_id           integer     NOT NULL REFERENCES tables (table_id),
  event_id           bigint      NOT NULL CHECK (event_id > 0),
  type               text        NOT NULL CHECK (type IN ('table', 'seats', 'bet', 'ready', 'stage')),
  at                 timestamptz NOT NULL,
  view               json,
  CONSTRAINT table_events_pkey PRIMARY KEY (table_id, event_id),
  bet_id             bigint,
  seat_id            integer,
  seat_balance_cents bigint,
  amount_bet_cents   bigint,
  CONSTRAINT table_events_view_or_bet CHECK (
    view IS NOT NULL
    OR (type = 'bet' AND bet_id IS NOT NULL AND seat_id IS NOT NULL AND seat_balance_cents IS NOT NULL AND
        amount_bet_cents IS NOT NULL)
  ),
  settled_game       integer
);
-- What readers fold from: the newest event with a view at or before a given one.
CREATE INDEX table_events_views_idx ON table_events (table_id, event_id) WHERE view IS NOT NULL;
-- A stage event's view is inserted under the table's lock: lz4 compresses it in less than half pglz's time.
DO $$
BEGIN
  ALTER TABLE table_events ALTER COLUMN view SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported OR invalid_parameter_value THEN
  RAISE NOTICE 'lz4 is not available: table_events.view stays with the default compression';
END
$$;

-- Tickets for GET /api/tables/{tableId}/events?ticket=...: the SHA-256 of the secret, single use, 30 s.
CREATE TABLE event_tickets (
  hash       text        PRIMARY KEY,
  table_id   integer     NOT NULL,
  caller     jsonb,
  expires_at timestamptz NOT NULL
);
CREATE INDEX event_tickets_expires_at_idx ON event_tickets (expires_at);

-- ---------------------------------------------------------------------------------------------------------------
-- Accounts: every buy-in comes from an account and every cash-out returns to it; deposits, withdrawals and
-- play-money grants are the only ways money enters or leaves the house. Each movement is an entry with the balance
-- after it.
CREATE TABLE accounts (
  player_id     text        PRIMARY KEY CHECK (player_id <> ''),
  balance_cents bigint      NOT NULL DEFAULT 0 CHECK (balance_cents >= 0 AND balance_cents <= 9007199254740991),
  created_at    timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE account_entries (
  entry_id            bigserial   PRIMARY KEY,
  player_id           text        NOT NULL REFERENCES accounts (player_id),
  kind                text        NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'PLAY_GRANT', 'TO_SEAT',
      'FROM_SEAT')),
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
-- A player's deposits since a time: what a player's first protection fills the totals from.
CREATE INDEX account_entries_deposits_idx ON account_entries (player_id, at) WHERE kind = 'DEPOSIT';

-- The first answer to each deposit or withdrawal; the Idempotency-Key is required for both. Kept 24 hours.
CREATE TABLE account_idempotency_keys (
  key           text        PRIMARY KEY,
  fingerprint   text        NOT NULL,
  entry_id      bigint      NOT NULL REFERENCES account_entries (entry_id),
  balance_cents bigint      NOT NULL,
  created_at    timestamptz NOT NULL
);

-- ---------------------------------------------------------------------------------------------------------------
-- Player protection (docs/player-protection.md): each player's limits of each source with any pending change, the
-- time-outs and self-exclusions, and every change to them (never updated or removed). A player with any protection,
-- or switched off, has a row in protected_players.
CREATE TABLE protected_players (
  player_id           text        PRIMARY KEY CHECK (player_id <> ''),
  -- The player's own reality-check interval (reality_set; NULL minutes: none); else the instance's default applies.
  reality_set         boolean     NOT NULL DEFAULT false,
  reality_minutes     integer     CHECK (reality_minutes BETWEEN 10 AND 120),
  -- The latest end of the player's time-outs and self-exclusions: a check reads player_breaks only before it.
  breaks_until        timestamptz,
  -- The player's switch: {scope, actor, reason, since} while off, NULL while on.
  disabled            json,
  -- Running totals of the player's uses (deposited, staked less cancels, returned), moved by the ledgers' triggers.
  deposit_total_cents bigint      NOT NULL DEFAULT 0,
  stake_total_cents   bigint      NOT NULL DEFAULT 0,
  return_total_cents  bigint      NOT NULL DEFAULT 0,
  -- The minute of the player's latest mark: a use stamped before it (one that took its clock before another use but
  -- the player's row after it) counts in that minute, later rather than earlier.
  last_mark           timestamptz
);

-- Each player's session of play, for reality checks: kept for players with an interval in force (their own, or the
-- default the instance sets on its connections as hand_odds.reality_check_minutes).
CREATE TABLE player_sessions (
  player_id   text        PRIMARY KEY,
  started_at  timestamptz NOT NULL,
  last_bet_at timestamptz NOT NULL,
  last_ack_at timestamptz
);

CREATE TABLE player_limits (
  player_id            text        NOT NULL REFERENCES protected_players (player_id),
  kind                 text        NOT NULL CHECK (kind IN ('DEPOSIT', 'WAGER', 'LOSS')),
  period               text        NOT NULL CHECK (period IN ('DAY', 'WEEK', 'MONTH')),
  source               text        NOT NULL CHECK (source IN ('PLAYER', 'OPERATOR')),
  -- The amount in force (NULL: none), and a rise or removal waiting until pending_at (pending_set; NULL amount:
  -- removal).
  amount_cents         bigint      CHECK (amount_cents > 0),
  pending_set          boolean     NOT NULL DEFAULT false,
  pending_amount_cents bigint      CHECK (pending_amount_cents > 0),
  pending_at           timestamptz,
  PRIMARY KEY (player_id, kind, period, source),
  CHECK (pending_set = (pending_at IS NOT NULL))
);
-- The pending limit changes whose time may have come (applyDueLimits reads them before every audit page).
CREATE INDEX player_limits_pending_idx ON player_limits (pending_at) WHERE pending_set;

CREATE TABLE player_breaks (
  break_id   bigserial   PRIMARY KEY,
  player_id  text        NOT NULL REFERENCES protected_players (player_id),
  kind       text        NOT NULL CHECK (kind IN ('TIMEOUT', 'SELF_EXCLUSION')),
  started_at timestamptz NOT NULL,
  until      timestamptz NOT NULL CHECK (until > started_at)
);
CREATE INDEX player_breaks_player_idx ON player_breaks (player_id, until);

CREATE TABLE protection_changes (
  change_id bigserial   PRIMARY KEY,
  player_id text        NOT NULL REFERENCES protected_players (player_id),
  at        timestamptz NOT NULL,
  actor     text        NOT NULL,
  source    text        NOT NULL CHECK (source IN ('PLAYER', 'OPERATOR')),
  action    text        NOT NULL CHECK (action IN ('LIMIT', 'TIMEOUT', 'SELF_EXCLUSION', 'REALITY_CHECK')),
  before    json,
  after     json        NOT NULL,
  reason    text
);
CREATE INDEX protection_changes_player_idx ON protection_changes (player_id, change_id);

-- A mark per minute in which a protected player used money: the player's totals as they stood before that minute's
-- first use. What a window (since, now] has used is the total now less the totals of the first mark the window still
-- holds: one index probe a limit. Written only by the ledgers' triggers, after they update the player's row (no
-- foreign key: it would cost a lookup on every use). Marks older than the longest window and a day are removed now
-- and then by the check.
CREATE TABLE player_marks (
  player_id            text        NOT NULL,
  minute               timestamptz NOT NULL,
  deposit_before_cents bigint      NOT NULL,
  stake_before_cents   bigint      NOT NULL,
  return_before_cents  bigint      NOT NULL,
  PRIMARY KEY (player_id, minute)
);

-- ---------------------------------------------------------------------------------------------------------------
-- The audit log: significant events of the house, each written in the transaction that does what it records. Rows
-- are only appended (a trigger refuses UPDATE, DELETE and TRUNCATE: functions/audit.sql).
CREATE TABLE audit_log (
  audit_id  bigserial   PRIMARY KEY,
  at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  kind      text        NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'LIMIT', 'TIMEOUT', 'SELF_EXCLUSION',
      'REALITY_CHECK',
    'TABLE_CREATED', 'TABLE_DISABLED', 'TABLE_ENABLED', 'PLAYER_DISABLED', 'PLAYER_ENABLED', 'GAMING_DISABLED',
        'GAMING_ENABLED',
    'GAME_VOIDED', 'LARGE_WIN', 'TOKENS_REFUSED')),
  actor     text        NOT NULL,
  player_id text,
  table_id  integer,
  reason    text,
  before    json,
  after     json
);
-- A page of the log newest first, whole or by player, table or kind, at any depth.
CREATE INDEX audit_log_player_idx ON audit_log (player_id, audit_id) WHERE player_id IS NOT NULL;
CREATE INDEX audit_log_table_idx ON audit_log (table_id, audit_id) WHERE table_id IS NOT NULL;
CREATE INDEX audit_log_kind_idx ON audit_log (kind, audit_id);

-- All gaming's switch: one row, {scope, actor, reason, since} while off, NULL while on.
CREATE TABLE gaming_switch (
  id       boolean PRIMARY KEY DEFAULT true CHECK (id),
  disabled json
);
INSERT INTO gaming_switch (id) VALUES (true);
