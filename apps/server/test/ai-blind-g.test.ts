import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fileAll, figures, loadBlindG, type BlindFigures } from '../bench/ai-blind.ts';
import { stopEncoderThread } from '../src/ai/local/encoder/encoder.ts';

/**
 * Blind set G (bench/ai-blind-g): 360 insights in six sectors by a writer none of the models
 * has read, filed as the pipeline files them (`npm run bench -- ai` prints every figure). The
 * heads committed before the retrain with blind-e and blind-f raised 105 of its 120 emergencies,
 * self-harm 16 and harassment 15 of 24 (these floors failed); after: 109, 19, 19. The floors sit
 * just under the figures measured, so a landing that loses what this writer showed fails here.
 */
const count = (figure: string | number | undefined) => Number(String(figure).split('/')[0]);

describe('the AI on a writer no model has read (blind set G)', () => {
  let f: BlindFigures;
  beforeAll(async () => {
    const items = loadBlindG();
    f = figures(items, await fileAll(items, true));
  }, 180_000);
  afterAll(() => stopEncoderThread());

  it('raises its emergencies, each for its own kind', () => {
    expect.soft(count(f['emergencies raised at all']), 'raised at all, of 120').toBeGreaterThanOrEqual(107);
    expect.soft(count(f['violence raised']), 'violence, of 24').toBeGreaterThanOrEqual(22);
    expect.soft(count(f['crime raised']), 'crime, of 24').toBeGreaterThanOrEqual(18);
    expect.soft(count(f['threat raised']), 'threat, of 24').toBeGreaterThanOrEqual(15);
    expect.soft(count(f['self_harm raised']), 'self-harm, of 24').toBeGreaterThanOrEqual(18);
    expect.soft(count(f['harassment raised']), 'harassment, of 24').toBeGreaterThanOrEqual(18);
  });

  it('leaves its ordinary insights and hard negatives alone, and shows the crisis panel on no other kind', () => {
    expect.soft(count(f['ordinary raised']), 'ordinary, of 168 (3 %: 5)').toBeLessThanOrEqual(5);
    expect.soft(count(f['hard negatives raised']), 'hard negatives, of 72 (10 %: 7)').toBeLessThanOrEqual(7);
    expect.soft(count(f['crisis panel on non-self-harm']), 'crisis panel on other kinds').toBeLessThanOrEqual(1);
  });
});
