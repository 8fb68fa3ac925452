import { describe, expect, it } from 'vitest';
import { engagementLevel, fullName, initialsOf, reachoutTitle, splitVisible } from './reachout-display';

describe('reachoutTitle', () => {
  it('uses the title when there is one', () => {
    expect(reachoutTitle({ title: 'Canteen', body: 'b', aiSummary: { topics: ['Food'] } })).toBe('Canteen');
  });
  it('falls back to the first AI topic (spec 1 §2)', () => {
    expect(reachoutTitle({ title: '  ', body: 'b', aiSummary: { topics: ['Food quality', 'Hours'] } })).toBe('Food quality');
  });
  it('falls back to the start of the message when there is neither', () => {
    const body = 'How do you feel about the new shift rota that starts in March, and what would you change about it?';
    expect(reachoutTitle({ title: '', body, aiSummary: null })).toBe(`${body.slice(0, 60).trimEnd()}…`);
    expect(reachoutTitle({ title: '', body: 'Short', aiSummary: { topics: [] } })).toBe('Short');
  });
});

describe('names', () => {
  it('makes initials and full names from what is known', () => {
    expect(initialsOf('Lee', 'leader')).toBe('LL');
    expect(initialsOf('Lee', null)).toBe('L');
    expect(initialsOf(null, null)).toBe('');
    expect(fullName('Lee', null)).toBe('Lee');
    expect(fullName(' Lee ', 'Leader')).toBe('Lee Leader');
  });
});

describe('engagementLevel (spec 1 §4: 50 and 75 percent)', () => {
  it.each([
    [0, 'low'],
    [49.9, 'low'],
    [50, 'medium'],
    [74, 'medium'],
    [75, 'high'],
    [100, 'high'],
  ] as const)('%s%% is %s', (percent, level) => {
    expect(engagementLevel(percent)).toBe(level);
  });
});

describe('splitVisible', () => {
  it('keeps the first items and counts the rest', () => {
    expect(splitVisible(['a', 'b', 'c'], 2)).toEqual({ shown: ['a', 'b'], rest: ['c'] });
    expect(splitVisible(['a'], 2)).toEqual({ shown: ['a'], rest: [] });
  });
});
