-- Return to player and a player's games without reading history. A settled bet carries its exact chance (its hand's
-- winOrDraw and boards at its stage), so no report reads a game's pricing again. rtp_totals keeps, per table, stage
-- and hour of placing, the sums of the bets settled so far that were placed up to that hour's end: a period's totals
-- are two rows' difference plus the bets of its partial hours at each end (rtp_add in functions/rtp.sql keeps it, in
-- the settlement's transaction). player_games lists, newest first, each game a player bet on once it is over (written
-- when it settles or is voided); games in play are found from the tables' current games.

ALTER TABLE bets ADD COLUMN win_or_draw integer CHECK (win_or_draw >= 0), ADD COLUMN boards integer CHECK (boards > 0);

UPDATE bets b SET win_or_draw = (g.pricing -> b.betting_stage -> b.hand_index ->> 'winOrDraw')::integer,
    boards = (g.pricing -> b.betting_stage -> b.hand_index ->> 'boards')::integer
  FROM games g
  WHERE g.table_id = b.table_id AND g.game_id = b.game_id AND b.status IN ('WON', 'LOST');

-- The bets of an hour's edge of a period: bets are written in the order of their placing time, so a block range index
-- finds them at a fraction of a b-tree's cost on every insert; a range of 16 pages is about half an hour of bets at
-- 10,000,000 bets a year.
CREATE INDEX bets_placed_at_idx ON bets USING brin (placed_at) WITH (pages_per_range = 16);

CREATE TABLE rtp_totals (
  table_id        integer     NOT NULL REFERENCES tables (table_id),
  betting_stage   integer     NOT NULL CHECK (betting_stage BETWEEN 0 AND 2),
  -- The start of an hour (UTC): the row sums the stage's settled bets placed before this hour's end.
  hour            timestamptz NOT NULL,
  bets            bigint      NOT NULL CHECK (bets >= 0),
  staked_cents    bigint      NOT NULL CHECK (staked_cents >= 0),
  returned_cents  bigint      NOT NULL CHECK (returned_cents >= 0),
  expected_cents  float8      NOT NULL,
  variance_cents2 float8      NOT NULL,
  PRIMARY KEY (table_id, betting_stage, hour)
);

INSERT INTO rtp_totals (table_id, betting_stage, hour, bets, staked_cents, returned_cents, expected_cents,
    variance_cents2)
SELECT table_id, betting_stage, hour,
    sum(bets) OVER w, sum(staked) OVER w, sum(returned) OVER w, sum(expected) OVER w, sum(variance) OVER w
  FROM (
    SELECT table_id, betting_stage, to_timestamp(floor(extract(epoch FROM placed_at) / 3600) * 3600) AS hour,
        count(*) AS bets, sum(stake_cents) AS staked, sum(payout_cents) AS returned,
        sum(pays * p) AS expected, sum(pays * pays * p * (1 - p)) AS variance
      FROM (SELECT table_id, betting_stage, placed_at, stake_cents, payout_cents,
              floor(stake_cents * recorded_odds_tenths / 10)::float8 AS pays,
              coalesce(win_or_draw::float8 / boards, 0) AS p
            FROM bets WHERE status IN ('WON', 'LOST')) b
     GROUP BY 1, 2, 3
  ) h
  WINDOW w AS (PARTITION BY table_id, betting_stage ORDER BY hour);

-- A recalled game's ledger entries: its bets' and cancels' by the bet, its payouts (one a paid seat) by the game,
-- instead of every entry of the player at the table.
CREATE INDEX ledger_entries_bet_idx ON ledger_entries (bet_id) WHERE bet_id IS NOT NULL;
CREATE INDEX ledger_entries_payout_idx ON ledger_entries (table_id, game_id) WHERE kind = 'PAYOUT';

CREATE TABLE player_games (
  player_id  text        NOT NULL,
  started_at timestamptz NOT NULL,
  table_id   integer     NOT NULL,
  game_id    integer     NOT NULL,
  PRIMARY KEY (player_id, started_at, table_id, game_id),
  FOREIGN KEY (table_id, game_id) REFERENCES games (table_id, game_id)
);

INSERT INTO player_games (player_id, started_at, table_id, game_id)
SELECT DISTINCT b.player_id, g.started_at, b.table_id, b.game_id
  FROM bets b JOIN games g ON g.table_id = b.table_id AND g.game_id = b.game_id;
