import type { ProfileShape } from '../../ai/provider.ts';

/**
 * "These topics look alike": cosine similarity of topics' stored meaning vectors (their
 * ProfileShape's mean sentence vector). No database here, so the suggestion bench
 * (bench/topic-suggestions.ts) ranks exactly as the API does. Vectors of any dimension are
 * compared; one that is missing, of another length than the topic's, or all zeros is skipped.
 */

export type ShapedTopic = { id: string; vector: ArrayLike<number> | null };
export type Ranked = { id: string; similarity: number };

/** A unit copy of the vector, or null when there is nothing to compare. */
export function unit(vector: ArrayLike<number> | null | undefined): Float64Array | null {
  if (!vector || vector.length === 0) return null;
  let norm = 0;
  for (let i = 0; i < vector.length; i++) norm += vector[i]! * vector[i]!;
  if (!(norm > 0) || !Number.isFinite(norm)) return null;
  const out = new Float64Array(vector.length);
  const scale = 1 / Math.sqrt(norm);
  for (let i = 0; i < vector.length; i++) out[i] = vector[i]! * scale;
  return out;
}

function dot(a: Float64Array, b: Float64Array): number {
  let s = 0;
  for (let i = 0; i < a.length; i++) s += a[i]! * b[i]!;
  return s;
}

/** The `limit` candidates most like `target` (never itself), best first; ties by id for a stable order. */
export function mostSimilar(target: ShapedTopic, candidates: ShapedTopic[], limit: number): Ranked[] {
  const t = unit(target.vector);
  if (!t) return [];
  const ranked: Ranked[] = [];
  for (const c of candidates) {
    if (c.id === target.id) continue;
    const u = unit(c.vector);
    if (!u || u.length !== t.length) continue;
    ranked.push({ id: c.id, similarity: dot(t, u) });
  }
  return ranked.sort(bySimilarity).slice(0, limit);
}

/**
 * The `limit` most alike pairs among the topics at or above `threshold`, best first; only topics
 * of one group pair (`groupOf`, read once per topic).
 */
export function mostSimilarPairs<T extends ShapedTopic>(
  topics: T[],
  limit: number,
  threshold: number,
  groupOf: (t: T) => string = () => '',
): { a: string; b: string; similarity: number }[] {
  const units = topics.flatMap((t) => {
    const u = unit(t.vector);
    return u ? [{ id: t.id, u, group: groupOf(t) }] : [];
  });
  const pairs: { a: string; b: string; similarity: number }[] = [];
  for (let i = 0; i < units.length; i++) {
    for (let j = i + 1; j < units.length; j++) {
      const x = units[i]!;
      const y = units[j]!;
      if (x.u.length !== y.u.length || x.group !== y.group) continue;
      const similarity = dot(x.u, y.u);
      if (similarity >= threshold) pairs.push({ a: x.id, b: y.id, similarity });
    }
  }
  return pairs.sort((p, q) => q.similarity - p.similarity || (p.a + p.b < q.a + q.b ? -1 : 1)).slice(0, limit);
}

const bySimilarity = (x: Ranked, y: Ranked) => y.similarity - x.similarity || (x.id < y.id ? -1 : x.id > y.id ? 1 : 0);

/**
 * Two topics' shapes as one (a merge): the mean of both means weighted by how many sentences
 * each holds, which is the mean of all their sentences; their subject words joined, each at its
 * rarity (a word's weight is its rarity in English, the same in both, so joining keeps the
 * larger rather than adding). A side without a vector contributes its words only.
 */
export function combineShapes(a: ProfileShape, b: ProfileShape): ProfileShape {
  const na = a.vector ? a.sentences : 0;
  const nb = b.vector ? b.sentences : 0;
  let vector: number[] | null = null;
  let sentences = 0;
  if (a.vector && b.vector && a.vector.length === b.vector.length && na + nb > 0) {
    vector = a.vector.map((x, d) => (x * na + b.vector![d]! * nb) / (na + nb));
    sentences = na + nb;
  } else if (a.vector && na > 0) {
    // Vectors of another model (b from before an encoder change): the target's own meaning stays.
    [vector, sentences] = [[...a.vector], na];
  } else if (b.vector && nb > 0) {
    [vector, sentences] = [[...b.vector], nb];
  }
  const words: Record<string, number> = { ...a.words };
  for (const [w, weight] of Object.entries(b.words)) words[w] = Math.max(words[w] ?? 0, weight);
  return { vector, sentences, words };
}
