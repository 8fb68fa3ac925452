CREATE TABLE "reachout_answer_claims" (
	"organization_id" uuid NOT NULL,
	"reachout_id" uuid NOT NULL,
	"claim" text NOT NULL,
	CONSTRAINT "reachout_answer_claims_organization_id_reachout_id_claim_pk" PRIMARY KEY("organization_id","reachout_id","claim")
);
--> statement-breakpoint
DROP INDEX "submission_authors_lookup_idx";--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "min_group_size" smallint DEFAULT 5 NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "last_author_digest_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "submission_activity" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD COLUMN "seq" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "reachout_answer_claims" ADD CONSTRAINT "reachout_answer_claims_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "submission_authors_tag_idx" ON "submission_authors" USING btree ("organization_id","author_lookup") WHERE author_lookup like 't:%';--> statement-breakpoint
CREATE INDEX "submissions_held_idx" ON "submissions" USING btree ("organization_id","reachout_id") WHERE stage = 'held';--> statement-breakpoint
CREATE INDEX "reachout_recipients_answered_idx" ON "reachout_recipients" USING btree ("organization_id") WHERE answered;--> statement-breakpoint
-- Order within an insight's conversation and timeline, one sequence shared by its messages and
-- activity: the employee's entries keep only their day (ARCHITECTURE §5), so time no longer
-- orders them. Numbered per insight by a trigger, so every writer gets it; existing rows are
-- numbered by their time.
WITH events AS (
  SELECT id, submission_id, created_at, 'm' AS kind FROM "submission_messages"
  UNION ALL SELECT id, submission_id, created_at, 'a' AS kind FROM "submission_activity"
), numbered AS (
  SELECT id, kind, row_number() OVER (PARTITION BY submission_id ORDER BY created_at, kind DESC, id) AS n FROM events
), messages AS (
  UPDATE "submission_messages" m SET "seq" = x.n FROM numbered x WHERE x.kind = 'm' AND m.id = x.id
)
UPDATE "submission_activity" a SET "seq" = x.n FROM numbered x WHERE x.kind = 'a' AND a.id = x.id;--> statement-breakpoint
CREATE OR REPLACE FUNCTION voyce_next_seq() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  SELECT greatest(
      (SELECT coalesce(max(seq), 0) FROM submission_messages WHERE organization_id = NEW.organization_id AND submission_id = NEW.submission_id),
      (SELECT coalesce(max(seq), 0) FROM submission_activity WHERE organization_id = NEW.organization_id AND submission_id = NEW.submission_id)
    ) + 1 INTO NEW.seq;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER submission_messages_seq BEFORE INSERT ON "submission_messages" FOR EACH ROW EXECUTE FUNCTION voyce_next_seq();--> statement-breakpoint
CREATE TRIGGER submission_activity_seq BEFORE INSERT ON "submission_activity" FOR EACH ROW EXECUTE FUNCTION voyce_next_seq();