import { describe, expect, it } from 'vitest';
import { hotTopicsRequest, type DashboardFilter } from './dashboard-filter';

const ORG = '11111111-1111-4111-8111-111111111111';
const NONE: DashboardFilter = { severityName: 'all', topic: '', status: 'open', departments: '', timespan: 'last_30_days' };

describe('the Hot Topics card request', () => {
  it('is open topics of medium priority or above, by default', () => {
    expect(hotTopicsRequest(ORG, NONE, 20)).toMatchObject({
      filter: { organizationId: ORG, status: 'open', severity: 2, timespan: 'last_30_days' },
      page: 1,
      pageSize: 20,
    });
  });

  it('follows the dashboard filters: topic, departments, period and priority', () => {
    const f = { ...NONE, topic: 'rota', departments: 'd1,d2', timespan: 'last_7_days', severityName: 'High' };
    expect(hotTopicsRequest(ORG, f, 20).filter).toMatchObject({
      topic: 'rota',
      departmentIds: ['d1', 'd2'],
      timespan: 'last_7_days',
      severity: [3],
    });
  });

  it('lists nothing for a priority below medium', () => {
    expect(hotTopicsRequest(ORG, { ...NONE, severityName: 'Low' }, 20).filter.severity).toEqual([]);
  });
});
