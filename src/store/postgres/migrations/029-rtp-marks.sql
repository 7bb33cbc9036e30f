-- Return to player over the house from marks: each day's start (UTC) every table's and stage's running totals as they
-- stood then, written together as one range (rtp_mark in functions/rtp.sql, by each instance's hourly maintenance).
-- The totals at an hour are then the newest mark at or before it and the hours since from rtp_totals: one range of
-- marks and at most a day of hourly rows, the same work after a year as on the first day, where finding each table's
-- and stage's newest hour in rtp_totals is an index lookup apiece spread over every hour of the history. A bet placed
-- before a mark and settled after it is added to the mark by the settlement (rtp_add). A window that starts before
-- the first mark reads the hours as before.

-- The marks taken: one a day, whether or not any table had a settled bet by then (an empty mark is a mark), and one at
-- 'infinity', the latest totals, which every settlement keeps (the report over everything reads only it).
CREATE TABLE rtp_marks (
  at timestamptz PRIMARY KEY CHECK (at = date_trunc('hour', at))
);

-- A mark's totals: the sums of each table's and stage's settled bets placed before `at` (a stage without any: no row).
CREATE TABLE rtp_marked (
  at              timestamptz NOT NULL REFERENCES rtp_marks (at),
  table_id        integer     NOT NULL REFERENCES tables (table_id),
  betting_stage   integer     NOT NULL CHECK (betting_stage BETWEEN 0 AND 2),
  bets            bigint      NOT NULL CHECK (bets >= 0),
  staked_cents    bigint      NOT NULL CHECK (staked_cents >= 0),
  returned_cents  bigint      NOT NULL CHECK (returned_cents >= 0),
  expected_cents  float8      NOT NULL,
  variance_cents2 float8      NOT NULL,
  PRIMARY KEY (at, table_id, betting_stage)
);

-- The hours since a mark, every table's at once.
CREATE INDEX rtp_totals_hour_idx ON rtp_totals (hour);
