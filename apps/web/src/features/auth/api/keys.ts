/** Query keys of the auth feature; every key starts with the feature's root. */
export const authKeys = {
  all: ['auth'] as const,
  profile: () => [...authKeys.all, 'profile'] as const,
  inviteSummary: (inviteId: string) => [...authKeys.all, 'invite-summary', inviteId] as const,
};
