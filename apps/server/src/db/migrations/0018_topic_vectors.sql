-- A topic's profile as the local matcher reads it (mean meaning of its sentences, their count,
-- its subject words), extended as insights join so no match or restart re-reads the text.
-- Existing topics get theirs from the pipeline the first time they are candidates.
ALTER TABLE "submission_groups" ADD COLUMN "profile_meaning" real[];--> statement-breakpoint
ALTER TABLE "submission_groups" ADD COLUMN "profile_sentences" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_groups" ADD COLUMN "profile_words" jsonb;--> statement-breakpoint
ALTER TABLE "submission_groups" ADD COLUMN "profile_length" integer;
