/**
 * How the training scripts read the hand-written corpora and split them. Every script that
 * chooses or scores on a split uses this one hash, so no script tunes on another's test lines.
 */
import { readFileSync, readdirSync } from 'node:fs';

/** FNV-1a: the held-out test split is fixed by each line's text. */
export function fnv(s: string): number {
  let h = 0x811c9dc5;
  for (let i = 0; i < s.length; i++) {
    h ^= s.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  return h;
}

export type Split = 'train' | 'val' | 'test';
/** By a hash of the text: 15 % test, 10 % validation (thresholds are chosen there), 75 % train. */
export const splitOf = (text: string): Split => {
  const b = fnv(text.trim().toLowerCase()) % 100;
  return b < 15 ? 'test' : b < 25 ? 'val' : 'train';
};

/** Every corpus file in `dir` whose name starts with `prefix` (emergency.jsonl, emergency-2.jsonl, ...), in name order. */
export const readJsonl = <T>(dir: URL, prefix: string): T[] =>
  readdirSync(dir)
    .filter((f) => f.startsWith(prefix) && f.endsWith('.jsonl'))
    .sort()
    .flatMap((f) =>
      readFileSync(new URL(f, dir), 'utf8')
        .split('\n')
        .filter((l) => l.trim())
        .map((l) => JSON.parse(l) as T),
    );
