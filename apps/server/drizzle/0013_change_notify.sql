-- Change notifications for the in-memory caches of the API processes (src/db/change-feed.ts):
-- every write to a cached table sends NOTIFY om_changes at commit, to every listening process.
CREATE OR REPLACE FUNCTION om_notify_table_change() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('om_changes', TG_TABLE_NAME);
  RETURN NULL;
END $$;
--> statement-breakpoint
-- Per row, named by id (sessions: by their user), so a process forgets only what changed.
CREATE OR REPLACE FUNCTION om_notify_row_change() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed record;
BEGIN
  IF TG_OP = 'DELETE' THEN changed := OLD; ELSE changed := NEW; END IF;
  IF TG_TABLE_NAME = 'sessions' THEN
    PERFORM pg_notify('om_changes', 'sessions:' || changed.user_id);
  ELSE
    PERFORM pg_notify('om_changes', TG_TABLE_NAME || ':' || changed.id);
  END IF;
  RETURN NULL;
END $$;
--> statement-breakpoint
CREATE TRIGGER companies_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies FOR EACH STATEMENT EXECUTE FUNCTION om_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER regions_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON regions FOR EACH STATEMENT EXECUTE FUNCTION om_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER device_types_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON device_types FOR EACH STATEMENT EXECUTE FUNCTION om_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER host_configs_notify_change AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON host_configs FOR EACH STATEMENT EXECUTE FUNCTION om_notify_table_change();
--> statement-breakpoint
CREATE TRIGGER roles_notify_change AFTER UPDATE OR DELETE ON roles FOR EACH ROW EXECUTE FUNCTION om_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER users_notify_change AFTER UPDATE OR DELETE ON users FOR EACH ROW EXECUTE FUNCTION om_notify_row_change();
--> statement-breakpoint
-- last_seen_at is bookkeeping: only the end of a session is news.
CREATE TRIGGER sessions_notify_end AFTER UPDATE OF revoked_at, expires_at ON sessions FOR EACH ROW
  WHEN (OLD.revoked_at IS DISTINCT FROM NEW.revoked_at OR OLD.expires_at IS DISTINCT FROM NEW.expires_at)
  EXECUTE FUNCTION om_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_delete AFTER DELETE ON sessions FOR EACH ROW EXECUTE FUNCTION om_notify_row_change();
--> statement-breakpoint
CREATE TRIGGER sessions_notify_truncate AFTER TRUNCATE ON sessions FOR EACH STATEMENT EXECUTE FUNCTION om_notify_table_change();
