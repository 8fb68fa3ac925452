import { insightEndpoints as calls } from '@voyce/contracts/endpoints/insights';
import type { EndpointInput } from '@voyce/contracts/endpoint';
import type { SignedUrl } from '@voyce/contracts/workspace';
import type { SubmissionGroupPage, SubmissionPage } from '@voyce/contracts/submissions';
import { call } from '../lib/api-client';

/**
 * The insight and topic lists, defined once for every screen that lists them (dashboard,
 * explorer, topic page, reach-out responses, respond page). Screens own their query keys and
 * filters; the call, its input and its page type live here.
 */
export type { SubmissionPage };
export type TopicPage = SubmissionGroupPage;
export type FindSubmissionsInput = EndpointInput<typeof calls.findSubmissions>;
export type FindSubmissionGroupsInput = EndpointInput<typeof calls.findSubmissionGroups>;

export function findSubmissions(input: FindSubmissionsInput): Promise<SubmissionPage> {
  return call(calls.findSubmissions, input);
}

export async function findSubmissionGroups(input: FindSubmissionGroupsInput): Promise<TopicPage> {
  const answer = await call(calls.findSubmissionGroups, { ...input, format: undefined });
  if (!('entities' in answer)) throw new Error('/findSubmissionGroups answered a file link to a page request');
  return answer;
}

/** The same filters with `format: 'csv'`: answered with a short-lived signed link to the file. */
export async function exportSubmissionGroups(input: FindSubmissionGroupsInput): Promise<SignedUrl> {
  const answer = await call(calls.findSubmissionGroups, { ...input, page: undefined, pageSize: undefined, format: 'csv' });
  if (!('url' in answer)) throw new Error('/findSubmissionGroups answered a page to a CSV request');
  return answer;
}
