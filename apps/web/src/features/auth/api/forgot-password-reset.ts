import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { z } from 'zod';
import type { zForgotPasswordReset } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';

export type ForgotPasswordResetInput = z.input<typeof zForgotPasswordReset>;

/** Sets the new password with the grant from the reset code. */
export function forgotPasswordReset(input: ForgotPasswordResetInput): Promise<unknown> {
  return call(authEndpoints.forgotPasswordReset, input);
}
