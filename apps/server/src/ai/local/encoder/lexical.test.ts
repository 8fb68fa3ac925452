import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../local-provider.ts';
import { testOrg } from '../test-org.ts';
import { encoderState, warmEncoder } from './encoder.ts';
import { encoderModel, modelTerms } from './encoder-heads.ts';
import { lexicalFeatures, lexicalTerms } from './lexical.ts';

describe('the words and word pairs the heads read beside the vector', () => {
  it('reads lower-case words of any script and each adjacent pair, once', () => {
    expect(lexicalTerms('Cash in hand, cash IN hand!')).toEqual(['cash', 'in', 'hand', 'cash in', 'in hand', 'hand cash']);
    expect(lexicalTerms('He didn’t stop — él empujó')).toEqual([
      'he',
      "didn't",
      'stop',
      'él',
      'empujó',
      "he didn't",
      "didn't stop",
      'stop él',
      'él empujó',
    ]);
    expect(lexicalTerms('🙂 ...')).toEqual([]);
  });

  it('weighs the known terms of a text by the square root of their number, so a long text is not louder', () => {
    const index = new Map([
      ['cash', 0],
      ['in hand', 1],
      ['books', 2],
    ]);
    const f = lexicalFeatures('paid cash in hand, off the books', index, 2);
    expect([...f.at]).toEqual([0, 1, 2]);
    expect(f.value).toBeCloseTo(2 / Math.sqrt(3), 6);
    expect(lexicalFeatures('nothing known here', index, 2).at).toHaveLength(0);
  });

  it('the shipped heads carry a lexicon and a weight per term after the encoder features', () => {
    const m = encoderModel()!;
    expect(m.lexicon?.terms.length).toBeGreaterThan(1000);
    for (const h of m.heads) for (const w of h.weights) expect(w).toHaveLength(m.features + m.lexicon!.terms.length);
    expect(modelTerms(m, 'they pay us cash in hand').at.length).toBeGreaterThan(0);
  });
});

/**
 * Crime said as business practice was only "please review": the vector blurs "cash in hand",
 * "off the books", "signs off delivery notes" among ordinary talk of pay and deliveries. With the
 * words beside it the heads confirm it. Lines written for this test.
 */
describe('crime said as business practice', () => {
  const ai = createLocalProvider();
  const classify = (text: string) => ai.classifyInsight({ text, org: testOrg(), topics: [] });
  beforeAll(async () => {
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
  }, 60_000);

  it.each([
    'Our supervisor pays half the crew cash in hand and keeps them off the books, then pockets what should go on their payslips.',
    'The depot manager signs off delivery notes for pallets that never arrive and splits the money with the haulier.',
  ])('%s', async (text) => {
    expect((await classify(text)).emergencyTypes).toContain('crime');
  });

  it('ordinary talk of pay, parking and targets raises nothing', async () => {
    for (const text of [
      'Could we get more parking spaces near the north entrance? It fills up by eight.',
      'The quarterly targets feel unrealistic given we lost two people in March.',
      'Overtime is paid a month late and nobody explains the deductions on the payslip.',
    ]) {
      const c = await classify(text);
      expect([...c.emergencyTypes, ...c.possibleEmergencyTypes], text).toEqual([]);
    }
  });
});
