-- An insight moves its organisation's list version only when a leader can see it before or
-- after the write (stage processed or closed, as leader-visible.sql.ts reads it). An employee's
-- intake ('submitted') and a held reach-out answer ('held') change nothing a leader's list
-- shows: moving the version for them threw away every cached answer of the organisation, and
-- told anyone who polls a list the moment someone wrote. The pipeline's filing, which makes
-- the insight visible, moves it as before. WHEN is evaluated at the write, the bump at COMMIT.
DROP TRIGGER "submissions_list_version" ON "submissions";--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submissions_list_version_insert" AFTER INSERT ON "submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (NEW."stage" IN ('processed', 'closed'))
  EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submissions_list_version_update" AFTER UPDATE ON "submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."stage" IN ('processed', 'closed') OR NEW."stage" IN ('processed', 'closed'))
  EXECUTE FUNCTION "list_version_bump"();--> statement-breakpoint
CREATE CONSTRAINT TRIGGER "submissions_list_version_delete" AFTER DELETE ON "submissions"
  DEFERRABLE INITIALLY DEFERRED FOR EACH ROW
  WHEN (OLD."stage" IN ('processed', 'closed'))
  EXECUTE FUNCTION "list_version_bump"();
