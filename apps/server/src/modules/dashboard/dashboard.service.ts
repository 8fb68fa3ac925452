import { timespanRange } from '@voyce/contracts/timespan';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import type { Db } from '../../db/client.ts';
import type { AuthContext } from '../../http/auth-context.ts';
import * as repo from './dashboard.repository.ts';
import * as view from './dashboard.serializer.ts';

const RECENT_ACTIVITY = 20;
// The views are overviews: the largest topics, not every one.
const VIEW_TOPICS = 500;

/**
 * My Dashboard's figures in one call (spec 1 §2, §7). The filters narrow the priority counts
 * and the theme and department views; the volume has its own 30/60-day window; the activity
 * feed is the organisation's latest. Hot and pinned topics come from /findSubmissionGroups.
 */
export function createDashboardService(deps: { db: Db }) {
  const { db } = deps;
  return {
    async summary(auth: AuthContext, filter: repo.DashboardFilter): Promise<DashboardSummary> {
      const f = { ...filter, organizationId: auth.organizationId };
      const now = new Date();
      const topics = repo.dashboardTopicWhere(f, now);
      const last30 = timespanRange('last_30_days', now);
      const last60 = timespanRange('last_60_days', now);
      const [counts, byTheme, byDepartment, vol, activity] = await Promise.all([
        repo.priorityCounts(db, topics),
        repo.topicsByTheme(db, topics, VIEW_TOPICS),
        repo.topicsByDepartment(db, f, topics, VIEW_TOPICS),
        repo.volumeCounts(db, f, last60.from!, last30.from!),
        repo.recentActivity(db, auth.organizationId, RECENT_ACTIVITY),
      ]);
      return {
        priorityCounts: view.priorityCounts(counts),
        volume: view.volume(vol.all, vol.recent),
        recentActivity: view.recentActivity(activity),
        themes: view.themes(byTheme),
        departments: view.departments(byDepartment),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
