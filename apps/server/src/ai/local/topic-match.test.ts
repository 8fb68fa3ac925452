import { describe, expect, it } from 'vitest';
import type { TopicCandidate } from '../provider.ts';
import { meaningVector } from './model/verdict.ts';
import { contentWords, extendProfileShape, isEmergencyLabel, matchThreshold, matchTopic, type ProfileShape } from './topic-match.ts';
import { NO_THEME, primaryTheme, scoreThemes } from './themes.ts';
import { analyze } from './tokenize.ts';

const topics: TopicCandidate[] = [
  { id: 'vpn', label: 'Unreliable VPN', theme: 'Tools & Equipment', profile: 'The VPN drops every evening and kills deploys.' },
  {
    id: 'nights',
    label: 'Night shift staffing',
    theme: 'Workload & Wellbeing',
    profile: 'Night shift is understaffed again. Not enough pickers on nights.',
  },
  { id: 'canteen', label: 'Canteen food', theme: 'Facilities', profile: 'The canteen food is cold and overpriced.' },
];
// As the classifier asks: with the text's theme (agreement on it is part of the score).
const match = (text: string, candidates = topics) =>
  matchTopic(
    meaningVector(text),
    contentWords(text),
    candidates,
    undefined,
    undefined,
    primaryTheme(scoreThemes(analyze(text))) ?? NO_THEME,
  );

describe('topic matching by meaning', () => {
  it('joins a paraphrase that shares no content word with the topic', () => {
    expect(match('The cafeteria meals are pricey and never warm').topicId).toBe('canteen');
    expect(match('Dinner in the staff restaurant is lukewarm and pricey').topicId).toBe('canteen');
  });

  it('joins a same-words insight', () => {
    expect(match('We never have enough people on the night shift').topicId).toBe('nights');
  });

  it('opens a new topic for a different subject, with the best score for the record', () => {
    const m = match('My payslip was wrong again this month and nobody in payroll answers');
    expect(m.topicId).toBeNull();
    expect(m.score).toBeLessThan(matchThreshold());
    expect(match('anything', []).topicId).toBeNull();
  });

  it('costs the same however long a topic grows: its shape is computed once per version', () => {
    const long = { ...topics[0]!, id: 'long', profile: 'The VPN drops every evening. '.repeat(130) };
    const first = performance.now();
    match('VPN is down again', [long]);
    const cold = performance.now() - first;
    const again = performance.now();
    for (let i = 0; i < 20; i++) match('VPN is down again', [long]);
    expect((performance.now() - again) / 20).toBeLessThan(Math.max(cold, 1));
  });

  it('matches a topic by its stored shape, extended insight by insight, as by its whole text', () => {
    const bodies = [
      'The canteen food is cold and overpriced.',
      'Lunch in the canteen is never warm.',
      'Meals cost too much for what they are.',
    ];
    const whole = { id: 'canteen-text', label: 'Canteen food', theme: 'Facilities', profile: bodies.join(' ') };
    const shape = bodies.reduce<ProfileShape | null>((s, body, i) => extendProfileShape(s, i ? ` ${body}` : body), null)!;
    // Only the profile's opening comes with it: the matcher must not need the rest.
    const stored = { ...whole, id: 'canteen-stored', profile: whole.profile.slice(0, 20), profileLength: whole.profile.length, shape };
    const text = 'The cafeteria meals are pricey and never warm';
    expect(match(text, [stored]).topicId).toBe('canteen-stored');
    expect(match(text, [stored]).score).toBeCloseTo(match(text, [whole]).score, 4);
    expect(match('My payslip was wrong again this month', [stored]).score).toBeCloseTo(
      match('My payslip was wrong again this month', [whole]).score,
      4,
    );
  });

  it('knows the labels of emergency topics', () => {
    expect(isEmergencyLabel('Violence reported: shove in the yard')).toBe(true);
    expect(isEmergencyLabel('Violence & Threat reported: knife in locker')).toBe(true);
    expect(isEmergencyLabel('Possible self-harm, please review: no point anymore')).toBe(true);
    expect(isEmergencyLabel('Unreliable VPN')).toBe(false);
  });
});
