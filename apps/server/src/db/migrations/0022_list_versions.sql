-- Leaders' list answers are kept per replica (http/answer-cache.ts) and served while their
-- organisation's list version is the one they were computed at. Every write to what a list
-- shows moves the version, from the database itself, so no code path (the app, the CLI, a
-- manual UPDATE, a cascade) can forget to.
--
-- The version is taken at COMMIT (deferred constraint triggers), once per organisation and
-- transaction: the row lock it needs is held only while committing, so two transactions
-- writing one organisation cannot deadlock over it, and it becomes visible together with the
-- rows that moved it. Values come from one sequence, so a version is never reused, not even
-- after a TRUNCATE. The table holds organisation ids and counters: nothing an insight holds.
--
-- submission_authors has no trigger on purpose: nothing shared is written when an author row
-- is. A list shows an author only once the insight's reveal is accepted, and accepting it
-- updates the insight (unmasked_at), which moves the version.
CREATE SEQUENCE "list_version_seq";--> statement-breakpoint
CREATE TABLE "organization_list_versions" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);--> statement-breakpoint
CREATE FUNCTION "list_version_bump_organization"("org" uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  done text := coalesce(current_setting('voyce.list_versions_bumped', true), '');
BEGIN
  IF "org" IS NULL OR strpos(done, "org"::text) > 0 THEN
    RETURN;
  END IF;
  INSERT INTO "organization_list_versions" AS v ("organization_id", "version") VALUES ("org", nextval('list_version_seq'))
    ON CONFLICT ("organization_id") DO UPDATE SET "version" = excluded."version";
  -- Transaction-local: the next transaction bumps again.
  PERFORM set_config('voyce.list_versions_bumped', done || "org"::text || ',', true);
END;
$$;--> statement-breakpoint
CREATE FUNCTION "list_version_bump"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM "list_version_bump_organization"(OLD."organization_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM "list_version_bump_organization"(NEW."organization_id");
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A revealed author's name and e-mail show in the insights list: a change moves the version of
-- every organisation the person belongs to.
CREATE FUNCTION "list_version_bump_user"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  org uuid;
BEGIN
  FOR org IN SELECT "organization_id" FROM "organization_memberships" WHERE "user_id" = NEW."id" LOOP
    PERFORM "list_version_bump_organization"(org);
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "list_version_bump_all"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  UPDATE "organization_list_versions" SET "version" = nextval('list_version_seq');
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submissions_list_version" AFTER INSERT OR UPDATE OR DELETE ON "submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submission_groups_list_version" AFTER INSERT OR UPDATE OR DELETE ON "submission_groups"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submission_departments_list_version" AFTER INSERT OR UPDATE OR DELETE ON "submission_departments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "topic_departments_list_version" AFTER INSERT OR UPDATE OR DELETE ON "topic_departments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "topic_summaries_list_version" AFTER INSERT OR UPDATE OR DELETE ON "topic_summaries"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "departments_list_version" AFTER INSERT OR UPDATE OR DELETE ON "departments"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "department_classifications_list_version" AFTER INSERT OR UPDATE OR DELETE ON "department_classifications"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "users_list_version" AFTER UPDATE ON "users"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN ((NEW."first_name", NEW."last_name", NEW."business_email") IS DISTINCT FROM (OLD."first_name", OLD."last_name", OLD."business_email"))
  EXECUTE FUNCTION "list_version_bump_user"();--> statement-breakpoint
CREATE TRIGGER "submissions_list_version_truncate" AFTER TRUNCATE ON "submissions" FOR EACH STATEMENT EXECUTE FUNCTION "list_version_bump_all"();--> statement-breakpoint
CREATE TRIGGER "submission_groups_list_version_truncate" AFTER TRUNCATE ON "submission_groups" FOR EACH STATEMENT EXECUTE FUNCTION "list_version_bump_all"();--> statement-breakpoint
CREATE TRIGGER "departments_list_version_truncate" AFTER TRUNCATE ON "departments" FOR EACH STATEMENT EXECUTE FUNCTION "list_version_bump_all"();
