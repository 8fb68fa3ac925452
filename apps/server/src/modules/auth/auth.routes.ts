import { otpPurposeOfReferrer } from '@voyce/contracts/auth';
import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(auth: AuthService, rateLimit: { max: number; timeWindow: number }): RouteDef[] {
  return [
    defineRoute(authEndpoints.requestOtp, (b) => auth.requestLoginCode(b.email, b.siteTarget, b.forceNewOtp ?? false, b.language), {
      rateLimit,
    }),
    defineRoute(
      authEndpoints.verifyOtp,
      (b) => auth.verifyCode(b.email, b.code, b.purpose ?? otpPurposeOfReferrer(b.referrerUrl), b.organizationId),
      { rateLimit },
    ),
    defineRoute(authEndpoints.verifyLogin, (b) => auth.verifyLogin(b.email, b.password, b.organizationId), { rateLimit }),
    defineRoute(authEndpoints.getInviteSummary, (b) => auth.getInviteSummary(b.inviteId), { rateLimit }),
    defineRoute(authEndpoints.claimInvite, (b) => auth.claimInvite(b.inviteId, b.email, b.forceNewOtp ?? false, b.language), { rateLimit }),
    defineRoute(authEndpoints.acceptInvite, (b) => auth.acceptInvite(b), { rateLimit }),
    defineRoute(
      authEndpoints.forgotPasswordRequest,
      (b) => auth.requestPasswordReset(b.email, b.siteTarget, b.forceNewOtp ?? false, b.language),
      {
        rateLimit,
      },
    ),
    defineRoute(
      authEndpoints.forgotPasswordReset,
      async (b) => new WithMessage(await auth.resetPassword(b.email, b.password, b.authorization), 'Your password has been reset.'),
      { rateLimit },
    ),
    defineRoute(authEndpoints.getProfile, (_b, ctx) => auth.getProfile(ctx.auth)),
    defineRoute(authEndpoints.selectOrganization, (b, ctx) => auth.selectOrganization(ctx.auth, b.organizationId), {
      anyOwnOrganization: true,
    }),
    defineRoute(authEndpoints.logout, (_b, ctx) => auth.logout(ctx.auth)),
  ];
}
