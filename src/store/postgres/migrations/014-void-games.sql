-- Voids: the operator voids a game not yet settled. Every open bet becomes VOID with its stake back on its seat (a
-- BET_CANCEL ledger entry naming the bet), and the game keeps why, by whom and when ({reason, actor, at}).
ALTER TABLE games ADD COLUMN voided json;
ALTER TABLE bets DROP CONSTRAINT bets_status_check;
ALTER TABLE bets ADD CONSTRAINT bets_status_check CHECK (status IN ('OPEN', 'CANCELLED', 'WON', 'LOST', 'VOID'));
