-- Game recall: a player's games found from their bets, and when each game's river settled it.
CREATE INDEX bets_player_idx ON bets (player_id, table_id, game_id);
ALTER TABLE games ADD COLUMN settled_at timestamptz;
-- The pending limit changes whose time may have come (applyDueLimits reads them before every audit page).
CREATE INDEX player_limits_pending_idx ON player_limits (pending_at) WHERE pending_set;
