/** Query keys of the people a leader can delegate or share to (leadership team, members, directory search). */
export const directoryKeys = {
  all: ['submissions-directory'] as const,
  members: (organizationId: string) => [...directoryKeys.all, 'members', organizationId] as const,
  delegateEmails: (organizationId: string, search: string) => [...directoryKeys.all, 'emails', organizationId, search] as const,
};
