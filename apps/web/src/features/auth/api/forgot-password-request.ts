import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { z } from 'zod';
import type { zForgotPasswordRequest, zOtpRequested } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';

export type ForgotPasswordRequestInput = z.input<typeof zForgotPasswordRequest>;

/** Sends a reset code; answers OK for unknown e-mails too, so it never reveals an account. */
export function forgotPasswordRequest(input: ForgotPasswordRequestInput): Promise<z.infer<typeof zOtpRequested>> {
  return call(authEndpoints.forgotPasswordRequest, input);
}
