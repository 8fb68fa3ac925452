import { describe, expect, it } from 'vitest';
import { detectEmergencies, findEmergencies } from './emergency.ts';
import { clausesOf, isNegated, normalizeForPatterns, stripIdioms } from './emergency-text.ts';

describe('emergency detection', () => {
  it.each([
    ['He punched me in the stock room.', ['violence']],
    ['My supervisor shoved me against the racking yesterday.', ['violence']],
    ['She was slapped by a customer at the desk.', ['violence']],
    ['Two drivers got into a fist fight in the yard.', ['violence']],
    ['Marco threw a stapler at Jess during the review.', ['violence']],
    ['Someone has been stealing cash from the till for weeks.', ['crime']],
    ['The night lead is taking stock home in his van.', ['crime']],
    ['Finance is falsifying the expense reports before the audit.', ['crime']],
    ['A rep pays kickbacks to a buyer to keep the contract.', ['crime']],
    ['People are selling drugs in the car park.', ['crime']],
    ['I will hurt him if he does that again.', ['threat']],
    ["Dan said he'd bring his gun to work if he gets fired.", ['threat']],
    ['Tom told me he is going to kill Mark after the shift.', ['threat']],
    ['He keeps following me to my car after shifts.', ['threat']],
    ['He said I should watch my back if I keep complaining.', ['threat']],
    ['honestly i dont want to be here anymore, i think about ending it all', ['threat']],
    ['A customer said he would come to the office and hurt the agent who refused him.', ['threat']],
    ["He pinned me against the wall and said next time he'd break my face.", ['violence', 'threat']],
  ])('flags: %s', (text, types) => {
    expect(detectEmergencies(text)).toEqual(types);
  });

  it.each([
    'The deadline is killing me.',
    'We crushed our sales target this quarter!',
    'No one got hurt, but the ladder in aisle 6 is broken.',
    'Nothing was stolen but the back door was left open.',
    'I would never hurt anyone, I just want a raise.',
    'My manager threatened to write me up for being late.',
    'Can you shoot me an email with the numbers?',
    'The news really hit me hard.',
    'He punched in late again.',
    'She stole the show at the conference.',
    'She stole my idea in the meeting and took the credit.',
    'We need to attack the support backlog.',
    'The fraud prevention team needs two more analysts.',
    'This heat is going to kill someone one day, the fans do not work.',
    "I'd kill for a coffee machine that works.",
    'We were robbed in the semi-final of the five-a-side tournament.',
    'The kitchen knives are blunt.',
    'Pick rates went up again. People are skipping breaks to hit them.',
    'I was hit by a forklift and nobody cares about safety.',
  ])('lets go: %s', (text) => {
    expect(detectEmergencies(text)).toEqual([]);
  });

  it('reports the evidence it used', () => {
    expect(findEmergencies('He grabbed me by the arm.')).toEqual([{ type: 'violence', evidence: 'grabbed me' }]);
  });

  describe('text preparation', () => {
    it('expands contractions, including ones typed without apostrophes', () => {
      expect(normalizeForPatterns("I won't, he'll, she'd, we dont, cant")).toBe('I will not, he will, she would, we do not, can not');
    });

    it('blanks idioms that borrow violent words', () => {
      expect(stripIdioms('the deadline is killing me')).not.toMatch(/killing/);
      expect(stripIdioms('we smashed our quarterly target')).not.toMatch(/smashed/);
    });

    it('splits clauses at punctuation and linking words, and at "and" only before a new subject', () => {
      expect(clausesOf('No one was hurt, but he hit her and she fell')).toEqual(['No one was hurt', 'he hit her', 'she fell']);
      expect(clausesOf('threw a chair and a stapler at me')).toEqual(['threw a chair and a stapler at me']);
    });

    it('sees negation right before the verb or as a negative subject', () => {
      expect(isNegated('he did not hit me', 'he did not '.length)).toBe(true);
      expect(isNegated('no one was hurt', 'no one was '.length)).toBe(true);
      expect(isNegated('I can not believe he punched me', 'I can not believe he '.length)).toBe(false);
    });
  });
});
