-- The leaders' insight lists count what matches (a total past 1,000 shows as '1,000+'). Counting
-- the rows made a list's cost grow with the insights of its organisation (ARCHITECTURE §8: at most
-- 1.2x for 20x the rows): the dashboard's 'open, last 30 days' counted ~80 index entries in an
-- organisation of 1,000 insights and 1,001 in one of 20,000. This table keeps, per
-- organisation, UTC day of created_at and open or closed, how many insights leaders can see
-- (stage processed or closed): a list without other filters sums at most a few hundred day rows.
-- The database keeps it itself, so no writer (pipeline, bulk close, seeds, a manual UPDATE, a
-- cascade) can forget to.
--
-- Moved at COMMIT (deferred constraint triggers): each row event adds its new key and takes
-- away its old one, so several updates of one insight in a transaction sum correctly, and the
-- tally row's lock is held only while committing, so the pipeline's writers of one organisation
-- do not queue behind each other's open transactions. The table holds organisation ids, days
-- and counts: what the dashboard's trend already shows, nothing an insight holds.
CREATE TABLE "insight_day_tally" (
	"organization_id" uuid NOT NULL,
	"created_day" date NOT NULL,
	"open" boolean NOT NULL,
	"insights" integer NOT NULL,
	PRIMARY KEY ("organization_id", "created_day", "open")
);--> statement-breakpoint
-- One insight's move: its old key (if leaders saw it) down by one, its new key up by one. The
-- organisation's transaction-level advisory lock comes first: two transactions closing insights
-- of several days each take the day rows one after the other, never in crossed order (no deadlock).
CREATE FUNCTION "insight_day_tally_add"(p_org uuid, p_at timestamptz, p_open boolean, p_n integer) RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_advisory_xact_lock(hashtext('insight_day_tally'), hashtext(p_org::text));
  INSERT INTO "insight_day_tally" AS t VALUES (p_org, (p_at AT TIME ZONE 'UTC')::date, p_open, p_n)
    ON CONFLICT ("organization_id", "created_day", "open") DO UPDATE SET "insights" = t."insights" + excluded."insights";
END;
$$;--> statement-breakpoint
CREATE FUNCTION "insight_day_tally_move"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' AND OLD."stage" IN ('processed', 'closed') THEN
    PERFORM "insight_day_tally_add"(OLD."organization_id", OLD."created_at", OLD."closed_at" IS NULL, -1);
  END IF;
  IF TG_OP <> 'DELETE' AND NEW."stage" IN ('processed', 'closed') THEN
    PERFORM "insight_day_tally_add"(NEW."organization_id", NEW."created_at", NEW."closed_at" IS NULL, 1);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submissions_day_tally_insert" AFTER INSERT ON "submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."stage" IN ('processed', 'closed'))
  EXECUTE FUNCTION "insight_day_tally_move"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submissions_day_tally_update" AFTER UPDATE OF "stage", "closed_at", "created_at", "organization_id" ON "submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."stage" IN ('processed', 'closed') OR NEW."stage" IN ('processed', 'closed'))
  EXECUTE FUNCTION "insight_day_tally_move"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submissions_day_tally_delete" AFTER DELETE ON "submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."stage" IN ('processed', 'closed'))
  EXECUTE FUNCTION "insight_day_tally_move"();--> statement-breakpoint
CREATE FUNCTION "insight_day_tally_truncate"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  TRUNCATE "insight_day_tally";
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submissions_day_tally_truncate" AFTER TRUNCATE ON "submissions"
  FOR EACH STATEMENT EXECUTE FUNCTION "insight_day_tally_truncate"();--> statement-breakpoint
INSERT INTO "insight_day_tally"
  SELECT "organization_id", ("created_at" AT TIME ZONE 'UTC')::date, "closed_at" IS NULL, count(*)::int
  FROM "submissions" WHERE "stage" IN ('processed', 'closed')
  GROUP BY 1, 2, 3;
