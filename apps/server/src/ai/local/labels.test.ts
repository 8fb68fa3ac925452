import { TOPIC_LABEL_MAX } from '@voyce/contracts/ai';
import { describe, expect, it } from 'vitest';
import { buildLabel, clipLabel, keywordsOf, nounPhrases, subjectPhrase } from './labels.ts';
import { analyze } from './tokenize.ts';

const label = (text: string) => {
  const a = analyze(text);
  return buildLabel(a, nounPhrases(a), null);
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
