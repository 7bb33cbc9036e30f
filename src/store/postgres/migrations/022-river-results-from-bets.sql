-- The river's event names the game it settled instead of listing every bet's result in its view: the results are the
-- game's bets as settled (a settled bet never changes again: a void is refused once a game is settled), added from
-- them when the event is read. At 1,000 bets the list was about 67 kB of JSON written, sent and checked inside the
-- step's transaction, under the table's lock, for an event most instances read once.
ALTER TABLE table_events ADD COLUMN settled_game integer;
