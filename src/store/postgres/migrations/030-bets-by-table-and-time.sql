-- One table's return to player over a window with partial hours reads the bets its table placed in them: by the
-- table's key and the time, a few pages whatever the number of tables, where the index on the time alone reads every
-- table's bets of those hours and keeps the table's (the house's partial hours still read that one). An index entry a
-- bet; neither column changes, so a settlement's update of its bet stays heap-only. Building it reads the bets once
-- while their writes wait.
CREATE INDEX bets_table_placed_at_idx ON bets (table_id, placed_at);
