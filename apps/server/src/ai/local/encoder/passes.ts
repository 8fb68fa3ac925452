import { MAX_TOKENS } from './use-lite.ts';

/**
 * Which texts the encoder reads together. One pass over several texts pads each to the longest
 * one's tokens, and the encoder pays for every padded place almost as for a token; each pass
 * also costs about as much as 8 tokens on its own (its weights read once, its ops set up once).
 * An insight of 30 tokens with three sentences of 10 took 34 ms in one pass (4 × 30 places) and
 * 27 ms as two (the text, then the sentences); one of 128 tokens with eight sentences of 16, 324
 * ms against 107. So texts are taken longest first and cut where a pass's padding would cost more
 * than another pass: the cheapest cut (each pass PASS_COST + texts × longest), found exactly.
 * Padding is masked out of every sum, but a longer row is summed in other groups: which texts
 * share a pass moves a vector by float rounding only (at most 3e-7 on the blind sets).
 */
export const PASS_COST = 8;
/**
 * At most this many texts, and this many padded places, in one pass: a pass's largest block holds
 * about 40 KB per place in WebAssembly's memory, which never shrinks (and a pass runs without a
 * break in the event loop). Four texts of 128 tokens cost 3 % more than one pass of them all.
 */
export const MAX_TEXTS = 32;
export const MAX_PLACES = 512;

/** `lengths`: each text's tokens; the passes, each a list of indices into `lengths`. */
export function passesOf(lengths: number[]): number[][] {
  const order = lengths.map((_, i) => i).sort((a, b) => lengths[b]! - lengths[a]! || a - b);
  const places = (i: number) => Math.max(1, Math.min(lengths[order[i]!]!, MAX_TOKENS));
  // best[j]: the cheapest passes over the j longest texts; cut[j]: where its last pass starts.
  const best = [0];
  const cut = [0];
  for (let j = 1; j <= order.length; j++) {
    best[j] = Infinity;
    for (let i = j - 1; i >= 0 && j - i <= MAX_TEXTS; i--) {
      const padded = (j - i) * places(i);
      if (padded > MAX_PLACES && j - i > 1) break;
      const cost = best[i]! + PASS_COST + padded;
      if (cost < best[j]!) {
        best[j] = cost;
        cut[j] = i;
      }
    }
  }
  const passes: number[][] = [];
  for (let j = order.length; j > 0; j = cut[j]!) passes.unshift(order.slice(cut[j]!, j));
  return passes;
}
