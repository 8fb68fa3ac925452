import { describe, expect, it } from 'vitest';
import { evaluate, loadEvaluationSet } from '../bench/ai-eval.ts';

/**
 * The local AI on the blind evaluation set (bench/ai-eval: written by a helper that never saw
 * the rules or the training corpora, and never trained or tuned on). `npm run bench -- ai`
 * prints every figure; these floors sit a little under the measured ones, so a landing that
 * makes the AI worse on text it has not seen fails here instead of shipping.
 */
describe('local AI on the blind evaluation set', () => {
  const f = evaluate(loadEvaluationSet(), [1]);

  it('raises emergencies of every kind, and self-harm always', () => {
    for (const [kind, k] of Object.entries(f.kinds)) {
      expect.soft(k.raised / k.positives, `${kind} raised`).toBeGreaterThanOrEqual(0.9);
      expect.soft(k.precision, `${kind} precision`).toBeGreaterThanOrEqual(0.7);
    }
    expect(f.selfHarmRaised[0]).toBe(f.selfHarmRaised[1]);
  });

  it('keeps idioms, sport and business talk calm', () => {
    expect(f.hardNegativesConfirmed[0]).toBeLessThanOrEqual(Math.ceil(f.hardNegativesConfirmed[1] * 0.06));
  });

  it('raises emergencies in other languages and marks them for a person to read', () => {
    expect(f.foreignEmergenciesRaised[0]).toBe(f.foreignEmergenciesRaised[1]);
    expect(f.foreignMarked[0]).toBeGreaterThanOrEqual(f.foreignMarked[1] - 1);
    expect(f.englishMarkedForeign).toBeLessThanOrEqual(2);
  });

  it('never files an ordinary insight into an emergency topic, and groups by subject', () => {
    expect(f.grouping[0]!.ordinaryInEmergencyTopic).toBe(0);
    expect(f.grouping[0]!.f1).toBeGreaterThanOrEqual(0.5);
  });

  it('gets priority and tone mostly right', () => {
    expect(f.priorityWithinOne).toBeGreaterThanOrEqual(0.9);
    expect(f.priorityExact).toBeGreaterThanOrEqual(0.6);
    expect(f.tone).toBeGreaterThanOrEqual(0.75);
  });
});
