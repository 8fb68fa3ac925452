import type { Submission } from '@voyce/contracts/submissions';
import { describe, expect, it } from 'vitest';
import { applyResponseFilter, RESPONSE_DEFAULTS } from './response-filters';

const answer = (id: string, over: Partial<Submission> = {}): Submission =>
  ({
    id,
    status: 'open',
    markedAsWinAt: null,
    unmaskedAt: null,
    declinedUnmaskedAt: null,
    requestedUnmaskAt: null,
    createdAt: `2026-03-0${id}T10:00:00.000Z`,
    ...over,
  }) as Submission;

describe('applyResponseFilter', () => {
  const list = [
    answer('1'),
    answer('2', { status: 'closed' }),
    answer('3', { markedAsWinAt: '2026-03-04T00:00:00.000Z' }),
    answer('4', { requestedUnmaskAt: '2026-03-04T00:00:00.000Z' }),
    answer('5', { requestedUnmaskAt: 'x', declinedUnmaskedAt: '2026-03-05T00:00:00.000Z' }),
  ];
  const ids = (f: Partial<typeof RESPONSE_DEFAULTS>) => applyResponseFilter(list, { ...RESPONSE_DEFAULTS, ...f }).map((s) => s.id);

  it('shows open answers, newest first, by default (spec 1 §9)', () => {
    expect(ids({})).toEqual(['5', '4', '3', '1']);
  });
  it('filters by status, win and reveal state', () => {
    expect(ids({ status: 'closed' })).toEqual(['2']);
    expect(ids({ status: 'all', win: 'win' })).toEqual(['3']);
    expect(ids({ status: 'all', win: 'no_win' })).toEqual(['5', '4', '2', '1']);
    expect(ids({ reveal: 'pending' })).toEqual(['4']);
    expect(ids({ reveal: 'declined' })).toEqual(['5']);
    expect(ids({ reveal: 'accepted' })).toEqual([]);
  });
});
