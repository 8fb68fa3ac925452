import type { DashboardTrends, TopicSparklines, TrendUnit } from '@voyce/contracts/dashboard-figures';
import type { DashboardSummary } from '@voyce/contracts/workspace';
import type * as repo from './dashboard.repository.ts';

const EXCERPT = 140;

type Counted = { severity: number | null; tone: string | null; n: number }[];
const SEVERITY_KEYS = { 4: 'critical', 3: 'high', 2: 'medium', 1: 'low' } as const;

export const total = (rows: Counted) => rows.reduce((sum, r) => sum + r.n, 0);

export function priorityCounts(rows: Counted): DashboardSummary['priorityCounts'] {
  const counts = { critical: 0, high: 0, medium: 0, low: 0 };
  for (const r of rows) {
    const key = SEVERITY_KEYS[r.severity as keyof typeof SEVERITY_KEYS];
    if (key) counts[key] += r.n;
  }
  return counts;
}

function tones(rows: Counted): DashboardTrends['current']['tone'] {
  const counts = { positive: 0, neutral: 0, negative: 0 };
  for (const r of rows) if (r.tone === 'positive' || r.tone === 'neutral' || r.tone === 'negative') counts[r.tone] += r.n;
  return counts;
}

/** Total, priority mix and tone of a set of insights. */
export const mix = (rows: Counted) => ({ total: total(rows), priority: priorityCounts(rows), tone: tones(rows) });

/**
 * Spec 1 §7: the period's total against the period before; no percent without a base. A period
 * with nothing before it (all time) compares with nothing: previous 0, delta 0.
 */
export function volume(current: number, before: number | null): DashboardSummary['volume'] {
  if (before === null) return { total: current, previous: 0, delta: 0, deltaPercent: null };
  const delta = current - before;
  return { total: current, previous: before, delta, deltaPercent: before === 0 ? null : Math.round((delta / before) * 1000) / 10 };
}

export const day = (d: Date) => d.toISOString().slice(0, 10);
const DAY = 86_400_000;
const startOfDay = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate()));
export const weekStart = (d: Date) => new Date(startOfDay(d).getTime() - ((d.getUTCDay() + 6) % 7) * DAY);
const monthStart = (d: Date) => new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));

/** Every bucket of the range, empty ones too (a trend with gaps would hide quiet weeks). */
export function buckets(
  rows: (Counted[number] & { start: string })[],
  unit: TrendUnit,
  from: Date | null,
  to: Date,
): DashboardTrends['buckets'] {
  const byStart = new Map<string, Counted>();
  for (const r of rows) byStart.set(r.start, [...(byStart.get(r.start) ?? []), r]);
  const first = from ?? (rows.length ? new Date(`${rows.map((r) => r.start).sort()[0]}T00:00:00Z`) : null);
  if (!first) return [];
  const out: DashboardTrends['buckets'] = [];
  let at = unit === 'day' ? startOfDay(first) : unit === 'week' ? weekStart(first) : monthStart(first);
  while (at < to && out.length < 400) {
    const key = day(at);
    const { total: n, priority, tone } = mix(byStart.get(key) ?? []);
    out.push({ start: key, total: n, priority, tone });
    at =
      unit === 'day'
        ? new Date(at.getTime() + DAY)
        : unit === 'week'
          ? new Date(at.getTime() + 7 * DAY)
          : new Date(Date.UTC(at.getUTCFullYear(), at.getUTCMonth() + 1, 1));
  }
  return out;
}

/** Departments and themes by their totals, largest first, with the non-empty cells. */
export function heatmap(rows: Awaited<ReturnType<typeof repo.departmentThemeCounts>>): DashboardTrends['heatmap'] {
  const departments = new Map<string, { id: string; name: string; total: number }>();
  const themes = new Map<string, number>();
  for (const r of rows) {
    const d = departments.get(r.departmentId) ?? { id: r.departmentId, name: r.department, total: 0 };
    d.total += r.n;
    departments.set(r.departmentId, d);
    themes.set(r.theme, (themes.get(r.theme) ?? 0) + r.n);
  }
  return {
    departments: [...departments.values()].sort((a, b) => b.total - a.total || a.name.localeCompare(b.name)),
    themes: [...themes].map(([theme, n]) => ({ theme, total: n })).sort((a, b) => b.total - a.total || a.theme.localeCompare(b.theme)),
    cells: rows.map((r) => ({ departmentId: r.departmentId, theme: r.theme, count: r.n })),
  };
}

/** The organisation's insights by theme, largest first, and their total. */
export function organizationThemes(
  rows: Awaited<ReturnType<typeof repo.themeCounts>>,
): NonNullable<DashboardTrends['heatmap']['organization']> {
  return {
    total: rows.reduce((s, r) => s + r.n, 0),
    themes: rows.map((r) => ({ theme: r.theme, total: r.n })).sort((a, b) => b.total - a.total || a.theme.localeCompare(b.theme)),
  };
}

/** Each asked topic's weekly counts, oldest week first, zeros included. */
export function sparklines(
  topicIds: string[],
  rows: Awaited<ReturnType<typeof repo.weeklyTopicCounts>>,
  from: Date,
  weeks: number,
): TopicSparklines {
  const index = (week: string) => Math.round((new Date(`${week}T00:00:00Z`).getTime() - from.getTime()) / (7 * DAY));
  return [...new Set(topicIds)].map((topicId) => {
    const counts = new Array<number>(weeks).fill(0);
    for (const r of rows) {
      const i = index(r.week);
      if (r.topicId === topicId && i >= 0 && i < weeks) counts[i]! += r.n;
    }
    return { topicId, weeks: counts };
  });
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
