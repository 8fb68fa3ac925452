import {
  IDENTITY_MSG,
  type IdentitySettings,
  type SsoCompleteResponse,
  type UpdateIdentitySettingsRequest,
} from '@voyce/contracts/identity';
import { ERROR_CODES } from '@voyce/contracts/errors';
import type { Logger } from 'pino';
import type { Db, DbOrTx } from '../../db/client.ts';
import { AppError, badRequest, forbidden, notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { hasFullAccess } from '../../http/permissions.ts';
import type { IdentityStore } from '../../lib/identity-store.ts';
import { createSecretBox } from '../../lib/sealed-secret.ts';
import { hashToken, newToken, safeEqualHex } from '../../lib/tokens.ts';
import { recordAudit, recordMemberAudit } from '../audit/audit.service.ts';
import * as repo from './identity.repository.ts';
import type { Oidc } from './oidc.ts';
import type { Saml } from './saml.ts';
import type { SamlMetadata } from './saml-metadata.ts';
import { identityAddresses } from './identity-addresses.ts';

/** How long a sign-in may take at the identity provider before its state is forgotten. */
const FLOW_MS = 10 * 60_000;

/** What a started sign-in remembers (in the identity store, never PostgreSQL) until the way back. */
type Flow = {
  protocol: 'oidc' | 'saml';
  organizationId: string;
  browserKeyHash: string;
  /** A test sign-in by this leader: no session; the result is kept in the settings. */
  testBy: string | null;
  state: string;
  nonce?: string;
  verifier?: string;
  /** SAML: the AuthnRequest's id, which the response must answer (InResponseTo). */
  requestId?: string;
  /** SAML: the ACS took its response; only the browser's finish may follow. */
  answered?: boolean;
};

const flowKey = (state: string) => `sso:${hashToken(state)}`;
const expired = () => new AppError(ERROR_CODES.codeExpired, 400, IDENTITY_MSG.ssoExpired);
const failed = (message: string = IDENTITY_MSG.ssoFailed) => new AppError(ERROR_CODES.unauthorized, 401, message);

/**
 * The organisations among the person's memberships that require SSO, and whether each may
 * still be entered with a password or code: only its owners may (break-glass, audited).
 */
export async function ssoRequirement(db: DbOrTx, userId: string): Promise<Map<string, { breakGlass: boolean }>> {
  const rows = await repo.ssoRequiredMemberships(db, userId);
  return new Map(rows.map((r) => [r.organizationId, { breakGlass: r.role === 'owner' }]));
}

/** Audits an owner entering an organisation that requires SSO without it (a password, a code, or a session of another organisation's). */
export async function recordBreakGlass(db: DbOrTx, organizationId: string, userId: string, method: 'password' | 'code' | 'session') {
  await recordAudit(db, {
    organizationId,
    actor: { userId },
    action: 'auth.break_glass',
    target: { type: 'user', id: userId },
    detail: { method },
  });
}

export type SsoDeps = {
  db: Db;
  log: Logger;
  secretKey: string;
  appUrl: string;
  identity: IdentityStore;
  oidc: Oidc;
  saml: Saml;
  /** Reads an identity provider's metadata (URL or XML) into its sign-in URL, entity id and certificates. */
  samlMetadata: SamlMetadata;
  /** A session acting in the organisation, exactly as a code's (auth service). */
  openSession: (userId: string, organizationId: string) => Promise<string>;
};

const domainOf = (email: string) => email.slice(email.lastIndexOf('@') + 1);

export function createSsoService(deps: SsoDeps) {
  const { db } = deps;
  const box = createSecretBox(deps.secretKey, 'oidc-client-secret');
  const at = identityAddresses(deps.appUrl);

  const ownOrg = (auth: AuthContext, id: string) => {
    if (id !== auth.organizationId) throw notFound();
  };
  /**
   * The identity provider vouches for anyone of the organisation, its owner too, and a SCIM
   * token changes any member but the owner: setting either up is full access's, never a custom role's.
   */
  const fullAccess = (auth: AuthContext, message: string) => {
    if (!hasFullAccess(auth.role, auth.roleId)) throw forbidden(message);
  };

  async function settingsOf(organizationId: string): Promise<IdentitySettings> {
    const [row, tokens, lastSync] = await Promise.all([
      repo.findSettings(db, organizationId),
      repo.listTokens(db, organizationId),
      repo.lastSync(db, organizationId),
    ]);
    return {
      protocol: row?.protocol ?? 'oidc',
      enabled: row?.enabled ?? false,
      requireSso: row?.requireSso ?? false,
      jitMembership: row?.jitMembership ?? false,
      allowedDomains: row?.allowedDomains ?? [],
      oidc: {
        issuer: row?.oidcIssuer ?? null,
        clientId: row?.oidcClientId ?? null,
        clientSecretSet: !!row?.oidcClientSecretSealed,
        emailClaim: row?.oidcEmailClaim ?? 'email',
        redirectUri: at.oidcRedirectUri,
      },
      saml: {
        entryPoint: row?.samlEntryPoint ?? null,
        idpIssuer: row?.samlIdpIssuer ?? null,
        certificateCount: row?.samlIdpCerts.length ?? 0,
        spEntityId: at.samlEntityId(organizationId),
        acsUrl: at.samlAcsUrl(organizationId),
        metadataUrl: at.samlMetadataUrl(organizationId),
      },
      lastTest: row?.lastTestAt ? { at: row.lastTestAt.toISOString(), ok: !!row.lastTestOk, message: row.lastTestMessage ?? '' } : null,
      scim: {
        baseUrl: at.scimBaseUrl,
        tokens: tokens.map(toScimToken),
        lastSyncAt: lastSync?.toISOString() ?? null,
      },
    };
  }

  /** The organisation's provider, ready to use, or why not. */
  async function usableSettings(organizationId: string, test: boolean) {
    const row = await repo.findSettings(db, organizationId);
    if (!row || (!row.enabled && !test)) throw badRequest(IDENTITY_MSG.ssoUnavailable);
    if (row.protocol === 'oidc' && (!row.oidcIssuer || !row.oidcClientId || !row.oidcClientSecretSealed)) {
      throw badRequest(IDENTITY_MSG.ssoUnavailable);
    }
    if (row.protocol === 'saml' && (!row.samlEntryPoint || !row.samlIdpIssuer || row.samlIdpCerts.length === 0)) {
      throw badRequest(IDENTITY_MSG.ssoUnavailable);
    }
    return row;
  }

  const oidcClient = (row: repo.SsoSettingsRow) => ({
    issuer: row.oidcIssuer!,
    clientId: row.oidcClientId!,
    clientSecret: box.open(row.organizationId, row.oidcClientSecretSealed!),
  });
  const samlProvider = (row: repo.SsoSettingsRow) => ({
    organizationId: row.organizationId,
    entryPoint: row.samlEntryPoint!,
    idpIssuer: row.samlIdpIssuer!,
    certificates: row.samlIdpCerts,
  });

  async function start(organizationId: string, testBy: string | null) {
    const row = await usableSettings(organizationId, testBy !== null);
    const browserKey = newToken();
    const base = { organizationId, browserKeyHash: hashToken(browserKey), testBy };
    try {
      if (row.protocol === 'oidc') {
        const s = await deps.oidc.start(oidcClient(row), at.oidcRedirectUri);
        const flow: Flow = { protocol: 'oidc', ...base, state: s.state, nonce: s.nonce, verifier: s.verifier };
        await deps.identity.putFlow(flowKey(s.state), JSON.stringify(flow), FLOW_MS);
        return { redirectUrl: s.url, browserKey };
      }
      const state = newToken();
      const s = await deps.saml.start(samlProvider(row), state);
      const flow: Flow = { protocol: 'saml', ...base, state, requestId: s.requestId };
      await deps.identity.putFlow(flowKey(state), JSON.stringify(flow), FLOW_MS);
      return { redirectUrl: s.url, browserKey };
    } catch (err) {
      if (err instanceof AppError) throw err;
      deps.log.warn({ err, organizationId }, 'single sign-on could not start');
      throw badRequest(IDENTITY_MSG.ssoUnavailable);
    }
  }

  /** The person the identity provider vouched for, as a member who may act in the organisation. */
  async function memberFor(row: repo.SsoSettingsRow, email: string, names: { firstName: string | null; lastName: string | null }) {
    if (!row.allowedDomains.includes(domainOf(email))) throw forbidden(IDENTITY_MSG.ssoDomainRefused);
    const person = await repo.findPersonIn(db, row.organizationId, email);
    if (person?.role && !person.disabled && person.inviteStatus === 'accepted') return person.userId;
    if (person?.role && person.disabled) throw forbidden(IDENTITY_MSG.ssoNotMember);
    if (person?.role && person.inviteStatus === 'pending') {
      // Registration, once: the invite is the admin's, the address is the provider's word.
      await repo.acceptPendingMembership(db, row.organizationId, person.userId);
      return person.userId;
    }
    if (!row.jitMembership) throw forbidden(IDENTITY_MSG.ssoNotMember);
    // Just-in-time membership: written once, like a registration (docs/anonymity.md).
    return db.transaction(async (tx) => {
      const userId = await repo.addEmployee(tx, row.organizationId, { email, ...names });
      await recordAudit(tx, {
        organizationId: row.organizationId,
        actor: { userId },
        action: 'user.sso_joined',
        target: { type: 'user', id: userId },
        detail: { email, role: 'employee' },
      });
      return userId;
    });
  }

  /** Who the provider's answer names: the e-mail (by the configured claim) and the names given. */
  async function vouchedPerson(row: repo.SsoSettingsRow, flow: Flow, params: URLSearchParams) {
    if (flow.protocol === 'oidc') {
      const callback = new URL(at.oidcRedirectUri);
      for (const [k, v] of params) callback.searchParams.append(k, v);
      const claims = await deps.oidc.finish(oidcClient(row), callback, { state: flow.state, nonce: flow.nonce!, verifier: flow.verifier! });
      const email = claims[row.oidcEmailClaim];
      if (typeof email !== 'string') throw failed(`The identity provider sent no "${row.oidcEmailClaim}" claim.`);
      // A provider that says the address is unverified is not believed.
      if (claims.email_verified === false) throw failed('The identity provider has not verified this e-mail address.');
      const str = (v: unknown) => (typeof v === 'string' && v.trim() ? v.trim().slice(0, 100) : null);
      return { email, firstName: str(claims.given_name), lastName: str(claims.family_name) };
    }
    const ticket = params.get('ticket');
    const taken = ticket ? await deps.identity.takeFlow(`saml-ticket:${hashToken(ticket)}`) : null;
    if (!taken) throw expired();
    return JSON.parse(taken) as { email: string; firstName: string | null; lastName: string | null };
  }

  async function complete(paramsText: string, browserKey: string): Promise<SsoCompleteResponse> {
    const params = new URLSearchParams(paramsText.replace(/^\?/, ''));
    const state = params.get('state') ?? params.get('RelayState');
    const raw = state ? await deps.identity.takeFlow(flowKey(state)) : null;
    if (!raw) throw expired();
    const flow = JSON.parse(raw) as Flow;
    // The way back finishes only in the browser that started it (no sign-in planted by a link).
    if (!safeEqualHex(flow.browserKeyHash, hashToken(browserKey))) throw expired();
    const row = await usableSettings(flow.organizationId, flow.testBy !== null);
    if (row.protocol !== flow.protocol) throw expired();
    if (flow.testBy) return finishTest(row, flow, params);
    let person;
    try {
      person = await vouchedPerson(row, flow, params);
    } catch (err) {
      if (err instanceof AppError) throw err;
      deps.log.info({ err: String(err), organizationId: row.organizationId }, 'single sign-on refused');
      throw failed();
    }
    const email = person.email.trim().toLowerCase();
    const userId = await memberFor(row, email, person);
    return { authorization: await deps.openSession(userId, row.organizationId), test: null };
  }

  async function finishTest(row: repo.SsoSettingsRow, flow: Flow, params: URLSearchParams): Promise<SsoCompleteResponse> {
    let result: { ok: boolean; message: string; email: string | null };
    try {
      const person = await vouchedPerson(row, flow, params);
      const email = person.email.trim().toLowerCase();
      const allowed = row.allowedDomains.includes(domainOf(email));
      result = allowed
        ? { ok: true, message: `${IDENTITY_MSG.testPassed}: ${email}`, email }
        : { ok: false, message: `${IDENTITY_MSG.ssoDomainRefused} (${email})`, email };
    } catch (err) {
      result = { ok: false, message: err instanceof Error ? err.message.slice(0, 500) : IDENTITY_MSG.ssoFailed, email: null };
    }
    await db.transaction(async (tx) => {
      await repo.saveTestResult(tx, row.organizationId, result.ok, result.message);
      await recordAudit(tx, {
        organizationId: row.organizationId,
        actor: { userId: flow.testBy! },
        action: 'settings.sso_tested',
        target: { type: 'identity', id: row.organizationId },
        detail: { protocol: row.protocol, ok: result.ok },
      });
    });
    return { authorization: null, test: result };
  }

  return {
    async find(auth: AuthContext, organizationId: string) {
      ownOrg(auth, organizationId);
      return settingsOf(organizationId);
    },

    async update(auth: AuthContext, v: UpdateIdentitySettingsRequest & { allowedDomains: string[] }) {
      ownOrg(auth, v.organizationId);
      fullAccess(auth, IDENTITY_MSG.fullAccessProvider);
      const before = await repo.findSettings(db, auth.organizationId);
      const write: repo.SsoSettingsWrite = {
        protocol: v.protocol,
        enabled: v.enabled,
        requireSso: v.requireSso,
        jitMembership: v.jitMembership,
        allowedDomains: [...new Set(v.allowedDomains)],
      };
      if (v.oidc) {
        write.oidcIssuer = v.oidc.issuer;
        write.oidcClientId = v.oidc.clientId;
        write.oidcEmailClaim = v.oidc.emailClaim;
        if (v.oidc.clientSecret !== undefined) write.oidcClientSecretSealed = box.seal(auth.organizationId, v.oidc.clientSecret);
      }
      // The identity provider's metadata, when given, stands for the three fields (contracts/identity.ts).
      const fromMetadata =
        v.saml?.idpMetadataUrl !== undefined
          ? await deps.samlMetadata.fromUrl(v.saml.idpMetadataUrl)
          : v.saml?.idpMetadataXml !== undefined
            ? await deps.samlMetadata.fromXml(v.saml.idpMetadataXml)
            : null;
      const saml = fromMetadata ?? v.saml;
      if (saml) {
        write.samlEntryPoint = saml.entryPoint;
        write.samlIdpIssuer = saml.idpIssuer;
        if (saml.certificates !== undefined) write.samlIdpCerts = saml.certificates;
      }
      const next = { ...before, ...write };
      if (v.requireSso && !v.enabled) throw badRequest(IDENTITY_MSG.requireNeedsEnabled, { requireSso: IDENTITY_MSG.requireNeedsEnabled });
      if (v.enabled && write.allowedDomains!.length === 0) {
        throw badRequest(IDENTITY_MSG.domainsRequired, { allowedDomains: IDENTITY_MSG.domainsRequired });
      }
      if (v.enabled && v.protocol === 'oidc' && (!next.oidcIssuer || !next.oidcClientId || !next.oidcClientSecretSealed)) {
        throw badRequest(IDENTITY_MSG.oidcIncomplete, { oidc: IDENTITY_MSG.oidcIncomplete });
      }
      if (v.enabled && v.protocol === 'saml' && (!next.samlEntryPoint || !next.samlIdpIssuer || !next.samlIdpCerts?.length)) {
        throw badRequest(IDENTITY_MSG.samlIncomplete, { saml: IDENTITY_MSG.samlIncomplete });
      }
      if (v.saml?.certificates) deps.saml.checkCertificates(v.saml.certificates);
      await db.transaction(async (tx) => {
        await repo.saveSettings(tx, auth.organizationId, write);
        await recordMemberAudit(tx, auth, {
          action: 'settings.identity_updated',
          target: { type: 'identity', id: auth.organizationId },
          // What changed, never the secret: only that a new one was given.
          detail: {
            protocol: v.protocol,
            enabled: v.enabled,
            requireSso: v.requireSso,
            jitMembership: v.jitMembership,
            allowedDomains: write.allowedDomains!,
            clientSecretChanged: v.oidc?.clientSecret !== undefined,
            samlFrom:
              v.saml?.idpMetadataUrl !== undefined
                ? 'metadataUrl'
                : v.saml?.idpMetadataXml !== undefined
                  ? 'metadataXml'
                  : v.saml
                    ? 'fields'
                    : null,
            ...(v.saml?.idpMetadataUrl !== undefined ? { samlMetadataUrl: v.saml.idpMetadataUrl } : {}),
            wasEnabled: before?.enabled ?? false,
            wasRequired: before?.requireSso ?? false,
          },
        });
      });
      return settingsOf(auth.organizationId);
    },

    testSignIn: (auth: AuthContext, organizationId: string) => {
      ownOrg(auth, organizationId);
      return start(organizationId, auth.userId);
    },

    async startSignIn(v: { email?: string; organizationId?: string }) {
      if (v.organizationId) return start(v.organizationId, null);
      const found = await repo.enabledForDomain(db, domainOf(v.email!));
      // Two organisations taking one domain: the person must use their organisation's link.
      if (found.length !== 1) throw badRequest(IDENTITY_MSG.ssoNoDomain, { email: IDENTITY_MSG.ssoNoDomain });
      return start(found[0]!, null);
    },

    complete,

    /**
     * The SAML identity provider posted its response (ACS): checked here, then handed to the
     * browser as a one-time ticket that /sso/complete takes with the browser's key.
     */
    async samlResponse(organizationId: string, body: { SAMLResponse?: unknown; RelayState?: unknown }) {
      const relayState = typeof body.RelayState === 'string' ? body.RelayState : '';
      const response = typeof body.SAMLResponse === 'string' ? body.SAMLResponse : '';
      const flowRaw = relayState ? await deps.identity.takeFlow(flowKey(relayState)) : null;
      if (!flowRaw || !response) throw expired();
      const flow = JSON.parse(flowRaw) as Flow;
      if (flow.protocol !== 'saml' || flow.organizationId !== organizationId || flow.answered) {
        // A response posted again (a replay) is refused; the browser's own finish still works.
        if (flow.answered) await deps.identity.putFlow(flowKey(relayState), flowRaw, FLOW_MS);
        throw expired();
      }
      const row = await usableSettings(organizationId, flow.testBy !== null);
      let person: { email: string; firstName: string | null; lastName: string | null };
      try {
        person = await deps.saml.finish(samlProvider(row), response, flow.requestId!);
      } catch (err) {
        deps.log.info({ err: String(err), organizationId }, 'SAML response refused');
        if (flow.testBy) {
          await repo.saveTestResult(db, organizationId, false, err instanceof Error ? err.message.slice(0, 500) : IDENTITY_MSG.ssoFailed);
        }
        throw failed();
      }
      // The flow goes back under its state, now carrying a ticket for the browser to finish with.
      const ticket = newToken();
      await deps.identity.putFlow(`saml-ticket:${hashToken(ticket)}`, JSON.stringify(person), FLOW_MS);
      await deps.identity.putFlow(flowKey(relayState), JSON.stringify({ ...flow, answered: true } satisfies Flow), FLOW_MS);
      return `${at.oidcRedirectUri}?${new URLSearchParams({ RelayState: relayState, ticket })}`;
    },

    async createToken(auth: AuthContext, organizationId: string, label: string) {
      ownOrg(auth, organizationId);
      fullAccess(auth, IDENTITY_MSG.fullAccessScimToken);
      const token = `scim_${newToken()}`;
      const row = await db.transaction(async (tx) => {
        const inserted = await repo.insertToken(tx, { organizationId, tokenHash: hashToken(token), label, createdBy: auth.userId });
        await recordMemberAudit(tx, auth, {
          action: 'settings.scim_token_created',
          target: { type: 'scim_token', id: inserted.id },
          detail: { label },
        });
        return inserted;
      });
      return { token, entity: toScimToken(row) };
    },

    async revokeToken(auth: AuthContext, organizationId: string, id: string) {
      ownOrg(auth, organizationId);
      const row = await db.transaction(async (tx) => {
        const revoked = await repo.revokeToken(tx, organizationId, id);
        if (!revoked) throw notFound();
        await recordMemberAudit(tx, auth, {
          action: 'settings.scim_token_revoked',
          target: { type: 'scim_token', id },
          detail: { label: revoked.label },
        });
        return revoked;
      });
      return toScimToken(row);
    },
  };
}
export type SsoService = ReturnType<typeof createSsoService>;

function toScimToken(r: Awaited<ReturnType<typeof repo.listTokens>>[number]) {
  return {
    id: r.id,
    label: r.label,
    createdAt: r.createdAt.toISOString(),
    lastUsedAt: r.lastUsedAt?.toISOString() ?? null,
    revokedAt: r.revokedAt?.toISOString() ?? null,
    lastError:
      r.lastErrorAt && r.lastErrorStatus !== null
        ? { at: r.lastErrorAt.toISOString(), status: r.lastErrorStatus, detail: r.lastErrorDetail ?? '' }
        : null,
  };
}
