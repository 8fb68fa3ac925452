import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { z } from 'zod';
import type { zAcceptInviteRequest } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';
import type { Authorization } from './verify-otp';

export type AcceptInviteInput = z.input<typeof zAcceptInviteRequest>;

/**
 * Creates the account. The registration grant travels in the body, so the call needs no
 * stored session; it answers with the new session token.
 */
export function acceptInvite(input: AcceptInviteInput): Promise<Authorization> {
  return call(authEndpoints.acceptInvite, input, { token: input.authorization });
}
