CREATE TABLE "department_classifications" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "departments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"department_classification_id" uuid,
	"department_head_id" uuid,
	"department_manager_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "member_departments" (
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "member_departments_organization_id_user_id_department_id_pk" PRIMARY KEY("organization_id","user_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "leadership_team_members" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"email" text NOT NULL,
	"violence" boolean DEFAULT false NOT NULL,
	"crime" boolean DEFAULT false NOT NULL,
	"threat" boolean DEFAULT false NOT NULL,
	"created_by" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phrases" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"polarity" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_activity" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"submission_message_id" uuid,
	"action_type" text NOT NULL,
	"user_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_authors" (
	"submission_id" uuid PRIMARY KEY NOT NULL,
	"organization_id" uuid NOT NULL,
	"author_ref" text NOT NULL,
	"author_lookup" text NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_departments" (
	"organization_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "submission_departments_organization_id_submission_id_department_id_pk" PRIMARY KEY("organization_id","submission_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "submission_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"topic" text NOT NULL,
	"theme" text NOT NULL,
	"severity" smallint DEFAULT 1 NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"topic_pinned_at" timestamp with time zone,
	"profile" text DEFAULT '' NOT NULL,
	"submission_count" integer DEFAULT 0 NOT NULL,
	"reachout_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_submission_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submission_messages" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"submission_id" uuid NOT NULL,
	"body" text NOT NULL,
	"subject" text DEFAULT 'Feedback' NOT NULL,
	"stage" text DEFAULT 'processed' NOT NULL,
	"user_id" uuid,
	"created_by" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"topic_id" uuid,
	"reachout_id" uuid,
	"body" text NOT NULL,
	"stage" text DEFAULT 'submitted' NOT NULL,
	"closed_at" timestamp with time zone,
	"marked_as_win_at" timestamp with time zone,
	"delegated_at" timestamp with time zone,
	"requested_unmask_at" timestamp with time zone,
	"unmasked_at" timestamp with time zone,
	"declined_unmasked_at" timestamp with time zone,
	"last_reply_at" timestamp with time zone,
	"rating" text,
	"message_count" integer DEFAULT 0 NOT NULL,
	"theme" text,
	"severity" smallint,
	"emergency_types" text[] DEFAULT '{}'::text[] NOT NULL,
	"quality_warnings" text[] DEFAULT '{}'::text[] NOT NULL,
	"tone" text,
	"impact_category" text,
	"match_score" real,
	"processing_attempts" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"processed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "topic_summaries" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"summary" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "department_classifications" ADD CONSTRAINT "department_classifications_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_department_classification_id_department_classifications_id_fk" FOREIGN KEY ("department_classification_id") REFERENCES "public"."department_classifications"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_department_head_id_users_id_fk" FOREIGN KEY ("department_head_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "departments" ADD CONSTRAINT "departments_department_manager_id_users_id_fk" FOREIGN KEY ("department_manager_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_departments" ADD CONSTRAINT "member_departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_departments" ADD CONSTRAINT "member_departments_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "member_departments" ADD CONSTRAINT "member_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "leadership_team_members" ADD CONSTRAINT "leadership_team_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phrases" ADD CONSTRAINT "phrases_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_activity" ADD CONSTRAINT "submission_activity_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_activity" ADD CONSTRAINT "submission_activity_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_authors" ADD CONSTRAINT "submission_authors_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_authors" ADD CONSTRAINT "submission_authors_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_departments" ADD CONSTRAINT "submission_departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_departments" ADD CONSTRAINT "submission_departments_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_departments" ADD CONSTRAINT "submission_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_groups" ADD CONSTRAINT "submission_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submission_messages" ADD CONSTRAINT "submission_messages_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_topic_id_submission_groups_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."submission_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_summaries" ADD CONSTRAINT "topic_summaries_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_summaries" ADD CONSTRAINT "topic_summaries_topic_id_submission_groups_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."submission_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "department_classifications_org_idx" ON "department_classifications" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "departments_org_idx" ON "departments" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "member_departments_dept_idx" ON "member_departments" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE INDEX "leadership_team_members_org_idx" ON "leadership_team_members" USING btree ("organization_id","name");--> statement-breakpoint
CREATE INDEX "phrases_org_idx" ON "phrases" USING btree ("organization_id","polarity");--> statement-breakpoint
CREATE INDEX "submission_activity_org_sub_idx" ON "submission_activity" USING btree ("organization_id","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_authors_lookup_idx" ON "submission_authors" USING btree ("organization_id","author_lookup");--> statement-breakpoint
CREATE INDEX "submission_departments_dept_idx" ON "submission_departments" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE INDEX "submission_groups_org_status_idx" ON "submission_groups" USING btree ("organization_id","status","severity","last_submission_at");--> statement-breakpoint
CREATE INDEX "submission_groups_org_created_idx" ON "submission_groups" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "submission_messages_org_sub_idx" ON "submission_messages" USING btree ("organization_id","submission_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_org_topic_idx" ON "submissions" USING btree ("organization_id","topic_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_org_created_idx" ON "submissions" USING btree ("organization_id","stage","created_at");--> statement-breakpoint
CREATE INDEX "submissions_org_reachout_idx" ON "submissions" USING btree ("organization_id","reachout_id","created_at");--> statement-breakpoint
CREATE INDEX "submissions_submitted_idx" ON "submissions" USING btree ("created_at") WHERE stage = 'submitted';--> statement-breakpoint
CREATE INDEX "topic_summaries_org_topic_idx" ON "topic_summaries" USING btree ("organization_id","topic_id","created_at");