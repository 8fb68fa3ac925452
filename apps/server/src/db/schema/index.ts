// drizzle-kit and the client read the whole schema from here.
export * from './organizations.ts';
export * from './users.ts';
export * from './memberships.ts';
export * from './invites.ts';
export * from './outbox.ts';
export * from './departments.ts';
export * from './leadership.ts';
export * from './submissions.ts';
export * from './reachouts.ts';
export * from './structure.ts';
export * from './roles.ts';
export * from './billing.ts';
export * from './audit.ts';
export * from './idempotency.ts';
export * from './alert-phrases.ts';
export * from './identity-providers.ts';
