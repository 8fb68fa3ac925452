import { identityEndpoints } from '@voyce/contracts/endpoints/identity';
import { IDENTITY_MSG } from '@voyce/contracts/identity';
import { AppError } from '../../http/app-error.ts';
import { defineRoute, formScope, RawReply, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { Saml } from './saml.ts';
import type { SsoService } from './sso.service.ts';

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

/** The page the browser sees when the identity provider's response is refused (a 4xx, never a 5xx). */
function refusedPage(status: number, message: string, appUrl: string): RawReply {
  const html = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Sign-in failed</title></head>
<body><main><h1>Sign-in failed</h1><p>${escapeHtml(message)}</p><p><a href="${escapeHtml(appUrl)}/login">Back to sign in</a></p></main></body></html>`;
  return new RawReply(html, 'text/html; charset=utf-8', { 'cache-control': 'no-store' }, status);
}

/** Identity settings (leaders), and the sign-in by SSO (public: the provider's answer is the proof). */
export function ssoRoutes(svc: SsoService, saml: Saml, appUrl: string, rateLimit: { max: number; timeWindow: number }): RouteDef[] {
  return [
    defineRoute(identityEndpoints.findIdentitySettings, (b, ctx) => svc.find(ctx.auth, b.organizationId)),
    defineRoute(
      identityEndpoints.updateIdentitySettings,
      async (b, ctx) => new WithMessage(await svc.update(ctx.auth, b), IDENTITY_MSG.saved),
    ),
    defineRoute(identityEndpoints.testSignIn, (b, ctx) => svc.testSignIn(ctx.auth, b.organizationId)),
    defineRoute(
      identityEndpoints.createScimToken,
      async (b, ctx) => new WithMessage(await svc.createToken(ctx.auth, b.organizationId, b.label), IDENTITY_MSG.tokenCreated),
    ),
    defineRoute(
      identityEndpoints.revokeScimToken,
      async (b, ctx) => new WithMessage(await svc.revokeToken(ctx.auth, b.organizationId, b.id), IDENTITY_MSG.tokenRevoked),
    ),
    defineRoute(identityEndpoints.startSso, (b) => svc.startSignIn(b), { rateLimit }),
    defineRoute(identityEndpoints.completeSso, (b) => svc.complete(b.params, b.browserKey), { rateLimit }),
    defineRoute(identityEndpoints.samlMetadata, async (_q, ctx) => {
      const { organizationId } = ctx.request.params as { organizationId: string };
      return new RawReply(saml.metadata(organizationId), 'application/samlmetadata+xml; charset=utf-8');
    }),
    defineRoute(
      identityEndpoints.samlAcs,
      async (b, ctx) => {
        const { organizationId } = ctx.request.params as { organizationId: string };
        try {
          const next = await svc.samlResponse(organizationId, b);
          return new RawReply('', 'text/plain; charset=utf-8', { location: next, 'cache-control': 'no-store' }, 303);
        } catch (err) {
          if (err instanceof AppError) return refusedPage(err.httpStatus, err.message, appUrl);
          throw err;
        }
      },
      { rateLimit, scope: formScope },
    ),
  ];
}
