-- What the house has at stake in each table's game in play, kept on the table's row by the bet, the cancel, the void
-- and the settlement (functions/bets.sql, settlement.ts), as its other totals are: the house report reads no bets.
ALTER TABLE tables ADD COLUMN open_stakes_cents bigint NOT NULL DEFAULT 0,
  ADD COLUMN open_exposure_cents bigint NOT NULL DEFAULT 0;
UPDATE tables t SET open_stakes_cents = o.stakes, open_exposure_cents = o.exposure
  FROM (SELECT b.table_id, sum(b.stake_cents) AS stakes, sum(floor(b.stake_cents * b.recorded_odds_tenths / 10)) AS
      exposure
      FROM bets b JOIN tables c ON c.table_id = b.table_id AND c.current_game_id = b.game_id
     WHERE b.status = 'OPEN' GROUP BY b.table_id) o
 WHERE t.table_id = o.table_id;

-- The last bet id handed out at a time of the database's clock, taken by the hourly maintenance (bet_mark in
-- functions/bets.sql): a read of the bets placed in a period names the ranges of ids that hold them before it is
-- planned (bets are partitioned by ranges of ids, migration 031).
CREATE TABLE bet_marks (
  at          timestamptz PRIMARY KEY,
  last_bet_id bigint      NOT NULL
);
INSERT INTO bet_marks (at, last_bet_id)
  SELECT clock_timestamp(), CASE WHEN is_called THEN last_value ELSE last_value - 1 END FROM bets_bet_id_seq;
