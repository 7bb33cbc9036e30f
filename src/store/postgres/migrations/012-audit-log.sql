-- The audit log: significant events of the house (operator transfers, protection changes, switches, voids, large
-- wins, refused tokens, table settings), each written in the transaction that does what it records. Rows are only
-- appended: a trigger refuses UPDATE, DELETE and TRUNCATE, so the service's role never needs those rights here.
CREATE TABLE audit_log (
  audit_id  bigserial   PRIMARY KEY,
  at        timestamptz NOT NULL DEFAULT clock_timestamp(),
  kind      text        NOT NULL CHECK (kind IN ('DEPOSIT', 'WITHDRAWAL', 'LIMIT', 'TIMEOUT', 'SELF_EXCLUSION', 'REALITY_CHECK',
    'TABLE_CREATED', 'TABLE_DISABLED', 'TABLE_ENABLED', 'PLAYER_DISABLED', 'PLAYER_ENABLED', 'GAMING_DISABLED', 'GAMING_ENABLED',
    'GAME_VOIDED', 'LARGE_WIN', 'TOKENS_REFUSED')),
  actor     text        NOT NULL,
  player_id text,
  table_id  integer,
  reason    text,
  before    json,
  after     json
);
-- A page of the log newest first, whole or by player, table or kind, at any depth.
CREATE INDEX audit_log_player_idx ON audit_log (player_id, audit_id) WHERE player_id IS NOT NULL;
CREATE INDEX audit_log_table_idx ON audit_log (table_id, audit_id) WHERE table_id IS NOT NULL;
CREATE INDEX audit_log_kind_idx ON audit_log (kind, audit_id);

CREATE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE restrict_violation USING MESSAGE = 'audit rows are never changed or removed';
END
$$;
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
