import {
  comparedPeriods,
  TOPIC_SPARK_WEEKS,
  trendUnit,
  type DashboardTrends,
  type TopicSparklines,
} from '@voyce/contracts/dashboard-figures';
import { periodRange } from '@voyce/contracts/timespan';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import * as repo from './dashboard.repository.ts';
import * as view from './dashboard.serializer.ts';

const RECENT_ACTIVITY = 20;
// The views are overviews: the largest topics, not every one.
const VIEW_TOPICS = 500;
const DAY = 86_400_000;

/**
 * My Dashboard (spec 1 §2, §7). Every figure counts the insights the filters select, the rows
 * of the All Insights tab (contracts/dashboard-figures.ts); the volume compares them with the
 * period before (by default the last 30 days with the 30 before, spec 1 §7). The activity
 * feed is the organisation's latest. Hot and pinned topics come from /findSubmissionGroups.
 */
export function createDashboardService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async summary(auth: AuthContext, filter: repo.DashboardFilter): Promise<DashboardSummary> {
      const f = { ...filter, organizationId: auth.organizationId };
      const now = new Date();
      const selected = repo.dashboardInsights(f, now);
      const periods = comparedPeriods(f.timespan, now);
      const [counts, before, byTheme, byDepartment, activity] = await Promise.all([
        repo.priorityAndTone(db, selected),
        periods ? repo.priorityAndTone(db, repo.dashboardInsights(f, now, periods.previous)) : Promise.resolve([]),
        repo.topicsByTheme(db, selected, VIEW_TOPICS),
        repo.topicsByDepartment(db, f, selected, VIEW_TOPICS),
        repo.recentActivity(db, auth.organizationId, RECENT_ACTIVITY),
      ]);
      return {
        priorityCounts: view.priorityCounts(counts),
        volume: view.volume(view.total(counts), periods ? view.total(before) : null),
        recentActivity: view.recentActivity(activity),
        themes: view.themes(byTheme),
        departments: view.departments(byDepartment),
      };
    },

    async trends(auth: AuthContext, filter: repo.DashboardFilter): Promise<DashboardTrends> {
      const f = { ...filter, organizationId: auth.organizationId };
      const now = new Date();
      const selected = repo.dashboardInsights(f, now);
      const periods = comparedPeriods(f.timespan, now);
      const range = periodRange(f.timespan, now);
      const first = range?.from ? null : await repo.firstInsightDay(db, selected);
      const from = range?.from ?? (first ? new Date(`${first}T00:00:00Z`) : null);
      const to = range?.to ?? new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()) + DAY);
      const unit = trendUnit(from ? Math.round((to.getTime() - from.getTime()) / DAY) : null);
      // The period's totals are the buckets' sums (every selected insight falls in one bucket):
      // counting them again cost a query per view.
      // The heatmap's organisation: the same insights, the department filter aside.
      const organization = f.departments?.length ? repo.dashboardInsights({ ...f, departments: undefined }, now) : selected;
      const [before, buckets, cells, themes] = await Promise.all([
        periods ? repo.priorityAndTone(db, repo.dashboardInsights(f, now, periods.previous)) : Promise.resolve(null),
        repo.trendBuckets(db, selected, unit),
        repo.departmentThemeCounts(db, f, selected),
        repo.themeCounts(db, organization),
      ]);
      return {
        unit,
        current: { ...view.mix(buckets), startDate: from ? view.day(from) : null, endDate: view.day(new Date(to.getTime() - DAY)) },
        previous: periods && before ? { ...view.mix(before), ...periods.previous } : null,
        buckets: view.buckets(buckets, unit, from, to),
        heatmap: { ...view.heatmap(cells), organization: view.organizationThemes(themes) },
      };
    },

    async topicSparklines(auth: AuthContext, topicIds: string[]): Promise<TopicSparklines> {
      if (topicIds.length === 0) return [];
      const now = new Date();
      const thisWeek = view.weekStart(now);
      const from = new Date(thisWeek.getTime() - (TOPIC_SPARK_WEEKS - 1) * 7 * DAY);
      const rows = await repo.weeklyTopicCounts(db, auth.organizationId, [...new Set(topicIds)], from);
      return view.sparklines(topicIds, rows, from, TOPIC_SPARK_WEEKS);
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
