-- The weekly "Check MyVoyce" reminder replaces the news-driven author digest: it goes
-- to every active employee who has not turned it off, so its recipients say nothing about who
-- has news. On by default; the digest's cursor is no longer needed.
ALTER TABLE "organization_memberships" ADD COLUMN "myvoyce_reminder" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" DROP COLUMN "last_author_digest_at";
