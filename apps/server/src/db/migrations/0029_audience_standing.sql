-- Sock puppets: k counts only people the sender cannot have just put in an
-- audience. A member counts towards k once they joined (accepted) and were placed in a
-- department at least 14 days before the send; who created or placed them names the reason.
ALTER TABLE "organization_memberships" ADD COLUMN "joined_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "created_by" uuid;--> statement-breakpoint
-- Existing members joined when they accepted their invite, or when the membership was made.
UPDATE "organization_memberships" m SET "joined_at" = coalesce(
  (SELECT min(i."accepted_at") FROM "invites" i
    WHERE i."organization_id" = m."organization_id" AND i."user_id" = m."user_id" AND i."status" = 'accepted'),
  m."created_at")
WHERE m."invite_status" = 'accepted';--> statement-breakpoint
-- Every path that accepts a membership (registration, an import, a seed) gets its time here,
-- so no path can forget it and make a newcomer count at once.
CREATE FUNCTION "memberships_stamp_joined"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF NEW."invite_status" = 'accepted' AND NEW."joined_at" IS NULL THEN
    NEW."joined_at" := now();
  END IF;
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE TRIGGER "memberships_stamp_joined" BEFORE INSERT OR UPDATE OF "invite_status", "joined_at" ON "organization_memberships"
  FOR EACH ROW EXECUTE FUNCTION "memberships_stamp_joined"();--> statement-breakpoint
ALTER TABLE "member_departments" ADD COLUMN "placed_at" timestamp with time zone DEFAULT now() NOT NULL;--> statement-breakpoint
ALTER TABLE "member_departments" ADD COLUMN "placed_by" uuid;--> statement-breakpoint
-- Placements made before this column: as old as the membership (the earliest they can be).
UPDATE "member_departments" d SET "placed_at" = m."created_at" FROM "organization_memberships" m
WHERE m."organization_id" = d."organization_id" AND m."user_id" = d."user_id";--> statement-breakpoint
-- The audience members who could be the sender's (not counted towards k) when it was sent: the
-- release waits for k answers beyond them.
ALTER TABLE "reachouts" ADD COLUMN "uncounted_size" integer DEFAULT 0 NOT NULL;
