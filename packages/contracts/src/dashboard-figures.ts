import { z } from './zod.ts';
import { periodRange } from './timespan.ts';

export { dashboardInsightFilter, dashboardTopicInsights, type DashboardFilterInput } from './dashboard-insight-filter.ts';
export { TOPIC_SPARK_WEEKS } from './topic-spark-weeks.ts';

const zUuid = z.uuid({ error: 'Invalid id' });

const DAY = 86_400_000;
const isoDay = (d: Date) => d.toISOString().slice(0, 10);

/**
 * The period a dashboard filter shows and the one before it, of equal length, as inclusive
 * yyyy-MM-dd days. The default (the last 30 days) compares with the 30 before, as spec 1 §7's
 * volume does. A period without a start (all time, or a timespan the server does not know) has
 * nothing before it to compare with.
 */
export function comparedPeriods(timespan: string | undefined, now: Date): { current: DayRange; previous: DayRange } | null {
  const range = periodRange(timespan ?? 'last_30_days', now);
  if (!range?.from || !range.to) return null;
  const length = range.to.getTime() - range.from.getTime();
  const previousFrom = new Date(range.from.getTime() - length);
  return {
    current: { startDate: isoDay(range.from), endDate: isoDay(new Date(range.to.getTime() - DAY)) },
    previous: { startDate: isoDay(previousFrom), endDate: isoDay(new Date(range.from.getTime() - DAY)) },
  };
}
export type DayRange = { startDate: string; endDate: string };

/** How the trend groups its insights: by day up to a month, by week up to half a year, else by month. */
export type TrendUnit = 'day' | 'week' | 'month';
export function trendUnit(days: number | null): TrendUnit {
  if (days !== null && days <= 31) return 'day';
  if (days !== null && days <= 184) return 'week';
  return 'month';
}

const zCounts = z.object({ critical: z.number(), high: z.number(), medium: z.number(), low: z.number() });
const zTones = z.object({ positive: z.number(), neutral: z.number(), negative: z.number() });

/** /fetchDashboardTrends: the dashboard's insights over time, against the period before, and by department and theme. */
export const zDashboardTrends = z.object({
  unit: z.enum(['day', 'week', 'month']),
  current: z.object({
    startDate: z.nullable(z.string()),
    endDate: z.nullable(z.string()),
    total: z.number(),
    priority: zCounts,
    tone: zTones,
  }),
  previous: z.nullable(z.object({ startDate: z.string(), endDate: z.string(), total: z.number(), priority: zCounts, tone: zTones })),
  buckets: z.array(z.object({ start: z.string(), total: z.number(), priority: zCounts, tone: zTones })),
  heatmap: z.object({
    departments: z.array(z.object({ id: z.string(), name: z.string(), total: z.number() })),
    themes: z.array(z.object({ theme: z.string(), total: z.number() })),
    cells: z.array(z.object({ departmentId: z.string(), theme: z.string(), count: z.number() })),
    /**
     * Ours: the whole organisation's selected insights by theme, each insight once and
     * whatever its department (the department filter aside): what a department's share of a
     * theme is compared with.
     */
    organization: z.optional(z.object({ total: z.number(), themes: z.array(z.object({ theme: z.string(), total: z.number() })) })),
  }),
});
export type DashboardTrends = z.infer<typeof zDashboardTrends>;

/** /fetchTopicSparklines: each topic's insights per week over the last TOPIC_SPARK_WEEKS weeks, oldest first. */
export const zTopicSparklinesRequest = z.strictObject({ organizationId: zUuid, topicIds: z.array(zUuid).check(z.maxLength(50)) });
export const zTopicSparklines = z.array(z.object({ topicId: z.string(), weeks: z.array(z.number()) }));
export type TopicSparklines = z.infer<typeof zTopicSparklines>;
