import type { DashboardTrends } from '@voyce/contracts/dashboard-figures';

export type Mix = DashboardTrends['current'];
export const PRIORITY_KEYS = ['critical', 'high', 'medium', 'low'] as const;
export const TONE_KEYS = ['positive', 'neutral', 'negative'] as const;

/** The change from the period before: absolute, and in percent when there is a base. */
export function change(current: number, previous: number | null): { delta: number; percent: number | null } | null {
  if (previous === null) return null;
  const delta = current - previous;
  // Halves away from zero, so a fall rounds as the same rise does.
  const percent = (delta / previous) * 100;
  return { delta, percent: previous === 0 ? null : Math.sign(percent) * Math.round(Math.abs(percent)) };
}

const signed = (n: number) => (n > 0 ? `+${n}` : String(n));

/**
 * The change from the period before as the dashboard writes it, wherever it does (the volume
 * tile, the trends card): one rounding, a whole percent ('+8.5%' on one and '+9%' on the
 * other for the same change). '+17' and '+9%'; no percent without a base; null: no period before.
 */
export function changeText(current: number, previous: number | null): { delta: string; percent: string | null } | null {
  const c = change(current, previous);
  if (!c) return null;
  return { delta: signed(c.delta), percent: c.percent === null ? null : `${signed(c.percent)}%` };
}

/** A share of a total as a whole percent (0 of nothing is 0). */
export const share = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 100));

/** A heatmap column: one theme, or "Other" gathering every theme past the busiest (and the insights without one). */
export type HeatmapColumn = { key: string; label: string; themes: string[]; total: number; other: boolean };

const OTHER = 'Other';

/**
 * The heatmap's grid: every theme reachable. The busiest `maxColumns - 1` themes get
 * a column each and the rest (with the insights filed under no theme, which the server names
 * 'Other') one "Other" column, so no insight is left out of a row. Rows are the busiest
 * departments (`maxRows`, or all); each cell has its count, its strength against the busiest
 * cell, and its share of the department's insights beside the organisation's share of the theme.
 */
export function heatmapGrid(h: DashboardTrends['heatmap'], maxRows: number | null = 8, maxColumns = 6) {
  const rows = maxRows === null ? h.departments : h.departments.slice(0, maxRows);
  const named = h.themes.filter((t) => t.theme !== OTHER);
  const fits = h.themes.length <= maxColumns;
  const own = fits ? named : named.slice(0, maxColumns - 1);
  const rest = h.themes.filter((t) => !own.includes(t));
  const columns: HeatmapColumn[] = [
    ...own.map((t) => ({ key: t.theme, label: t.theme, themes: [t.theme], total: t.total, other: false })),
    ...(rest.length
      ? [{ key: OTHER, label: OTHER, themes: rest.map((t) => t.theme), total: rest.reduce((n, t) => n + t.total, 0), other: true }]
      : []),
  ];
  const count = new Map(h.cells.map((c) => [`${c.departmentId}|${c.theme}`, c.count]));
  const grid = rows.map((d) => ({
    department: d,
    cells: columns.map((c) => c.themes.reduce((n, theme) => n + (count.get(`${d.id}|${theme}`) ?? 0), 0)),
  }));
  const max = Math.max(0, ...grid.flatMap((r) => r.cells));
  // The organisation's share of each column (each insight once); without it, the departments' sums.
  const org = h.organization ?? { total: h.themes.reduce((n, t) => n + t.total, 0), themes: h.themes };
  const orgCount = new Map(org.themes.map((t) => [t.theme, t.total]));
  const orgCells = columns.map((c) => c.themes.reduce((n, theme) => n + (orgCount.get(theme) ?? 0), 0));
  return {
    columns,
    rows: grid.map((r) => ({
      ...r,
      strength: r.cells.map((n) => (max === 0 ? 0 : n / max)),
      share: r.cells.map((n) => share(n, r.department.total)),
    })),
    organization: { total: org.total, cells: orgCells, share: orgCells.map((n) => share(n, org.total)) },
    hiddenRows: h.departments.length - rows.length,
  };
}

/**
 * The value axis of a bar chart: round steps (1, 2 or 5 times a power of ten) from 0 to at least
 * `max`, at most `most` steps; the last tick is the top of the chart.
 */
export function axisTicks(max: number, most = 4): number[] {
  if (max <= 0) return [0, 1];
  const raw = max / most;
  const power = 10 ** Math.floor(Math.log10(raw));
  const step = [1, 2, 5, 10].map((m) => m * power).find((s) => s >= raw && Number.isInteger(s)) ?? Math.ceil(raw);
  const top = Math.ceil(max / step) * step;
  return Array.from({ length: top / step + 1 }, (_, i) => i * step);
}

const DAY = 86_400_000;
const dayOf = (iso: string) => Date.parse(`${iso}T00:00:00Z`);
const isoOf = (t: number) => new Date(t).toISOString().slice(0, 10);

/**
 * The days a trend bar covers, yyyy-MM-dd, inclusive: its day, its week (Monday to Sunday) or its
 * month, cut to the period shown (a week or month the period starts or ends inside).
 */
export function bucketPeriod(
  start: string,
  unit: DashboardTrends['unit'],
  period: { startDate: string | null; endDate: string | null },
): { from: string; to: string } {
  const s = dayOf(start);
  const d = new Date(s);
  const end = unit === 'day' ? s : unit === 'week' ? s + 6 * DAY : Date.UTC(d.getUTCFullYear(), d.getUTCMonth() + 1, 1) - DAY;
  const from = period.startDate && dayOf(period.startDate) > s ? dayOf(period.startDate) : s;
  const to = period.endDate && dayOf(period.endDate) < end ? dayOf(period.endDate) : end;
  return { from: isoOf(from), to: isoOf(Math.max(from, to)) };
}

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** 'Mar 4, 2025', 'Mar 3 – 9, 2025', 'Feb 24 – Mar 2, 2025', 'Dec 30, 2024 – Jan 5, 2025' (UTC days, the product's date style). */
export function periodText({ from, to }: { from: string; to: string }): string {
  const [fy, fm, fd] = from.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = to.split('-').map(Number) as [number, number, number];
  const last = `${MONTHS[tm - 1]} ${td}, ${ty}`;
  if (from === to) return last;
  if (fy !== ty) return `${MONTHS[fm - 1]} ${fd}, ${fy} – ${last}`;
  if (fm !== tm) return `${MONTHS[fm - 1]} ${fd} – ${last}`;
  return `${MONTHS[fm - 1]} ${fd} – ${td}, ${ty}`;
}

/** The weeks a topic's sparkline covers: from the Monday `weeks - 1` weeks before this one to today (UTC, as the server counts). */
export function sparklinePeriod(now: Date, weeks: number): { from: string; to: string } {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const monday = today - ((new Date(today).getUTCDay() + 6) % 7) * DAY;
  return { from: isoOf(monday - (weeks - 1) * 7 * DAY), to: isoOf(today) };
}

/** The points of a sparkline through `values` in a `width` × `height` box (a flat line for nothing). */
export function sparklinePoints(values: number[], width: number, height: number, pad = 2): string {
  if (values.length === 0) return '';
  const max = Math.max(...values);
  const step = values.length > 1 ? (width - pad * 2) / (values.length - 1) : 0;
  return values
    .map((v, i) => {
      const x = pad + i * step;
      const y = max === 0 ? height - pad : height - pad - (v / max) * (height - pad * 2);
      return `${Math.round(x * 10) / 10},${Math.round(y * 10) / 10}`;
    })
    .join(' ');
}
