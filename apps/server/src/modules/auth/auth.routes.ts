import {
  zAcceptInviteRequest,
  zClaimInviteRequest,
  zForgotPasswordRequest,
  zForgotPasswordReset,
  zInviteIdRequest,
  zRequestOtpRequest,
  zVerifyLoginRequest,
  zVerifyOtpRequest,
} from '@voyce/contracts/auth';
import { zEmpty } from '@voyce/contracts/common';
import { defineRoute, WithMessage, type RouteDef } from '../../http/routes.ts';
import type { AuthService } from './auth.service.ts';

export function authRoutes(auth: AuthService, rateLimit: { max: number; timeWindow: number }): RouteDef[] {
  return [
    defineRoute({
      method: 'POST',
      url: '/user/requestOtp',
      access: 'public',
      rateLimit,
      input: zRequestOtpRequest,
      summary: 'Send a sign-in code to an e-mail',
      handler: (b) => auth.requestLoginCode(b.email, b.siteTarget, b.forceNewOtp ?? false),
    }),
    defineRoute({
      method: 'POST',
      url: '/user/verifyOtp',
      access: 'public',
      rateLimit,
      input: zVerifyOtpRequest,
      summary: 'Check a code: a session for sign-in, a single-use grant for registration and reset',
      handler: (b) => auth.verifyCode(b.email, b.code, b.purpose ?? 'login'),
    }),
    defineRoute({
      method: 'POST',
      url: '/user/verifyLogin',
      access: 'public',
      rateLimit,
      input: zVerifyLoginRequest,
      summary: 'Sign in with e-mail and password',
      handler: (b) => auth.verifyLogin(b.email, b.password),
    }),
    defineRoute({
      method: 'POST',
      url: '/getInviteSummary',
      access: 'public',
      rateLimit,
      input: zInviteIdRequest,
      summary: 'What an invite link is for and the next registration step',
      handler: (b) => auth.getInviteSummary(b.inviteId),
    }),
    defineRoute({
      method: 'POST',
      url: '/claimInvite',
      access: 'public',
      rateLimit,
      input: zClaimInviteRequest,
      summary: 'Send the registration code for an invite',
      handler: (b) => auth.claimInvite(b.inviteId, b.email, b.forceNewOtp ?? false),
    }),
    defineRoute({
      method: 'POST',
      url: '/acceptInvite',
      access: 'public',
      rateLimit,
      input: zAcceptInviteRequest,
      summary: 'Finish registration (authorised by the grant of a verified invite code)',
      handler: (b) => auth.acceptInvite(b),
    }),
    defineRoute({
      method: 'POST',
      url: '/user/forgotPasswordRequest',
      access: 'public',
      rateLimit,
      input: zForgotPasswordRequest,
      summary: 'Send a password reset code',
      handler: (b) => auth.requestPasswordReset(b.email, b.siteTarget, b.forceNewOtp ?? false),
    }),
    defineRoute({
      method: 'POST',
      url: '/user/forgotPasswordReset',
      access: 'public',
      rateLimit,
      input: zForgotPasswordReset,
      summary: 'Set a new password with the grant of a verified reset code',
      handler: async (b) =>
        new WithMessage(await auth.resetPassword(b.email, b.password, b.authorization), 'Your password has been reset.'),
    }),
    defineRoute({
      method: 'POST',
      url: '/user/getProfile',
      access: 'member',
      input: zEmpty.optional(),
      summary: 'The signed-in user and their memberships',
      handler: (_b, ctx) => auth.getProfile(ctx.auth!),
    }),
    defineRoute({
      method: 'POST',
      url: '/user/logout',
      access: 'member',
      input: zEmpty.optional(),
      summary: 'End this session on the server',
      handler: (_b, ctx) => auth.logout(ctx.auth!),
    }),
  ];
}
