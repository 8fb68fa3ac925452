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
 * tile, the trends card): one rounding, a whole percent (issue 34: '+8.5%' on one and '+9%' on the
 * other for the same change). '+17' and '+9%'; no percent without a base; null: no period before.
 */
export function changeText(current: number, previous: number | null): { delta: string; percent: string | null } | null {
  const c = change(current, previous);
  if (!c) return null;
  return { delta: signed(c.delta), percent: c.percent === null ? null : `${signed(c.percent)}%` };
}

/** A share of a total as a whole percent (0 of nothing is 0). */
export const share = (n: number, total: number) => (total === 0 ? 0 : Math.round((n / total) * 100));

/**
 * The heatmap's grid: the busiest departments and themes (at most `maxRows` × `maxColumns`; the
 * rest are named as left out), each cell's count and its strength against the busiest cell.
 */
export function heatmapGrid(h: DashboardTrends['heatmap'], maxRows = 8, maxColumns = 6) {
  const rows = h.departments.slice(0, maxRows);
  const columns = h.themes.slice(0, maxColumns);
  const count = new Map(h.cells.map((c) => [`${c.departmentId}|${c.theme}`, c.count]));
  const grid = rows.map((d) => ({
    department: d,
    cells: columns.map((c) => count.get(`${d.id}|${c.theme}`) ?? 0),
  }));
  const max = Math.max(0, ...grid.flatMap((r) => r.cells));
  return {
    columns,
    rows: grid.map((r) => ({ ...r, strength: r.cells.map((n) => (max === 0 ? 0 : n / max)) })),
    hiddenRows: h.departments.length - rows.length,
    hiddenColumns: h.themes.length - columns.length,
  };
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
