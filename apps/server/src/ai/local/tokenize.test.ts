import { describe, expect, it } from 'vitest';
import { analyze, isContent, normalsOf, stemsOf } from './tokenize.ts';

describe('tokenize', () => {
  it('flattens wink output into tokens with stems, POS and sentence indexes', () => {
    const a = analyze("The VPN keeps dropping. We can't deploy!");
    expect(a.sentences.map((s) => s.text)).toEqual(['The VPN keeps dropping.', "We can't deploy!"]);
    const vpn = a.tokens.find((t) => t.value === 'VPN')!;
    expect(vpn).toMatchObject({ normal: 'vpn', stem: 'vpn', sentence: 0 });
    const deploy = a.tokens.find((t) => t.normal === 'deploy')!;
    expect(deploy.sentence).toBe(1);
    // wink expands contractions, so negation is visible as "not"
    expect(a.tokens.map((t) => t.normal)).toContain('not');
    expect(a.wordCount).toBeGreaterThanOrEqual(7);
    expect(a.stemSet.has('drop')).toBe(true);
  });

  it('marks sentence starts, so a capital there is not mistaken for a name', () => {
    const a = analyze('Suppliers are paid late. Ask Priya.');
    expect(a.tokens[0]!.sentenceStart).toBe(true);
    expect(a.tokens.find((t) => t.value === 'Priya')!.sentenceStart).toBe(false);
  });

  it('stems and normalises phrases the way it analyses text', () => {
    expect(stemsOf('Harassment by managers')).toEqual(['harass', 'by', 'manag']);
    expect(normalsOf("won't work")).toEqual(['will', 'not', 'work']);
  });

  it('tells content words from stop words and punctuation', () => {
    const a = analyze('The printer is broken.');
    expect(a.tokens.filter(isContent).map((t) => t.normal)).toEqual(['printer', 'broken']);
  });
});
