import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import type { z } from 'zod';
import type { zClaimInviteRequest, zClaimInviteResponse } from '@voyce/contracts/auth';
import { call } from '../../../lib/api-client';

export type ClaimInviteInput = z.input<typeof zClaimInviteRequest>;
export type ClaimInviteResult = z.infer<typeof zClaimInviteResponse>;

/** Sends the invite's registration code to the invited e-mail. */
export function claimInvite(input: ClaimInviteInput): Promise<ClaimInviteResult> {
  return call(authEndpoints.claimInvite, input);
}
