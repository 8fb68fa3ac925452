import type { Submission } from '@voyce/contracts/insights';
import { describe, expect, it } from 'vitest';
import { zSubmissionsReportOptions } from '@voyce/contracts/reports';
import { applyResponseFilter, RESPONSE_DEFAULTS, responsesReportOptions } from './response-filters';

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

describe('responsesReportOptions', () => {
  const reachoutId = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
  const a = answer('1', { id: '0b5ad1e2-6d0f-4a5e-9b43-1a2b3c4d5e6f' });
  const b = answer('2', { id: '1c6be2f3-7e1a-4b6f-8c54-2b3c4d5e6f70', requestedUnmaskAt: '2026-03-04T00:00:00.000Z' });

  it("sends the reach-out with the tab's status and win filters, valid for /generateReport", () => {
    const options = responsesReportOptions(reachoutId, { ...RESPONSE_DEFAULTS, win: 'no_win', reveal: 'accepted' }, [a, b], []);
    expect(zSubmissionsReportOptions.parse(options)).toBeTruthy();
    expect(options).toEqual({
      reportType: 'submissions',
      reachoutId,
      filter: { processing: false, stage: ['processed', 'closed'], status: 'open', isWin: false, unmasked: true },
    });
  });

  it('sends the selected answers, or the answers shown for a reveal state the server cannot filter', () => {
    expect(responsesReportOptions(reachoutId, RESPONSE_DEFAULTS, [a, b], [a.id]).ids).toEqual([a.id]);
    const pending = { ...RESPONSE_DEFAULTS, reveal: 'pending' };
    expect(responsesReportOptions(reachoutId, pending, applyResponseFilter([a, b], pending), []).ids).toEqual([b.id]);
  });
});
