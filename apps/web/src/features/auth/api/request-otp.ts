import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { z } from 'zod';
import type { zOtpRequested, zRequestOtpRequest } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';

export type RequestOtpInput = z.input<typeof zRequestOtpRequest>;
export type OtpRequested = z.infer<typeof zOtpRequested>;

/** Sends a sign-in code; answers OK even for unknown e-mails, 409 when a code is active. */
export function requestOtp(input: RequestOtpInput): Promise<OtpRequested> {
  return call(authEndpoints.requestOtp, input);
}
