import { describe, expect, it } from 'vitest';
import { embeddings } from './embeddings.ts';
import { rowOf } from './spelling.ts';

const wordAt = (row: number | undefined) => (row === undefined ? null : [...embeddings().index.keys()][row]);

describe('typo reading', () => {
  it.each([
    ['managment', 'management'],
    ['terible', 'terrible'],
    ['recieve', 'receive'],
    ['harrassment', 'harassment'],
    ['shouthing', 'shouting'],
  ])('reads %s as %s', (typo, word) => {
    expect(wordAt(rowOf(typo))).toBe(word);
  });
  it('leaves short and unknown words alone', () => {
    expect(rowOf('asdfgh')).toBeUndefined();
    expect(rowOf('xq')).toBeUndefined();
  });
});
