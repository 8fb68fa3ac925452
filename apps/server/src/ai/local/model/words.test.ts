import { describe, expect, it } from 'vitest';
import { wordsOf } from './words.ts';

describe('wordsOf', () => {
  it('splits contractions the way the vectors were trained, typed with or without the apostrophe', () => {
    expect(wordsOf("I don't want this, I'm done")).toEqual(['i', 'do', "n't", 'want', 'this', 'i', "'m", 'done']);
    expect(wordsOf('dont  im')).toEqual(['do', "n't", 'i', "'m"]);
    expect(wordsOf('It’s the manager’s fault')).toEqual(['it', "'s", 'the', 'manager', "'s", 'fault']);
  });
  it('keeps letters of every language and drops punctuation', () => {
    expect(wordsOf('El jefe me pegó!!! 😡')).toEqual(['el', 'jefe', 'me', 'pegó']);
  });
});
