import { describe, expect, it } from 'vitest';
import { draftDelegationLocally, draftReplyLocally, enhanceReachoutLocally, readPrompt, tidy, valuesLine } from './drafts.ts';
import { DEFAULT_STYLE, styleOf } from './style.ts';
import { testOrg } from './test-org.ts';

const CASUAL = "Hey folks!\nQuick one from me - we've smashed it this month and I'm so proud of you all. Let's keep going!\nCheers,\nSam";
const FORMAL =
  'Dear colleagues,\nI would like to thank you for your continued commitment. Please be advised that the quarterly review will take place on Friday.\nKind regards,\nDr. Patel';
const insight = 'Forklift drivers speed through the pedestrian aisles and nobody enforces the speed limit. Someone will get hurt.';

describe('writing style', () => {
  it('reads greeting, sign-off, signature and register from the sample', () => {
    expect(styleOf(CASUAL)).toMatchObject({
      greetingWord: 'Hey',
      signOff: 'Cheers,',
      signature: 'Sam',
      formal: false,
      contractions: true,
      exclamations: true,
    });
    expect(styleOf(FORMAL)).toMatchObject({
      greetingWord: 'Dear',
      signOff: 'Kind regards,',
      signature: 'Dr. Patel',
      formal: true,
      contractions: false,
    });
    expect(styleOf('')).toEqual(DEFAULT_STYLE);
  });
});

