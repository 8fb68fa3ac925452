CREATE TABLE "submission_idempotency_keys" (
	"organization_id" uuid NOT NULL,
	"key_hash" text NOT NULL,
	"request_hash" text NOT NULL,
	"submission_id" uuid,
	"day" timestamp with time zone NOT NULL,
	CONSTRAINT "submission_idempotency_keys_organization_id_key_hash_pk" PRIMARY KEY("organization_id","key_hash")
);
--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "first_name" text;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "last_name" text;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "personal_email" text;--> statement-breakpoint
ALTER TABLE "submission_idempotency_keys" ADD CONSTRAINT "submission_idempotency_keys_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_idempotency_keys" ADD CONSTRAINT "submission_idempotency_keys_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- The names an organisation typed for a person invited only by it move to its membership; a
-- person with several memberships keeps theirs on users (their own) until an organisation edits.
UPDATE "organization_memberships" m SET "first_name" = u."first_name", "last_name" = u."last_name", "personal_email" = u."personal_email"
FROM "users" u
WHERE u."id" = m."user_id" AND m."invite_status" <> 'accepted'
  AND NOT EXISTS (SELECT 1 FROM "organization_memberships" o WHERE o."user_id" = m."user_id" AND o."id" <> m."id");
