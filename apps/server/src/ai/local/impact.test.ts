import type { ImpactCategory } from '@voyce/contracts/ai';
import { describe, expect, it } from 'vitest';
import { DEMO_REACHOUTS } from '../../cli/seed-demo-reachouts.ts';
import { classifyLocally } from './classify.ts';
import { DEMO_ANSWER_LEVELS } from './impact.demo-labels.fixture.ts';
import { IMPACT_HELD_OUT } from './impact.held-out.fixture.ts';
import { IMPACT_TUNING } from './impact.tuning.fixture.ts';
import { testOrg } from './test-org.ts';

const impact = (text: string) => classifyLocally({ text, org: testOrg(), topics: [] }).impactCategory;

/** Share scored as labelled, and the misses (for a readable failure). */
function score(set: { text: string; expected: ImpactCategory }[]) {
  const got = set.map((x) => ({ ...x, got: impact(x.text) }));
  const misses = got.filter((x) => x.got !== x.expected).map((x) => `${x.expected} -> ${x.got}: ${x.text}`);
  return { accuracy: (set.length - misses.length) / set.length, misses, levels: new Set(got.map((x) => x.got)) };
}

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
    // An imperative is a proposal too.
    expect(impact('Put a second printer in the dispatch office, we queue for labels every morning and trucks leave late.')).toBe('gold');
  });

  it('silver: a specific issue or useful observation', () => {
    expect(impact('The lights in the car park have been out for weeks and it is pitch black after the late shift.')).toBe('silver');
    expect(impact('The new ticketing system is a big improvement, searching is so much faster.')).toBe('silver');
    // A proposal with nothing specific in it is not gold.
    expect(impact('We should really think about improving how we communicate as a team, it would help.')).not.toBe('gold');
  });

  it('bronze: vague, very short or venting', () => {
    expect(impact('ok')).toBe('bronze');
    expect(impact('This place is a joke.')).toBe('bronze');
    expect(impact('Honestly everything here is terrible and awful and I hate it so much.')).toBe('bronze');
    // A subject alone is not substance (this was silver).
    expect(impact('It is all fine I guess, nothing much changed for our team.')).toBe('bronze');
  });

  // Every demo answer was silver. Each demo answer is labelled (impact.demo-labels.fixture.ts).
  it('spreads the demo reach-out answers over the levels, as labelled', () => {
    const answers = DEMO_REACHOUTS.flatMap((r) => r.answers);
    const unlabelled = answers.filter((t) => !(t in DEMO_ANSWER_LEVELS));
    expect(unlabelled, 'label each new demo answer in impact.demo-labels.fixture.ts').toEqual([]);
    for (const r of DEMO_REACHOUTS) {
      const levels = score(r.answers.map((text) => ({ text, expected: DEMO_ANSWER_LEVELS[text]! }))).levels;
      expect(levels.size, `the answers to "${r.title}" are not all one level`).toBeGreaterThan(1);
    }
    const demo = score(answers.map((text) => ({ text, expected: DEMO_ANSWER_LEVELS[text]! })));
    // Measured 20/20, the old scorer 17/20 (the demo answers were looked at while tuning: the
    // held-out set below is the real measure).
    expect(demo.accuracy, demo.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  it('scores the tuning set as labelled', () => {
    const tuning = score(IMPACT_TUNING);
    // Measured 31/31.
    expect(tuning.accuracy, tuning.misses.join('\n')).toBeGreaterThanOrEqual(0.9);
  });

  // The held-out set was labelled before the scorer ran on it and is not tuned on. Measured
  // 43/47 (91%; the old scorer 35/47, 74%), with two misses expected in other languages, which
  // the local classifier does not read. The floor leaves room for four more misses.
  it('keeps its accuracy on the held-out answers', () => {
    const held = score(IMPACT_HELD_OUT);
    expect(held.levels).toEqual(new Set(['bronze', 'silver', 'gold']));
    expect(held.accuracy, held.misses.join('\n')).toBeGreaterThanOrEqual(0.82);
  });
});
