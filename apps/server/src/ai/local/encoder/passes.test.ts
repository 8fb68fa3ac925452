import { describe, expect, it } from 'vitest';
import { MAX_PLACES, MAX_TEXTS, PASS_COST, passesOf } from './passes.ts';

const cost = (lengths: number[], passes: number[][]) =>
  passes.reduce((sum, p) => sum + PASS_COST + p.length * Math.max(...p.map((i) => Math.min(lengths[i]!, 128))), 0);

describe('encoder passes', () => {
  it('reads each text once, longest first', () => {
    const lengths = [5, 40, 12, 12, 3, 90];
    const passes = passesOf(lengths);
    expect(passes.flat().sort()).toEqual([0, 1, 2, 3, 4, 5]);
    expect(passes.flat().map((i) => lengths[i])).toEqual([...lengths].sort((a, b) => b - a));
  });

  it('reads a long insight apart from its short sentences, whose padding would cost more than a pass', () => {
    // 128 tokens and eight sentences of 16: one pass pads 9 × 128 places (324 ms), two read 256 (107 ms).
    const passes = passesOf([128, 16, 16, 16, 16, 16, 16, 16, 16]);
    expect(passes).toEqual([[0], [1, 2, 3, 4, 5, 6, 7, 8]]);
  });

  it('keeps texts of about one length together: a pass costs more than their padding', () => {
    expect(passesOf([20, 19, 18, 20])).toHaveLength(1);
  });

  it('never costs more than one pass per text or one pass for all', () => {
    const lengths = Array.from({ length: 30 }, (_, i) => ((i * 37) % 60) + 1);
    const passes = passesOf(lengths);
    expect(cost(lengths, passes)).toBeLessThanOrEqual(cost(lengths, [lengths.map((_, i) => i)]));
    expect(cost(lengths, passes)).toBeLessThanOrEqual(
      cost(
        lengths,
        lengths.map((_, i) => [i]),
      ),
    );
  });

  it('bounds a pass by texts and padded places (WebAssembly memory, the event loop)', () => {
    const many = passesOf(Array.from({ length: 100 }, () => 10));
    expect(Math.max(...many.map((p) => p.length))).toBeLessThanOrEqual(MAX_TEXTS);
    const long = passesOf(Array.from({ length: 40 }, () => 500));
    expect(long.every((p) => p.length * 128 <= MAX_PLACES)).toBe(true);
  });
});
