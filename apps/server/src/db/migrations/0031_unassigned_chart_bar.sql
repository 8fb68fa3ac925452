-- The explorer chart gets an Unassigned bar, the topics filed under no department of a
-- classification (none at all, or only departments without one), which no other bar counted. The
-- tally (migration 0021) now counts every topic that counts (submission_count > 0): one without a
-- classification under the nil uuid, which no classification has. A topic is counted from its
-- insert (it may never get a department), not from its first department link as before.
CREATE OR REPLACE FUNCTION "topic_chart_sync"(p_org uuid, p_topic uuid) RETURNS void LANGUAGE plpgsql AS $$
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
  has := FOUND;
  -- Filed under no department of a classification: Unassigned's bar (the nil uuid).
  IF has AND cardinality(new_s."classification_ids") = 0 THEN
    new_s."classification_ids" := ARRAY['00000000-0000-0000-0000-000000000000'::uuid];
  END IF;
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
CREATE FUNCTION "topic_chart_on_topic_insert"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM "topic_chart_sync"(NEW."organization_id", NEW."id");
  RETURN NULL;
END;
$$;--> statement-breakpoint
CREATE TRIGGER "submission_groups_chart_insert" AFTER INSERT ON "submission_groups"
  FOR EACH ROW WHEN (NEW."submission_count" > 0) EXECUTE FUNCTION "topic_chart_on_topic_insert"();--> statement-breakpoint
-- The topics there already are.
SELECT "topic_chart_sync"("organization_id", "id") FROM "submission_groups" WHERE "submission_count" > 0;
