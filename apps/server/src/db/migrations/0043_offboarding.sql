-- Removing an organisation (the operator's `org:delete`) removes its audit log with it: the log
-- describes people and actions of a tenant that has left, and its foreign key made the removal
-- impossible. The log stays append-only for everything else: a DELETE passes only for rows of the
-- organisation the transaction names in the setting `voyce.offboarding` (set with set_config(…,
-- true), so it ends with the transaction); UPDATE and TRUNCATE are refused as before.
CREATE OR REPLACE FUNCTION "audit_log_refuse_change"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' AND OLD."organization_id"::text = current_setting('voyce.offboarding', true) THEN
    RETURN OLD;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END;
$$;
