import { severityName } from '@voyce/contracts/insights';
import { WORKSPACE_MSG, type zShareDetailsRequest } from '@voyce/contracts/workspace';
import type { Logger } from 'pino';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { AppError, notFound } from '../../http/app-error.ts';
import { ANONYMITY_MSG } from '@voyce/contracts/anonymity';
import { answersNeededOf } from '@voyce/contracts/reachout-display';
import { ERROR_CODES } from '@voyce/contracts/errors';
import type { AuthContext } from '../../http/auth-context.ts';
import { queueMail } from '../../mail/outbox.repository.ts';
import { reachoutShareMail, topicShareMail } from '../../mail/templates-share.ts';
import type { ReachoutsService } from '../reachouts/reachouts.service.ts';
import * as repo from './share.repository.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

export type ShareDeps = {
  db: Db;
  log: Logger;
  appUrl: string;
  onMailQueued: () => void;
  reachouts: Pick<ReachoutsService, 'shareSummary'>;
};

const keyTakeaway = (summary: unknown): string | null => {
  const text = (summary as { executiveSummary?: { keyTakeaway?: unknown } } | null)?.executiveSummary?.keyTakeaway;
  return typeof text === 'string' && text.trim() ? text.trim() : null;
};

/** Share dialog (spec 1 §2): e-mail a summary of a topic or a reach-out. */
export function createShareService(deps: ShareDeps) {
  const { db } = deps;

  async function topicMail(auth: AuthContext, id: string, senderName: string, organizationName: string) {
    const found = await repo.topicWithCounts(db, auth.organizationId, id);
    if (!found) throw notFound(WORKSPACE_MSG.missingTopic);
    return topicShareMail({
      senderName,
      organizationName,
      topic: found.topic.topic,
      priority: severityName(found.topic.severity),
      status: found.topic.status === 'closed' ? 'Closed' : 'Open',
      total: found.total,
      open: found.open,
      closed: found.total - found.open,
      keyTakeaway: keyTakeaway(found.summary),
      link: `${deps.appUrl}/insights/topics/${found.topic.id}`,
    });
  }

  async function reachoutMail(auth: AuthContext, id: string, senderName: string, organizationName: string) {
    const found = await deps.reachouts.shareSummary(auth.organizationId, id);
    if (!found) throw notFound(WORKSPACE_MSG.missingReachout);
    const r = found.reachout;
    const m = r.engagementMetrics[0]!;
    // Below k answers the e-mail says only that: no count, no summary (ARCHITECTURE §5); the
    // reach-out then has no aiSummary either, so its title falls back to 'Reach out'.
    const hidden = r.responsesHidden;
    return reachoutShareMail({
      senderName,
      organizationName,
      title: r.title || r.aiSummary?.topics[0] || 'Reach out',
      question: r.body,
      status: r.status,
      responded: hidden ? null : m.engaged_users,
      surveyed: m.total_users_in_org,
      percent: hidden ? null : m.engagement_percentage,
      summary: hidden ? ANONYMITY_MSG.responsesHidden(answersNeededOf(r)) : r.aiSummary?.summary || null,
      link: found.link,
    });
  }

  return {
    /**
     * Only to the organisation's leaders: a topic's or a reach-out's words e-mailed to anyone
     * else (an employee of the audience, an outside address) would leave the product's rules.
     */
    async shareDetails(auth: AuthContext, req: z.infer<typeof zShareDetailsRequest>) {
      const sender = await repo.senderOf(db, auth.organizationId, auth.userId);
      const senderName = [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || 'A leader';
      const organizationName = sender?.organizationName ?? 'your organisation';
      const mail =
        req.type === 'reachout'
          ? await reachoutMail(auth, req.id, senderName, organizationName)
          : await topicMail(auth, req.id, senderName, organizationName);
      const kind = req.type === 'reachout' ? 'share-reachout' : 'share-topic';
      const emails = [...new Set(req.emails.map((e) => e.toLowerCase()))];
      const leaders = await repo.leaderEmails(db, auth.organizationId, emails);
      const outsiders = emails.filter((e) => !leaders.has(e));
      if (outsiders.length) {
        throw new AppError(ERROR_CODES.shareLeadersOnly, 400, ANONYMITY_MSG.shareLeadersOnly, { emails: outsiders });
      }

      const failedEmails: string[] = [];
      let sentCount = 0;
      // One at a time, outside a shared transaction: one bad address must not sink the others.
      for (const to of emails) {
        try {
          await queueMail(db, { kind, to, organizationId: auth.organizationId, ...mail });
          sentCount++;
        } catch (err) {
          deps.log.warn({ err: (err as Error).message }, 'share e-mail not queued');
          failedEmails.push(to);
        }
      }
      if (sentCount > 0) deps.onMailQueued();
      await recordMemberAudit(db, auth, {
        action: 'share.sent',
        target: { type: req.type === 'reachout' ? 'reachout' : 'topic', id: req.id },
        detail: { sentCount, failedCount: failedEmails.length, recipients: req.emails.slice(0, 20) },
      });
      return { sentCount, failedEmails };
    },
  };
}
export type ShareService = ReturnType<typeof createShareService>;
