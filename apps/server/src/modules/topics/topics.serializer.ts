import { startOfUtcDay } from '@voyce/contracts/anonymity';
import { severityName, type SubmissionGroup, type TopicInsightFigures } from '@voyce/contracts/insights';
import type { ChartRow } from '@voyce/contracts/workspace';
import type { CsvCell } from '../../lib/csv.ts';
import type { ChartCount } from './topic-chart.repository.ts';
import type * as repo from './topics.repository.ts';

type TopicRow = repo.ListedTopic;
export function serializeTopics(rows: TopicRow[]): SubmissionGroup[] {
  return rows.map((t) => ({
    id: t.id,
    topicId: t.id,
    topic: t.topic,
    theme: t.theme,
    count: t.submissionCount,
    startDate: t.createdAt,
    severity: t.severity,
    severityName: severityName(t.severity),
    status: t.status,
    topicPinnedAt: t.topicPinnedAt,
    departmentClassifications: t.classifications,
    organizationId: t.organizationId,
    insightsSummary: t.summary == null ? [] : [t.summary],
    ...(t.summary != null && t.summaryMade
      ? { insightsSummaryInfo: { generatedAt: t.summaryMade.at, insightCount: t.summaryMade.count } }
      : {}),
  }));
}

/** The day of an insight (the start of its UTC day): no finer time of anonymous content leaves the server. */
const insightDay = (at: Date | null) => (at ? startOfUtcDay(at).toISOString() : null);

/** A topic's page figures: counts by priority and tone, and the days of its first and last insight. */
export function serializeInsightFigures(f: Awaited<ReturnType<typeof repo.topicInsightFigures>>): TopicInsightFigures {
  return {
    total: f.total,
    byPriority: { Low: f.low, Medium: f.medium, High: f.high, Critical: f.critical },
    byTone: { positive: f.positive, neutral: f.neutral, negative: f.negative },
    firstInsightAt: insightDay(f.first),
    lastInsightAt: insightDay(f.last),
  };
}

/** One CSV record per topic, in the order of TOPICS_EXPORT_COLUMNS. */
export function topicCsvRecord(t: TopicRow): CsvCell[] {
  return [
    t.topic,
    t.theme,
    severityName(t.severity),
    t.status === 'closed' ? 'Closed' : 'Open',
    t.createdAt.slice(0, 10),
    t.topicPinnedAt ? 'Yes' : 'No',
    t.classifications.map((c) => c.name).join('; '),
    t.submissionCount,
  ];
}

const PRIORITIES = ['Low', 'Medium', 'High', 'Critical'] as const;

/** (classification, severity, topics) rows -> one chart row per classification with all four priorities (the spec names its fields department and departmentId). */
export function chartRows(rows: ChartCount[]): ChartRow[] {
  const byDept = new Map<string, ChartRow>();
  for (const r of rows) {
    let row = byDept.get(r.departmentId);
    if (!row) {
      row = { department: r.department, departmentId: r.departmentId, Low: 0, Medium: 0, High: 0, Critical: 0 };
      byDept.set(r.departmentId, row);
    }
    row[PRIORITIES[Math.min(4, Math.max(1, r.severity)) - 1]!] += r.n;
  }
  return [...byDept.values()];
}
