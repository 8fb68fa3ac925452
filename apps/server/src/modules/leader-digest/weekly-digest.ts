import { startOfUtcDay } from '@voyce/contracts/anonymity';
import { allows, type Permissions } from '@voyce/contracts/roles';
import type { Db } from '../../db/client.ts';
import { membershipAccess } from '../../http/permissions.ts';
import { queueMail } from '../../mail/outbox.repository.ts';
import { leaderDigestMail, type LeaderDigest } from '../../mail/templates-leader-digest.ts';
import * as repo from './leader-digest.repository.ts';
import { unsubscribeSigner } from './leader-digest.service.ts';

export type DigestSendDeps = { db: Db; appUrl: string; secretKey: string };

const DAY = 86_400_000;
/** A hot topic had at least this many new insights in the week; the lists stay short. */
const HOT_LEAST = 2;
const LIST_LIMIT = 5;

const isoDay = (d: Date) => d.toISOString().slice(0, 10);
/** The Monday (UTC) of the week holding `d`: one digest per leader per such week, retries included. */
const isoWeekStart = (d: Date) => new Date(startOfUtcDay(d).getTime() - ((d.getUTCDay() + 6) % 7) * DAY);

/**
 * What a role lets the digest say. Topic titles are written from the insights' words, so they
 * are insight content: only a role that may view insights gets them. A role that may view
 * reports (and not insights) gets the organisation's weekly counts, coarser than the reports it
 * can generate; one that may view reach-outs gets those whose results are shown. A role that
 * may view none of these gets no digest: it would learn more by e-mail than in Voyce.
 */
export function digestScope(p: Permissions) {
  const insights = allows(p.insights, 'view') ? 'text' : allows(p.reports, 'view') ? 'counts' : null;
  const reachouts = allows(p.reachouts, 'view');
  return insights || reachouts ? { insights, reachouts } : null;
}

/**
 * One organisation's weekly digest for its leaders, at a fixed day and hour (schedules.ts), to
 * every active leader who turned it on: the seven UTC days before the send against the seven
 * before those. Insights keep only their day, so a day is the finest the figures go; they are
 * organisation totals and topics, as the dashboard shows, never a department or a person.
 */
export async function queueOrganizationDigest(deps: DigestSendDeps, organizationId: string, now: Date): Promise<number> {
  const { db, appUrl } = deps;
  const today = startOfUtcDay(now);
  const week = { from: new Date(today.getTime() - 7 * DAY), to: today };
  const before = { from: new Date(today.getTime() - 14 * DAY), to: week.from };
  const weekKey = isoDay(isoWeekStart(now));
  const links = unsubscribeSigner(deps.secretKey);
  const org = await repo.findOrganization(db, organizationId);
  if (!org) return 0;
  // Read once per organisation, outside the send's transaction; each leader gets their share.
  const [totals, topicCounts, hot, fresh, released] = await Promise.all([
    repo.insightTotals(db, organizationId, week, before),
    repo.newTopicCounts(db, organizationId, week, before),
    repo.hotTopics(db, organizationId, week, before, HOT_LEAST, LIST_LIMIT),
    repo.newTopics(db, organizationId, week, LIST_LIMIT),
    repo.releasedReachouts(db, organizationId, week, org.minGroupSize),
  ]);
  // Below its k a reach-out shows nothing, here as on its page (a raised k hides a release).
  const shownReachouts = released.filter((r) => r.answered >= r.k);
  const topicLink = (id: string) => `${appUrl}/insights/topics/${id}`;

  return db.transaction(async (tx) => {
    let n = 0;
    for (const r of await repo.lockDigestRecipients(tx, organizationId)) {
      const scope = digestScope(membershipAccess(r).permissions);
      if (!scope) continue;
      const text = scope.insights === 'text';
      const digest: LeaderDigest = {
        leaderName: r.firstName,
        organizationName: org.name,
        week: { first: isoDay(week.from), last: isoDay(new Date(week.to.getTime() - DAY)) },
        insights: scope.insights
          ? {
              newInsights: { current: totals.insights, previous: totals.insightsBefore },
              emergencies: { current: totals.emergencies, previous: totals.emergenciesBefore },
              newTopics: topicCounts,
              hotTopics: text ? hot.map((h) => ({ ...h, link: topicLink(h.id) })) : null,
              newTopicList: text ? fresh.map((t) => ({ ...t, link: topicLink(t.id) })) : null,
            }
          : null,
        reachouts: scope.reachouts
          ? shownReachouts.map((x) => ({
              title: x.title,
              answered: x.answered,
              audience: x.audienceSize,
              link: `${appUrl}/reachouts/${x.id}`,
            }))
          : null,
        links: {
          cta:
            scope.insights === 'text'
              ? { href: `${appUrl}/dashboard`, label: 'Open your dashboard' }
              : scope.reachouts
                ? { href: `${appUrl}/reachouts`, label: 'Open reach-outs' }
                : { href: `${appUrl}/reports`, label: 'Open reports' },
          insights: text ? `${appUrl}/insights` : null,
          reachouts: scope.reachouts ? `${appUrl}/reachouts` : null,
          account: `${appUrl}/settings/account`,
          unsubscribe: `${appUrl}/api/leaderDigest/unsubscribe/${links.sign(organizationId, r.userId, now)}`,
        },
      };
      const queuedOne = await queueMail(tx, {
        kind: 'leader-digest',
        to: r.email,
        organizationId,
        // One per leader per week: a retried tick, a second replica or a late retry queues nothing twice.
        dedupeKey: `leader-digest:${organizationId}:${weekKey}:${r.userId}`,
        ...leaderDigestMail(digest),
      });
      if (queuedOne) n++;
    }
    return n;
  });
}

/** Organisations with at least one leader who turned the digest on. */
export const organizationsWithDigest = (db: Db) => repo.organizationsWithDigest(db);
