-- The newest SCIM error answered to a request a token authenticated: its time, HTTP status and
-- SCIM detail (never the request body), so an IT admin can see why provisioning is failing.
ALTER TABLE "scim_tokens" ADD COLUMN "last_error_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD COLUMN "last_error_status" integer;--> statement-breakpoint
ALTER TABLE "scim_tokens" ADD COLUMN "last_error_detail" text;
