import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { z } from 'zod';
import type { zVerifyLoginRequest } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';
import type { Authorization } from './verify-otp';

export type VerifyLoginInput = z.input<typeof zVerifyLoginRequest>;

/** E-mail and password sign-in; a 401 INVALID_CREDENTIALS never says which one was wrong. */
export function verifyLogin(input: VerifyLoginInput): Promise<Authorization> {
  return call(authEndpoints.verifyLogin, input);
}
