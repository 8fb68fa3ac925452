import type { MySubmission } from '@voyce/contracts/employee';
import { describe, expect, it } from 'vitest';
import { answerTo } from './reachout-answer';

const insight = (id: string, reachoutId: string | null): MySubmission => ({
  id,
  body: `Text of ${id}`,
  status: 'open',
  stage: 'processed',
  createdAt: '2026-11-20T00:00:00.000Z',
  messageCount: 0,
  lastReplyAt: null,
  unmaskState: 'none',
  reachoutId,
});

describe("the employee's own answer to a reach-out", () => {
  it('is the insight of mine that carries the reach-out', () => {
    const mine = [insight('a', null), insight('b', 'r1'), insight('c', 'r2')];
    expect(answerTo('r1', mine)?.body).toBe('Text of b');
  });

  it('is none while my insights load or when none answers it', () => {
    expect(answerTo('r1', undefined)).toBeNull();
    expect(answerTo('r9', [insight('a', null)])).toBeNull();
  });
});
