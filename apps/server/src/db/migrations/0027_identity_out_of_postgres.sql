-- Sessions and one-time codes move to the identity store (lib/identity-store.ts: Redis, or the
-- server's memory), and code e-mails no longer pass through the outbox: a row naming
-- a person, written as they sign in, sat next to the insight they wrote a minute later in
-- `xmin` order and by its timestamps, in the live files, replicas and every physical backup.
-- Everyone signs in again once after this migration.
DROP TABLE "sessions";--> statement-breakpoint
DROP FUNCTION "auth_notify_session"();--> statement-breakpoint
DROP TABLE "one_time_codes";--> statement-breakpoint
-- Code e-mails still queued or kept for the dev mailbox: the codes die with their table.
DELETE FROM "outbox" WHERE "kind" LIKE 'otp-%';
