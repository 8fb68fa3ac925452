import type { Logger } from 'pino';

export type ScheduledMailDeps = { log?: Logger; onMailQueued?: () => void };

/**
 * A scheduled e-mail's run: each organisation queues its own mails (deduplicated, so a retried
 * tick queues nothing twice) and says how many were new; then the dispatcher is woken once and
 * the run logged by its totals, which name no one.
 */
export async function queuePerOrganization(
  deps: ScheduledMailDeps,
  job: string,
  organizationIds: string[],
  queueFor: (organizationId: string) => Promise<number>,
): Promise<{ organizations: number; sent: number }> {
  let organizations = 0;
  let sent = 0;
  for (const organizationId of organizationIds) {
    const queued = await queueFor(organizationId);
    if (queued > 0) {
      organizations++;
      sent += queued;
    }
  }
  if (sent > 0) deps.onMailQueued?.();
  deps.log?.info({ organizations, sent }, job);
  return { organizations, sent };
}
