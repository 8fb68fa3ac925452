import type { PaginationMeta } from '@voyce/contracts/common';
import type { Submission, SubmissionGroup, zFindSubmissionGroupsRequest, zFindSubmissionsRequest } from '@voyce/contracts/submissions';
import type { z } from 'zod';
import { apiPost } from '../lib/api-client';

/**
 * The insight calls, defined once for every screen that lists insights or topics (dashboard,
 * explorer, topic page, reach-out responses, respond page). Screens own their query keys and
 * filters; the call, its input and its page type live here.
 */
export type FindSubmissionsInput = z.input<typeof zFindSubmissionsRequest>;
export type SubmissionPage = { entities: Submission[]; count: number; meta: { pagination: PaginationMeta } };

export function findSubmissions(input: FindSubmissionsInput): Promise<SubmissionPage> {
  return apiPost<SubmissionPage>('/findSubmissions', input);
}

export type FindSubmissionGroupsInput = z.input<typeof zFindSubmissionGroupsRequest>;
export type TopicPage = { entities: SubmissionGroup[]; meta: { pagination: PaginationMeta } };

export function findSubmissionGroups(input: FindSubmissionGroupsInput): Promise<TopicPage> {
  return apiPost<TopicPage>('/findSubmissionGroups', input);
}
