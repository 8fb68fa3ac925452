-- Topics leaders can correct. A topic's matching shape is remembered per replica by
-- its profile's length, which only grows as insights join; a merge or a move rewrites the
-- profile, and the rewritten one may be as long as an earlier one. The version moves with
-- every such rewrite, so no replica keeps matching against the shape from before.
ALTER TABLE "submission_groups" ADD COLUMN "profile_version" integer DEFAULT 0 NOT NULL;
-- A title a leader gave is kept: the pipeline retitles young topics only while no leader has named them.
ALTER TABLE "submission_groups" ADD COLUMN "titled_by_leader" boolean DEFAULT false NOT NULL;
