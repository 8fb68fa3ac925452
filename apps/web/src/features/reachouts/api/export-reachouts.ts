import { reachoutEndpoints } from '@voyce/contracts/endpoints/reachouts';
import type { FindReachoutsFilter } from '@voyce/contracts/reachouts';
import { call } from '../../../lib/api-client';

/** The history list as CSV: a signed URL in data.url (spec 1 §7). */
export function exportReachouts(filter: FindReachoutsFilter): Promise<{ url?: string }> {
  return call(reachoutEndpoints.exportReachouts, { filter });
}

/** One reach-out's answers as CSV: the signed URL comes back as data.data.url (spec 1 §7). */
export function exportReachoutDetails(input: { id: string; organizationId: string }): Promise<{ data?: { url?: string } }> {
  return call(reachoutEndpoints.exportReachoutDetails, { filter: input });
}
