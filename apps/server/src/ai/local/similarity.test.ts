import { describe, expect, it } from 'vitest';
import type { TopicCandidate } from '../provider.ts';
import { cosine, MATCH_THRESHOLD, matchTopic, profileTerms, termsOf } from './similarity.ts';
import { analyze } from './tokenize.ts';

const terms = (text: string) => termsOf(analyze(text));

const topics: TopicCandidate[] = [
  { id: 'vpn', label: 'Unreliable VPN', theme: 'Tools & Equipment', profile: 'The VPN drops every evening and kills deploys.' },
  {
    id: 'nights',
    label: 'Night shift staffing',
    theme: 'Workload & Wellbeing',
    profile: 'Night shift is understaffed again.\nNot enough pickers on nights.',
  },
  { id: 'parking', label: 'Parking lot lights', theme: 'Facilities', profile: 'The parking lot lights are broken.' },
];

describe('similarity', () => {
  it('keeps content words and adjacent bigrams, not stop words or filler', () => {
    const t = terms('The night shift is really understaffed');
    expect(t.has('night')).toBe(true);
    expect(t.has('night_shift')).toBe(true);
    expect(t.has('the')).toBe(false);
    expect(t.has('realli')).toBe(false);
  });

  it('scores identical texts 1 and unrelated ones 0', () => {
    const a = terms('The VPN drops every evening');
    expect(cosine(a, a)).toBeCloseTo(1, 5);
    expect(cosine(a, terms('Payroll made a mistake'))).toBe(0);
  });

  it('matches the candidate about the same subject', () => {
    const m = matchTopic(terms('Cannot connect to the VPN from home after 6pm'), 'Tools & Equipment', topics);
    expect(m.topicId).toBe('vpn');
    expect(m.score).toBeGreaterThanOrEqual(MATCH_THRESHOLD);
    expect(matchTopic(terms('We never have enough people on the night shift'), 'Workload & Wellbeing', topics).topicId).toBe('nights');
  });

  it('returns null below the threshold, with the best score for the record', () => {
    const m = matchTopic(terms('The coffee machine on the second floor is broken'), 'Facilities', topics);
    expect(m.topicId).toBeNull();
    expect(m.score).toBeLessThan(MATCH_THRESHOLD);
    expect(matchTopic(terms('anything'), 'General', []).topicId).toBeNull();
  });

  it('memoises profile terms', () => {
    expect(profileTerms('The VPN drops')).toBe(profileTerms('The VPN drops'));
  });
});
