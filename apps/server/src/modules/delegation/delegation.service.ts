import type { InsightsService } from '../insights/insights.service.ts';
import {
  DELEGATE_SEARCH_LIMIT,
  WORKSPACE_MSG,
  type ActivityRecipient,
  type RecipientOption,
  type zSendToLeadershipRequest,
} from '@voyce/contracts/workspace';
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

  /**
   * Ids name leadership team members or active users of the organisation; any other id is 404.
   * Each comes back, in the order chosen, with the name the organisation knows them by.
   */
  async function resolveIds(organizationId: string, ids: string[]): Promise<ActivityRecipient[]> {
    const unique = [...new Set(ids)];
    const leaders = await repo.leadersByIds(db, organizationId, unique);
    const people = await repo.membersByIds(db, organizationId, unique);
    const known = new Map([...leaders, ...people].map((r) => [r.id, r]));
    if (unique.some((id) => !known.has(id))) throw notFound(WORKSPACE_MSG.recipientNotFound);
    return unique.map((id) => {
      const { name, email } = known.get(id)!;
      return name.trim() ? { name: name.trim(), email } : { email };
    });
  }

  /**
   * Everyone the delegation goes to, once per e-mail (case-insensitive): the chosen people
   * first, then the typed e-mails as typed. The history keeps exactly the leader's choice.
   */
  function recipientsOf(chosen: ActivityRecipient[], typed: string[]): ActivityRecipient[] {
    const seen = new Set<string>();
    const out: ActivityRecipient[] = [];
    for (const r of [...chosen, ...typed.map((email) => ({ email: email.trim() }))]) {
      const key = r.email.trim().toLowerCase();
      if (seen.has(key)) continue;
      seen.add(key);
      out.push(r);
    }
    return out;
  }

  return {
    async send(auth: AuthContext, req: z.infer<typeof zSendToLeadershipRequest>) {
      const insights = await repo.insightsOf(db, auth.organizationId, [...new Set(req.filter.ids)]);
      if (insights.length === 0) throw notFound(WORKSPACE_MSG.insightNotFound);
      const chosen = recipientsOf(await resolveIds(auth.organizationId, req.leadershipTeamMemberIds), req.emails);
      const recipients = chosen.map((r) => r.email.trim().toLowerCase());
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
        await deps.insights.markDelegated(tx, auth.organizationId, ids, auth.userId, at, chosen);
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
