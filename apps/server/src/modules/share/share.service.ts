import { severityName } from '@voyce/contracts/submissions';
import { WORKSPACE_MSG, type zShareDetailsRequest } from '@voyce/contracts/workspace';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { queueMail } from '../../mail/outbox.ts';
import { topicShareMail } from '../../mail/templates-share.ts';
import * as repo from './share.repository.ts';

export type ShareDeps = { db: Db; log: Logger; appUrl: string; onMailQueued: () => void };

const keyTakeaway = (summary: unknown): string | null => {
  const text = (summary as { executiveSummary?: { keyTakeaway?: unknown } } | null)?.executiveSummary?.keyTakeaway;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
};

/** Share dialog (spec 1 §2): e-mail a summary of a topic (reach-outs once they exist). */
export function createShareService(deps: ShareDeps) {
  const { db } = deps;
  return {
    async shareDetails(auth: AuthContext, req: z.infer<typeof zShareDetailsRequest>) {
      if (req.type === 'reachout') throw notFound(WORKSPACE_MSG.missingReachout);
      const found = await repo.topicWithCounts(db, auth.organizationId, req.id);
      if (!found) throw notFound(WORKSPACE_MSG.missingTopic);
      const sender = await repo.senderOf(db, auth.organizationId, auth.userId);
      const mail = topicShareMail({
        senderName: [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || 'A leader',
        organizationName: sender?.organizationName ?? 'your organisation',
        topic: found.topic.topic,
        priority: severityName(found.topic.severity),
        status: found.topic.status === 'closed' ? 'Closed' : 'Open',
        total: found.total,
        open: found.open,
        closed: found.total - found.open,
        keyTakeaway: keyTakeaway(found.summary),
        link: `${deps.appUrl}/insights/topics/${found.topic.id}`,
      });
      const failedEmails: string[] = [];
      let sentCount = 0;
      // One at a time, outside a shared transaction: one bad address must not sink the others.
      for (const to of [...new Set(req.emails.map((e) => e.toLowerCase()))]) {
        try {
          await queueMail(db, { kind: 'share-topic', to, organizationId: auth.organizationId, ...mail });
          sentCount++;
        } catch (err) {
          deps.log.warn({ err: (err as Error).message }, 'share e-mail not queued');
          failedEmails.push(to);
        }
      }
      if (sentCount > 0) deps.onMailQueued();
      return { sentCount, failedEmails };
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
