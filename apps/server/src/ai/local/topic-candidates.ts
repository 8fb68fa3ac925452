import type { ClassifyInput, TopicCandidate } from '../provider.ts';
import type { ProfileShape } from './topic-match.ts';
import { ENCODER_DIMS, encode, encodeOne, encoderState } from './encoder/encoder.ts';
import { meaningVector } from './model/verdict.ts';
import { topicVector } from './encoder/topic-space.ts';
import { contentWords, extendProfileShape, placeWords, topicScores } from './topic-match.ts';

/** How many candidates a remote model reads: enough for the right one, few enough to read well. */
export const REMOTE_CANDIDATES = 12;

/**
 * The topics most like the insight by meaning (the local matcher's score: sentence encoder when
 * it runs, plus shared subject words), best first. A remote model chooses among these rather
 * than among the most recent topics, so the right topic is in its prompt however old it is.
 */
export async function topicsByMeaning(input: ClassifyInput, k = REMOTE_CANDIDATES): Promise<TopicCandidate[]> {
  if (input.topics.length <= k) return input.topics;
  const where = placeWords(input.org.departments);
  const encoded = await encodeOne(input.text);
  const vector = encoded ? topicVector(encoded) : meaningVector(input.text, where);
  const scores = topicScores(vector, contentWords(input.text, where), input.topics, where);
  return input.topics
    .map((t, i) => ({ t, s: scores[i]! }))
    .sort((a, b) => b.s - a.s)
    .slice(0, k)
    .map((x) => x.t);
}

/**
 * Candidates whose meaning is not yet in the encoder's space (a caller that passes a topic's
 * profile text and no stored shape, or a shape stored before the encoder ran) get one from their
 * profile, encoded once per profile version: the matcher then compares like with like. The
 * pipeline passes stored shapes and pays nothing here.
 */
const shaped = new Map<string, { key: string; shape: ProfileShape }>();
const SHAPED_MAX = 5_000;

export async function withEncoderShapes(topics: TopicCandidate[], where: Set<string>): Promise<TopicCandidate[]> {
  if (encoderState().status !== 'ready') return topics;
  const missing = topics.filter((t) => t.shape?.vector?.length !== ENCODER_DIMS && t.profile.trim());
  if (missing.length === 0) return topics;
  const key = (t: TopicCandidate) => `${t.profile.length}:${t.profile.slice(-64)}`;
  const todo = missing.filter((t) => shaped.get(t.id)?.key !== key(t));
  const vectors = todo.length ? await encode(todo.map((t) => t.profile)) : [];
  if (!vectors) return topics;
  todo.forEach((t, i) => {
    shaped.delete(t.id);
    shaped.set(t.id, { key: key(t), shape: extendProfileShape(null, t.profile, where, vectors[i]) });
    if (shaped.size > SHAPED_MAX) shaped.delete(shaped.keys().next().value!);
  });
  return topics.map((t) => (missing.includes(t) ? { ...t, shape: shaped.get(t.id)!.shape } : t));
}
