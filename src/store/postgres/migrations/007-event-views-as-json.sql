-- Event views are written whole and read whole, never queried inside: kept as json (the text as written, with no
-- conversion to jsonb's binary form on the way in and back out), compressed with lz4 where the server has it. A
-- stage event's view carries every bet of the game: with 1,000 bets that is about 180 kB per event.

ALTER TABLE table_events ALTER COLUMN view TYPE json USING view::json;

DO $$
BEGIN
  ALTER TABLE table_events ALTER COLUMN view SET COMPRESSION lz4;
EXCEPTION WHEN feature_not_supported THEN
  -- A server built without lz4 keeps its default compression.
  NULL;
END $$;
