/** Query keys of the settings area; every key starts with the feature's root. */
export const settingsKeys = {
  all: ['settings'] as const,
  classifications: (organizationId: string) => [...settingsKeys.all, 'classifications', organizationId] as const,
  members: (organizationId: string) => [...settingsKeys.all, 'members', organizationId] as const,
  countries: () => [...settingsKeys.all, 'countries'] as const,
  states: (countryCode: string) => [...settingsKeys.all, 'states', countryCode] as const,
  timeZones: () => [...settingsKeys.all, 'time-zones'] as const,
  organization: (organizationId: string) => [...settingsKeys.all, 'organization', organizationId] as const,
  auditLog: (organizationId: string, query: object) => [...settingsKeys.all, 'audit-log', organizationId, query] as const,
};
