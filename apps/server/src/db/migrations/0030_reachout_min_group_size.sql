-- The k a reach-out's answers were written under: the organisation's k when it was
-- sent, raised with every later raise while it is open. Its answers are released, and its
-- figures shown, only at the greater of this and the organisation's k now, so lowering k never
-- releases what was written under a larger one. Null: nothing beyond the organisation's k.
-- Reach-outs already sent take the organisation's k now, the most their answers can have been promised.
ALTER TABLE "reachouts" ADD COLUMN "min_group_size" smallint;--> statement-breakpoint
UPDATE "reachouts" r SET "min_group_size" = o."min_group_size" FROM "organizations" o WHERE o."id" = r."organization_id";
