import { describe, expect, it } from 'vitest';
import { DEMO_DEPARTMENTS, DEMO_INSIGHTS, DEMO_REACHOUTS } from './demo-insights.ts';
import { classifyLocally } from './local/classify.ts';
import { testOrg } from './local/test-org.ts';

describe('demo corpus', () => {
  const org = testOrg({ departments: DEMO_DEPARTMENTS.map((name) => ({ id: name, name })) });
  const results = DEMO_INSIGHTS.map((d) => classifyLocally({ text: d.text, org, topics: [] }));

  it('has about 300 distinct insights across the eight departments', () => {
    expect(DEMO_INSIGHTS.length).toBeGreaterThanOrEqual(290);
    expect(new Set(DEMO_INSIGHTS.map((d) => d.text)).size).toBe(DEMO_INSIGHTS.length);
    for (const dep of DEMO_DEPARTMENTS) expect(DEMO_INSIGHTS.filter((d) => d.department === dep).length).toBeGreaterThanOrEqual(30);
  });

  it('covers many themes, all four severities, a few emergencies and some wins', () => {
    expect(new Set(results.map((r) => r.theme)).size).toBeGreaterThanOrEqual(12);
    expect(new Set(results.map((r) => r.severity))).toEqual(new Set([1, 2, 3, 4]));
    const emergencies = results.filter((r) => r.emergencyTypes.length > 0);
    expect(emergencies.length).toBeGreaterThanOrEqual(3);
    expect(emergencies.length).toBeLessThanOrEqual(5);
    expect(new Set(emergencies.flatMap((r) => r.emergencyTypes))).toEqual(new Set(['violence', 'crime', 'threat']));
    expect(results.filter((r) => r.tone === 'positive').length).toBeGreaterThanOrEqual(20);
  });

  it('has two reach-outs with about ten answers each', () => {
    expect(DEMO_REACHOUTS).toHaveLength(2);
    for (const r of DEMO_REACHOUTS) expect(r.answers.length).toBeGreaterThanOrEqual(10);
  });
});
