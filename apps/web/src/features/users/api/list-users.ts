import { userEndpoints } from '@voyce/contracts/endpoints/users';
import { queryOptions } from '@tanstack/react-query';
import { USER_KIND_ROLE, type UserKind } from '@voyce/contracts/users';
import { call } from '../../../lib/api-client';
import { usersKeys } from './keys';

/**
 * POST /user-management/list: the whole tab at once with its metrics. Status, search and
 * the tag filters narrow it in the browser (spec 2 §7), so changing a filter costs no call.
 */
export function usersQueryOptions(organizationId: string, kind: UserKind) {
  return queryOptions({
    queryKey: usersKeys.list(organizationId, kind),
    queryFn: () =>
      call(userEndpoints.listUsers, {
        organizationId,
        // Spec 2 §6: the admin list is requested with role ADMIN.
        role: USER_KIND_ROLE[kind].toUpperCase(),
      }).then((d) => d.entity),
    enabled: Boolean(organizationId),
  });
}
