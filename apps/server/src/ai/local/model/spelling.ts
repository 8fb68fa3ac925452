import { embeddings } from './embeddings.ts';

/**
 * Typos ("managment", "terible", "recieve") have no vector, so a rant typed on a phone would
 * lose its meaning. A word the vocabulary lacks is read as the most frequent known word one edit
 * away (symmetric delete: both sides with one letter removed, which covers deletions,
 * insertions, substitutions and most transpositions). Only the 30,000 most frequent words are
 * targets, and only words of four letters or more are corrected: short words are too ambiguous.
 */
const TARGETS = 30_000;
const MIN_LENGTH = 4;

let deletes: Map<string, number> | undefined;

function index(): Map<string, number> {
  if (deletes) return deletes;
  const e = embeddings();
  deletes = new Map();
  const words = [...e.index.entries()].filter(([, i]) => e.ranks[i]! <= TARGETS);
  // Most frequent first, so the first word stored under a key is the one to prefer.
  words.sort((a, b) => e.ranks[a[1]]! - e.ranks[b[1]]!);
  for (const [w, i] of words) {
    if (w.length < MIN_LENGTH - 1 || !/^[a-z]+$/.test(w)) continue;
    if (!deletes.has(w)) deletes.set(w, i);
    for (let k = 0; k < w.length; k++) {
      const d = w.slice(0, k) + w.slice(k + 1);
      if (!deletes.has(d)) deletes.set(d, i);
    }
  }
  return deletes;
}

const cache = new Map<string, number | null>();

/** The vocabulary row of a known word or its correction; undefined when neither exists. */
export function rowOf(word: string): number | undefined {
  const e = embeddings();
  const known = e.index.get(word);
  if (known !== undefined) return known;
  if (word.length < MIN_LENGTH || !/^[a-z]+$/.test(word)) return undefined;
  const cached = cache.get(word);
  if (cached !== undefined) return cached ?? undefined;
  const idx = index();
  let best: number | undefined = idx.get(word);
  for (let k = 0; k < word.length; k++) {
    const hit = idx.get(word.slice(0, k) + word.slice(k + 1));
    if (hit !== undefined && (best === undefined || e.ranks[hit]! < e.ranks[best]!)) best = hit;
  }
  if (cache.size > 50_000) cache.clear();
  cache.set(word, best ?? null);
  return best;
}
