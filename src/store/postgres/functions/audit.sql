-- The audit log is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so the service's role never needs
-- those rights on it. Applied after every migration and again whenever this file changes (migrate.ts).
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE restrict_violation USING MESSAGE = 'audit rows are never changed or removed';
END
$$;
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
-- The statement trigger guards the partitioned table; each month is guarded by this row trigger, cloned onto every
-- partition. A closed month leaves only whole, by scripts/archive.ts (written, verified, then detached).
CREATE OR REPLACE TRIGGER audit_log_each_month BEFORE UPDATE OR DELETE ON audit_log
  FOR EACH ROW EXECUTE FUNCTION audit_log_refuse_change();
