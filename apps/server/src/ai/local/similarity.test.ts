import { describe, expect, it } from 'vitest';
import { cosine, termsOf } from './similarity.ts';
import { analyze } from './tokenize.ts';

const terms = (text: string) => termsOf(analyze(text));

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
});
