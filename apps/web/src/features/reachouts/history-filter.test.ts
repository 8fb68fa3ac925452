import { describe, expect, it } from 'vitest';
import { HISTORY_DEFAULTS, historyRequestFilter } from './history-filter';

const ORG = '7b1c3f9e-2a4d-4e8b-9c1a-0d2e3f4a5b6c';
const { page: _page, ...defaults } = HISTORY_DEFAULTS;

describe("the history's request (spec 1 §2, §7, §9)", () => {
  it('asks for open reach-outs, latest first, 10 a page, over a custom range by default', () => {
    expect(historyRequestFilter(ORG, defaults, 1)).toEqual({
      organizationId: ORG,
      mostRecent: 'Custom Range',
      statuses: ['Open'],
      order: 'latest',
      page: 1,
      pageSize: 10,
    });
  });

  it('sends the custom dates only with Custom Range, and every other filter as lists', () => {
    const f = {
      ...defaults,
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      departments: 'a,b',
      promptedBy: 'p',
      status: 'all',
      order: 'earliest',
    };
    expect(historyRequestFilter(ORG, f, 3)).toEqual({
      organizationId: ORG,
      mostRecent: 'Custom Range',
      startDate: '2026-01-01',
      endDate: '2026-01-31',
      departmentIds: ['a', 'b'],
      promptedBy: ['p'],
      order: 'earliest',
      page: 3,
      pageSize: 10,
    });
    expect(historyRequestFilter(ORG, { ...f, period: 'Today' }, 1)).not.toHaveProperty('startDate');
  });
});
