import { LANGUAGES } from '@voyce/contracts/languages';
import type { Db } from '../../db/client.ts';
import { mailLanguage } from '../../mail/i18n/catalog.ts';
import { queueMail } from '../../mail/outbox.repository.ts';
import { myvoyceReminderMail } from '../../mail/templates.ts';
import { lockReminderRecipients, organizationsWithEmployees } from './reminder.repository.ts';

export { organizationsWithEmployees };

/**
 * One organisation's weekly "Check MyVoyce" reminder: every active employee who has not turned
 * it off, one text for everyone of a language (an account without one reads English), chosen by
 * the account alone, never by news. It replaced a digest sent only to authors with news: that
 * digest's recipients, intersected with a reach-out's audience or with another day's recipients,
 * named the author. Nothing here reads an insight, reply or reveal request, so what the mail trace
 * shows cannot depend on who wrote what. Employees see their news in MyVoyce when they come.
 */
export async function queueOrganizationReminder(deps: { db: Db; appUrl: string }, organizationId: string, now: Date): Promise<number> {
  const day = now.toISOString().slice(0, 10);
  // One text per language, made once: everyone of a language gets the same bytes.
  const mails = new Map(LANGUAGES.map((language) => [language, myvoyceReminderMail(deps.appUrl, language)]));
  return deps.db.transaction(async (tx) => {
    const recipients = await lockReminderRecipients(tx, organizationId);
    let n = 0;
    for (const r of recipients) {
      const mail = mails.get(mailLanguage(r.language))!;
      const queuedOne = await queueMail(tx, {
        kind: 'myvoyce-reminder',
        to: r.email,
        organizationId,
        // A retry of the same tick (or a second replica) queues nothing twice.
        dedupeKey: `myvoyce-reminder:${organizationId}:${day}:${r.id}`,
        ...mail,
      });
      if (queuedOne) n++;
    }
    return n;
  });
}
