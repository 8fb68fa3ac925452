ALTER TABLE "organization_memberships" ADD COLUMN "division_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "designation_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "business_unit_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "location_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "leadership_team_member_id" uuid;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_division_id_divisions_id_fk" FOREIGN KEY ("division_id") REFERENCES "public"."divisions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_designation_id_designations_id_fk" FOREIGN KEY ("designation_id") REFERENCES "public"."designations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_business_unit_id_business_units_id_fk" FOREIGN KEY ("business_unit_id") REFERENCES "public"."business_units"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_location_id_locations_id_fk" FOREIGN KEY ("location_id") REFERENCES "public"."locations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD CONSTRAINT "organization_memberships_leadership_team_member_id_leadership_team_members_id_fk" FOREIGN KEY ("leadership_team_member_id") REFERENCES "public"."leadership_team_members"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "memberships_org_employee_idx" ON "organization_memberships" USING btree ("organization_id","employee_id");