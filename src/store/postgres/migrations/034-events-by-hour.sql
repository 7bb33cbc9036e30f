-- A table's events are partitioned by the hour of their time (`at`, the database's clock), and the events older than
-- what resume needs leave an hour at a time, by dropping the hour's partition (pg_partman's retention, set by the
-- service's maintenance: functions/partitions.sql), never by a DELETE. The events were pruned by count per table, 100
-- rows at a time inside the bet's transaction; the bet no longer prunes (functions/bets.sql).
--
-- The events of the last three hours are copied into their hours (a few per table and minute: the old table kept at
-- most 1,000 a table); the older ones go with the old table, as the retention would drop them. The key is the table,
-- the event and its time: an event is found by its table and number, in each hour kept (a handful).

-- The bet functions that took how many events to keep take no such argument now: the old ones go, and
-- functions/bets.sql creates the new ones after this migration.
DROP FUNCTION IF EXISTS place_bets(integer[], text[], integer[], integer[], integer[], text[], integer[], bigint[],
  bigint[], text[], text[], timestamptz[], timestamptz[], integer);
DROP FUNCTION IF EXISTS place_bets_locked(integer[], text[], integer[], integer[], integer[], text[], integer[],
  bigint[], bigint[], text[], text[], timestamptz[], timestamptz[], integer);
DROP FUNCTION IF EXISTS place_bets_one_by_one(integer[], text[], integer[], integer[], integer[], text[], integer[],
  bigint[], bigint[], text[], text[], timestamptz[], timestamptz[], integer);
DROP FUNCTION IF EXISTS place_bet(integer, text, integer, integer, integer, text, integer, bigint, bigint, text, text,
  timestamptz, timestamptz, integer);
DROP FUNCTION IF EXISTS place_bet_without_entry(integer, text, integer, integer, integer, text, integer, bigint, bigint,
  text, text, timestamptz, timestamptz, integer);
DROP FUNCTION IF EXISTS place_wallet_bet(text, bigint, integer, text, integer, integer, integer, text, integer, bigint,
  bigint, text, text, timestamptz, timestamptz, integer);
-- The maintenance now takes the hours of events to keep (the service's EVENTS_KEPT_HOURS).
DROP FUNCTION IF EXISTS history_partitions_keep();

DO $$
DECLARE
  r record;
  v_from timestamptz;
  v_hour timestamptz;
  v_now timestamptz := date_trunc('hour', now());
BEGIN
  FOR r IN SELECT conname FROM pg_constraint WHERE conrelid = 'table_events'::regclass AND contype IN ('p', 'f') LOOP
    EXECUTE format('ALTER TABLE table_events DROP CONSTRAINT %I', r.conname);
  END LOOP;
  DROP INDEX IF EXISTS table_events_views_idx;
  ALTER TABLE table_events RENAME TO table_events_before;
  CREATE TABLE table_events (LIKE table_events_before INCLUDING DEFAULTS INCLUDING CONSTRAINTS INCLUDING STORAGE
      INCLUDING COMPRESSION) PARTITION BY RANGE (at);
  ALTER TABLE table_events ADD CONSTRAINT table_events_pkey PRIMARY KEY (table_id, event_id, at);
  ALTER TABLE table_events ADD CONSTRAINT table_events_table_id_fkey FOREIGN KEY (table_id) REFERENCES tables
      (table_id);
  -- The hours of the events copied, this hour and the next three (pg_partman keeps a day ahead once it has the table),
  -- named as pg_partman names hourly partitions, and a default partition for an event beyond every hour.
  v_from := least(v_now, (SELECT date_trunc('hour', min(at)) FROM table_events_before WHERE at >= v_now - interval
      '3 hours'));
  v_hour := v_from;
  WHILE v_hour <= v_now + interval '3 hours' LOOP
    EXECUTE format('CREATE TABLE %I PARTITION OF table_events FOR VALUES FROM (%L) TO (%L)',
        'table_events_p' || to_char(v_hour, 'YYYY_MM_DD_HH24MI'), v_hour, v_hour + interval '1 hour');
    v_hour := v_hour + interval '1 hour';
  END LOOP;
  CREATE TABLE table_events_default PARTITION OF table_events DEFAULT;
  INSERT INTO table_events SELECT * FROM table_events_before WHERE at >= v_from;
  DROP TABLE table_events_before;
END
$$;
