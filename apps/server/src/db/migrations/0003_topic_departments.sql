CREATE TABLE "topic_departments" (
	"organization_id" uuid NOT NULL,
	"topic_id" uuid NOT NULL,
	"department_id" uuid NOT NULL,
	"submission_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "topic_departments_organization_id_topic_id_department_id_pk" PRIMARY KEY("organization_id","topic_id","department_id")
);
--> statement-breakpoint
ALTER TABLE "topic_departments" ADD CONSTRAINT "topic_departments_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_departments" ADD CONSTRAINT "topic_departments_topic_id_submission_groups_id_fk" FOREIGN KEY ("topic_id") REFERENCES "public"."submission_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "topic_departments" ADD CONSTRAINT "topic_departments_department_id_departments_id_fk" FOREIGN KEY ("department_id") REFERENCES "public"."departments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "topic_departments_dept_idx" ON "topic_departments" USING btree ("organization_id","department_id");--> statement-breakpoint
CREATE INDEX "submissions_org_visible_created_idx" ON "submissions" USING btree ("organization_id","created_at") WHERE stage in ('processed', 'closed');--> statement-breakpoint
INSERT INTO "topic_departments" ("organization_id", "topic_id", "department_id", "submission_count")
SELECT s."organization_id", s."topic_id", sd."department_id", count(*)::int
FROM "submissions" s
JOIN "submission_departments" sd ON sd."organization_id" = s."organization_id" AND sd."submission_id" = s."id"
WHERE s."topic_id" IS NOT NULL AND s."stage" IN ('processed', 'closed')
GROUP BY s."organization_id", s."topic_id", sd."department_id";
