-- A session acts in one organisation, recorded on it (before: the person's oldest membership,
-- even one only invited). Live sessions keep acting where they could: the oldest accepted,
-- active membership; sessions with none could not act anywhere and go.
ALTER TABLE "sessions" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
UPDATE "sessions" s SET "organization_id" = (
  SELECT m."organization_id" FROM "organization_memberships" m
  WHERE m."user_id" = s."user_id" AND m."invite_status" = 'accepted' AND NOT m."disabled"
  ORDER BY m."created_at", m."id" LIMIT 1
);--> statement-breakpoint
DELETE FROM "sessions" WHERE "organization_id" IS NULL;--> statement-breakpoint
ALTER TABLE "sessions" ALTER COLUMN "organization_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "sessions" ADD CONSTRAINT "sessions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sessions_org_user_idx" ON "sessions" USING btree ("organization_id","user_id");
