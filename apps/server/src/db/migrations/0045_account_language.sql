-- MyVoyce in eight languages. users.language: the account's language for MyVoyce and the e-mails
-- the person gets (null follows the browser); read only by the person's own calls and their mail,
-- never by a leader's read. reachouts.translations: the leader's translations of title and body,
-- [{language, title?, body}], at most one per language, never English (the original).
ALTER TABLE "users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "reachouts" ADD COLUMN "translations" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_language_check" CHECK (language in ('en', 'es', 'fr', 'de', 'pt', 'pl', 'ro', 'ar'));
