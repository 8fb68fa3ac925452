import { describe, expect, it } from 'vitest';
import { evaluate, loadEvaluationSet } from '../bench/ai-eval.ts';

/**
 * The local AI on the evaluation set (bench/ai-eval: never trained or tuned on; see its README
 * for who wrote each file). `npm run bench -- ai` prints every figure; these floors sit under
 * the measured ones (on all 622, including the later, harder files), so a landing that makes the
 * AI worse on text it was not built from fails here instead of shipping.
 */
describe('local AI on the evaluation set', () => {
  const f = evaluate(loadEvaluationSet(), [1]);

  it('raises emergencies of every kind, and self-harm always', () => {
    for (const [kind, k] of Object.entries(f.kinds)) {
      expect.soft(k.raised / k.positives, `${kind} raised`).toBeGreaterThanOrEqual(0.7);
      expect.soft(k.precision, `${kind} precision`).toBeGreaterThanOrEqual(0.7);
    }
    expect(f.selfHarmRaised[0]).toBe(f.selfHarmRaised[1]);
    expect(f.harassmentRaised[0]).toBeGreaterThanOrEqual(f.harassmentRaised[1] * 0.75);
  });

  it('keeps idioms, sport and business talk calm', () => {
    expect(f.hardNegativesConfirmed[0]).toBeLessThanOrEqual(Math.ceil(f.hardNegativesConfirmed[1] * 0.03));
  });

  it('raises emergencies in other languages and marks them for a person to read', () => {
    expect(f.foreignEmergenciesRaised[0]).toBe(f.foreignEmergenciesRaised[1]);
    expect(f.foreignMarked[0]).toBeGreaterThanOrEqual(f.foreignMarked[1] - 1);
    expect(f.englishMarkedForeign).toBeLessThanOrEqual(2);
  });

  it('keeps ordinary insights out of emergency topics', () => {
    // What remains are ordinary insights beside a missed emergency in an ordinary topic.
    expect(f.grouping[0]!.ordinaryInEmergencyTopic).toBeLessThanOrEqual(Math.ceil(f.items * 0.04));
    expect(f.grouping[0]!.precision).toBeGreaterThanOrEqual(0.1);
  });

  it('gets priority and tone mostly right', () => {
    expect(f.priorityWithinOne).toBeGreaterThanOrEqual(0.9);
    expect(f.priorityExact).toBeGreaterThanOrEqual(0.55);
    expect(f.tone).toBeGreaterThanOrEqual(0.8);
  });
});
