-- Lists name the departments of each row from a map every replica keeps in memory
-- (db/department-map.ts). Whatever changes an organisation's departments or
-- their classifications tells every replica at commit, from the database itself, so no code
-- path (the app, the CLI, a manual UPDATE, a cascade) can forget to. The payload is the
-- organisation's id: nothing an insight holds.
CREATE FUNCTION "structure_notify"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    PERFORM pg_notify('voyce_structure', OLD."organization_id"::text);
  END IF;
  IF TG_OP <> 'DELETE' THEN
    PERFORM pg_notify('voyce_structure', NEW."organization_id"::text);
  END IF;
  RETURN NULL;
END;
$$;--> statement-breakpoint
-- A department's description or head is not on the map: editing them notifies nobody.
CREATE TRIGGER "departments_structure_notify" AFTER INSERT OR DELETE ON "departments" FOR EACH ROW EXECUTE FUNCTION "structure_notify"();--> statement-breakpoint
CREATE TRIGGER "departments_structure_update_notify" AFTER UPDATE ON "departments" FOR EACH ROW
  WHEN ((NEW."organization_id", NEW."name", NEW."department_classification_id")
    IS DISTINCT FROM (OLD."organization_id", OLD."name", OLD."department_classification_id"))
  EXECUTE FUNCTION "structure_notify"();--> statement-breakpoint
CREATE TRIGGER "department_classifications_structure_notify" AFTER INSERT OR UPDATE OF "organization_id", "name" OR DELETE ON "department_classifications"
  FOR EACH ROW EXECUTE FUNCTION "structure_notify"();
