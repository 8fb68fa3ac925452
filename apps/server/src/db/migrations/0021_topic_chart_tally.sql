-- The explorer chart 'Topics by Department Classification' (spec 1 §2) counts distinct topics per
-- classification and severity. Reading every matching topic made its cost grow with the topics of
-- the organisation; these tables keep the count, so the chart sums a few rows instead.
-- The database keeps them itself, so no writer (pipeline, reach-out release, structure edits,
-- seeds, a manual UPDATE) can forget to.
--
-- topic_chart_topics: what the tally counted for each topic that counts (submission_count > 0,
-- linked to a department with a classification): exactly the topic's own columns (severity,
-- status, whether it is a reach-out's, the UTC days of created_at and last_submission_at) and its
-- classifications. A trigger recomputes one topic's row from the tables and moves the tally by
-- the difference, so the order in which cascades and multi-table statements fire cannot matter.
--
-- topic_chart_tally: per (organisation, axis, days, status, reach-out, severity, classification)
-- how many topics. The chart's period tests created_at < to and last_submission_at >= from, both
-- on UTC midnights, so days are exact. Axes:
--   'all'      every topic (days -infinity): a chart without a period;
--   'last'     by the day of last_submission_at: topics with last >= from;
--   'created'  by the day of created_at: topics created on or after `to` (subtracted);
--   'inverted' topics whose last day is before their created day (none in practice), by both
--              days: the one case where 'last' - 'created' would be off.
CREATE TABLE "topic_chart_topics" (
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"topic_id" uuid NOT NULL,
	"severity" smallint NOT NULL,
	"status" text NOT NULL,
	"reachout_free" boolean NOT NULL,
	"created_day" date NOT NULL,
	"last_day" date NOT NULL,
	"classification_ids" uuid[] NOT NULL,
	PRIMARY KEY ("organization_id", "topic_id")
);--> statement-breakpoint
CREATE TABLE "topic_chart_tally" (
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"axis" text NOT NULL,
	"created_day" date NOT NULL,
	"last_day" date NOT NULL,
	"status" text NOT NULL,
	"reachout_free" boolean NOT NULL,
	"severity" smallint NOT NULL,
	"classification_id" uuid NOT NULL,
	"topics" integer NOT NULL,
	PRIMARY KEY ("organization_id", "axis", "created_day", "last_day", "status", "reachout_free", "severity", "classification_id")
);--> statement-breakpoint
-- The tally rows one topic's recorded state adds.
CREATE FUNCTION "topic_chart_keys"(s "topic_chart_topics")
RETURNS TABLE ("axis" text, "created_day" date, "last_day" date, "status" text, "reachout_free" boolean, "severity" smallint, "classification_id" uuid)
LANGUAGE sql IMMUTABLE AS $$
  SELECT a.axis, a.created_day, a.last_day, s.status, s.reachout_free, s.severity, c
  FROM unnest(s.classification_ids) c,
    (VALUES ('all', '-infinity'::date, '-infinity'::date), ('created', s.created_day, '-infinity'::date),
            ('last', '-infinity'::date, s.last_day), ('inverted', s.created_day, s.last_day)) a(axis, created_day, last_day)
  WHERE a.axis <> 'inverted' OR s.last_day < s.created_day
$$;--> statement-breakpoint
-- Brings one topic's tally rows in line with the tables. The topic's row lock serialises
-- concurrent recounts of it (under READ COMMITTED each later statement sees what the lock waited for).
CREATE FUNCTION "topic_chart_sync"(p_org uuid, p_topic uuid) RETURNS void LANGUAGE plpgsql AS $$
DECLARE
  old_s "topic_chart_topics";
  new_s "topic_chart_topics";
  had boolean;
  has boolean;
  left_over integer;
BEGIN
  PERFORM 1 FROM "submission_groups" WHERE "organization_id" = p_org AND "id" = p_topic FOR NO KEY UPDATE;
  SELECT * INTO old_s FROM "topic_chart_topics" WHERE "organization_id" = p_org AND "topic_id" = p_topic;
  had := FOUND;
  SELECT g."organization_id", g."id", g."severity", g."status", g."reachout_id" IS NULL,
    (g."created_at" AT TIME ZONE 'UTC')::date, (g."last_submission_at" AT TIME ZONE 'UTC')::date,
    array(SELECT DISTINCT d."department_classification_id" FROM "topic_departments" td
      JOIN "departments" d ON d."id" = td."department_id"
      WHERE td."organization_id" = g."organization_id" AND td."topic_id" = g."id"
        AND d."organization_id" = g."organization_id" AND d."department_classification_id" IS NOT NULL
      ORDER BY 1)
  INTO new_s
  FROM "submission_groups" g WHERE g."organization_id" = p_org AND g."id" = p_topic AND g."submission_count" > 0;
  has := FOUND AND cardinality(new_s."classification_ids") > 0;
  IF NOT had AND NOT has THEN RETURN; END IF;
  IF had AND has AND old_s = new_s THEN RETURN; END IF;
  IF NOT EXISTS (SELECT 1 FROM "organizations" WHERE "id" = p_org) THEN
    -- The organisation is being deleted (its topics go by cascade after it): so is its tally.
    DELETE FROM "topic_chart_topics" WHERE "organization_id" = p_org AND "topic_id" = p_topic;
    RETURN;
  END IF;
  IF NOT had THEN old_s := NULL; END IF;
  IF NOT has THEN new_s := NULL; END IF;
  -- One statement in key order, so two transactions lock shared rows in the same order. Rows that
  -- fall to zero stay (a topic moving back and forth then updates them in place); a count below
  -- zero would mean the tally and the tables disagree: fail rather than show it.
  WITH moved AS (
    INSERT INTO "topic_chart_tally" AS t ("organization_id", "axis", "created_day", "last_day", "status", "reachout_free", "severity", "classification_id", "topics")
    SELECT p_org, k."axis", k."created_day", k."last_day", k."status", k."reachout_free", k."severity", k."classification_id", sum(k.n)
    FROM (SELECT o.*, -1 AS n FROM "topic_chart_keys"(old_s) o UNION ALL SELECT w.*, 1 FROM "topic_chart_keys"(new_s) w) k
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8 HAVING sum(k.n) <> 0
    ORDER BY 2, 3, 4, 5, 6, 7, 8
    ON CONFLICT ("organization_id", "axis", "created_day", "last_day", "status", "reachout_free", "severity", "classification_id")
      DO UPDATE SET "topics" = t."topics" + excluded."topics"
    RETURNING t."topics")
  SELECT min(moved."topics") INTO left_over FROM moved;
  IF left_over < 0 THEN RAISE EXCEPTION 'topic_chart_tally below zero for topic %', p_topic; END IF;
  IF has THEN
    INSERT INTO "topic_chart_topics" VALUES (new_s.*)
    ON CONFLICT ("organization_id", "topic_id") DO UPDATE SET "severity" = excluded."severity", "status" = excluded."status",
      "reachout_free" = excluded."reachout_free", "created_day" = excluded."created_day", "last_day" = excluded."last_day",
      "classification_ids" = excluded."classification_ids";
  ELSE
    DELETE FROM "topic_chart_topics" WHERE "organization_id" = p_org AND "topic_id" = p_topic;
  END IF;
