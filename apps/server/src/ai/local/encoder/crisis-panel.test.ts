import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { detectLanguage } from '../language.ts';
import { mayDescribeSelfHarm } from '../insight-reading.ts';
import { encode, encoderState, encoderTextsRead, warmEncoder } from './encoder.ts';
import { textSignals } from './encoder-features.ts';
import { crisisPanelFor, encoderModel, encoderVerdict, showsCrisisPanel } from './encoder-verdict.ts';

/**
 * The filing's crisis-panel check runs on the thread that answers requests; it skips what cannot
 * change its answer (crisisPanelFor) and must answer as the whole verdict does.
 */
const lines = (file: string) =>
  readFileSync(new URL(`../../../../bench/ai-own-test/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((l) => l.trim())
    .map((l) => (JSON.parse(l) as { text: string }).text);

describe('the crisis panel check', () => {
  beforeAll(async () => {
    await warmEncoder();
    expect(encoderState().status).toBe('ready');
  }, 60_000);

  it('reads no short answer with the encoder unless a self-harm rule speaks', async () => {
    const before = encoderTextsRead();
    for (const text of ['Sounds good.', 'Looks fine to me.', 'All good thanks', 'Nothing to add'])
      expect(await mayDescribeSelfHarm(text), text).toBe(false);
    expect(encoderTextsRead()).toBe(before);
    expect(await mayDescribeSelfHarm('I want to die.')).toBe(true);
  });

  it('answers as the whole verdict does, on blind short answers, ordinary insights and emergencies', async () => {
    const m = encoderModel()!;
    const texts = [...lines('short-test.jsonl'), ...lines('ordinary-test.jsonl').slice(0, 150), ...lines('emergency-test.jsonl')].filter(
      (t) => detectLanguage(t) === 'en',
    );
    const vectors = (await encode(texts))!;
    let panels = 0;
    texts.forEach((text, i) => {
      const whole = showsCrisisPanel(encoderVerdict(text, vectors[i]!, m), m);
      if (whole) panels++;
      expect(crisisPanelFor(text, vectors[i]!, m, textSignals(text, 'en')), text).toBe(whole);
    });
    expect(panels).toBeGreaterThan(5);
  }, 120_000);
});
