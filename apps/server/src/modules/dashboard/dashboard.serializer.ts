import type { DashboardSummary } from '@voyce/contracts/workspace';
import type * as repo from './dashboard.repository.ts';

const EXCERPT = 140;

export function priorityCounts(rows: Awaited<ReturnType<typeof repo.priorityCounts>>): DashboardSummary['priorityCounts'] {
  const n = (s: number) => rows.filter((r) => r.severity === s).reduce((sum, r) => sum + r.n, 0);
  return { critical: n(4), high: n(3), medium: n(2), low: n(1) };
}

/** Spec 1 §7: total of the last 30 days against the 30 before; no percent without a base. */
export function volume(last60: number, last30: number): DashboardSummary['volume'] {
  const previous = last60 - last30;
  const delta = last30 - previous;
  return { total: last30, previous, delta, deltaPercent: previous === 0 ? null : Math.round((delta / previous) * 1000) / 10 };
}

export function recentActivity(rows: Awaited<ReturnType<typeof repo.recentActivity>>): DashboardSummary['recentActivity'] {
  return rows.map((r) => {
    const text = r.excerpt.replace(/\s+/g, ' ').trim();
    return {
      id: r.id,
      actionType: r.actionType,
      submissionId: r.submissionId,
      createdAt: r.createdAt.toISOString(),
      // A leader's name; the employee's own steps (reveal answers) stay nameless.
      userName: r.createdBy === 'leader' ? [r.firstName, r.lastName].filter(Boolean).join(' ') || null : null,
      excerpt: text.length > EXCERPT ? `${text.slice(0, EXCERPT - 1).trimEnd()}…` : text,
    };
  });
}

export function themes(rows: Awaited<ReturnType<typeof repo.topicsByTheme>>): DashboardSummary['themes'] {
  const byTheme = new Map<string, DashboardSummary['themes'][number]>();
  for (const r of rows) {
    const entry = byTheme.get(r.theme) ?? { theme: r.theme, topics: [] };
    entry.topics.push({ id: r.id, topic: r.topic, count: r.count, severity: r.severity });
    byTheme.set(r.theme, entry);
  }
  const total = (t: DashboardSummary['themes'][number]) => t.topics.reduce((s, x) => s + x.count, 0);
  return [...byTheme.values()].sort((a, b) => total(b) - total(a) || a.theme.localeCompare(b.theme));
}

export function departments(rows: Awaited<ReturnType<typeof repo.topicsByDepartment>>): DashboardSummary['departments'] {
  const byDept = new Map<string, DashboardSummary['departments'][number]>();
  for (const r of rows) {
    const entry = byDept.get(r.departmentId) ?? { departmentId: r.departmentId, department: r.department, topics: [] };
    entry.topics.push({ id: r.id, topic: r.topic, count: r.count });
    byDept.set(r.departmentId, entry);
  }
  return [...byDept.values()];
}
