import type { Db } from '../db/client.ts';
import { organizationsWithEmployees, queueOrganizationReminder } from '../modules/employee/reminder.ts';
import { queuePerOrganization, type ScheduledMailDeps } from './queue-per-organization.ts';

export type MyVoyceReminderDeps = ScheduledMailDeps & { db: Db; appUrl: string };

/**
 * The weekly "Check MyVoyce" reminder, at a fixed day and hour (schedules.ts): each
 * organisation's, in turn (modules/employee/reminder.ts says who gets it and why).
 */
export async function runMyVoyceReminder(deps: MyVoyceReminderDeps, now = new Date()): Promise<{ organizations: number; sent: number }> {
  return queuePerOrganization(deps, 'myvoyce reminder', await organizationsWithEmployees(deps.db), (organizationId) =>
    queueOrganizationReminder(deps, organizationId, now),
  );
}
