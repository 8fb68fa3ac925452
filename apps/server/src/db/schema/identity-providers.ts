import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import { organizations } from './organizations.ts';
import { users } from './users.ts';
import { organizationId } from './columns.ts';

export const SSO_PROTOCOL_VALUES = ['oidc', 'saml'] as const;

/**
 * An organisation's single sign-on: its identity provider (OpenID Connect or SAML), who may
 * use it (the allowed e-mail domains), whether it is required, and the last test sign-in. The
 * OpenID client secret is sealed (AES-256-GCM under a key derived from SECRET_KEY, bound to the
 * organisation) and never leaves the server. Nothing here is written when someone signs in.
 */
export const ssoSettings = pgTable('sso_settings', {
  organizationId: uuid('organization_id')
    .primaryKey()
    .references(() => organizations.id, { onDelete: 'cascade' }),
  protocol: text('protocol', { enum: SSO_PROTOCOL_VALUES }).notNull().default('oidc'),
  enabled: boolean('enabled').notNull().default(false),
  /** Passwords and e-mailed codes refused for the organisation's members; its owners keep them (audited). */
  requireSso: boolean('require_sso').notNull().default(false),
  /** A person of an allowed domain without a membership becomes an employee at their first SSO sign-in. */
  jitMembership: boolean('jit_membership').notNull().default(false),
  allowedDomains: text('allowed_domains').array().notNull().default([]),
  oidcIssuer: text('oidc_issuer'),
  oidcClientId: text('oidc_client_id'),
  oidcClientSecretSealed: text('oidc_client_secret_sealed'),
  oidcEmailClaim: text('oidc_email_claim').notNull().default('email'),
  samlEntryPoint: text('saml_entry_point'),
  samlIdpIssuer: text('saml_idp_issuer'),
  /** The identity provider's signing certificates (PEM or bare base64), one per line-separated block. */
  samlIdpCerts: text('saml_idp_certs').array().notNull().default([]),
  lastTestAt: timestamp('last_test_at', { withTimezone: true }),
  lastTestOk: boolean('last_test_ok'),
  lastTestMessage: text('last_test_message'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A SCIM client's bearer token: only its SHA-256 is stored (the token is shown once). Revoked
 * tokens stay listed with their revocation time; `lastUsedAt` is the "last sync". `lastError*` is
 * the newest SCIM error answered to a request the token authenticated (its status and `detail`,
 * never the request body), kept after later successes so the admin can compare it with `lastUsedAt`.
 */
export const scimTokens = pgTable(
  'scim_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    organizationId: organizationId(),
    tokenHash: text('token_hash').notNull(),
    label: text('label').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    lastErrorAt: timestamp('last_error_at', { withTimezone: true }),
    lastErrorStatus: integer('last_error_status'),
    lastErrorDetail: text('last_error_detail'),
  },
  (t) => [
    uniqueIndex('scim_tokens_hash_key').on(t.tokenHash),
    index('scim_tokens_org_idx').on(t.organizationId, t.createdAt),
    index('scim_tokens_created_by_idx')
      .on(t.createdBy)
      .where(sql`created_by is not null`),
  ],
);
