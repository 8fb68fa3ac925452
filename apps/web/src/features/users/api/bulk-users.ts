import { userEndpoints } from '@voyce/contracts/endpoints/users';
import type { BulkResult, BulkUserInput, ProcessCsvResponse, UpdateIdentifier, UserKind } from '@voyce/contracts/users';
import { USER_KIND_ROLE } from '@voyce/contracts/users';
import { call } from '../../../lib/api-client';

export type BulkEntity = BulkResult['entity'];

/** Spec 2 §7: each user kind has its own add call; both take a list of users. */
const ADD_CALL = { blyndspot: userEndpoints.addBlyndspotUsers, myvoyce: userEndpoints.addMyvoyceUser } satisfies Record<UserKind, unknown>;

export function addUsers(organizationId: string, kind: UserKind, users: BulkUserInput[]): Promise<BulkEntity> {
  return call(ADD_CALL[kind], { organizationId, users }).then((d) => d.entity);
}

export type BulkUpdateInput = { kind: UserKind; identifier: UpdateIdentifier; users: BulkUserInput[] };

/** `confirm` answers the 409 CONFIRMATION_REQUIRED of a change to more than 40% of users. */
export function bulkUpdateUsers(organizationId: string, input: BulkUpdateInput, confirm: boolean): Promise<BulkEntity> {
  return call(userEndpoints.bulkUpdateUserDetails, {
    organizationId,
    role: USER_KIND_ROLE[input.kind],
    identifier: input.identifier,
    users: input.users,
    ...(confirm ? { confirm: true } : {}),
  }).then((d) => d.entity);
}

/** POST /user-management/processUsersDatacsv (multipart): the file's rows, invalid e-mails filtered out. */
export function processUsersCsv(organizationId: string, file: File, identifier: UpdateIdentifier): Promise<ProcessCsvResponse> {
  const form = new FormData();
  form.append('organizationId', organizationId);
  form.append('identifier', identifier);
  form.append('file', file);
  return call(userEndpoints.processUsersDatacsv, form);
}
