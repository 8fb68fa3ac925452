import type { InsightsService } from '../insights/insights.service.ts';
import { DELEGATE_SEARCH_LIMIT, WORKSPACE_MSG, type RecipientOption, type zSendToLeadershipRequest } from '@voyce/contracts/workspace';
import type { z } from 'zod';
import type { Db } from '../../db/client.ts';
import { notFound } from '../../http/app-error.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import { queueMail } from '../../mail/outbox.repository.ts';
import { delegationMail } from '../../mail/templates-delegation.ts';
import * as repo from './delegation.repository.ts';
import { recordMemberAudit } from '../audit/audit.service.ts';

export type DelegationDeps = {
  db: Db;
  /** Marks the insights delegated, in the same transaction as the e-mails. */
  insights: Pick<InsightsService, 'markDelegated'>;
  appUrl: string;
  onMailQueued: () => void;
};

/** Delegation (spec 1 §2, §4): share insights with leadership team members, users or any e-mail. */
export function createDelegationService(deps: DelegationDeps) {
  const { db } = deps;

  /** Ids name leadership team members or active users of the organisation; any other id is 404. */
  async function resolveIds(organizationId: string, ids: string[]): Promise<string[]> {
    const unique = [...new Set(ids)];
    const leaders = await repo.leadersByIds(db, organizationId, unique);
    const people = await repo.membersByIds(db, organizationId, unique);
    const known = new Set([...leaders, ...people].map((r) => r.id));
    if (unique.some((id) => !known.has(id))) throw notFound(WORKSPACE_MSG.recipientNotFound);
    return [...leaders, ...people].map((r) => r.email);
  }

  return {
    async send(auth: AuthContext, req: z.infer<typeof zSendToLeadershipRequest>) {
      const insights = await repo.insightsOf(db, auth.organizationId, [...new Set(req.filter.ids)]);
      if (insights.length === 0) throw notFound(WORKSPACE_MSG.insightNotFound);
      const fromIds = await resolveIds(auth.organizationId, req.leadershipTeamMemberIds);
      const recipients = [...new Set([...fromIds, ...req.emails].map((e) => e.trim().toLowerCase()))];
      const sender = await repo.senderOf(db, auth.organizationId, auth.userId);
      const ids = insights.map((i) => i.id);
      const at = new Date();
      const mail = delegationMail({
        senderName: [sender?.firstName, sender?.lastName].filter(Boolean).join(' ') || 'A leader',
        organizationName: sender?.organizationName ?? 'your organisation',
        note: req.response,
        insights: insights.map((i) => i.body),
        link: `${deps.appUrl}/submissions/detail?ids=${ids.join(',')}`,
      });
      await db.transaction(async (tx) => {
        await deps.insights.markDelegated(tx, auth.organizationId, ids, auth.userId, at);
        for (const to of recipients) await queueMail(tx, { kind: 'delegation', to, organizationId: auth.organizationId, ...mail });
        await recordMemberAudit(tx, auth, {
          action: 'delegation.sent',
          target: { type: 'insight', id: ids.length === 1 ? ids[0] : null },
          detail: {
            insightIds: ids.slice(0, 50),
            insightCount: ids.length,
            recipients: recipients.slice(0, 20),
            recipientCount: recipients.length,
          },
        });
      });
      deps.onMailQueued();
      return { ids, sentCount: recipients.length, delegatedAt: at.toISOString() };
    },

    /** Picker options: exact e-mail first, then prefixes, then the rest; one option per e-mail. */
    async findDelegateEmails(auth: AuthContext, search: string): Promise<{ entities: RecipientOption[] }> {
      const { leaders, people } = await repo.searchRecipients(db, auth.organizationId, search, DELEGATE_SEARCH_LIMIT);
      // Leaders before users at the same rank: they are who a delegation is usually meant for.
      const ranked = [...leaders.map((r) => ({ ...r, kind: 0 })), ...people.map((r) => ({ ...r, kind: 1 }))].sort(
        (a, b) => a.rank - b.rank || a.kind - b.kind,
      );
      const seen = new Set<string>();
      const entities: RecipientOption[] = [];
      for (const r of ranked) {
        const email = r.email.toLowerCase();
        if (seen.has(email)) continue;
        seen.add(email);
        entities.push({ id: r.id, name: r.name || r.email, email: r.email });
        if (entities.length === DELEGATE_SEARCH_LIMIT) break;
      }
      return { entities };
    },
  };
}
export type DelegationService = ReturnType<typeof createDelegationService>;
