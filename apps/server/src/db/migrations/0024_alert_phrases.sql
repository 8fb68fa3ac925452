CREATE TABLE "alert_phrases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"phrase" text NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "alert_phrase_matches" jsonb;--> statement-breakpoint
ALTER TABLE "alert_phrases" ADD CONSTRAINT "alert_phrases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "alert_phrases_org_phrase_idx" ON "alert_phrases" USING btree ("organization_id",lower("phrase"));