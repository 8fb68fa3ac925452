import { describe, expect, it } from 'vitest';
import { mergeTimeline, type TimelineItem } from './timeline-order';

type Item = TimelineItem & { id: string; at: string };
// The server numbers an insight's entries in the order they happened (seq).
const leader = (id: string, at: string, seq: number): Item => ({ id, at, seq });
// The employee's entries come as midnight UTC of their day: only seq places them.
const employee = (id: string, day: string, seq: number): Item => ({ id, at: `${day}T00:00:00.000Z`, seq });
const ids = (items: Item[]) => items.map((i) => i.id);

describe('mergeTimeline', () => {
  it("keeps each list's own order, even where the employee's day would sort earlier", () => {
    // The leader asked at 11:00 and the employee accepted later that day: stored at midnight.
    const activity = [leader('request', '2026-03-04T11:00:00.000Z', 1), employee('accepted', '2026-03-04', 2)];
    expect(ids(mergeTimeline([], activity))).toEqual(['request', 'accepted']);
  });

  it('interleaves the two lists across days', () => {
    const messages = [
      leader('reply', '2026-03-04T10:00:00.000Z', 1),
      employee('answer', '2026-03-05', 4),
      leader('reply2', '2026-03-06T09:00:00.000Z', 5),
    ];
    const activity = [leader('close', '2026-03-04T12:00:00.000Z', 2), leader('win', '2026-03-05T16:00:00.000Z', 3)];
    expect(ids(mergeTimeline(messages, activity))).toEqual(['reply', 'close', 'win', 'answer', 'reply2']);
  });

  it("puts the employee's answer after the leader's request it follows, though its time is earlier", () => {
    const messages = [employee('answer', '2026-03-04', 2)];
    const activity = [leader('request', '2026-03-04T15:00:00.000Z', 1)];
    expect(ids(mergeTimeline(messages, activity))).toEqual(['request', 'answer']);
  });

  it("follows the insight's shared sequence when the server gives it", () => {
    // The employee replied (day only) between two replies of the same afternoon.
    const messages = [
      leader('reply', '2026-03-04T14:00:00.000Z', 1),
      employee('answer', '2026-03-04', 3),
      leader('reply2', '2026-03-04T16:00:00.000Z', 4),
    ];
    const activity = [leader('reply-activity', '2026-03-04T14:00:00.000Z', 2)];
    expect(ids(mergeTimeline(messages, activity))).toEqual(['reply', 'reply-activity', 'answer', 'reply2']);
  });

  it('keeps everything when one list is empty', () => {
    const messages = [leader('a', '2026-03-04T10:00:00.000Z', 1), employee('b', '2026-03-04', 2)];
    expect(ids(mergeTimeline(messages, []))).toEqual(['a', 'b']);
  });
});
