import { organizationsWithDigest, queueOrganizationDigest, type DigestSendDeps } from '../modules/leader-digest/weekly-digest.ts';
import { queuePerOrganization, type ScheduledMailDeps } from './queue-per-organization.ts';

export type LeaderDigestDeps = ScheduledMailDeps & DigestSendDeps;

/** The leaders' weekly digest, at a fixed day and hour (schedules.ts): each organisation's, in turn (modules/leader-digest/weekly-digest.ts). */
export async function runLeaderDigest(deps: LeaderDigestDeps, now = new Date()): Promise<{ organizations: number; sent: number }> {
  return queuePerOrganization(deps, 'leader digest', await organizationsWithDigest(deps.db), (organizationId) =>
    queueOrganizationDigest(deps, organizationId, now),
  );
}
