import { describe, expect, it } from 'vitest';
import { submissionWhere } from '../modules/insights/insight-filters.sql.ts';
import { topicWhere } from '../modules/topics/topics.repository.ts';

const ORG_A = '11111111-1111-4111-8111-111111111111';
const ORG_B = '22222222-2222-4222-8222-222222222222';

describe('query shapes', () => {
  it('gives filters that differ only in values one shape, and keeps the values apart', () => {
    const a = submissionWhere({ organizationId: ORG_A, status: 'open', severity: [2, 3] }, new Date(), true);
    const b = submissionWhere({ organizationId: ORG_B, status: 'open', severity: [4] }, new Date(), true);
    expect(a.shape).toBe(b.shape);
    expect(a.values).toMatchObject({ org: ORG_A, severity: [2, 3] });
    expect(b.values).toMatchObject({ org: ORG_B, severity: [4] });
  });

  it('gives filters whose text differs different shapes', () => {
    const shape = (f: object) => submissionWhere({ organizationId: ORG_A, ...f }, new Date(), true).shape;
    const shapes = [
      shape({}),
      shape({ status: 'open' }),
      shape({ status: 'closed' }),
      shape({ isWin: true }),
      shape({ isWin: false }),
      shape({ stage: 'processed' }),
      shape({ topic: 'parking' }),
      shape({ topic: ORG_B }),
      shape({ ids: [] }),
      shape({ ids: [ORG_B] }),
    ];
    expect(new Set(shapes).size).toBe(shapes.length);
    const topicShape = (f: object) => topicWhere({ organizationId: ORG_A, ...f }, new Date(), true).shape;
    expect(topicShape({ severity: 2 })).not.toBe(topicShape({ severity: [2] }));
    expect(topicShape({ pinned: true })).not.toBe(topicShape({ pinned: false }));
  });

  it('never offers a clause with inline values for reuse', () => {
    expect(() => submissionWhere({ organizationId: ORG_A }).shape).toThrow(/no reusable shape/);
  });
});
