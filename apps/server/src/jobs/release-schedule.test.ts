import { describe, expect, it } from 'vitest';
import { everyMinutesCron, nextReleaseAt } from './release-schedule.ts';

describe('the release schedule', () => {
  it('names the next boundary of the period on the UTC clock, the cron the scheduler registers', () => {
    const at = (iso: string) => new Date(iso);
    expect(nextReleaseAt(at('2025-03-04T04:12:00Z'), 60).toISOString()).toBe('2025-03-04T05:00:00.000Z');
    expect(nextReleaseAt(at('2025-03-04T04:12:00Z'), 15).toISOString()).toBe('2025-03-04T04:15:00.000Z');
    expect(nextReleaseAt(at('2025-03-04T05:12:00Z'), 360).toISOString()).toBe('2025-03-04T06:00:00.000Z');
    expect(nextReleaseAt(at('2025-03-04T23:30:00Z'), 120).toISOString()).toBe('2025-03-05T00:00:00.000Z');
    // A tick seconds ago may not have run yet (pg-boss starts cron jobs a little late): it is still the next.
    expect(nextReleaseAt(at('2025-03-04T05:00:20Z'), 60).toISOString()).toBe('2025-03-04T05:00:00.000Z');
    expect(nextReleaseAt(at('2025-03-04T05:01:30Z'), 60).toISOString()).toBe('2025-03-04T06:00:00.000Z');
    expect(everyMinutesCron(60)).toBe('0 * * * *');
    expect(everyMinutesCron(15)).toBe('*/15 * * * *');
    expect(everyMinutesCron(360)).toBe('0 */6 * * *');
  });
});
