import { z } from 'zod';
import { FILE_RESPONSE, defineEndpoint } from '../endpoint.ts';
import { zScimBody, zScimListQuery, zScimNoQuery } from '../scim.ts';

/**
 * SCIM 2.0 provisioning (RFC 7644) under /api/scim/v2: the organisation is the one of the
 * bearer token (created in Settings, Identity). `public` here means no session: the SCIM token
 * is checked before the body is read. Answers are SCIM JSON, errors SCIM errors.
 */
const zResourceId = z.object({ id: z.string().max(200) });

const scim = <R extends z.ZodType>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  path: string,
  summary: string,
  request: R,
  withId = false,
) =>
  defineEndpoint({
    method,
    path: `/scim/v2${path}`,
    access: 'public',
    summary: `SCIM: ${summary}`,
    request,
    response: FILE_RESPONSE,
    ...(withId ? { params: zResourceId } : {}),
  });

export const scimEndpoints = {
  serviceProviderConfig: scim('GET', '/ServiceProviderConfig', 'what this service provider supports', zScimNoQuery),
  resourceTypes: scim('GET', '/ResourceTypes', 'the resource types (User, Group)', zScimNoQuery),
  schemas: scim('GET', '/Schemas', 'the schemas of User, Group and the enterprise extension', zScimNoQuery),
  listUsers: scim('GET', '/Users', 'list members (filter userName, externalId or emails.value eq; startIndex, count)', zScimListQuery),
  createUser: scim('POST', '/Users', 'provision a member (an employee)', zScimBody),
  getUser: scim('GET', '/Users/:id', 'one member', zScimNoQuery, true),
  replaceUser: scim('PUT', '/Users/:id', "replace a member's attributes", zScimBody, true),
  patchUser: scim('PATCH', '/Users/:id', "change a member's attributes (active: false deactivates)", zScimBody, true),
  deleteUser: scim('DELETE', '/Users/:id', 'deactivate a member (their insights stay)', zScimNoQuery, true),
  listGroups: scim('GET', '/Groups', 'list departments as groups (filter displayName eq)', zScimListQuery),
  createGroup: scim('POST', '/Groups', 'create a department', zScimBody),
  getGroup: scim('GET', '/Groups/:id', 'one department with its members', zScimNoQuery, true),
  replaceGroup: scim('PUT', '/Groups/:id', "replace a department's name and members", zScimBody, true),
  patchGroup: scim('PATCH', '/Groups/:id', "add or remove a department's members, or rename it", zScimBody, true),
  deleteGroup: scim('DELETE', '/Groups/:id', 'remove every member from a department (the department stays)', zScimNoQuery, true),
};
