import { beforeAll, describe, expect, it } from 'vitest';
import { createLocalProvider } from '../local-provider.ts';
import { testOrg } from '../test-org.ts';
import { encodeInsight, encoderState, warmEncoder } from './encoder.ts';
import { encoderModel } from './encoder-heads.ts';
import { emergencySentences, MAX_SENTENCES } from './sentences.ts';

describe('the sentences the emergency heads read one by one', () => {
  it('splits at sentence ends, line breaks and dashes between clauses, and keeps sentences of three words or more', () => {
    expect(emergencySentences('Rota is late again. He said he would wait for me after shift! Thanks.')).toEqual([
      'Rota is late again.',
      'He said he would wait for me after shift!',
    ]);
    expect(emergencySentences('canteen is fine\nmy lead grabbed my arm hard')).toEqual(['canteen is fine', 'my lead grabbed my arm hard']);
    expect(emergencySentences('the new rota works - but someone keeps taking cash from the till')).toHaveLength(2);
  });

  it('gives nothing for a text of one sentence (the whole text is read already) or a short answer', () => {
    expect(emergencySentences('The forklift brakes are worn and nobody has fixed them.')).toEqual([]);
    expect(emergencySentences('Sounds good.')).toEqual([]);
    expect(emergencySentences('Fine. Thanks.')).toEqual([]);
  });

  it('reads at most a few sentences of a long text', () => {
    const long = Array.from({ length: 20 }, (_, i) => `This is sentence number ${i}.`).join(' ');
    expect(emergencySentences(long)).toHaveLength(MAX_SENTENCES);
  });
});

/**
 * An emergency is often one sentence inside an ordinary insight; the whole text's vector averaged
 * it away among the rest and nothing was raised. Each sentence is scored too.
 */
const SENTENCE_CASES = [
  "The rota for next month still isn't out and the break room microwave has been broken for two weeks. Also my team lead keeps sending me messages at night asking for photos of myself and says my contract depends on it. The parking permits are late too.",
  "Canteen food is fine and the new lockers are great. One thing though: a driver told me yesterday he'd wait for me after my shift and make me regret reporting him. Otherwise the induction went well.",
  'Stock counts are off again this week and the handheld scanners keep dropping wifi. Someone has been taking cash from the petty cash tin every Friday and changing the log afterwards. Please fix the wifi.',
  'Great quarter everyone, and the team lunch was lovely. My supervisor keeps commenting on my body and standing too close when nobody is around. Looking forward to the offsite.',
];
const ORDINARY =
  "The rota for next month still isn't out and the break room microwave has been broken for two weeks. Canteen food is fine and the new lockers are great. Stock counts are off again this week and the handheld scanners keep dropping wifi. Great quarter everyone, and the team lunch was lovely.";

describe('an emergency said in one sentence of an ordinary insight', () => {
  const ai = createLocalProvider();
  beforeAll(async () => {
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
  }, 60_000);

  it('the model was trained for it: each kind has a review threshold on its best sentence, chosen out of fold', () => {
    for (const t of Object.values(encoderModel()!.thresholds)) expect(t.sentence).toBeGreaterThan(0);
  });

  it.each(SENTENCE_CASES)('%s', async (text) => {
    const c = await ai.classifyInsight({ text, org: testOrg(), topics: [] });
    expect([...c.emergencyTypes, ...c.possibleEmergencyTypes]).not.toEqual([]);
    const encoded = await encodeInsight(text);
    expect(encoded?.sentences.length).toBeGreaterThan(1);
  });

  it('the same ordinary sentences without it raise nothing', async () => {
    const c = await ai.classifyInsight({ text: ORDINARY, org: testOrg(), topics: [] });
    expect([...c.emergencyTypes, ...c.possibleEmergencyTypes]).toEqual([]);
  });
});
