import type { ReachoutSummary } from '@voyce/contracts/ai';
import type { EngagementMetrics, Reachout } from '@voyce/contracts/reachouts';
import type * as repo from './reachouts.repository.ts';

type FigureRow = Awaited<ReturnType<typeof repo.figures>>[number];

const UNITS: [string, number][] = [
  ['year', 365 * 86_400],
  ['month', 30 * 86_400],
  ['week', 7 * 86_400],
  ['day', 86_400],
  ['hour', 3600],
  ['minute', 60],
];

/** '3 days ago', 'just now' (spec 1 §2 "date created with humanised age"). */
export function humanizeAge(at: Date, now: Date): string {
  const seconds = Math.max(0, Math.floor((now.getTime() - at.getTime()) / 1000));
  for (const [unit, size] of UNITS) {
    const n = Math.floor(seconds / size);
    if (n >= 1) return `${n} ${unit}${n === 1 ? '' : 's'} ago`;
  }
  return 'just now';
}

/** engagementMetrics[0]: engaged answers over the audience size at send time. */
export function engagementMetrics(audienceSize: number, f: FigureRow | undefined): EngagementMetrics {
  const engaged = f?.answers ?? 0;
  return {
    engaged_users: engaged,
    total_users_in_org: audienceSize,
    engagement_percentage: audienceSize > 0 ? Math.round((engaged / audienceSize) * 100) : 0,
    tone_metrics: { negative: f?.negative ?? 0, neutral: f?.neutral ?? 0, positive: f?.positive ?? 0 },
    impact_analysis: { bronze: f?.bronze ?? 0, silver: f?.silver ?? 0, gold: f?.gold ?? 0 },
  };
}

/**
 * aiSummary: the topics are always the answers' topics as the pipeline filed them (so a card
 * can fall back to the first one before anyone generated a summary); summary and sections
 * come from the last generated summary. Null while there is neither.
 */
function aiSummary(stored: unknown, topics: string[]): ReachoutSummary | null {
  const s = stored as Partial<ReachoutSummary> | null;
  if (!s && topics.length === 0) return null;
  return {
    topics: topics.length ? topics : (s?.topics ?? []),
    summary: s?.summary ?? '',
    sections: s?.sections ?? [],
  };
}

/** A row with its audience, figures and topics -> the contract's Reachout. Nothing about who answered. */
export function toReachout(
  r: repo.ReachoutRow,
  extra: { audience: { id: string; name: string }[]; figures: FigureRow | undefined; topics: string[] },
  now: Date,
): Reachout {
  const metrics = engagementMetrics(r.audienceSize, extra.figures);
  return {
    id: r.id,
    organizationId: r.organizationId,
    title: r.title,
    body: r.body,
    objective: r.objective,
    status: r.status === 'closed' ? 'Closed' : 'Open',
    sendAs: r.sendAs,
    createdAt: r.createdAt.toISOString(),
    createdAtHumanized: humanizeAge(r.createdAt, now),
    prompter: { id: r.prompterId, firstName: r.prompterFirstName, lastName: r.prompterLastName },
    validDepartmentAudience: extra.audience,
    submissionCount: metrics.engaged_users,
    aiSummary: aiSummary(r.aiSummary, extra.topics),
    aiSummaryGeneratedAt: r.aiSummaryAt?.toISOString() ?? null,
    engagementMetrics: [metrics],
  };
}

export const prompterName = (r: Pick<repo.ReachoutRow, 'prompterFirstName' | 'prompterLastName'>) =>
  [r.prompterFirstName, r.prompterLastName].filter(Boolean).join(' ');
