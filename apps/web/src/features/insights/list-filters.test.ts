import type { Submission } from '@voyce/contracts/insights';
import { describe, expect, it } from 'vitest';
import { zSubmissionsReportOptions } from '@voyce/contracts/reports';
import { LIST_DEFAULTS, applyListFilter, listReportOptions } from './list-filters';
import { aSubmission } from '../../test/submission';

const s = (over: Partial<Submission>): Submission =>
  aSubmission({ id: '1', organizationId: 'o', topicId: 't', topic: 'T', body: 'b', ...over });

describe('topic list filters (spec 1 §9)', () => {
  const list = [
    s({ id: 'a', createdAt: '2026-01-01T00:00:00Z' }),
    s({ id: 'b', createdAt: '2026-01-03T00:00:00Z', status: 'closed', closedAt: '2026-01-04T00:00:00Z' }),
    s({
      id: 'c',
      createdAt: '2026-01-02T00:00:00Z',
      markedAsWinAt: 'x',
      delegatedAt: 'x',
      lastReplyAt: 'x',
      departmentClassifications: [{ id: 'd1', name: 'Ops' }],
    }),
  ];
  const ids = (f: Partial<typeof LIST_DEFAULTS>) => applyListFilter(list, { ...LIST_DEFAULTS, ...f }).map((x) => x.id);

  it('shows open insights, newest first, by default', () => expect(ids({})).toEqual(['c', 'a']));
  it('orders earliest first on request', () => expect(ids({ status: 'all', order: 'earliest' })).toEqual(['a', 'c', 'b']));
  it('filters win, delegate, response and status', () => {
    expect(ids({ status: 'all', win: 'win' })).toEqual(['c']);
    expect(ids({ status: 'all', win: 'no_win' })).toEqual(['b', 'a']);
    expect(ids({ status: 'closed' })).toEqual(['b']);
    expect(ids({ delegate: 'not_delegated' })).toEqual(['a']);
    expect(ids({ response: 'responded' })).toEqual(['c']);
  });
  it('filters by department classification, with a bucket for none', () => {
    expect(ids({ departments: 'd1' })).toEqual(['c']);
    expect(ids({ departments: 'none' })).toEqual(['a']);
  });
});

describe('listReportOptions', () => {
  const topicId = '6f9619ff-8b86-4d01-b42d-00cf4fc964ff';
  const a = s({ id: '0b5ad1e2-6d0f-4a5e-9b43-1a2b3c4d5e6f', delegatedAt: '2026-01-02T00:00:00.000Z' });
  const b = s({ id: '1c6be2f3-7e1a-4b6f-8c54-2b3c4d5e6f70' });

  it("sends the topic and the list's server-side filters, valid for /generateReport", () => {
    const options = listReportOptions(topicId, { ...LIST_DEFAULTS, win: 'win', reveal: 'not_revealed' }, [a, b], []);
    expect(zSubmissionsReportOptions.parse(options)).toBeTruthy();
    expect(options).toEqual({
      reportType: 'submissions',
      filter: { topicId, processing: false, stage: ['processed', 'closed'], status: 'open', isWin: true, unmasked: false },
    });
  });

  it('sends the selected rows when rows are selected', () => {
    expect(listReportOptions(topicId, LIST_DEFAULTS, [a, b], [b.id]).ids).toEqual([b.id]);
  });

  it('narrows to the rows shown when a filter only the list applies is set', () => {
    const filter = { ...LIST_DEFAULTS, delegate: 'delegated', status: 'all' };
    const options = listReportOptions(topicId, filter, applyListFilter([a, b], filter), []);
    expect(options.ids).toEqual([a.id]);
    expect(options.filter?.status).toBe('all');
  });
});
