import { authEndpoints as calls } from '@voyce/contracts/endpoints/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type {
  InviteSummary,
  Profile,
  zAcceptInviteRequest,
  zAuthorizationResponse,
  zClaimInviteRequest,
  zClaimInviteResponse,
  zForgotPasswordRequest,
  zForgotPasswordReset,
  zOtpRequested,
  zRequestOtpRequest,
  zVerifyLoginRequest,
  zVerifyOtpRequest,
} from '@voyce/contracts/auth';
import type { Language } from '@voyce/contracts/languages';
import type { z } from 'zod';
import { followAccountLanguage, pageLanguage } from '../i18n/language';
import { call } from '../lib/api-client';

/**
 * Sign-in, the session's profile, invites and password reset (the contracts' auth area). The
 * sign-in pages load this file, so it holds no mutation hook (React Query's useMutation is no
 * part of /login): the signed-in person's account calls are in auth-account.ts.
 */
export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  inviteSummary: (inviteId: string) => [...authKeys.all, 'invite-summary', inviteId] as const,
};

export type RequestOtpInput = z.input<typeof zRequestOtpRequest>;
export type OtpRequested = z.infer<typeof zOtpRequested>;
export type VerifyOtpInput = z.input<typeof zVerifyOtpRequest>;
export type Authorization = z.infer<typeof zAuthorizationResponse>;
export type VerifyLoginInput = z.input<typeof zVerifyLoginRequest>;
export type AcceptInviteInput = z.input<typeof zAcceptInviteRequest>;
export type ClaimInviteInput = z.input<typeof zClaimInviteRequest>;
export type ClaimInviteResult = z.infer<typeof zClaimInviteResponse>;
export type ForgotPasswordRequestInput = z.input<typeof zForgotPasswordRequest>;
export type ForgotPasswordResetInput = z.input<typeof zForgotPasswordReset>;

/** Sends a sign-in code; answers OK even for unknown e-mails, 409 when a code is active. */
export function requestOtp(input: RequestOtpInput): Promise<OtpRequested> {
  // The page's language: the code e-mail is written in it when the account has none of its own.
  return call(calls.requestOtp, { ...input, language: pageLanguage() });
}

/**
 * Checks a one-time code. For purpose 'login' the authorization is a session token; for
 * 'invite' and 'reset' it is a short-lived grant for the next step.
 */
export function verifyOtp(input: VerifyOtpInput): Promise<Authorization> {
  return call(calls.verifyOtp, input);
}

/** E-mail and password sign-in; a 401 INVALID_CREDENTIALS never says which one was wrong. */
export function verifyLogin(input: VerifyLoginInput): Promise<Authorization> {
  return call(calls.verifyLogin, input);
}

/** `token` checks a session that is not stored yet (sign-in); otherwise the stored one is used. */
export function getProfile(token?: string): Promise<Profile> {
  return call(calls.getProfile, {}, token ? { token } : undefined).then((profile) => {
    // The account's language, once known, is the page's (i18n/language.ts).
    followAccountLanguage(profile.language);
    return profile;
  });
}

/** The account's language (null: follow the browser); the picker calls it when signed in. */
export function setAccountLanguage(language: Language | null): Promise<{ language: Language | null }> {
  return call(calls.setLanguage, { language });
}

export function profileQueryOptions() {
  return queryOptions({
    queryKey: authKeys.profile(),
    queryFn: () => getProfile(),
  });
}

/** Revokes the session on the server; `token` revokes one that was never stored. */
export function logout(token?: string): Promise<unknown> {
  return call(calls.logout, {}, token ? { token } : undefined);
}

/** Moves this session to another of the person's organisations; answers the profile there. */
export function selectOrganization(organizationId: string): Promise<Profile> {
  return call(calls.selectOrganization, { organizationId });
}

export function getInviteSummary(inviteId: string): Promise<InviteSummary> {
  return call(calls.getInviteSummary, { inviteId });
}

export function inviteSummaryQueryOptions(inviteId: string) {
  return queryOptions({
    queryKey: authKeys.inviteSummary(inviteId),
    queryFn: () => getInviteSummary(inviteId),
    // The registration state moves on with every step; never show a cached one.
    staleTime: 0,
    gcTime: 0,
    retry: false,
  });
}

export function useInviteSummary(inviteId: string | undefined) {
  return useQuery({ ...inviteSummaryQueryOptions(inviteId ?? ''), enabled: Boolean(inviteId) });
}

/** Sends the invite's registration code to the invited e-mail. */
export function claimInvite(input: ClaimInviteInput): Promise<ClaimInviteResult> {
  return call(calls.claimInvite, { ...input, language: pageLanguage() });
}

/**
 * Creates the account. The registration grant travels in the body, so the call needs no
 * stored session; it answers with the new session token.
 */
export function acceptInvite(input: AcceptInviteInput): Promise<Authorization> {
  return call(calls.acceptInvite, { ...input, language: pageLanguage() }, { token: input.authorization });
}

/** Sends a reset code; answers OK for unknown e-mails too, so it never reveals an account. */
export function forgotPasswordRequest(input: ForgotPasswordRequestInput): Promise<OtpRequested> {
  return call(calls.forgotPasswordRequest, { ...input, language: pageLanguage() });
}

/** Sets the new password with the grant from the reset code. */
export function forgotPasswordReset(input: ForgotPasswordResetInput): Promise<unknown> {
  return call(calls.forgotPasswordReset, input);
}
