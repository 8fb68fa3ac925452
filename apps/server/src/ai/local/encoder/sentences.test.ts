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
/** Violence: the one kind whose best sentence is precise enough out of fold to raise review (train-encoder.ts). */
const SENTENCE_CASES = [
  'The rota is fine this month and the new lockers are great. My colleague comes in every week with fresh bruises on her arms and flinches whenever her husband picks her up. The parking is still a mess.',
  'Canteen menu is repetitive and the coffee is bad. Yesterday a customer threw a chair at our cashier and split her lip open at the tills. Can we get a new coffee machine?',
  'Stock counts are off again and the wifi keeps dropping. Two drivers got into a fist fight in the yard and one was taken away in an ambulance. Please fix the wifi.',
];
const ORDINARY =
  'The rota is fine this month and the new lockers are great. The parking is still a mess. Canteen menu is repetitive and the coffee is bad. Stock counts are off again and the wifi keeps dropping. Please fix the wifi.';

describe('an emergency said in one sentence of an ordinary insight', () => {
  const ai = createLocalProvider();
  beforeAll(async () => {
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
  }, 60_000);

  it('the model was trained for it: violence has a review threshold on its best sentence, chosen out of fold', () => {
    expect(encoderModel()!.thresholds.violence!.sentence).toBeGreaterThan(0);
  });

  it.each(SENTENCE_CASES)('%s', async (text) => {
    const c = await ai.classifyInsight({ text, org: testOrg(), topics: [] });
    expect([...c.emergencyTypes, ...c.possibleEmergencyTypes]).toContain('violence');
    const encoded = await encodeInsight(text);
    expect(encoded?.sentences.length).toBeGreaterThan(1);
  });

  it('the same ordinary sentences without it raise nothing', async () => {
    const c = await ai.classifyInsight({ text: ORDINARY, org: testOrg(), topics: [] });
    expect([...c.emergencyTypes, ...c.possibleEmergencyTypes]).toEqual([]);
  });
});
