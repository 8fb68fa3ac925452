import type { Submission } from '@voyce/contracts/submissions';
import { describe, expect, it } from 'vitest';
import { LIST_DEFAULTS, applyListFilter } from './list-filters';

const base: Submission = {
  id: '1',
  organizationId: 'o',
  topicId: 't',
  topic: 'T',
  topicPinnedAt: null,
  theme: null,
  status: 'open',
  stage: 'processed',
  processing: false,
  closedAt: null,
  markedAsWinAt: null,
  delegatedAt: null,
  requestedUnmaskAt: null,
  unmaskedAt: null,
  declinedUnmaskedAt: null,
  lastReplyAt: null,
  rating: null,
  body: 'b',
  createdAt: '2026-01-01T00:00:00.000Z',
  messageCount: 0,
  severity: 2,
  severityName: 'Medium',
  emergencyTypes: [],
  qualityWarnings: [],
  tone: null,
  reachoutCategory: null,
  reachoutId: null,
  departmentClassifications: [],
  departments: [],
  userFirstName: null,
  userLastName: null,
  userEmail: null,
};
const s = (over: Partial<Submission>): Submission => ({ ...base, ...over });

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
