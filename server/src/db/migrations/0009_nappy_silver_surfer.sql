CREATE TABLE "revoked_tokens" (
	"token_hash" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE INDEX "revoked_tokens_expires_idx" ON "revoked_tokens" USING btree ("expires_at");--> statement-breakpoint
-- Written by hand below the generated table. Each API process keeps who signed in for a while
-- (server/src/auth/principal-cache.ts); a change to an account, its employee records, its sessions or
-- a signed-out token tells every process, through LISTEN/NOTIFY, whose to forget: the ids of the
-- users (or the hashes of the tokens) concerned, or '*' for more than a notification carries.
-- Statement-level, so a bulk write (seeding) sends one notification, not one per row.
CREATE FUNCTION "portal_auth_changed"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed text;
BEGIN
  IF TG_TABLE_NAME = 'revoked_tokens' THEN
    SELECT string_agg(token_hash, ' ') INTO changed FROM new_rows;
  ELSIF TG_TABLE_NAME = 'users' THEN
    SELECT string_agg(id, ' ') INTO changed FROM old_rows;
  ELSIF TG_TABLE_NAME = 'sessions' THEN
    SELECT string_agg(DISTINCT k, ' ') INTO changed
      FROM (SELECT user_id AS k FROM old_rows UNION SELECT impersonator_id FROM old_rows) AS concerned WHERE k IS NOT NULL;
  ELSIF TG_OP = 'INSERT' THEN
    SELECT string_agg(DISTINCT user_id, ' ') INTO changed FROM new_rows WHERE user_id IS NOT NULL;
  ELSIF TG_OP = 'DELETE' THEN
    SELECT string_agg(DISTINCT user_id, ' ') INTO changed FROM old_rows WHERE user_id IS NOT NULL;
  ELSE
    SELECT string_agg(DISTINCT k, ' ') INTO changed
      FROM (SELECT user_id AS k FROM old_rows UNION SELECT user_id FROM new_rows) AS concerned WHERE k IS NOT NULL;
  END IF;
  IF changed IS NOT NULL THEN
    PERFORM pg_notify('portal_auth_changes', CASE WHEN length(changed) > 7000 THEN '*' ELSE changed END);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_update" AFTER UPDATE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "users_auth_changed_delete" AFTER DELETE ON "users" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_employees_auth_changed_insert" AFTER INSERT ON "company_employees" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_employees_auth_changed_update" AFTER UPDATE ON "company_employees" REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "company_employees_auth_changed_delete" AFTER DELETE ON "company_employees" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed_update" AFTER UPDATE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "sessions_auth_changed_delete" AFTER DELETE ON "sessions" REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
--> statement-breakpoint
CREATE TRIGGER "revoked_tokens_auth_changed_insert" AFTER INSERT ON "revoked_tokens" REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION "portal_auth_changed"();
