import { apiPost } from '../../../lib/api-client';
import type { FindSubmissionGroupsInput } from '../../../api/submissions';

export type SignedUrl = { url?: string; expiresAt?: string };

/** /findSubmissionGroups with `format: 'csv'`: the same filters, answered with a signed download URL (data.url). */
export function exportSubmissionGroups(input: FindSubmissionGroupsInput): Promise<SignedUrl> {
  return apiPost<SignedUrl>('/findSubmissionGroups', { ...input, page: undefined, pageSize: undefined, format: 'csv' });
}
