import { apiPost } from '../../../lib/api-client';

/** Revokes the session on the server; `token` revokes one that was never stored. */
export function logout(token?: string): Promise<unknown> {
  return apiPost<unknown>('/user/logout', {}, token ? { token } : undefined);
}
