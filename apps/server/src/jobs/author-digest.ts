import type { Logger } from 'pino';
import type { Db } from '../db/client.ts';
import type { IdentityVault } from '../lib/identity-vault.ts';
import { queueMail } from '../mail/outbox.repository.ts';
import { authorDigestMail } from '../mail/templates.ts';
import {
  activeMembers,
  lockAuthorNews,
  markAuthorDigestSent,
  organizationsWithAuthorNews,
} from '../modules/employee/authorship.repository.ts';

export type AuthorDigestDeps = { db: Db; vault: IdentityVault; appUrl: string; log?: Logger; onMailQueued?: () => void };

/**
 * Tells authors they have news in MyVoyce (leader replies, reveal requests) at a fixed hour,
 * never when the reply happens: an e-mail queued by the reply would carry the reply's time, and
 * the outbox and the mail server's log would name the insight's author (ARCHITECTURE §5). An
 * organisation's digest goes out only when at least k people have news; until then the news
 * waits for a later day, so the recipients of one digest are never fewer than k.
 */
export async function runAuthorDigest(deps: AuthorDigestDeps, now = new Date()): Promise<{ organizations: number; sent: number }> {
  const { db, vault } = deps;
  const day = now.toISOString().slice(0, 10);
  let organizations = 0;
  let sent = 0;
  for (const organizationId of await organizationsWithAuthorNews(db)) {
    const queued = await db.transaction(async (tx) => {
      const news = await lockAuthorNews(tx, organizationId);
      if (!news) return 0;
      const people = [...new Set(news.refs.map((ref) => vault.open(organizationId, ref)))];
      const recipients = await activeMembers(tx, organizationId, people);
      if (recipients.length < news.k) return 0;
      const mail = authorDigestMail(deps.appUrl);
      for (const r of recipients) {
        await queueMail(tx, {
          kind: 'author-digest',
          to: r.email,
          organizationId,
          dedupeKey: `author-digest:${organizationId}:${day}:${r.id}`,
          ...mail,
        });
      }
      await markAuthorDigestSent(tx, organizationId, now);
      return recipients.length;
    });
    if (queued > 0) {
      organizations++;
      sent += queued;
    }
  }
  if (sent > 0) deps.onMailQueued?.();
  deps.log?.info({ organizations, sent }, 'author digest');
  return { organizations, sent };
}
