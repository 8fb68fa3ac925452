-- The topic lists' default ("hot") order is severity, insight count, last insight and id, all
-- descending, within an organisation and status. The index on (organization_id, status,
-- severity, last_submission_at) found the rows but not in that order: every matching topic was
-- read and sorted, and its per-row look-ups (summary, classifications) ran for each of them
-- before the sort. This index is in the order, so a page reads its own rows and stops, and the
-- list's count reads the index alone; the columns it had stay a prefix of it, so nothing that
-- used it loses it, and it is still one index for writes to keep.
DROP INDEX "submission_groups_org_status_idx";--> statement-breakpoint
CREATE INDEX "submission_groups_org_status_idx" ON "submission_groups" USING btree ("organization_id","status","severity","submission_count","last_submission_at","id");
