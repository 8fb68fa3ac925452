import { ANONYMITY_MSG } from '@voyce/contracts/anonymity';
import type { ReachoutSummary } from '@voyce/contracts/ai';
import { formatAge } from '@voyce/contracts/relative-time';
import type { EngagementMetrics, Reachout } from '@voyce/contracts/reachouts';
import type * as repo from './reachouts.repository.ts';

type FigureRow = Awaited<ReturnType<typeof repo.figures>>[number];

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

/** Fewer than k released answers: nothing about the answers is shown (ARCHITECTURE §5). */
export const responsesHidden = (f: FigureRow | undefined, minGroupSize: number) => (f?.answers ?? 0) < minGroupSize;

/**
 * A row with its audience, figures and topics -> the contract's Reachout. Nothing about who
 * answered; below k answers, nothing about the answers either: no count, tone, impact, topic
 * or summary, so a leader cannot watch one person's answer arrive.
 */
export function toReachout(
  r: repo.ReachoutRow,
  extra: {
    audience: { id: string; name: string }[];
    figures: FigureRow | undefined;
    topics: string[];
    minGroupSize: number;
    /** The next scheduled release, when its held answers are enough for it (readyForRelease). */
    releaseAt?: Date;
  },
  now: Date,
): Reachout {
  const hidden = responsesHidden(extra.figures, extra.minGroupSize);
  const metrics = engagementMetrics(r.audienceSize, hidden ? undefined : extra.figures);
  return {
    id: r.id,
    organizationId: r.organizationId,
    title: r.title,
    body: r.body,
    objective: r.objective,
    status: r.status === 'closed' ? 'Closed' : 'Open',
    sendAs: r.sendAs,
    createdAt: r.createdAt.toISOString(),
    // Spec 1 §2 "date created with humanised age": the same wording as every age the web shows.
    createdAtHumanized: formatAge(r.createdAt, now),
    prompter: { id: r.prompterId, firstName: r.prompterFirstName, lastName: r.prompterLastName },
    validDepartmentAudience: extra.audience,
    submissionCount: metrics.engaged_users,
    aiSummary: hidden ? null : aiSummary(r.aiSummary, extra.topics),
    aiSummaryGeneratedAt: hidden ? null : (r.aiSummaryAt?.toISOString() ?? null),
    engagementMetrics: [metrics],
    responsesHidden: hidden,
    minGroupSize: extra.minGroupSize,
    // Newcomers of the audience could be the sender's accounts: k answers beyond them.
    answersNeeded: extra.minGroupSize + r.uncountedSize,
    // "Results appear at 05:00" once enough answers wait for the batch; no count, so
    // the answers after the one that made it enough change nothing until the release.
    ...(hidden && extra.releaseAt ? { releaseAt: extra.releaseAt.toISOString() } : {}),
    translations: r.translations,
  };
}

export const prompterName = (r: Pick<repo.ReachoutRow, 'prompterFirstName' | 'prompterLastName'>) =>
  [r.prompterFirstName, r.prompterLastName].filter(Boolean).join(' ');

/**
 * A reach-out's figures as a CSV or report shows them: "fewer than k" in place of every figure
 * while fewer than k answered (and for an audience below k, from before the rule), so no file
 * carries what the screen hides (ARCHITECTURE §5). `engagement` is the run of cells both files
 * give in this order (answered, surveyed, engagement %, negative, neutral, positive); the medals
 * come in a different order in each.
 */
export function figureCells(r: Reachout) {
  const m = r.engagementMetrics[0]!;
  const hide = ANONYMITY_MSG.fewerThan(r.minGroupSize);
  const shown = !r.responsesHidden;
  const f = (n: number) => (shown ? n : hide);
  return {
    engagement: [
      f(m.engaged_users),
      m.total_users_in_org < r.minGroupSize ? hide : m.total_users_in_org,
      f(m.engagement_percentage),
      f(m.tone_metrics.negative),
      f(m.tone_metrics.neutral),
      f(m.tone_metrics.positive),
    ],
    bronze: f(m.impact_analysis.bronze),
    silver: f(m.impact_analysis.silver),
    gold: f(m.impact_analysis.gold),
  };
}

/** The "Prompted By" cell of the reach-out CSVs: the prompter's name. */
export const promptedByCell = (r: Reachout) => [r.prompter.firstName, r.prompter.lastName].filter(Boolean).join(' ');

/** The "Audience" cell of the reach-out CSVs: the departments it was sent to. */
export const audienceCell = (r: Reachout) => r.validDepartmentAudience.map((d) => d.name).join('; ');
