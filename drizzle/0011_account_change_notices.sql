-- Every change to an account, and every ended session, is announced on the channel blu_account
-- with the account's id: each server instance forgets what it kept of that account's sessions
-- (docs/decisions/0057), whichever code or console made the change.
CREATE OR REPLACE FUNCTION blu_announce_account_change() RETURNS trigger AS $$
BEGIN
  IF TG_TABLE_NAME = 'users' THEN
    PERFORM pg_notify('blu_account', OLD.id::text);
  ELSE
    PERFORM pg_notify('blu_account', NEW.user_id::text);
  END IF;
  RETURN NULL;
END;
$$ LANGUAGE plpgsql;
--> statement-breakpoint
CREATE TRIGGER users_announce_change AFTER UPDATE OR DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION blu_announce_account_change();
--> statement-breakpoint
CREATE TRIGGER refresh_tokens_announce_revoke AFTER UPDATE OF revoked_at ON refresh_tokens
  FOR EACH ROW WHEN (OLD.revoked_at IS NULL AND NEW.revoked_at IS NOT NULL)
  EXECUTE FUNCTION blu_announce_account_change();
