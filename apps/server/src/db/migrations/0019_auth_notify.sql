-- Every replica keeps resolved sessions in memory (http/session-cache.ts). Whatever changes
-- who a session is or what it may do tells every replica at commit, from the database itself,
-- so no code path (logout, deactivation, role change, the CLI, a manual UPDATE) can forget to.
-- Payloads name a session, a user or a role only: never anything an insight holds.
CREATE FUNCTION "auth_notify_session"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."token_hash", NEW."user_id", NEW."organization_id", NEW."expires_at", NEW."revoked_at")
      IS NOT DISTINCT FROM (OLD."token_hash", OLD."user_id", OLD."organization_id", OLD."expires_at", OLD."revoked_at") THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('voyce_auth', 's:' || OLD."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "sessions_auth_notify" AFTER UPDATE OR DELETE ON "sessions" FOR EACH ROW EXECUTE FUNCTION "auth_notify_session"();--> statement-breakpoint
CREATE FUNCTION "auth_notify_membership"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."user_id", NEW."organization_id", NEW."role", NEW."role_id", NEW."disabled", NEW."invite_status")
      IS NOT DISTINCT FROM (OLD."user_id", OLD."organization_id", OLD."role", OLD."role_id", OLD."disabled", OLD."invite_status") THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('voyce_auth', 'u:' || OLD."user_id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "memberships_auth_notify" AFTER UPDATE OR DELETE ON "organization_memberships" FOR EACH ROW EXECUTE FUNCTION "auth_notify_membership"();--> statement-breakpoint
CREATE FUNCTION "auth_notify_role"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND (NEW."organization_id", NEW."permissions") IS NOT DISTINCT FROM (OLD."organization_id", OLD."permissions") THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('voyce_auth', 'r:' || OLD."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "roles_auth_notify" AFTER UPDATE OR DELETE ON "roles" FOR EACH ROW EXECUTE FUNCTION "auth_notify_role"();--> statement-breakpoint
CREATE FUNCTION "auth_notify_user"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW."business_email" IS NOT DISTINCT FROM OLD."business_email" THEN
    RETURN NULL;
  END IF;
  PERFORM pg_notify('voyce_auth', 'u:' || OLD."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "users_auth_notify" AFTER UPDATE OR DELETE ON "users" FOR EACH ROW EXECUTE FUNCTION "auth_notify_user"();
