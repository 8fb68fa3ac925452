import { describe, expect, it } from 'vitest';
import { classifyLocally } from './classify.ts';
import { testOrg } from './test-org.ts';

const impact = (text: string) => classifyLocally({ text, org: testOrg(), topics: [] }).impactCategory;

describe('impact category', () => {
  it('gold: a specific, actionable suggestion with a benefit', () => {
    expect(
      impact(
        'Could we integrate Salesforce with the billing system so deals sync automatically? It would save each rep a couple of hours a week.',
      ),
    ).toBe('gold');
    expect(
      impact('Could we rotate people between picking and packing? Doing the same movement for ten hours is wrecking our wrists.'),
    ).toBe('gold');
  });

  it('silver: a specific issue or useful observation', () => {
    expect(impact('The lights in the car park have been out for weeks and it is pitch black after the late shift.')).toBe('silver');
    expect(impact('The new ticketing system is a big improvement, searching is so much faster.')).toBe('silver');
  });

  it('bronze: vague, very short or venting', () => {
    expect(impact('ok')).toBe('bronze');
    expect(impact('This place is a joke.')).toBe('bronze');
    expect(impact('Honestly everything here is terrible and awful and I hate it so much.')).toBe('bronze');
  });
});
