import { describe, expect, it } from 'vitest';
import { chartRequest, EXPLORER_FILTER_DEFAULTS, explorerRequest } from './explorer-filter';

const ORG = '11111111-1111-4111-8111-111111111111';
const BAR = '22222222-2222-4222-8222-222222222222';
const NONE = EXPLORER_FILTER_DEFAULTS;

describe('the explorer request', () => {
  it("filters by the clicked bar's department classification (spec 1 §7), never a department", () => {
    const filter = explorerRequest(ORG, { ...NONE, department: BAR }, 1).filter;
    expect(filter.departmentClassificationId).toBe(BAR);
    expect(filter).not.toHaveProperty('departmentId');
  });

  it('sends no classification without a bar', () => {
    expect(explorerRequest(ORG, NONE, 1).filter).not.toHaveProperty('departmentClassificationId');
  });

  it('leaves reach-out answers out of the chart and the list unless the switch includes them, as the dashboard does (issue 34)', () => {
    for (const filter of [explorerRequest(ORG, NONE, 1).filter, chartRequest(ORG, NONE).filter]) expect(filter.noReachout).toBe(true);
    const included = { ...NONE, reachouts: 'include' };
    for (const filter of [explorerRequest(ORG, included, 1).filter, chartRequest(ORG, included).filter])
      expect(filter).not.toHaveProperty('noReachout');
  });
});
