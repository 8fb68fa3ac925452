import { connectDatabase } from '../../apps/server/src/db/client.ts';
import { queueOrganizationReminder } from '../../apps/server/src/modules/employee/reminder.ts';
import { E2E_BASE_URL } from './env.ts';
import { state } from './state.ts';

/**
 * Queues one organisation's weekly "Check MyVoyce" reminder now, as the server's weekly schedule
 * does (jobs/myvoyce-reminder.ts) for every organisation; the dev mailbox shows the queued mails.
 * Returns how many were queued.
 */
export async function queueReminderNow(organizationId: string): Promise<number> {
  const database = connectDatabase(state().url, 1);
  try {
    return await queueOrganizationReminder({ db: database.db, appUrl: E2E_BASE_URL }, organizationId, new Date());
  } finally {
    await database.close();
  }
}
