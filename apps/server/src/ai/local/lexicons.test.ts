import { describe, expect, it } from 'vitest';
import { compileLexicon, list, matchLexicon, SENTIMENT } from './lexicons.ts';
import { analyze } from './tokenize.ts';

describe('lexicons', () => {
  it('splits compact word lists', () => {
    expect(list('a, b c,\n  d ')).toEqual(['a', 'b c', 'd']);
  });

  it('matches stems, prefers the longest phrase and does not overlap', () => {
    const lex = compileLexicon([
      [1, 'shift'],
      [3, 'night shift, harassment'],
    ]);
    const hits = matchLexicon(lex, analyze('Night shifts again, and he harassed her on the night shift.').tokens);
    expect(hits.map((h) => [h.entry.phrase, h.entry.weight])).toEqual([
      ['night shift', 3],
      ['harassment', 3],
      ['night shift', 3],
    ]);
  });

  it('matches a hyphenated word against its spaced form', () => {
    const lex = compileLexicon([[1, 'on call']]);
    expect(matchLexicon(lex, analyze('The on-call rota is brutal').tokens)).toHaveLength(1);
  });

  it('compares exact word forms for sentiment, so stems do not collide', () => {
    // "Excel" and "excellent" share a stem; "support" and "supportive" too.
    const hits = matchLexicon(SENTIMENT, analyze('We keep notes in Excel and ask support.').tokens);
    expect(hits).toEqual([]);
    expect(matchLexicon(SENTIMENT, analyze('An excellent, supportive team').tokens).map((h) => h.entry.phrase)).toEqual([
      'excellent',
      'supportive',
    ]);
  });
});
