-- A player's games in the order of their start, one row per player and game, written with the player's first bet in
-- the game (place_bet_without_entry): recall pages through it, newest first, instead of through every bet of the
-- player. Filled here from the bets once.
CREATE TABLE player_games (
  player_id  text        NOT NULL,
  table_id   integer     NOT NULL,
  game_id    integer     NOT NULL,
  started_at timestamptz NOT NULL,
  PRIMARY KEY (player_id, table_id, game_id)
);
CREATE INDEX player_games_recent_idx ON player_games (player_id, started_at DESC, table_id DESC, game_id DESC);

INSERT INTO player_games (player_id, table_id, game_id, started_at)
  SELECT DISTINCT b.player_id, b.table_id, b.game_id, g.started_at
    FROM bets b JOIN games g ON g.table_id = b.table_id AND g.game_id = b.game_id;
