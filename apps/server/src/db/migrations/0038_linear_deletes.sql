-- Every foreign key served by an index (ARCHITECTURE §8). Deleting or re-keying a row makes
-- PostgreSQL find the rows that refer to it by the key's columns alone: without an index leading
-- with them, each deleted row read the whole referring table, every other tenant's rows included.
-- Removing an organisation of 1,000 insights from a 1,000,000-insight database took 81 s (a scan
-- of submission_departments per insight); deleting a topic, a user or a leadership entry scanned
-- too. apps/server/test/foreign-key-indexes.test.ts fails on a key left without one.
--
-- These indexes lead with the key's column, not organization_id: PostgreSQL's own look-ups name
-- no organisation. Where an index already paired organization_id with the key column and other
-- indexes lead with organization_id for the organisation's own reads, it is turned round instead
-- of doubled: a query giving both columns (all of them do) is served the same either way.
-- Columns that are null on most rows get partial indexes (IS NOT NULL): a look-up by a value
-- implies it, and a row without one costs nothing to index.
DROP INDEX IF EXISTS "member_departments_dept_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_departments_dept_idx" ON "member_departments" USING btree ("department_id","organization_id");--> statement-breakpoint
DROP INDEX IF EXISTS "submission_departments_dept_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_departments_dept_idx" ON "submission_departments" USING btree ("department_id","organization_id");--> statement-breakpoint
DROP INDEX IF EXISTS "topic_departments_dept_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "topic_departments_dept_idx" ON "topic_departments" USING btree ("department_id","organization_id");--> statement-breakpoint
DROP INDEX IF EXISTS "reachout_audience_dept_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reachout_audience_dept_idx" ON "reachout_audience" USING btree ("department_id","organization_id");--> statement-breakpoint
DROP INDEX IF EXISTS "reachout_recipients_user_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reachout_recipients_user_idx" ON "reachout_recipients" USING btree ("user_id","organization_id");--> statement-breakpoint
DROP INDEX IF EXISTS "reachouts_org_prompter_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reachouts_prompter_idx" ON "reachouts" USING btree ("prompter_id","organization_id");--> statement-breakpoint
DROP INDEX IF EXISTS "memberships_org_role_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_role_idx" ON "organization_memberships" USING btree ("role_id","organization_id");--> statement-breakpoint
DROP INDEX IF EXISTS "submission_activity_org_sub_idx";--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_activity_sub_idx" ON "submission_activity" USING btree ("submission_id","organization_id","created_at");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_departments_submission_idx" ON "submission_departments" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_messages_submission_idx" ON "submission_messages" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_idempotency_keys_submission_idx" ON "submission_idempotency_keys" USING btree ("submission_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submission_authors_org_idx" ON "submission_authors" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_topic_idx" ON "submissions" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "submissions_about_department_idx" ON "submissions" USING btree ("about_department_id") WHERE "about_department_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "topic_departments_topic_idx" ON "topic_departments" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "topic_summaries_topic_idx" ON "topic_summaries" USING btree ("topic_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reachout_audience_reachout_idx" ON "reachout_audience" USING btree ("reachout_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "reachout_recipients_reachout_idx" ON "reachout_recipients" USING btree ("reachout_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "member_departments_user_idx" ON "member_departments" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "invites_user_idx" ON "invites" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "departments_classification_idx" ON "departments" USING btree ("department_classification_id");--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "departments_head_idx" ON "departments" USING btree ("department_head_id") WHERE "department_head_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "departments_manager_idx" ON "departments" USING btree ("department_manager_id") WHERE "department_manager_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_business_unit_idx" ON "organization_memberships" USING btree ("business_unit_id") WHERE "business_unit_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_designation_idx" ON "organization_memberships" USING btree ("designation_id") WHERE "designation_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_division_idx" ON "organization_memberships" USING btree ("division_id") WHERE "division_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_location_idx" ON "organization_memberships" USING btree ("location_id") WHERE "location_id" IS NOT NULL;--> statement-breakpoint
CREATE INDEX IF NOT EXISTS "memberships_leadership_idx" ON "organization_memberships" USING btree ("leadership_team_member_id") WHERE "leadership_team_member_id" IS NOT NULL;
--> statement-breakpoint
-- An organisation's day tally (migration 0023) goes with it. Removing an organisation of 10,000
-- insights took each one's tally away at COMMIT, one advisory lock and upsert per insight (half
-- the time of the removal), into rows that then stayed behind at zero. Now the rows go by
-- cascade, and a removed insight whose organisation is gone moves nothing.
DELETE FROM "insight_day_tally" t WHERE NOT EXISTS (SELECT 1 FROM "organizations" o WHERE o."id" = t."organization_id");--> statement-breakpoint
ALTER TABLE "insight_day_tally" ADD CONSTRAINT "insight_day_tally_organization_id_fkey"
  FOREIGN KEY ("organization_id") REFERENCES "organizations"("id") ON DELETE CASCADE;--> statement-breakpoint
CREATE OR REPLACE FUNCTION "insight_day_tally_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = OLD."organization_id") THEN
    RETURN NULL;
  END IF;
  IF TG_OP <> 'INSERT' AND OLD."stage" IN ('processed', 'closed') THEN
    PERFORM "insight_day_tally_add"(OLD."organization_id", OLD."created_at", OLD."closed_at" IS NULL, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."stage" IN ('processed', 'closed') THEN
    PERFORM "insight_day_tally_add"(NEW."organization_id", NEW."created_at", NEW."closed_at" IS NULL, 1);
  END IF;
  RETURN NULL;
END;
$$;
