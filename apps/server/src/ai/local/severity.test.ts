import { describe, expect, it } from 'vitest';
import type { OrgAiContext } from '../provider.ts';
import { detectEmergencies } from './emergency.ts';
import { levelOf, scoreSeverity, severityPoints } from './severity.ts';
import { testOrg } from './test-org.ts';
import { scoreThemes } from './themes.ts';
import { analyze } from './tokenize.ts';
import { detectTone } from './tone.ts';

function severity(text: string, org: OrgAiContext = testOrg()) {
  const analysis = analyze(text);
  const input = {
    analysis,
    emergencies: detectEmergencies(text),
    themes: scoreThemes(analysis),
    toneScore: detectTone(analysis).score,
    org,
  };
  return { level: scoreSeverity(input), points: severityPoints(input) };
}

describe('severity', () => {
  it('maps points to 1 Low .. 4 Critical', () => {
    expect([levelOf(-1), levelOf(0.5), levelOf(1), levelOf(3.5), levelOf(7)]).toEqual([1, 1, 2, 3, 4]);
  });

  it('is always Critical for an emergency', () => {
    expect(severity('My supervisor punched me today.').level).toBe(4);
    expect(severity('Someone is stealing from the till.').level).toBe(4);
  });

  it('rises with harm, safety and legal exposure', () => {
    expect(
      severity('The racking in aisle 12 is damaged and leaning. Someone will get hurt if it is not fixed.').level,
    ).toBeGreaterThanOrEqual(3);
    expect(severity('People are afraid to report harassment because it never stays confidential.').level).toBeGreaterThanOrEqual(3);
  });

  it('stays low for minor or positive notes', () => {
    expect(severity('Small thing, but it would be nice to have fruit in the kitchen again.').level).toBe(1);
    expect(severity('The new ticketing system is a big improvement, great job!').level).toBe(1);
  });

  it("follows the organisation's priorities: higher phrases and goals raise, lower phrases lower", () => {
    const text = 'The parking lot lights are broken again.';
    const base = severity(text).points;
    expect(severity(text, testOrg({ higherPriorityPhrases: ['parking lot'] })).points).toBeGreaterThan(base);
    expect(severity(text, testOrg({ goals: ['Fix the parking lights'] })).points).toBeGreaterThan(base);
    expect(severity(text, testOrg({ lowerPriorityPhrases: ['parking'] })).points).toBeLessThan(base);
    expect(severity(text, testOrg({ higherPriorityPhrases: ['parking lot'] })).level).toBeGreaterThan(severity(text).level);
  });
});
