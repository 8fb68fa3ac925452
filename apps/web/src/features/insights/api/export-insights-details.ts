import { insightEndpoints } from '@voyce/contracts/endpoints/insights';
import { call } from '../../../lib/api-client';

/** A topic's insights as CSV; the signed URL comes back as data.data.url (spec 1 §7). */
export function exportInsightsDetails(input: { topicId: string; organizationId: string }): Promise<{ data?: { url?: string } }> {
  return call(insightEndpoints.exportInsightsDetails, { filter: input });
}
