ALTER TABLE "leadership_team_members" ADD COLUMN "self_harm" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "leadership_team_members" ADD COLUMN "harassment" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "possible_emergency_types" text[] DEFAULT '{}'::text[] NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "language" text;--> statement-breakpoint
-- Self-harm and harassment alerts go to the admins by default: leadership members who are an admin of their organisation.
UPDATE "leadership_team_members" AS l SET "self_harm" = true, "harassment" = true
FROM "organization_memberships" AS m JOIN "users" AS u ON u."id" = m."user_id"
WHERE m."organization_id" = l."organization_id" AND m."role" = 'admin' AND u."business_email" = l."email";