END;
$$;--> statement-breakpoint
CREATE FUNCTION "topic_chart_on_topic"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND OLD."organization_id" <> NEW."organization_id") THEN
    PERFORM "topic_chart_sync"(OLD."organization_id", OLD."id");
  END IF;
  IF TG_OP = 'UPDATE' THEN PERFORM "topic_chart_sync"(NEW."organization_id", NEW."id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A new topic has no department yet: it starts counting when its first link is made (the
-- topic_departments trigger). The pipeline's updates of a joined topic (profile, count, a later
-- insight of the same day) change nothing the chart reads.
CREATE TRIGGER "submission_groups_chart_update" AFTER UPDATE ON "submission_groups" FOR EACH ROW
  WHEN ((OLD."organization_id", OLD."severity", OLD."status", OLD."reachout_id" IS NULL, OLD."submission_count" > 0, OLD."created_at", OLD."last_submission_at")
    IS DISTINCT FROM (NEW."organization_id", NEW."severity", NEW."status", NEW."reachout_id" IS NULL, NEW."submission_count" > 0, NEW."created_at", NEW."last_submission_at"))
  EXECUTE FUNCTION "topic_chart_on_topic"();--> statement-breakpoint
CREATE TRIGGER "submission_groups_chart_delete" AFTER DELETE ON "submission_groups"
  FOR EACH ROW EXECUTE FUNCTION "topic_chart_on_topic"();--> statement-breakpoint
CREATE FUNCTION "topic_chart_on_topic_department"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' OR (TG_OP = 'UPDATE' AND (OLD."organization_id", OLD."topic_id") <> (NEW."organization_id", NEW."topic_id")) THEN
    PERFORM "topic_chart_sync"(OLD."organization_id", OLD."topic_id");
  END IF;
  IF TG_OP <> 'DELETE' THEN PERFORM "topic_chart_sync"(NEW."organization_id", NEW."topic_id"); END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "topic_departments_chart_link" AFTER INSERT OR DELETE ON "topic_departments"
  FOR EACH ROW EXECUTE FUNCTION "topic_chart_on_topic_department"();--> statement-breakpoint
-- A new insight of a known department only moves submission_count: nothing the chart reads.
CREATE TRIGGER "topic_departments_chart_update" AFTER UPDATE ON "topic_departments" FOR EACH ROW
  WHEN ((OLD."organization_id", OLD."topic_id", OLD."department_id") IS DISTINCT FROM (NEW."organization_id", NEW."topic_id", NEW."department_id"))
  EXECUTE FUNCTION "topic_chart_on_topic_department"();--> statement-breakpoint
-- A department moved to another classification (or left without one when its classification is
-- deleted, by ON DELETE SET NULL) recounts its topics. A deleted department's links go by
-- cascade, which the topic_departments trigger recounts.
CREATE FUNCTION "topic_chart_on_department"() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  link record;
BEGIN
  FOR link IN SELECT DISTINCT td."organization_id", td."topic_id" FROM "topic_departments" td
    WHERE td."organization_id" IN (OLD."organization_id", NEW."organization_id") AND td."department_id" = NEW."id"
    ORDER BY 1, 2
  LOOP
    PERFORM "topic_chart_sync"(link."organization_id", link."topic_id");
  END LOOP;
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "departments_chart_update" AFTER UPDATE ON "departments" FOR EACH ROW
  WHEN ((OLD."organization_id", OLD."department_classification_id") IS DISTINCT FROM (NEW."organization_id", NEW."department_classification_id"))
  EXECUTE FUNCTION "topic_chart_on_department"();--> statement-breakpoint
-- The topics there already are.
SELECT "topic_chart_sync"("organization_id", "id") FROM "submission_groups" WHERE "submission_count" > 0;
