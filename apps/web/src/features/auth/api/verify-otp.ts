import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { z } from 'zod';
import type { zAuthorizationResponse, zVerifyOtpRequest } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';

export type VerifyOtpInput = z.input<typeof zVerifyOtpRequest>;
export type Authorization = z.infer<typeof zAuthorizationResponse>;

/**
 * Checks a one-time code. For purpose 'login' the authorization is a session token; for
 * 'invite' and 'reset' it is a short-lived grant for the next step.
 */
export function verifyOtp(input: VerifyOtpInput): Promise<Authorization> {
  return call(authEndpoints.verifyOtp, input);
}
