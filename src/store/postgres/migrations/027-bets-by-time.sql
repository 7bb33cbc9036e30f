-- Return to player's partial hours at a window's ends are read from the bets placed in them: a b-tree on placed_at
-- finds an hour's bets in a few pages whatever the number of bets, where the block-range index it replaces was read
-- whole on every scan (its cost grew with the table). An index entry a bet; placed_at never changes, so a settlement's
-- update of its bet stays heap-only. Building it reads the bets once while their writes wait.
DROP INDEX bets_placed_at_idx;
CREATE INDEX bets_placed_at_idx ON bets (placed_at);
