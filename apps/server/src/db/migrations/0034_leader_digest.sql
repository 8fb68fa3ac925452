-- The weekly digest for leaders: off until the leader turns it on in My Account.
ALTER TABLE "organization_memberships" ADD COLUMN "leader_digest" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The day (UTC, never the moment) a batch of a reach-out's answers was last released to leaders:
-- the digest lists the reach-outs whose results came out in its week.
ALTER TABLE "reachouts" ADD COLUMN "answers_released_on" date;
