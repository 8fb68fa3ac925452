import type { z } from 'zod';
import type { zForgotPasswordRequest, zOtpRequested } from '@voyce/contracts/auth';
import { apiPost } from '../../../lib/api-client';

export type ForgotPasswordRequestInput = z.input<typeof zForgotPasswordRequest>;

/** Sends a reset code; answers OK for unknown e-mails too, so it never reveals an account. */
export function forgotPasswordRequest(input: ForgotPasswordRequestInput): Promise<z.infer<typeof zOtpRequested>> {
  return apiPost('/user/forgotPasswordRequest', input, { auth: false });
}
