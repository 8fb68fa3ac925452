CREATE TABLE "reachout_audience" (
	"organization_id" uuid NOT NULL,
	"reachout_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	CONSTRAINT "reachout_audience_organization_id_reachout_id_department_id_pk" PRIMARY KEY("organization_id","reachout_id","department_id")
);
--> statement-breakpoint
CREATE TABLE "reachout_recipients" (
	"organization_id" uuid NOT NULL,
	"reachout_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"emailed" boolean DEFAULT false NOT NULL,
	"answered" boolean DEFAULT false NOT NULL,
	CONSTRAINT "reachout_recipients_organization_id_reachout_id_user_id_pk" PRIMARY KEY("organization_id","reachout_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "reachouts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"title" text DEFAULT '' NOT NULL,
	"body" text NOT NULL,
	"objective" text DEFAULT '' NOT NULL,
	"status" text DEFAULT 'open' NOT NULL,
	"send_as" text NOT NULL,
	"prompter_id" uuid,
	"audience_size" integer DEFAULT 0 NOT NULL,
	"ai_summary" jsonb,
	"ai_summary_status" text,
	"ai_summary_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "reachout_audience" ADD CONSTRAINT "reachout_audience_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachout_audience" ADD CONSTRAINT "reachout_audience_reachout_id_reachouts_id_fk" FOREIGN KEY ("reachout_id") REFERENCES "public"."reachouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachout_audience" ADD CONSTRAINT "reachout_audience_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachout_recipients" ADD CONSTRAINT "reachout_recipients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachout_recipients" ADD CONSTRAINT "reachout_recipients_reachout_id_reachouts_id_fk" FOREIGN KEY ("reachout_id") REFERENCES "public"."reachouts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachout_recipients" ADD CONSTRAINT "reachout_recipients_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachouts" ADD CONSTRAINT "reachouts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "reachouts" ADD CONSTRAINT "reachouts_prompter_id_users_id_fk" FOREIGN KEY ("prompter_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "reachout_audience_dept_idx" ON "reachout_audience" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE INDEX "reachout_recipients_user_idx" ON "reachout_recipients" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "reachouts_org_created_idx" ON "reachouts" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "reachouts_org_status_created_idx" ON "reachouts" USING btree ("organization_id","status","created_at");--> statement-breakpoint
CREATE INDEX "reachouts_org_prompter_idx" ON "reachouts" USING btree ("organization_id","prompter_id");--> statement-breakpoint
CREATE INDEX "submission_groups_org_reachout_idx" ON "submission_groups" USING btree ("organization_id","reachout_id") WHERE reachout_id is not null;