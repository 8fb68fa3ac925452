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

  it('files at least 80% of the insights under a department, as the seed sends them through the pipeline', () => {
    // A chosen department ("Which department is this about?") wins over detection; the others
    // name the writer's own department, which the picker never offers.
    const filed = DEMO_INSIGHTS.map((d, i) => (d.about ? [d.about] : results[i]!.departmentIds));
    expect(filed.filter((ids) => ids.length > 0).length / DEMO_INSIGHTS.length).toBeGreaterThanOrEqual(0.8);
    const intended = DEMO_INSIGHTS.filter((d, i) => filed[i]!.includes(d.about ?? d.department));
    expect(intended.length / DEMO_INSIGHTS.length).toBeGreaterThanOrEqual(0.8);
    // Some insights use the picker, and never for the writer's own department.
    expect(DEMO_INSIGHTS.filter((d) => d.about).length).toBeGreaterThanOrEqual(50);
    for (const d of DEMO_INSIGHTS) expect(d.about).not.toBe(d.department);
  });

  it('has two reach-outs with about ten answers each', () => {
    expect(DEMO_REACHOUTS).toHaveLength(2);
    for (const r of DEMO_REACHOUTS) expect(r.answers.length).toBeGreaterThanOrEqual(10);
  });
});
