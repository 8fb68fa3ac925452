import { describe, expect, it } from 'vitest';
import { windowRange } from './import-window';

describe('windowRange (the preview grid draws only the rows in view)', () => {
  const base = { rowHeight: 40, viewportHeight: 400, overscan: 5 };

  it('draws the rows in view plus a few either side, never past the ends', () => {
    expect(windowRange({ ...base, scrollTop: 0, count: 5000 })).toEqual({ start: 0, end: 15 });
    expect(windowRange({ ...base, scrollTop: 40 * 1000, count: 5000 })).toEqual({ start: 995, end: 1015 });
    expect(windowRange({ ...base, scrollTop: 40 * 4990, count: 5000 })).toEqual({ start: 4985, end: 5000 });
  });

  it('counts a row cut by the bottom edge as in view', () => {
    expect(windowRange({ ...base, overscan: 0, scrollTop: 20, count: 5000 })).toEqual({ start: 0, end: 11 });
  });

  it('copes with few rows, no rows and a scroll position past the end (after rows were removed)', () => {
    expect(windowRange({ ...base, scrollTop: 0, count: 3 })).toEqual({ start: 0, end: 3 });
    expect(windowRange({ ...base, scrollTop: 0, count: 0 })).toEqual({ start: 0, end: 0 });
    expect(windowRange({ ...base, scrollTop: 40 * 10_000, count: 50 })).toEqual({ start: 35, end: 50 });
  });

  it('keeps the work per frame flat: 5,000 or 50,000 rows draw the same few', () => {
    const a = windowRange({ ...base, scrollTop: 40 * 2500, count: 5000 });
    const b = windowRange({ ...base, scrollTop: 40 * 2500, count: 50_000 });
    expect(a.end - a.start).toBe(b.end - b.start);
    expect(a.end - a.start).toBeLessThanOrEqual(21);
  });
});
