/**
 * The rows of a long list a scrolled viewport shows (the import preview's grid): with fixed row
 * heights the window is arithmetic, so 5,000 or 50,000 rows cost the same few drawn ones.
 * `end` is exclusive; `overscan` rows either side keep fast scrolling from showing blanks. A
 * scroll position past the end (rows were just removed) shows the last rows.
 */
export function windowRange(v: { scrollTop: number; viewportHeight: number; rowHeight: number; count: number; overscan: number }): {
  start: number;
  end: number;
} {
  const visible = Math.max(1, Math.ceil(v.viewportHeight / v.rowHeight));
  const first = Math.min(Math.max(0, Math.floor(v.scrollTop / v.rowHeight)), Math.max(0, v.count - visible));
  const last = Math.min(v.count, Math.ceil((Math.max(0, v.scrollTop) + v.viewportHeight) / v.rowHeight));
  return { start: Math.max(0, first - v.overscan), end: Math.min(v.count, Math.max(last, first) + v.overscan) };
}
