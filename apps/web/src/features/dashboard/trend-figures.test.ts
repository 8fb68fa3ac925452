import { describe, expect, it } from 'vitest';
import { change, changeText, heatmapGrid, share, sparklinePoints } from './trend-figures';

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
    expect(grid.hiddenColumns).toBe(0);
  });

  it('draws a sparkline from left to right, highest at the top, flat along the bottom for nothing', () => {
    expect(sparklinePoints([0, 2, 1], 20, 10, 0)).toBe('0,10 10,0 20,5');
    expect(sparklinePoints([0, 0], 20, 10, 0)).toBe('0,10 20,10');
  });
});
