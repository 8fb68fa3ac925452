import { describe, expect, it } from 'vitest';
import { classifyLocally } from './classify.ts';
import { testOrg } from './test-org.ts';
import { retitle, sharedSubject } from './topic-title.ts';
import { isGoodTitle } from './title-quality.ts';

describe('topic titles follow what the insights share', () => {
  it("names the shared subject, not the first insight's opening words", () => {
    expect(
      sharedSubject([
        'Third month in a row my wages are short.',
        'wages short AGAIN who do i even talk to',
        'Payroll keeps messing up my wages.',
      ]),
    ).toBe('Feedback on wages');
    expect(
      sharedSubject(['The night shift rota is impossible.', 'Night shift rota changes every week.', 'Nobody wants the night shift.']),
    ).toBe('Night shift');
  });

  it('never titles a topic by a department: that says where, not what', () => {
    const texts = ['Finance never answers our emails.', 'Waiting on Finance for three weeks.', 'Finance lost my expense claim again.'];
    expect(sharedSubject(texts, new Set(['finance']))).toBeNull();
    expect(
      sharedSubject(['Ops changed the rota again.', 'Nobody in ops reads the rota feedback.', 'The rota from ops is always late.']),
    ).toBe('Feedback on rota');
  });

  it('never titles a topic by a person or a month, and keeps a title when nothing is shared', () => {
    expect(sharedSubject(['Thanks Sarah for the help on Monday', 'Sarah was amazing this week', 'Big thanks to Sarah!'])).toBeNull();
    expect(
      sharedSubject(['The VPN drops every hour.', 'Remote access kicks me out constantly.', 'Cannot stay connected from home.']),
    ).toBeNull();
  });

  it('retitles only young topics, and says so through the classification', () => {
    const topic = {
      id: 't1',
      label: 'Month',
      theme: 'Compensation',
      profile: 'Month Third month in a row my wages are short. My wages were wrong in May.',
    };
    expect(retitle(topic, 'wages short AGAIN')).toBe('Feedback on wages');
    expect(retitle({ ...topic, profile: `${topic.profile} ${'More words about pay. '.repeat(80)}` }, 'wages short AGAIN')).toBeNull();
    const c = classifyLocally({ text: 'Short on my wages again this month, payroll please check.', org: testOrg({}), topics: [topic] });
    expect(c.matchedTopicId).toBe('t1');
    expect(c.matchedTopicLabel).toBe('Feedback on wages');
  });
});

describe('a retitled topic still names its subject in two to five words (issue 32)', () => {
  it.each([
    [['Budget cut again.', 'The budget is gone by March.', 'Budget?']],
    [['Reps. are leaving.', 'We lost two reps.', 'reps quit']],
    [['The path is unclear.', 'No path to promotion.', 'Which path?']],
  ])('%j', (texts) => {
    const title = sharedSubject(texts);
    if (title !== null) expect(title).toSatisfy((t: string) => isGoodTitle(t));
  });
});
