import { authEndpoints } from '@voyce/contracts/endpoints/auth';
import { call } from '../../../lib/api-client';

/** Revokes the session on the server; `token` revokes one that was never stored. */
export function logout(token?: string): Promise<unknown> {
  return call(authEndpoints.logout, {}, token ? { token } : undefined);
}
