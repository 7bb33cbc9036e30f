-- The audit log is append-only: a trigger refuses UPDATE, DELETE and TRUNCATE, so the service's role never needs
-- those rights on it. Applied after every migration and again whenever this file changes (migrate.ts).
CREATE OR REPLACE FUNCTION audit_log_refuse_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE restrict_violation USING MESSAGE = 'audit rows are never changed or removed';
END
$$;
CREATE OR REPLACE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE OR TRUNCATE ON audit_log
  FOR EACH STATEMENT EXECUTE FUNCTION audit_log_refuse_change();
