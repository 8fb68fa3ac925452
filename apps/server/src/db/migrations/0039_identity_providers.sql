-- Single sign-on per organisation (OpenID Connect or SAML). The OpenID client secret is sealed
-- under a key derived from SECRET_KEY; nothing here is written when someone signs in.
CREATE TABLE "sso_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"protocol" text DEFAULT 'oidc' NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"require_sso" boolean DEFAULT false NOT NULL,
	"jit_membership" boolean DEFAULT false NOT NULL,
	"allowed_domains" text[] DEFAULT '{}' NOT NULL,
	"oidc_issuer" text,
	"oidc_client_id" text,
	"oidc_client_secret_sealed" text,
	"oidc_email_claim" text DEFAULT 'email' NOT NULL,
	"saml_entry_point" text,
	"saml_idp_issuer" text,
	"saml_idp_certs" text[] DEFAULT '{}' NOT NULL,
	"last_test_at" timestamp with time zone,
	"last_test_ok" boolean,
	"last_test_message" text,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
-- SCIM clients' bearer tokens: only their SHA-256 is kept.
CREATE TABLE "scim_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL REFERENCES "organizations"("id") ON DELETE cascade,
	"token_hash" text NOT NULL,
	"label" text NOT NULL,
	"created_by" uuid REFERENCES "users"("id") ON DELETE set null,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"last_used_at" timestamp with time zone,
	"revoked_at" timestamp with time zone
);
--> statement-breakpoint
CREATE UNIQUE INDEX "scim_tokens_hash_key" ON "scim_tokens" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "scim_tokens_org_idx" ON "scim_tokens" USING btree ("organization_id","created_at");--> statement-breakpoint
-- What a SCIM client calls a member (its externalId) and the enterprise extension's manager.
ALTER TABLE "organization_memberships" ADD COLUMN "scim_external_id" text;--> statement-breakpoint
ALTER TABLE "organization_memberships" ADD COLUMN "manager_id" uuid REFERENCES "users"("id") ON DELETE set null;--> statement-breakpoint
-- Each foreign key its own index (foreign-key-indexes.test.ts): a deleted user reads only the
-- rows that name them.
CREATE INDEX "memberships_manager_idx" ON "organization_memberships" USING btree ("manager_id") WHERE manager_id is not null;--> statement-breakpoint
CREATE INDEX "scim_tokens_created_by_idx" ON "scim_tokens" USING btree ("created_by") WHERE created_by is not null;
