import { describe, expect, it } from 'vitest';
import { rewriteReachout, rewriteSentence } from './reachout-rewrite.ts';

const q = (s: string) => rewriteSentence(s).text;

describe('reach-out rewrite', () => {
  it('turns yes/no questions into open ones', () => {
    expect(q('Are you happy with the new rota?')).toBe('How do you feel about the new rota?');
    expect(q('do you like the canteen food')).toBe('What do you think of the canteen food?');
    expect(q('Do you feel supported by your manager?')).toBe('To what extent do you feel supported by your manager?');
    expect(q('Is the new scheduling tool working?')).toBe('How is the new scheduling tool working for you?');
    expect(q('Have you noticed any safety issues in the yard?')).toBe('What safety issues in the yard have you noticed, if any?');
  });

  it('takes the answer out of leading questions', () => {
    expect(q("Don't you think the move to hybrid has been a success?")).toBe(
      'What is your honest view on whether the move to hybrid has been a success?',
    );
  });

  it('turns requests into the questions they mean and drops filler', () => {
    expect(q('Let us know what you think of the new canteen')).toBe('What do you think of the new canteen?');
    expect(q('Please share your thoughts on the office move.')).toBe('What are your thoughts on the office move?');
    expect(q('Hi all, quick question: how are nights going')).toBe('How are nights going?');
    expect(q('I was wondering if you could tell us what slows you down')).toBe('Could you tell us what slows you down?');
  });

  it('keeps statements as context and what it does not recognise word for word', () => {
    const r = rewriteReachout('We are changing the shift pattern in March. Are you happy with the current one? what would you change');
    expect(r.context).toEqual(['We are changing the shift pattern in March.']);
    expect(r.questions).toEqual(['How do you feel about the current one?', 'What would you change?']);
  });
});
