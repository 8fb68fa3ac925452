import { TOPIC_LABEL_MAX } from '@voyce/contracts/ai';
import { describe, expect, it } from 'vitest';
import { buildLabel, clipLabel, keywordsOf, nounPhrases, subjectPhrase } from './labels.ts';
import { BLIND_TITLE_LINES } from './labels.blind-lines.fixture.ts';
import { primaryTheme, scoreThemes } from './themes.ts';
import { isGoodTitle } from './title-quality.ts';
import { analyze } from './tokenize.ts';

const label = (text: string) => {
  const a = analyze(text);
  return buildLabel(a, nounPhrases(a), null);
};
/** As the pipeline builds it: with the insight's theme (classify.ts). */
const themedLabel = (text: string) => {
  const a = analyze(text);
  return buildLabel(a, nounPhrases(a), primaryTheme(scoreThemes(a)));
};

describe('topic labels', () => {
  it.each([
    ['The VPN access is broken again since the update.', 'Broken VPN access'],
    ['Night shift staffing is a joke, three pickers doing the work of six.', 'Night shift staffing'],
    ['The chairs on the fourth floor are broken and my back hurts.', 'Broken chairs'],
    ['Expense claims take six weeks to be reimbursed.', 'Expense claims'],
  ])('%s -> %s', (text, expected) => {
    expect(label(text)).toBe(expected);
  });

  it('keeps names and acronyms, drops a capital that only starts a sentence', () => {
    const a = analyze('Massive thanks to Tom for closing the Northwind deal with IBM.');
    expect(subjectPhrase(a, nounPhrases(a))).toBe('Northwind deal');
    expect(label('Suppliers are paid late again.')).toBe('Late suppliers');
  });

  it('falls back to the theme when there is no noun phrase', () => {
    const a = analyze('ok');
    expect(buildLabel(a, nounPhrases(a), 'Facilities')).toBe('Facilities feedback');
    expect(buildLabel(a, nounPhrases(a), null)).toBe('General feedback');
  });

  it(`never exceeds ${TOPIC_LABEL_MAX} characters and cuts at a word`, () => {
    const long = clipLabel('Extremely long and winding description of the quarterly performance review calibration process');
    expect(long.length).toBeLessThanOrEqual(TOPIC_LABEL_MAX);
    expect(long.endsWith(' ')).toBe(false);
  });

  it('gives distinct lower-case keywords', () => {
    const a = analyze('The VPN drops. The VPN drops again and the build servers time out.');
    const k = keywordsOf(nounPhrases(a));
    expect(k[0]).toContain('vpn');
    expect(new Set(k).size).toBe(k.length);
  });
});

describe('title quality (issue 32)', () => {
  it.each(['End', 'Path', 'Reps.', 'Budget', 'Hours qualifying junk', "I'm", 'Monday morning', 'Sales reps.', 'the rota', ''])(
    'rejects %j',
    (title) => expect(isGoodTitle(title)).toBe(false),
  );
  it.each(['Broken VPN access', 'Night shift staffing', 'Budget for training', 'Heat in Studio 2', 'Month-end close', 'Career path'])(
    'accepts %j',
    (title) => expect(isGoodTitle(title)).toBe(true),
  );
  it('rejects a title made only of a department name and fillers', () => {
    expect(isGoodTitle('Finance team', new Set(['finance']))).toBe(false);
  });

  // The demo insights that gave "End", "Path", "Reps." and "Hours qualifying junk".
  it.each([
    'Month-end close in finance takes eight working days because everything is reconciled by hand.',
    "There's no clear path from picker to team leader.",
    'Quota went up 30% while the sales team lost two reps. The numbers are not realistic.',
    'Leads from the website are mostly students and competitors. We waste hours qualifying junk.',
    "I'm at the end of my rope and I've quietly started putting my affairs in order.",
  ])('titles %j in two to five words that name the subject', (text) => {
    expect(themedLabel(text), text).toSatisfy((t: string) => isGoodTitle(t));
  });

  it('titles 300 insights written by people outside the project, every one a good title', () => {
    expect(BLIND_TITLE_LINES).toHaveLength(300);
    const titles = BLIND_TITLE_LINES.map((text) => ({ text, title: themedLabel(text) }));
    const bad = titles.filter((t) => !isGoodTitle(t.title));
    // Forty to read as a person would (vitest prints them with --reporter=verbose runs too).
    if (process.env.SHOW_TITLES)
      for (const t of titles.slice(0, 300).filter((_, i) => i % 7 === 0)) console.log(`${t.title}  <=  ${t.text.slice(0, 90)}`);
    expect(bad.map((t) => `${t.title} <= ${t.text.slice(0, 60)}`)).toEqual([]);
  });
});
