import { describe, expect, it } from 'vitest';
import { allInsightsRequest, allTopicsRequest, hotTopicsRequest, summaryRequest, type DashboardFilter } from './dashboard-filter';

const ORG = '11111111-1111-4111-8111-111111111111';
const NONE: DashboardFilter = { severityName: 'all', topic: '', status: 'open', departments: '', timespan: 'last_30_days', reachouts: '' };

describe('the Hot Topics card request', () => {
  it('is open topics of medium priority or above, by default', () => {
    expect(hotTopicsRequest(ORG, NONE, 20)).toMatchObject({
      filter: { organizationId: ORG, status: 'open', severity: 2, insights: { timespan: 'last_30_days' } },
      page: 1,
      pageSize: 20,
    });
  });

  it('counts the insights the dashboard filters select: topic, departments, period and priority (issue 34)', () => {
    const f = { ...NONE, topic: 'rota', departments: 'd1,d2', timespan: 'last_7_days', severityName: 'High' };
    const { filter } = hotTopicsRequest(ORG, f, 20);
    expect(filter.severity).toEqual([3]);
    // The card's insights are the All Insights tab's: the same filter, less the organisation.
    const { organizationId: _org, processing: _p, stage: _s, ...insights } = allInsightsRequest(ORG, f, 1).filter;
    expect(filter.insights).toEqual(insights);
    expect(filter.insights).toMatchObject({ topic: 'rota', departmentIds: ['d1', 'd2'], timespan: 'last_7_days', severity: [3] });
    // Not the topic's own period or departments: a topic once filed under d1 with no insight of it now is not hot.
    expect(filter).not.toHaveProperty('departmentIds');
    expect(filter).not.toHaveProperty('timespan');
    expect(allTopicsRequest(ORG, f, 1).filter.insights).toEqual(insights);
  });

  it('lists nothing for a priority below medium', () => {
    expect(hotTopicsRequest(ORG, { ...NONE, severityName: 'Low' }, 20).filter.severity).toEqual([]);
  });
});

describe('reach-out answers, one rule on every page (issue 34; the explorer: explorer-filter.test.ts)', () => {
  const requests = (reachouts: string) => [
    summaryRequest(ORG, { ...NONE, reachouts }).filter,
    hotTopicsRequest(ORG, { ...NONE, reachouts }, 20).filter.insights!,
    allTopicsRequest(ORG, { ...NONE, reachouts }, 1).filter.insights!,
    allInsightsRequest(ORG, { ...NONE, reachouts }, 1).filter,
  ];

  it('leaves them out of every figure by default, as the explorer does (spec 1 §7 noReachout)', () => {
    for (const filter of requests('')) expect(filter).toMatchObject({ noReachout: true });
  });

  it('counts them in every figure once the switch includes them', () => {
    for (const filter of requests('include')) expect(filter).not.toHaveProperty('noReachout');
  });
});
