-- A range of bets written to files and detached (scripts/archive.ts) is recorded with its ids beside its times (the
-- first bet's placing, and just after the last's), so that a restore attaches it as the same range; what its settled
-- bets summed for return to player, by table, stage and hour, stays in archived_bet_sums, which reconcile adds to the
-- bets still attached.
ALTER TABLE archived_partitions ADD COLUMN from_id bigint, ADD COLUMN to_id bigint,
  ADD CONSTRAINT archived_partitions_ids CHECK ((from_id IS NULL) = (to_id IS NULL) AND (to_id IS NULL OR
      to_id > from_id));

CREATE TABLE archived_bet_sums (
  partition_name text        NOT NULL REFERENCES archived_partitions (partition_name) ON DELETE CASCADE,
  table_id       integer     NOT NULL,
  betting_stage  integer     NOT NULL,
  -- The hour (UTC) the bets were placed in.
  hour           timestamptz NOT NULL,
  staked_cents   bigint      NOT NULL,
  returned_cents bigint      NOT NULL
);
CREATE INDEX archived_bet_sums_partition_idx ON archived_bet_sums (partition_name);
