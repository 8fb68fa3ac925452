import { describe, expect, it } from 'vitest';
import { analyze } from './tokenize.ts';
import { detectTone } from './tone.ts';

const tone = (text: string) => detectTone(analyze(text)).tone;

describe('tone', () => {
  it.each([
    ['Huge thanks to the night crew, they were brilliant.', 'positive'],
    ['The new incident process is much better. Well done!', 'positive'],
    ['I am exhausted and the rota is unfair.', 'negative'],
    ['The deadline is killing me.', 'negative'],
    // No emotional word at all, but a complaint all the same.
    ['Purchase orders need three signatures, nobody knows why.', 'negative'],
    ['Still no lights in the car park.', 'negative'],
    ['Could we move the stand-up to 9:30?', 'neutral'],
    ['ok', 'neutral'],
  ])('%s -> %s', (text, expected) => {
    expect(tone(text)).toBe(expected);
  });

  it('turns a negated positive word against itself', () => {
    expect(tone('The training was not helpful at all.')).toBe('negative');
  });
});
