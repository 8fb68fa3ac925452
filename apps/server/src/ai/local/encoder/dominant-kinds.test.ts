import { describe, expect, it } from 'vitest';
import { dominantKinds } from './encoder-verdict.ts';

/**
 * A beating was raised as violence and threat, a threat as threat and harassment: out of fold most
 * false alarms of violence, threat and harassment were emergencies of another kind. A kind far
 * behind the strongest (each over its own review threshold) is dropped; the text stays raised.
 */
describe('kinds raised beside a much stronger one', () => {
  it('drops a kind whose reach times the dominance stays below the strongest', () => {
    const reach = new Map([
      ['violence', 3.2],
      ['threat', 1.1],
    ] as const);
    expect(dominantKinds(reach, 2)).toEqual(['violence']);
  });

  it('keeps kinds of about the same reach, and every kind when the model sets no dominance', () => {
    const reach = new Map([
      ['threat', 1.6],
      ['harassment', 1.2],
    ] as const);
    expect(dominantKinds(reach, 2)).toEqual(['threat', 'harassment']);
    expect(
      dominantKinds(
        new Map([
          ['violence', 9],
          ['threat', 1],
        ] as const),
        undefined,
      ),
    ).toEqual(['violence', 'threat']);
  });
});
