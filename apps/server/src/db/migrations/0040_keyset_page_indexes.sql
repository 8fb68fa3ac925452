-- Exports and reports read page after page, each starting after the last row of the one before:
-- (timestamp, id) > the cursor, in the order (timestamp, id). Each index they read now ends in
-- exactly those columns, so a page is one index range that stops after its rows; without id a
-- page re-read every row of its timestamp, and without an index on the order it sorted them all.
DROP INDEX "submissions_org_topic_idx";--> statement-breakpoint
CREATE INDEX "submissions_org_topic_idx" ON "submissions" USING btree ("organization_id","topic_id","created_at","id");--> statement-breakpoint
DROP INDEX "submissions_org_visible_created_idx";--> statement-breakpoint
CREATE INDEX "submissions_org_visible_created_idx" ON "submissions" USING btree ("organization_id","created_at","id") WHERE stage in ('processed', 'closed');--> statement-breakpoint
DROP INDEX "submissions_org_open_created_idx";--> statement-breakpoint
CREATE INDEX "submissions_org_open_created_idx" ON "submissions" USING btree ("organization_id","created_at","id") WHERE stage in ('processed', 'closed') and closed_at is null;--> statement-breakpoint
DROP INDEX "submissions_org_reachout_idx";--> statement-breakpoint
CREATE INDEX "submissions_org_reachout_idx" ON "submissions" USING btree ("organization_id","reachout_id","created_at","id");--> statement-breakpoint
-- The wins report: insights marked as win, in the order they were marked (few rows: partial).
CREATE INDEX "submissions_org_win_idx" ON "submissions" USING btree ("organization_id","marked_as_win_at","id") WHERE stage in ('processed', 'closed') and marked_as_win_at is not null;--> statement-breakpoint
-- The topic summary report's order, severity descending then created_at and id ascending, as
-- one ascending row: (-severity, created_at, id).
CREATE INDEX "submission_groups_org_report_order_idx" ON "submission_groups" USING btree ("organization_id",(-"severity"),"created_at","id");--> statement-breakpoint
DROP INDEX "audit_log_org_action_idx";--> statement-breakpoint
CREATE INDEX "audit_log_org_action_idx" ON "audit_log" USING btree ("organization_id","action","created_at","id");--> statement-breakpoint
DROP INDEX "audit_log_org_actor_idx";--> statement-breakpoint
CREATE INDEX "audit_log_org_actor_idx" ON "audit_log" USING btree ("organization_id","actor_id","created_at","id");--> statement-breakpoint
DROP INDEX "reachouts_org_created_idx";--> statement-breakpoint
CREATE INDEX "reachouts_org_created_idx" ON "reachouts" USING btree ("organization_id","created_at","id");--> statement-breakpoint
DROP INDEX "reachouts_org_status_created_idx";--> statement-breakpoint
CREATE INDEX "reachouts_org_status_created_idx" ON "reachouts" USING btree ("organization_id","status","created_at","id");
