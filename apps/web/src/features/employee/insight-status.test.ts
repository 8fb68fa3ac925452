import { describe, expect, it } from 'vitest';
import { insightStatus, isReceived } from './insight-status';

describe('insightStatus', () => {
  it('says Received until the pipeline has filed the insight', () => {
    expect(insightStatus({ stage: 'submitted', status: 'open' })).toBe('received');
    expect(insightStatus({ stage: 'processing', status: 'open' })).toBe('received');
    expect(isReceived({ stage: 'processed' })).toBe(false);
  });

  it('then follows open and closed', () => {
    expect(insightStatus({ stage: 'processed', status: 'open' })).toBe('open');
    expect(insightStatus({ stage: 'processed', status: 'closed' })).toBe('closed');
    expect(insightStatus({ stage: 'closed', status: 'closed' })).toBe('closed');
  });
});
