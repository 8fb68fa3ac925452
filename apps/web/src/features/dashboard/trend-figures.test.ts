import { describe, expect, it } from 'vitest';
import {
  axisTicks,
  bucketPeriod,
  change,
  changeText,
  heatmapGrid,
  periodText,
  share,
  sparklinePeriod,
  sparklinePoints,
} from './trend-figures';

describe('trend figures', () => {
  it('gives the change from the period before, without a percent when there was nothing', () => {
    expect(change(12, 8)).toEqual({ delta: 4, percent: 50 });
    expect(change(3, 0)).toEqual({ delta: 3, percent: null });
    expect(change(5, null)).toBeNull();
    expect(share(1, 3)).toBe(33);
    expect(share(0, 0)).toBe(0);
  });

  it('writes a change in one rounding, a whole percent, for the volume tile and the trends card alike (issue 34)', () => {
    // 200 -> 217: the tile said '+8.5%' (the server's one decimal) and the card '+9%'.
    expect(changeText(217, 200)).toEqual({ delta: '+17', percent: '+9%' });
    expect(changeText(183, 200)).toEqual({ delta: '-17', percent: '-9%' });
    expect(changeText(200, 200)).toEqual({ delta: '0', percent: '0%' });
    expect(changeText(5, 0)).toEqual({ delta: '+5', percent: null });
    expect(changeText(5, null)).toBeNull();
  });

  it('keeps the busiest departments and themes, scales cells to the busiest, and says what it left out', () => {
    const grid = heatmapGrid(
      {
        departments: [
          { id: 'a', name: 'A', total: 5 },
          { id: 'b', name: 'B', total: 2 },
          { id: 'c', name: 'C', total: 1 },
        ],
        themes: [
          { theme: 'Pay', total: 6 },
          { theme: 'Safety', total: 2 },
        ],
        cells: [
          { departmentId: 'a', theme: 'Pay', count: 4 },
          { departmentId: 'a', theme: 'Safety', count: 1 },
          { departmentId: 'b', theme: 'Pay', count: 2 },
          { departmentId: 'c', theme: 'Safety', count: 1 },
        ],
      },
      2,
      2,
    );
    expect(grid.rows.map((r) => r.cells)).toEqual([
      [4, 1],
      [2, 0],
    ]);
    expect(grid.rows[0]!.strength).toEqual([1, 0.25]);
    expect(grid.hiddenRows).toBe(1);
  });

  it('reaches every theme: the busiest get a column, the rest and the unthemed one "Other" (issue 34)', () => {
    const h = {
      departments: [
        { id: 'a', name: 'A', total: 10 },
        { id: 'b', name: 'B', total: 4 },
      ],
      themes: [
        { theme: 'Pay', total: 6 },
        { theme: 'Other', total: 3 },
        { theme: 'Safety', total: 3 },
        { theme: 'Tools', total: 2 },
      ],
      cells: [
        { departmentId: 'a', theme: 'Pay', count: 5 },
        { departmentId: 'a', theme: 'Other', count: 2 },
        { departmentId: 'a', theme: 'Safety', count: 1 },
        { departmentId: 'a', theme: 'Tools', count: 2 },
        { departmentId: 'b', theme: 'Pay', count: 1 },
        { departmentId: 'b', theme: 'Other', count: 1 },
        { departmentId: 'b', theme: 'Safety', count: 2 },
      ],
      organization: {
        total: 20,
        themes: [
          { theme: 'Pay', total: 5 },
          { theme: 'Safety', total: 5 },
          { theme: 'Other', total: 6 },
          { theme: 'Tools', total: 4 },
        ],
      },
    };
    const grid = heatmapGrid(h, null, 3);
    expect(grid.columns.map((c) => [c.label, c.themes])).toEqual([
      ['Pay', ['Pay']],
      ['Safety', ['Safety']],
      ['Other', ['Other', 'Tools']],
    ]);
    // Every insight of a department is in one of its cells.
    expect(grid.rows.map((r) => r.cells)).toEqual([
      [5, 1, 4],
      [1, 2, 1],
    ]);
    // A department's share of its insights against the organisation's.
    expect(grid.rows[0]!.share).toEqual([50, 10, 40]);
    expect(grid.organization).toEqual({ total: 20, cells: [5, 5, 10], share: [25, 25, 50] });
    // All fit: no "Other" column gathering, every theme its own.
    expect(heatmapGrid(h, null, 4).columns.map((c) => c.label)).toEqual(['Pay', 'Safety', 'Tools', 'Other']);
    expect(heatmapGrid({ ...h, organization: undefined }, null, 4).organization.total).toBe(14);
  });

  it('puts round values on the trend axis, from 0 to at least the tallest bar', () => {
    expect(axisTicks(0)).toEqual([0, 1]);
    expect(axisTicks(1)).toEqual([0, 1]);
    expect(axisTicks(3)).toEqual([0, 1, 2, 3]);
    expect(axisTicks(7)).toEqual([0, 2, 4, 6, 8]);
    expect(axisTicks(12)).toEqual([0, 5, 10, 15]);
    expect(axisTicks(40)).toEqual([0, 10, 20, 30, 40]);
    expect(axisTicks(230)).toEqual([0, 100, 200, 300]);
  });

  it('names the days each trend bar covers, cut to the period shown', () => {
    const period = { startDate: '2025-02-05', endDate: '2025-03-06' };
    expect(bucketPeriod('2025-03-04', 'day', period)).toEqual({ from: '2025-03-04', to: '2025-03-04' });
    expect(bucketPeriod('2025-02-24', 'week', period)).toEqual({ from: '2025-02-24', to: '2025-03-02' });
    expect(bucketPeriod('2025-02-03', 'week', period)).toEqual({ from: '2025-02-05', to: '2025-02-09' });
    expect(bucketPeriod('2025-03-03', 'week', period)).toEqual({ from: '2025-03-03', to: '2025-03-06' });
    expect(bucketPeriod('2025-02-01', 'month', { startDate: null, endDate: null })).toEqual({ from: '2025-02-01', to: '2025-02-28' });
    expect(periodText({ from: '2025-03-04', to: '2025-03-04' })).toBe('Mar 4, 2025');
    expect(periodText({ from: '2025-03-03', to: '2025-03-09' })).toBe('Mar 3 – 9, 2025');
    expect(periodText({ from: '2025-02-24', to: '2025-03-02' })).toBe('Feb 24 – Mar 2, 2025');
    expect(periodText({ from: '2024-12-30', to: '2025-01-05' })).toBe('Dec 30, 2024 – Jan 5, 2025');
  });

  it('says which weeks a sparkline covers: eight Mondays back to today', () => {
    // Thursday Mar 6, 2025: this week began Monday Mar 3; seven weeks before, Jan 13.
    expect(sparklinePeriod(new Date('2025-03-06T15:00:00Z'), 8)).toEqual({ from: '2025-01-13', to: '2025-03-06' });
    expect(sparklinePeriod(new Date('2025-03-03T00:30:00Z'), 1)).toEqual({ from: '2025-03-03', to: '2025-03-03' });
  });

  it('draws a sparkline from left to right, highest at the top, flat along the bottom for nothing', () => {
    expect(sparklinePoints([0, 2, 1], 20, 10, 0)).toBe('0,10 10,0 20,5');
    expect(sparklinePoints([0, 0], 20, 10, 0)).toBe('0,10 20,10');
  });
});
