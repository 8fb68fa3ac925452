import type { UserKind } from '@voyce/contracts/users';

/** Query keys of users management; every key starts with the feature's root. */
export const usersKeys = {
  all: ['users'] as const,
  list: (organizationId: string, kind: UserKind) => [...usersKeys.all, 'list', organizationId, kind] as const,
  lists: (organizationId: string) => [...usersKeys.all, 'list', organizationId] as const,
};
