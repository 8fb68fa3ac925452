import { describe, expect, it } from 'vitest';
import {
  engagementLevel,
  releaseNotice,
  fullName,
  initialsOf,
  reachoutCrumbLabel,
  reachoutTitle,
  splitVisible,
  titleIsWholeMessage,
} from './reachout-display';

describe('reachoutTitle', () => {
  it('uses the title when there is one', () => {
    expect(reachoutTitle({ title: 'Canteen', body: 'b', aiSummary: { topics: ['Food'] } })).toBe('Canteen');
  });
  it('falls back to the first AI topic (spec 1 §2)', () => {
    expect(reachoutTitle({ title: '  ', body: 'b', aiSummary: { topics: ['Food quality', 'Hours'] } })).toBe('Food quality');
  });
  it('falls back to the start of the message when there is neither, cut at a word boundary', () => {
    const body = 'How do you feel about the new shift rota that starts in March, and what would you change about it?';
    expect(reachoutTitle({ title: '', body, aiSummary: null })).toBe('How do you feel about the new shift rota that starts in…');
    expect(reachoutTitle({ title: '', body: 'Short', aiSummary: { topics: [] } })).toBe('Short');
  });
  it("heads an untitled MyVoyce reach-out with its message, not the inbox's name", () => {
    const mine = { title: '', body: 'Is the new rota working for you?', from: 'Lee Leader' };
    expect(reachoutTitle(mine)).toBe('Is the new rota working for you?');
    expect(reachoutTitle(mine)).not.toBe('Reach outs');
  });
});

describe('one title fallback on every screen', () => {
  it("no screen names a reach-out with a fallback of its own (MyVoyce's heading said 'Reach outs')", () => {
    const sources = import.meta.glob<string>('../features/**/*.tsx', { query: '?raw', import: 'default', eager: true });
    expect(Object.keys(sources).length).toBeGreaterThan(50);
    const own = Object.entries(sources)
      .filter(([, code]) => /\b(r|reachout)\.title\s*(\|\||\?\?)/.test(code))
      .map(([file]) => file);
    expect(own).toEqual([]);
  });
});

describe('titleIsWholeMessage (an untitled short message is shown once)', () => {
  it('is true when the heading is the whole message, so the page does not repeat it', () => {
    expect(titleIsWholeMessage({ title: '', body: 'Is the new rota OK?', aiSummary: null })).toBe(true);
    expect(titleIsWholeMessage({ title: '', body: 'Is the new rota OK?' })).toBe(true);
  });
  it('is false when the heading is a title, a topic or a cut message: the message is then shown under it', () => {
    const body = 'How do you feel about the new shift rota that starts in March, and what would you change about it?';
    expect(titleIsWholeMessage({ title: '', body, aiSummary: null })).toBe(false);
    expect(titleIsWholeMessage({ title: 'Rota', body: 'Is the new rota OK?', aiSummary: null })).toBe(false);
    expect(titleIsWholeMessage({ title: '', body: 'Is the new rota OK?', aiSummary: { topics: ['Rota'] } })).toBe(false);
  });
});

describe('reachoutCrumbLabel (the respond page opened by a direct link)', () => {
  const fallback = 'Reach Out';
  it('names the reach-out by its title as loaded, whatever the link carried', () => {
    expect(reachoutCrumbLabel({ title: 'Canteen', body: 'b', aiSummary: null }, null, fallback)).toBe('Canteen');
    expect(reachoutCrumbLabel({ title: '', body: 'Is the rota OK?', aiSummary: null }, 'Old name', fallback)).toBe('Is the rota OK?');
  });
  it("uses the link's title while loading, else a plain label: never the history's name a second time", () => {
    expect(reachoutCrumbLabel(undefined, 'Canteen', fallback)).toBe('Canteen');
    expect(reachoutCrumbLabel(undefined, null, fallback)).toBe('Reach Out');
    expect(reachoutCrumbLabel(undefined, '  ', fallback)).toBe('Reach Out');
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

describe('releaseNotice (issue 34)', () => {
  it('says at least answersNeeded answered and the release on the local clock, only when the server named a release', () => {
    // 05:00 on the viewer's clock, whatever their time zone.
    const five = new Date(2025, 2, 4, 5, 0).toISOString();
    expect(releaseNotice({ releaseAt: five, answersNeeded: 5, minGroupSize: 5 })).toEqual({ count: 5, time: '05:00' });
    expect(releaseNotice({ releaseAt: new Date(2025, 2, 4, 17, 30).toISOString(), answersNeeded: 7, minGroupSize: 5 })).toEqual({
      count: 7,
      time: '17:30',
    });
    expect(releaseNotice({ releaseAt: five, minGroupSize: 3 })).toEqual({ count: 3, time: '05:00' });
    expect(releaseNotice({ answersNeeded: 5, minGroupSize: 5 })).toBeNull();
    expect(releaseNotice({ releaseAt: 'soon', answersNeeded: 5, minGroupSize: 5 })).toBeNull();
  });
});