describe('reply drafts', () => {
  it('a changed writing sample visibly changes the draft', () => {
    const casual = draftReplyLocally({ insights: [insight], org: testOrg({ writingSample: CASUAL }) });
    const formal = draftReplyLocally({ insights: [insight], org: testOrg({ writingSample: FORMAL }) });
    expect(casual).not.toBe(formal);
    expect(casual).toMatch(/^Hey there!/);
    expect(casual).toMatch(/Cheers,\nSam$/);
    expect(casual).toContain("I'm");
    expect(formal).toMatch(/^Dear colleague,/);
    expect(formal).toMatch(/Kind regards,\nDr\. Patel$/);
    expect(formal).not.toMatch(/\b(?:I'm|I'll|you've)\b/);
  });

  it("connects the subject to the organisation's goal and values", () => {
    const org = testOrg({
      goals: ['Grow revenue in the north', 'Zero forklift injuries'],
      aboutUs: 'Northline moves parcels for local shops. We believe everyone should go home safe, every day.',
    });
    const draft = draftReplyLocally({ insights: [insight], org });
    expect(draft).toContain('This matters for one of our goals: zero forklift injuries.');
    expect(draft).toContain('we believe everyone should go home safe, every day.');
    expect(draft).toContain('the forklift drivers');
  });

  // An expense-reimbursement reply said "This matters for one of our goals: halve customer response times".
  it.each([
    'Still waiting on my expenses from the customer site visit, finance never responds.',
    'My expense reimbursement has taken six weeks and I still have no response from finance.',
    'Expense claims for customer visits take six weeks to be reimbursed.',
  ])('mentions a goal only when the insight bears on it: not for %j', (text) => {
    const org = testOrg({ goals: ['Halve customer response times'] });
    for (const draft of [draftReplyLocally({ insights: [text], org }), draftDelegationLocally({ insight: text, org, prompt: '' })])
      expect(draft).not.toMatch(/goal/i);
  });

  it.each(['Customers wait three days for a reply because support is understaffed.', 'Slow customer replies are losing us deals.'])(
    'mentions the goal an insight bears on: %j',
    (text) => {
      const org = testOrg({ goals: ['Grow people into leaders from within', 'Halve customer response times'] });
      expect(draftReplyLocally({ insights: [text], org })).toContain('This matters for one of our goals: halve customer response times.');
    },
  );

  it('follows the prompt: content is included, "shorter" drops the optional lines', () => {
    const org = testOrg({ goals: ['Zero lost-time injuries'] });
    const draft = draftReplyLocally({ insights: [insight], org, prompt: 'mention that we are installing barriers next week' });
    expect(draft).toContain('We are installing barriers next week.');
    const short = draftReplyLocally({ insights: [insight], org, prompt: 'keep it short' });
    expect(short).not.toContain('goals');
    expect(short.length).toBeLessThan(draft.length);
  });

  it('treats an emergency as urgent and a win as good news', () => {
    expect(draftReplyLocally({ insights: ['My supervisor punched me in the stock room.'], org: testOrg() })).toContain('urgent');
    expect(draftReplyLocally({ insights: ['Huge thanks to Tom for closing the Northwind deal!'], org: testOrg() })).toContain(
      'great to hear about the Northwind deal',
    );
  });

  it('reads prompts', () => {
    expect(readPrompt('Make it more formal', DEFAULT_STYLE)).toMatchObject({ content: null, style: { formal: true } });
    expect(readPrompt('tell them the fix ships on Monday', DEFAULT_STYLE).content).toBe('The fix ships on Monday.');
  });
});

describe('delegation drafts', () => {
  it('asks the colleague to act, quotes the insight and keeps the submitter anonymous', () => {
    const note = draftDelegationLocally({
      insight,
      org: testOrg({ writingSample: CASUAL }),
      prompt: 'Please check the speed limiters by Friday',
    });
    expect(note).toMatch(/^Hey there!/);
    expect(note).toContain(`"${insight}"`);
    expect(note).toContain('Please check the speed limiters by Friday.');
    expect(note).toContain('anonymous');
  });
});

describe('reach-out enhancement', () => {
  it('tidies the message, explains the objective and reassures about anonymity', () => {
    const r = enhanceReachoutLocally({
      message: 'how are nights going for you? what would make them better',
      objective: 'Understand what night shift staff need',
      org: testOrg({ writingSample: CASUAL }),
    });
    expect(r.title).toBe('Your thoughts on nights');
    expect(r.message).toContain('1. How are nights going for you?\n2. What would make them better?');
    expect(r.message).toContain("We're asking because we want to understand what night shift staff need.");
    expect(r.message).toContain('anonymous');
    expect(r.message).toMatch(/Cheers,\nSam$/);
  });

  it('rewrites the message instead of wrapping it: open questions, no filler, context before the questions', () => {
    const r = enhanceReachoutLocally({
      message: 'Hi all, we moved to the new building last month. Are you happy with the desks? let us know what you think of the parking',
      objective: '',
      org: testOrg({}),
    });
    expect(r.message).not.toContain('Hi all');
    expect(r.message).toContain('We moved to the new building last month.');
    expect(r.message).toContain('1. How do you feel about the desks?\n2. What do you think of the parking?');
    expect(r.message).not.toMatch(/Are you happy|let us know/i);
  });

  it('helpers', () => {
    expect(tidy('  what do you think  of the rota')).toBe('What do you think of the rota?');
    expect(valuesLine('We sell parcels. Our mission is to deliver safely.')).toBe('Our mission is to deliver safely.');
  });
});

describe('drafts: tone, support and instructions (issue 16)', () => {
  const org = testOrg({});
  it.each([
    'The new rota is a disaster and nobody listens to us.',
    'Great, another pay cut disguised as a "restructure". Just brilliant.',
    'Oh wonderful, the heating is broken again, what a surprise.',
    'Payroll got my overtime wrong for the third month running.',
  ])('never says "great to hear" to a complaint: %s', (insight) => {
    const draft = draftReplyLocally({ insights: [insight], org });
    expect(draft).not.toMatch(/great to hear|glad to hear|kind words/i);
  });

  it('points someone who may be at risk to support, and never argues', () => {
    const draft = draftReplyLocally({ insights: ["I can't do this anymore, everyone would be better off if I wasn't here."], org });
    expect(draft).toContain('Employee Assistance Programme');
    expect(draft).toMatch(/emergency number/);
    const note = draftDelegationLocally({ insight: 'I keep thinking about ending my life before my shifts.', org, prompt: '' });
    expect(note).toMatch(/at risk of harming themselves/);
  });

  it('applies instructions instead of pasting them', () => {
    const draft = draftReplyLocally({
      insights: ['The printer on floor 3 has been broken for two weeks.'],
      org,
      prompt: 'apologise for the delay and keep it short',
    });
    expect(draft).toContain("I'm sorry for the delay.");
    expect(draft).not.toMatch(/apologise for/i);
    expect(draft).not.toMatch(/keep it short/i);
    const thanked = draftReplyLocally({ insights: ['Payslips are late again.'], org, prompt: 'thank them for raising it' });
    expect(thanked).toContain('Thank you for raising it.');
    expect(thanked).not.toMatch(/thank them/i);
    const constraint = draftReplyLocally({ insights: ['Payslips are late again.'], org, prompt: "don't mention the budget" });
    expect(constraint).not.toMatch(/budget/i);
  });
});
