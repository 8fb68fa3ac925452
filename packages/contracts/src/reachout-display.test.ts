import { describe, expect, it } from 'vitest';
import { messageExcerpt, reachoutDisplayTitle, titleIsWholeMessage } from './reachout-display.ts';
import * as reachouts from './reachouts.ts';

const LONG = 'How do you feel about the new shift rota that starts in March, and what would you change about it?';

describe('reachoutDisplayTitle (the one title fallback)', () => {
  it('is the title when there is one, else the first AI topic', () => {
    expect(reachoutDisplayTitle({ title: ' Canteen ', body: LONG, aiSummary: { topics: ['Food'] } })).toBe('Canteen');
    expect(reachoutDisplayTitle({ title: '  ', body: LONG, aiSummary: { topics: ['Food quality', 'Hours'] } })).toBe('Food quality');
  });

  it('is the start of the message for an untitled reach-out without answers, cut at a word boundary with an ellipsis', () => {
    expect(reachoutDisplayTitle({ title: '', body: LONG, aiSummary: null })).toBe(
      'How do you feel about the new shift rota that starts in…',
    );
    // MyVoyce's reach-outs carry no topics: the same fallback.
    expect(reachoutDisplayTitle({ title: '', body: LONG })).toBe('How do you feel about the new shift rota that starts in…');
    expect(reachoutDisplayTitle({ title: '', body: '  Is the\n new  rota OK? ' })).toBe('Is the new rota OK?');
  });

  it('is what reachouts.ts exports to the server', () => {
    expect(reachouts.reachoutDisplayTitle).toBe(reachoutDisplayTitle);
  });
});

describe('messageExcerpt', () => {
  it('never ends inside a word or on punctuation, and stays within about 60 characters', () => {
    const cut = messageExcerpt('We moved the stand-up to 9:30 and the canteen closes at two, so: thoughts, worries, ideas?');
    expect(cut).toBe('We moved the stand-up to 9:30 and the canteen closes at two…');
    expect(cut.length).toBeLessThanOrEqual(61);
    expect(messageExcerpt(LONG).length).toBeLessThanOrEqual(61);
  });

  it('cuts a single overlong word where it must', () => {
    expect(messageExcerpt('x'.repeat(100))).toBe(`${'x'.repeat(60)}…`);
  });
});

describe('titleIsWholeMessage', () => {
  it('is true only when the heading already shows the whole message', () => {
    expect(titleIsWholeMessage({ title: '', body: 'Is the new rota OK?' })).toBe(true);
    expect(titleIsWholeMessage({ title: '', body: ' Is the\nnew rota OK? ' })).toBe(true);
    expect(titleIsWholeMessage({ title: '', body: LONG })).toBe(false);
    expect(titleIsWholeMessage({ title: 'Rota', body: 'Is the new rota OK?' })).toBe(false);
    expect(titleIsWholeMessage({ title: '', body: 'Is the new rota OK?', aiSummary: { topics: ['Rota'] } })).toBe(false);
  });
});
